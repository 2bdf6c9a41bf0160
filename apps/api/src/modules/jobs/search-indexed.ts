// A ranked search answered by the search index in memory (decision 055, 'The
// search index in memory'): the same conditions as the statement in
// search.repo.ts (`whereOf`), the same first part of the rank (`Rank.base`,
// summed in the same order in double precision), the same count, the same
// description's bonus and order; what it hands back is the count and the
// page's jobs.
//
// Most of it is read from the postings, never opening a job: one pass over
// each query word's list marks, per job, a bit for each (word, weights) the
// queries ask about and adds the word's part of calc_rank_or; the conditions
// and bonuses are then tests of those bits. Only phrases and calc_rank_and
// read the job's positions, and only for jobs that hold the words.
import {
  addOrTerm,
  bindWords,
  isPlainQuery,
  matches,
  matchesStripped,
  normalisedRank,
  orRankOf,
  parseTextQuery,
  rank,
  rankQueryOf,
  wordsOf,
  type QueryNode,
} from './text-query.ts';
import { ANONYMIZED, indexIn, isAscii, REMOTE, type SearchIndex, type SlotList } from './search-index-store.ts';

/** The parsed (`to_tsquery(...)::text`) queries of a ranked search, as `conditionsOf` builds them. */
export interface IndexedTexts {
  /** The words' condition (`search_vector @@ …`). */
  match: string;
  /** ts_rank's query. */
  rank: string;
  /** Some of the words: each concept's query, and the words in the company's name (weight D). */
  concepts: string[] | null;
  companyWord: string | null;
  typedInTitle: string;
  phrase: string | null;
  /** What a description must hold for the description's bonus. */
  describes: string;
  /** The seniority's title words and the experience that fits it. */
  seniority: { title: string; experience: ExperienceFit } | null;
}

/** An experience band that fits a seniority (decision 018): one of the job's bounds against a number of years. */
export interface ExperienceFit {
  field: 'experience_min' | 'experience_max';
  atLeast: boolean;
  years: number;
}

/** Whether a job's experience range fits the band, as the statement's `j.<field> >= / <= years` reads it. */
export function fitsExperience({ field, atLeast, years }: ExperienceFit, min: number, max: number): boolean {
  const value = field === 'experience_min' ? min : max;
  return atLeast ? value >= years : value <= years;
}

export interface IndexedFilters {
  /** Jobs of these companies match the term as well (a company named by the words), unless anonymised. */
  namedCompanyIds: number[];
  experience?: { min: number; max: number } | undefined;
  /** ILIKE '%…%': answered here only for an ASCII pattern. */
  location?: string | undefined;
  subCategories?: string[] | undefined;
  /** The company filter (its slugs' ids): never an anonymised job. */
  companyIds?: number[] | undefined;
  remote: boolean;
  jobIds?: number[] | undefined;
  excludeJobIds?: number[] | undefined;
}

/** A ranked search as the index answers it: its queries, filters, page and the description's bonus. */
export interface IndexedSearch {
  texts: IndexedTexts;
  filters: IndexedFilters;
  paging: { offset: number; limit: number };
  description: DescriptionBonus;
}

export interface IndexedAnswer {
  total: number;
  /** The page's jobs, in order. */
  page: number[];
}

/** The description's part of the rank (`descriptionBonus` in search.repo.ts) and how far below the cut it reaches. */
export interface DescriptionBonus {
  bonus: number;
  /** The bonus and the rounding of the whole rank to real. */
  margin: number;
}

/** Bits 0–30 name (word, weights) pairs; bit 31 marks a job already considered. */
const MAX_BITS = 31;
const CONSIDERED = 1 << 31;
/** Another word's list is walked up to this many times the candidates (or this many jobs); longer ones are searched. */
const WALK_FACTOR = 4;
const WALK_MIN = 2_000;

/** Per-slot room one search uses; searches run one at a time (a search never waits). */
interface Scratch {
  stamps: Int32Array;
  bits: Int32Array;
  orSums: Float32Array;
  matchedSlots: Int32Array;
  matchedBases: Float64Array;
  stamp: number;
}
const scratches = new WeakMap<SearchIndex, Scratch>();

function scratchFor(index: SearchIndex): Scratch {
  const size = index.slots;
  let scratch = scratches.get(index);
  if (!scratch || scratch.stamps.length < size) {
    const room = Math.max(1024, size * 2);
    scratch = {
      stamps: new Int32Array(room),
      bits: new Int32Array(room),
      orSums: new Float32Array(room),
      matchedSlots: new Int32Array(room),
      matchedBases: new Float64Array(room),
      stamp: 0,
    };
    scratches.set(index, scratch);
  }
  scratch.stamp += 1;
  return scratch;
}

/**
 * The n-th largest of the values (the smallest when there are fewer), found
 * in place by selection with three-way partitions: ties, which the
 * benchmark's repeated titles make many of, settle in one pass.
 */
export function nthLargest(values: Float64Array, n: number): number {
  const k = Math.max(0, values.length - n);
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let lt = low;
    let gt = high;
    let i = low;
    while (i <= gt) {
      const value = values[i]!;
      if (value < pivot) {
        values[i] = values[lt]!;
        values[lt++] = value;
        i++;
      } else if (value > pivot) {
        values[i] = values[gt]!;
        values[gt--] = value;
      } else i++;
    }
    if (k < lt) high = lt - 1;
    else if (k > gt) low = gt + 1;
    else return pivot;
  }
  return values[k]!;
}

/** The lists a node's matches are among (some listed twice, some stale). */
function candidateLists(index: SearchIndex, node: QueryNode): SlotList[] {
  switch (node.kind) {
    case 'word': {
      const list = index.postingsOf(node.id);
      return list ? [list] : [];
    }
    case 'or':
      return [...candidateLists(index, node.left), ...candidateLists(index, node.right)];
    case 'and':
    case 'phrase': {
      const left = candidateLists(index, node.left);
      const right = candidateLists(index, node.right);
      const size = (lists: SlotList[]) => lists.reduce((sum, list) => sum + list.length, 0);
      return size(left) <= size(right) ? left : right;
    }
    case 'not':
      throw new Error('negation is not listed');
  }
}

/**
 * The count and the page of a ranked search, or null when the index cannot
 * answer exactly what the database would (a query form, a location or a
 * description it does not evaluate): the caller asks the database. It runs to
 * its end: the index's thread does nothing else meanwhile
 * (search-index-worker.ts).
 */
export function searchIndexed(
  index: SearchIndex,
  { texts, filters, paging, description }: IndexedSearch,
): IndexedAnswer | null {
  if (!index.descriptionsStripped) return null;
  const parse = (text: string) => {
    const node = parseTextQuery(text);
    if (node) bindWords(node, index.idOf);
    return node;
  };
  const match = parse(texts.match);
  const rankNode = parse(texts.rank);
  const concepts = texts.concepts?.map(parse) ?? null;
  const companyWord = texts.companyWord === null ? null : parse(texts.companyWord);
  const typedInTitle = parse(texts.typedInTitle);
  const phrase = texts.phrase === null ? null : parse(texts.phrase);
  const seniorityTitle = texts.seniority ? parse(texts.seniority.title) : null;
  const describes = parse(texts.describes);
  if (!match || !rankNode || (texts.seniority && !seniorityTitle)) return null;
  if (concepts?.some((node) => node === null)) return null;
  const vectorQueries = [match, ...(concepts ?? []), companyWord, typedInTitle, phrase, seniorityTitle].filter(
    (node): node is QueryNode => node !== null,
  );
  if (![...vectorQueries, rankNode, describes].every((node) => node === null || isPlainQuery(node))) return null;
  const location = filters.location?.toLowerCase();
  if (location !== undefined && !isAscii(location)) return null;

  // the jobs the words' condition can match are among these lists; a longer list of another word is not
  // walked: each candidate finds itself in it (the lists are in slot order)
  const lists = [
    ...candidateLists(index, match),
    ...filters.namedCompanyIds.flatMap((id) => {
      const list = index.companySlots(id);
      return list ? [list] : [];
    }),
  ];
  const candidates = lists.reduce((sum, list) => sum + list.length, 0);
  const walkable = (id: number) => (index.postingsOf(id)?.length ?? 0) <= Math.max(WALK_MIN, candidates * WALK_FACTOR);

  // one bit per (word, weights) the conditions and bonuses test
  const keys = new Map<string, number>();
  const walks = new Map<number, { weights: number; bit: number }[]>();
  let looked = 0;
  for (const word of vectorQueries.flatMap((node) => wordsOf(node))) {
    const key = `${word.id}:${word.weights}`;
    if (!keys.has(key)) {
      if (keys.size === MAX_BITS) return null;
      const bit = 1 << keys.size;
      keys.set(key, bit);
      if (word.id >= 0 && walkable(word.id))
        walks.set(word.id, [...(walks.get(word.id) ?? []), { weights: word.weights, bit }]);
      else looked |= bit;
    }
    word.bit = keys.get(key)!;
  }
  const rankQuery = rankQueryOf(rankNode, index.idOf);
  const rankWalked = rankQuery.words.every((id) => id < 0 || walkable(id));

  const scratch = scratchFor(index);
  const { stamps, bits, orSums, matchedSlots, matchedBases, stamp } = scratch;
  const touch = (slot: number) => {
    if (stamps[slot] !== stamp) {
      stamps[slot] = stamp;
      bits[slot] = 0;
      orSums[slot] = 0;
    }
  };
  // the rank's words first, in calc_rank_or's order, adding each one's part; every walk sets its words' bits
  const walked = new Set<number>();
  const walk = (id: number, addsToRank: boolean) => {
    const list = index.postingsOf(id);
    if (!list || walked.has(id)) return;
    walked.add(id);
    const wanted = walks.get(id) ?? [];
    const { slots, weights, orTerms, length } = list;
    for (let i = 0; i < length; i++) {
      const slot = slots[i]!;
      touch(slot);
      if (addsToRank) orSums[slot] = addOrTerm(orSums[slot]!, orTerms[i]!);
      for (const want of wanted) if (!want.weights || weights[i]! & want.weights) bits[slot]! |= want.bit;
    }
  };
  if (rankWalked) for (const id of rankQuery.words) if (id >= 0) walk(id, true);
  for (const id of walks.keys()) walk(id, false);

  /** Where the slot is in a list (slot order), or -1. */
  const entryOf = (list: SlotList | undefined, slot: number) => (list ? indexIn(list.slots, 0, list.length, slot) : -1);
  const holdsWord = (word: Extract<QueryNode, { kind: 'word' }>, slot: number) => {
    if (!(word.bit & looked)) return (bits[slot]! & word.bit) !== 0;
    const list = index.postingsOf(word.id);
    const entry = entryOf(list, slot);
    return entry >= 0 && (!word.weights || (list!.weights[entry]! & word.weights) !== 0);
  };
  /** calc_rank_or's sum for a slot when a rank word's list was not walked. */
  const orSumOf = (slot: number) => {
    if (rankWalked) return orSums[slot]!;
    let sum = 0;
    for (const id of rankQuery.words) {
      const list = index.postingsOf(id);
      const entry = entryOf(list, slot);
      if (entry >= 0) sum = addOrTerm(sum, list!.orTerms[entry]!);
    }
    return sum;
  };

  /**
   * Whether a node holds for the job; not `exact`, whether it can by the words alone (a phrase's words,
   * some alternative of each part, present), which reads no positions.
   */
  const holds = (node: QueryNode, slot: number, exact = true): boolean => {
    switch (node.kind) {
      case 'word':
        return holdsWord(node, slot);
      case 'and':
        return holds(node.left, slot, exact) && holds(node.right, slot, exact);
      case 'or':
        return holds(node.left, slot, exact) || holds(node.right, slot, exact);
      case 'phrase':
        return (
          holds(node.left, slot, false) &&
          holds(node.right, slot, false) &&
          (!exact || matches(node, index.textAt(slot)))
        );
      case 'not':
        return false;
    }
  };
  const mayHold = (node: QueryNode, slot: number) => holds(node, slot, false);
  const named = new Set(filters.namedCompanyIds);
  const subCategories = filters.subCategories?.length ? new Set(filters.subCategories.map(index.numberOf)) : null;
  const companies = filters.companyIds ? new Set(filters.companyIds) : null;
  const jobIds = filters.jobIds ? new Set(filters.jobIds) : null;
  const excluded = filters.excludeJobIds?.length ? new Set(filters.excludeJobIds) : null;
  const { experience, remote } = filters;
  const seniorityExperience = texts.seniority?.experience;
  const locationHolds = new Map<number, boolean>();
  const ids = index.ids.values;
  const flags = index.flags.values;
  const companyIds = index.companyIds.values;
  const experienceMin = index.experienceMin.values;
  const experienceMax = index.experienceMax.values;
  const lengths = index.lengths.values;
  const sizes = index.sizes.values;
  let unanswerable = false;
  let total = 0;

  // what reads a job's positions (calc_rank_and, a phrase) is left for the jobs that can reach the page
  const hasPhrase = (node: QueryNode | null): boolean =>
    node !== null &&
    node.kind !== 'word' &&
    (node.kind === 'phrase' || (node.kind !== 'not' && (hasPhrase(node.left) || hasPhrase(node.right))));
  const dearRank = rankQuery.and && rankQuery.words.length >= 2;
  const exactAtOnce =
    !dearRank && ![...(concepts ?? []), companyWord, typedInTitle, phrase, seniorityTitle].some(hasPhrase);
  /**
   * Rank.base in search.repo.ts, term by term in its order: ts_rank, the words matched (some of the words)
   * and the company's name, the typed words in the title, the phrase, the seniority in the title. With
   * `bound`, what reads positions is taken at its most (calc_rank_and at 1, a phrase as held when its words
   * are): a bound no smaller than the base, summed the same way.
   */
  const baseOf = (slot: number, bound: boolean): number => {
    const test = bound ? mayHold : holds;
    let base = !sizes[slot]
      ? 0
      : dearRank
        ? bound
          ? normalisedRank(1, lengths[slot]!, index.math)
          : rank(rankQuery, index.textAt(slot), index.math)
        : normalisedRank(orRankOf(orSumOf(slot), rankQuery.words.length), lengths[slot]!, index.math);
    if (concepts) {
      let matched = 0;
      for (const concept of concepts) if (test(concept!, slot)) matched += 1;
      base = base + 10 * matched;
      base = base + (companyWord && test(companyWord, slot) ? 5 : 0);
    }
    base = base + (typedInTitle && test(typedInTitle, slot) ? 0.3 : 0);
    if (phrase) base = base + (test(phrase, slot) ? 0.5 : 0);
    if (seniorityTitle) base = base + (test(seniorityTitle, slot) ? 0.3 : 0);
    return base;
  };

  const consider = (slot: number) => {
    const flag = flags[slot]!;
    if (!flag) return;
    if (experience && !(experienceMin[slot]! <= experience.max && experienceMax[slot]! >= experience.min)) return;
    if (remote && !(flag & REMOTE)) return;
    if (subCategories && !subCategories.has(index.subCategories.values[slot]!)) return;
    if (companies && (flag & ANONYMIZED || !companies.has(companyIds[slot]!))) return;
    if (jobIds && !jobIds.has(ids[slot]!)) return;
    if (excluded?.has(ids[slot]!)) return;
    if (!holds(match, slot) && !(named.has(companyIds[slot]!) && !(flag & ANONYMIZED))) return;
    if (
      seniorityTitle &&
      !holds(seniorityTitle, slot) &&
      !fitsExperience(seniorityExperience!, experienceMin[slot]!, experienceMax[slot]!)
    )
      return;
    if (location !== undefined) {
      const at = index.locations.values[slot]!;
      if (at < 0) {
        unanswerable = true;
        return;
      }
      let found = locationHolds.get(at);
      if (found === undefined) locationHolds.set(at, (found = index.textOf[at]!.includes(location)));
      if (!found) return;
    }
    matchedSlots[total] = slot;
    matchedBases[total] = baseOf(slot, !exactAtOnce);
    total += 1;
  };
  for (const list of lists) {
    const slots = list.slots;
    for (let i = 0; i < list.length; i++) {
      const slot = slots[i]!;
      touch(slot);
      if (bits[slot]! & CONSIDERED) continue;
      bits[slot]! |= CONSIDERED;
      consider(slot);
    }
  }
  if (unanswerable) return null;
  if (total <= paging.offset) return { total, page: [] };

  // the page's cut: its last row's first part; only rows within the bonus of it can reach the page, and
  // they take the whole rank, `(base + description)::real`, ordered as the ranked statement orders them
  const wanted = paging.offset + paging.limit;
  const known = new Uint8Array(total).fill(exactAtOnce ? 1 : 0);
  const nthLargestKnown = () => {
    const values = new Float64Array(total);
    let count = 0;
    for (let i = 0; i < total; i++) if (known[i]) values[count++] = matchedBases[i]!;
    return nthLargest(values.subarray(0, count), wanted);
  };
  if (!exactAtOnce) {
    // bounds first: the rows whose bound reaches the wanted-th largest bound, made exact, give a lower
    // bound of the cut; every row whose bound reaches that, less the margin, is made exact; the rest can
    // neither reach the page nor move its cut
    const bounds = matchedBases.slice(0, total);
    const madeExact = (from: number) => {
      for (let i = 0; i < total; i++) {
        if (!known[i] && bounds[i]! >= from) {
          matchedBases[i] = baseOf(matchedSlots[i]!, false);
          known[i] = 1;
        }
      }
    };
    madeExact(total <= wanted ? Number.NEGATIVE_INFINITY : nthLargest(bounds.slice(), wanted));
    madeExact(nthLargestKnown() - description.margin);
  }
  const floor = nthLargestKnown() - description.margin;
  const nearSlots: number[] = [];
  const nearRanks: number[] = [];
  for (let i = 0; i < total; i++) {
    const base = matchedBases[i]!;
    if (!known[i] || base < floor) continue;
    const slot = matchedSlots[i]!;
    const held = describes !== null && matchesStripped(describes, (id) => entryOf(index.describedBy(id), slot) >= 0);
    const bonus = held ? description.bonus : 0;
    nearSlots.push(slot);
    nearRanks.push(Math.fround(base + bonus));
  }
  // the wanted rows: those above the wanted-th largest rank, and its ties newest first (then by id)
  const publishedAt = index.publishedAt.values;
  const lastRank = nthLargest(Float64Array.from(nearRanks), wanted);
  const near: { slot: number; rank: number }[] = [];
  for (let i = 0; i < nearSlots.length; i++) {
    if (nearRanks[i]! >= lastRank) near.push({ slot: nearSlots[i]!, rank: nearRanks[i]! });
  }
  const above = near.filter((row) => row.rank > lastRank).length;
  let tied = near.filter((row) => row.rank === lastRank);
  if (above + tied.length > wanted && tied.length > wanted) {
    // a large tie (the same title and words): only its newest can reach the page
    const newest = nthLargest(
      Float64Array.from(tied, (row) => publishedAt[row.slot]!),
      wanted - above,
    );
    tied = tied.filter((row) => publishedAt[row.slot]! >= newest);
  }
  const page = [...near.filter((row) => row.rank > lastRank), ...tied];
  page.sort((a, b) => b.rank - a.rank || publishedAt[b.slot]! - publishedAt[a.slot]! || ids[b.slot]! - ids[a.slot]!);
  return { total, page: page.slice(paging.offset, paging.offset + paging.limit).map((row) => ids[row.slot]!) };
}
