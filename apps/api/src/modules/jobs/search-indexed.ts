// A ranked search answered by the search index in memory (decision 055, 'The
// search index in memory'): the same conditions as the statement in
// search.repo.ts (`whereOf`), the same first part of the rank (`Rank.base`,
// summed in the same order in double precision), the same count; what it
// hands back is the count and the rows near the page's cut, whose
// description's bonus and order the database settles with the cards.
import {
  bindWords,
  isPlainQuery,
  matches,
  matchesStripped,
  parseTextQuery,
  rank,
  rankQueryOf,
  type QueryNode,
} from './text-query.ts';
import type { IndexedJob, SearchIndex } from './search-index.ts';

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
  seniority: { title: string; fits: (min: number, max: number) => boolean } | null;
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

const ASCII = /^[\x20-\x7e]*$/;

/** The rows a node's words list: every job the node can match is among them (some twice, some stale). */
function candidateLists(index: SearchIndex, node: QueryNode): { items: Int32Array; length: number }[] {
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
      const size = (lists: { length: number }[]) => lists.reduce((sum, list) => sum + list.length, 0);
      return size(left) <= size(right) ? left : right;
    }
    case 'not':
      throw new Error('negation is not listed');
  }
}

/**
 * The count and the rows near the cut of page `offset / limit`, or null when
 * the index cannot answer exactly what the database would (a query form or a
 * location it does not evaluate): the caller asks the database.
 */
export function searchIndexed(
  index: SearchIndex,
  texts: IndexedTexts,
  filters: IndexedFilters,
  paging: { offset: number; limit: number },
  description: DescriptionBonus,
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
  if (texts.seniority && !seniorityTitle) return null;
  const queries = [match, rankNode, describes, ...(concepts ?? []), companyWord, typedInTitle, phrase, seniorityTitle];
  if (!match || !rankNode || queries.some((node) => node !== null && !isPlainQuery(node))) return null;
  if (concepts?.some((node) => node === null)) return null;
  const location = filters.location?.toLowerCase();
  if (location !== undefined && !ASCII.test(location)) return null;
  const rankQuery = rankQueryOf(rankNode, index.idOf);
  const named = new Set(filters.namedCompanyIds);
  const subCategories = filters.subCategories?.length ? new Set(filters.subCategories) : null;
  const companies = filters.companyIds ? new Set(filters.companyIds) : null;
  const jobIds = filters.jobIds ? new Set(filters.jobIds) : null;
  const excluded = filters.excludeJobIds?.length ? new Set(filters.excludeJobIds) : null;
  const { experience, remote } = filters;
  const seniorityFits = texts.seniority?.fits;

  const lists = [
    ...candidateLists(index, match),
    ...filters.namedCompanyIds.flatMap((id) => {
      const list = index.companySlots(id);
      return list ? [list] : [];
    }),
  ];
  const seen = index.beginMarking();
  const ids: number[] = [];
  const bases: number[] = [];
  const published: number[] = [];
  let unanswerable = false;
  const consider = (job: IndexedJob) => {
    if (experience && !(job.experienceMin <= experience.max && job.experienceMax >= experience.min)) return;
    if (remote && !job.isRemote) return;
    if (subCategories && !subCategories.has(job.subCategory)) return;
    if (companies && (job.isAnonymized || !companies.has(job.companyId))) return;
    if (jobIds && !jobIds.has(job.id)) return;
    if (excluded?.has(job.id)) return;
    if (!matches(match, job) && !(named.has(job.companyId) && !job.isAnonymized)) return;
    if (seniorityTitle && !matches(seniorityTitle, job) && !seniorityFits!(job.experienceMin, job.experienceMax))
      return;
    if (location !== undefined) {
      if (job.asciiLocation === null) {
        unanswerable = true;
        return;
      }
      if (!job.asciiLocation.includes(location)) return;
    }
    // Rank.base in search.repo.ts, term by term in its order: ts_rank, the words matched (some of the words)
    // and the company's name, the typed words in the title, the phrase, the seniority in the title
    let base = rank(rankQuery, job, index.math);
    if (concepts) {
      let matched = 0;
      for (const concept of concepts) if (matches(concept!, job)) matched += 1;
      base = base + 10 * matched;
      base = base + (companyWord && matches(companyWord, job) ? 5 : 0);
    }
    base = base + (typedInTitle && matches(typedInTitle, job) ? 0.3 : 0);
    if (phrase) base = base + (matches(phrase, job) ? 0.5 : 0);
    if (seniorityTitle) base = base + (matches(seniorityTitle, job) ? 0.3 : 0);
    ids.push(job.id);
    bases.push(base);
    published.push(job.publishedAt);
  };
  for (const list of lists) {
    const items = list.items;
    for (let i = 0; i < list.length; i++) {
      const slot = items[i]!;
      if (seen(slot)) continue;
      const job = index.jobs[slot];
      if (job) consider(job);
    }
  }
  if (unanswerable) return null;

  const total = ids.length;
  if (total <= paging.offset) return { total, page: [] };
  // the page's cut: its last row's first part; only rows within the bonus of it can reach the page, and
  // they take the whole rank, `(base + description)::real`, ordered as the ranked statement orders them
  const sorted = Float64Array.from(bases).sort();
  const floor = sorted[Math.max(0, total - (paging.offset + paging.limit))]! - description.margin;
  const near: { id: number; rank: number; publishedAt: number }[] = [];
  for (let i = 0; i < total; i++) {
    if (bases[i]! < floor) continue;
    const job = index.jobs[index.slotOf.get(ids[i]!)!]!;
    const described = describes !== null && matchesStripped(describes, job.describes);
    near.push({
      id: ids[i]!,
      rank: Math.fround(bases[i]! + (described ? description.bonus : 0)),
      publishedAt: published[i]!,
    });
  }
  near.sort((a, b) => b.rank - a.rank || b.publishedAt - a.publishedAt || b.id - a.id);
  return { total, page: near.slice(paging.offset, paging.offset + paging.limit).map((row) => row.id) };
}
