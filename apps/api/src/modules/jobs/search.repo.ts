// Job search (decisions 009 and 018): Postgres full-text search over the
// narrow job_search_documents projection (migrations 0025, 0080). A job
// matches by what it is — title, skills, category, place, company — never by
// its description alone; the parsed term (search-terms.ts) brings synonyms,
// phrases and seniority. Ties are broken by recency then id so equal scores
// keep a stable order across pages; every filter is an indexed predicate; the
// page of ids is chosen first and only those rows are joined to jobs,
// companies and the viewer's saved flags.
//
// Two bounds keep a request's cost independent of how much a keyword matches
// (bench/search.bench.ts): ranking reads every matching row, so a keyword the
// planner expects to match more than RANK_LIMIT jobs lists its matches newest
// first instead; and counting stops at COUNT_CAP, beyond which the planner's
// estimate is answered and flagged as one (count_is_estimate).
import { sql, type SQL } from 'drizzle-orm';
import type { JobCard } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import { CARD_COLUMNS, loadCardsByIds, savedJoin, toJobCard, type JobCardRow } from './job-cards.repo.ts';
import { intArray, rowsOf, textArray } from '../../db/raw-query.ts';
import { searchByIndex } from './search-index.ts';
import type { ExperienceFit, IndexedFilters, IndexedSearch, IndexedTexts } from './search-indexed.ts';
import {
  closestWord,
  displayWord,
  isKnownWord,
  normaliseWords,
  parseTerm,
  titlePhraseText,
  tsQueryText,
  typedInTitleText,
  type Seniority,
} from './search-terms.ts';

export interface SearchCriteria {
  searchTerm?: string | undefined;
  experience?: { min: number; max: number } | undefined;
  location?: string | undefined;
  subCategories?: string[];
  companySlugs?: string[];
  remote?: boolean | undefined;
  jobIds?: number[] | undefined;
  excludeJobIds?: number[] | undefined;
  /** Jobs matching some of the words, ranked by how many (decision 037): the answer when none matches them all. */
  matchSome?: boolean | undefined;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export const RANK_LIMIT = 30_000;
export const COUNT_CAP = 10_000;
/** What a word in the description adds to a job's rank (decision 018): the last, and smallest, part of it. */
const DESCRIPTION_BONUS = 0.02;

/**
 * A job's rank in two parts (decision 055): what search_vector says, and the
 * description's bonus, which only reorders jobs whose first part is within
 * DESCRIPTION_BONUS of each other, so the ranked page reads it only for those.
 * The rank is `(base + description)::real`, the same sum as one expression.
 */
interface Rank {
  base: SQL;
  /** Whether the description vector `dv` earns DESCRIPTION_BONUS. */
  describes: (dv: SQL) => SQL;
}

/** The description's part of a rank: DESCRIPTION_BONUS when `matches` holds. */
const descriptionBonus = (matches: SQL) =>
  sql`CASE WHEN ${matches} THEN ${sql.raw(String(DESCRIPTION_BONUS))} ELSE 0 END`;

const toTsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/** The planner's row estimate for the jobs matching a condition (one planning step, no execution). */
async function estimateRows(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM job_search_documents j WHERE ${where}`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** What the keyword means before searching: whether it has searchable words, and which companies it names. */
interface TermAnalysis {
  searchable: boolean;
  companyIds: number[];
  /** The catalogue's version (migration 0313) and PostgreSQL's parse of each of `parse`'s texts. */
  version: number;
  parsed: string[];
  /** The company filter's slugs, as ids. */
  slugCompanyIds: number[];
}

async function analyseTerm(
  db: DbOrTx,
  term: string,
  matchText: string | null,
  parse: readonly string[],
  companySlugs: readonly string[],
): Promise<TermAnalysis> {
  const [row] = await rowsOf<{
    nodes: number;
    company_ids: number[];
    version: string;
    parsed: string[] | null;
    slug_company_ids: number[];
  }>(
    db,
    sql`SELECT ${matchText ? sql`numnode(${toTsQuery(matchText)})` : sql`0`} AS nodes,
          ${term.length >= 3 ? sql`ARRAY(SELECT id FROM companies WHERE name ILIKE like_contains(${term}))` : sql`'{}'::int[]`} AS company_ids,
          (SELECT version FROM fit_catalogue) AS version,
          ${
            parse.length
              ? sql`ARRAY[${sql.join(
                  parse.map((text) => sql`${toTsQuery(text)}::text`),
                  sql`, `,
                )}]`
              : sql`'{}'::text[]`
          } AS parsed,
          ${companySlugs.length ? sql`ARRAY(SELECT id FROM companies WHERE slug = ANY(${textArray(companySlugs)}))` : sql`'{}'::int[]`} AS slug_company_ids`,
  );
  return {
    searchable: Number(row?.nodes ?? 0) > 0,
    companyIds: row?.company_ids ?? [],
    version: Number(row?.version ?? 0),
    parsed: row?.parsed ?? [],
    slugCompanyIds: row?.slug_company_ids ?? [],
  };
}

/** Seniority in a query (decision 018): the word in the title, or an experience band that fits it. */
const SENIORITY_MATCH: Record<Seniority, { title: string; experience: ExperienceFit }> = {
  junior: {
    title: `'junior':A | 'graduate':A | 'intern':A | 'entry':A`,
    experience: { field: 'experience_max', atLeast: false, years: 3 },
  },
  senior: { title: `'senior':A | 'sr':A`, experience: { field: 'experience_min', atLeast: true, years: 5 } },
  lead: {
    title: `'lead':A | 'staff':A | 'principal':A | 'head':A`,
    experience: { field: 'experience_min', atLeast: true, years: 8 },
  },
};

/** The band as the statement reads it; the index reads it with `fitsExperience` (search-indexed.ts). */
const experienceSql = ({ field, atLeast, years }: ExperienceFit) =>
  sql.raw(`j.${field} ${atLeast ? '>=' : '<='} ${years}`);

/** The conditions of a search by facet, so facet counts can leave out their own filter. */
interface Conditions {
  text: SQL[];
  experience: SQL | null;
  location: SQL | null;
  subCategory: SQL | null;
  company: SQL | null;
  remote: SQL | null;
  other: SQL[];
}
type Facet = 'experience' | 'location' | 'subCategory' | 'company' | 'remote';

/** A search with no condition yet: every published job. */
const noConditions = (): Conditions => ({
  text: [],
  experience: null,
  location: null,
  subCategory: null,
  company: null,
  remote: null,
  other: [],
});
const FACETS: Facet[] = ['experience', 'location', 'subCategory', 'company', 'remote'];

const whereOf = (c: Conditions, leaveOut?: Facet) =>
  sql.join(
    [
      sql`j.is_published`,
      ...c.text,
      ...FACETS.filter((facet) => facet !== leaveOut).flatMap((facet) => (c[facet] ? [c[facet]] : [])),
      ...c.other,
    ],
    sql` AND `,
  );

interface BuiltQuery {
  conditions: Conditions;
  where: SQL;
  /** Set when the search is ranked; else the order is newest first (or the jobIds' order). */
  rank: Rank | null;
  order: SQL;
  /** The same order over the chosen page (p): joins do not keep it. */
  pageOrder: SQL;
  /** What the search index needs to answer the ranked search instead (search-indexed.ts). */
  indexed: IndexedPlan | null;
  /** The planner's estimate of the matching rows, when it was asked. */
  estimate: number | null;
}

export interface SearchLimits {
  rankLimit: number;
  countCap: number;
}
const DEFAULT_LIMITS: SearchLimits = { rankLimit: RANK_LIMIT, countCap: COUNT_CAP };

/** 'Remote' as a location is the remote filter (old links, alerts): remote is one concept. */
const isRemoteWord = (location: string | undefined) => location?.trim().toLowerCase() === 'remote';

/** What the search index needs to answer a ranked search (search-indexed.ts): the parsed queries and the filters. */
interface IndexedPlan {
  version: number;
  texts: IndexedTexts;
  filters: IndexedFilters;
}

async function conditionsOf(
  db: DbOrTx,
  criteria: SearchCriteria,
  /** Whether the search index may answer (a page of results): its queries are then parsed with the term. */
  forIndex = false,
): Promise<{ conditions: Conditions; rankBy: Rank | null; indexed: IndexedPlan | null } | null> {
  const conditions = noConditions();
  let rankBy: Rank | null = null;
  let indexed: IndexedPlan | null = null;
  const term = criteria.searchTerm?.trim();
  if (term) {
    const parsed = parseTerm(term);
    const matchSome = criteria.matchSome === true && parsed.concepts.length >= 2;
    const matchText = parsed.concepts.length ? tsQueryText(parsed.concepts) : null;
    // some of the words: any concept matches, and the rank counts how many do
    const conceptTexts = parsed.concepts.map((concept) => tsQueryText([concept]));
    const someText = conceptTexts.map((text) => `(${text})`).join(' | ');
    const seniority = parsed.seniority ? SENIORITY_MATCH[parsed.seniority] : null;
    const texts = matchText
      ? {
          match: matchSome ? someText : matchText,
          // normalisation 1 divides by 1 + log(length): a short title match beats a long list of skills;
          // the rank reads every alternative at every weight; for some of the words, how many match comes
          // first, then a word naming the company (weight D: 'saffron frontend' puts Saffron's jobs first)
          rank: matchSome ? someText : tsQueryText(parsed.concepts, ''),
          concepts: matchSome ? conceptTexts : null,
          companyWord: matchSome ? tsQueryText([parsed.concepts.flat()], 'D') : null,
          typedInTitle: typedInTitleText(parsed.concepts),
          phrase: titlePhraseText(parsed.concepts),
          describes: tsQueryText(parsed.concepts, ''),
          seniority,
        }
      : null;
    const toParse =
      texts && forIndex
        ? [
            ...new Set([
              texts.match,
              texts.rank,
              ...(texts.concepts ?? []),
              ...(texts.companyWord ? [texts.companyWord] : []),
              texts.typedInTitle,
              ...(texts.phrase ? [texts.phrase] : []),
              ...(texts.seniority ? [texts.seniority.title] : []),
              texts.describes,
            ]),
          ]
        : [];
    const analysis = await analyseTerm(db, term, matchText, toParse, criteria.companySlugs ?? []);
    const { searchable, companyIds } = analysis;
    if (!searchable && companyIds.length === 0) return null;
    const byCompany = companyIds.length
      ? sql`(j.company_id = ANY(${intArray(companyIds)}) AND NOT j.is_anonymized)`
      : null;
    const byText = searchable && texts ? sql`j.search_vector @@ ${toTsQuery(texts.match)}` : null;
    conditions.text.push(byText && byCompany ? sql`(${byText} OR ${byCompany})` : (byText ?? byCompany)!);
    if (seniority) {
      conditions.text.push(
        sql`(j.search_vector @@ ${toTsQuery(seniority.title)} OR ${experienceSql(seniority.experience)})`,
      );
    }
    if (searchable && texts) {
      const matchedCount = texts.concepts
        ? sql`+ 10 * (${sql.join(
            texts.concepts.map((text) => sql`(j.search_vector @@ ${toTsQuery(text)})::int`),
            sql` + `,
          )})
          + CASE WHEN j.search_vector @@ ${toTsQuery(texts.companyWord!)} THEN 5 ELSE 0 END`
        : sql``;
      const rankText = texts.describes;
      rankBy = {
        base: sql`ts_rank(j.search_vector, ${toTsQuery(texts.rank)}, 1)
        ${matchedCount}
        + CASE WHEN j.search_vector @@ ${toTsQuery(texts.typedInTitle)} THEN 0.3 ELSE 0 END
        ${texts.phrase ? sql`+ CASE WHEN j.search_vector @@ ${toTsQuery(texts.phrase)} THEN 0.5 ELSE 0 END` : sql``}
        ${seniority ? sql`+ CASE WHEN j.search_vector @@ ${toTsQuery(seniority.title)} THEN 0.3 ELSE 0 END` : sql``}`,
        describes: (dv) => sql`${dv} @@ ${toTsQuery(rankText)}`,
      };
      const parsedText = (text: string) => analysis.parsed[toParse.indexOf(text)] ?? '';
      indexed = !forIndex
        ? null
        : {
            version: analysis.version,
            texts: {
              match: parsedText(texts.match),
              rank: parsedText(texts.rank),
              concepts: texts.concepts?.map(parsedText) ?? null,
              companyWord: texts.companyWord ? parsedText(texts.companyWord) : null,
              typedInTitle: parsedText(texts.typedInTitle),
              describes: parsedText(rankText),
              phrase: texts.phrase ? parsedText(texts.phrase) : null,
              seniority: texts.seniority
                ? { title: parsedText(texts.seniority.title), experience: texts.seniority.experience }
                : null,
            },
            filters: {
              namedCompanyIds: companyIds,
              experience: criteria.experience,
              location: criteria.location && !isRemoteWord(criteria.location) ? criteria.location : undefined,
              subCategories: criteria.subCategories,
              companyIds: criteria.companySlugs?.length ? analysis.slugCompanyIds : undefined,
              remote: Boolean(criteria.remote || isRemoteWord(criteria.location)),
              jobIds: criteria.jobIds,
              excludeJobIds: criteria.excludeJobIds,
            },
          };
    }
  }
  if (criteria.experience) {
    conditions.experience = sql`j.experience_min <= ${criteria.experience.max} AND j.experience_max >= ${criteria.experience.min}`;
  }
  const remote = criteria.remote || isRemoteWord(criteria.location);
  if (criteria.location && !isRemoteWord(criteria.location)) {
    conditions.location = sql`j.location ILIKE like_contains(${criteria.location})`;
  }
  if (criteria.subCategories?.length) {
    conditions.subCategory =
      criteria.subCategories.length === 1
        ? sql`j.job_sub_category = ${criteria.subCategories[0]}`
        : sql`j.job_sub_category = ANY(${textArray(criteria.subCategories)})`;
  }
  if (criteria.companySlugs?.length) {
    // spec 02 §2: an anonymized job is never listed under its company
    conditions.company = sql`j.company_id IN (SELECT id FROM companies WHERE slug = ANY(${textArray(criteria.companySlugs)})) AND NOT j.is_anonymized`;
  }
  if (remote) conditions.remote = sql`j.is_remote`;
  if (criteria.jobIds) conditions.other.push(sql`j.id = ANY(${intArray(criteria.jobIds)})`);
  if (criteria.excludeJobIds?.length) conditions.other.push(sql`j.id <> ALL(${intArray(criteria.excludeJobIds)})`);
  return { conditions, rankBy, indexed };
}

/**
 * Which of these jobs a keyword finds, read exactly as the search reads it
 * (synonyms, seniority, company names; decision 018): the job alerts match
 * new jobs with it, so an alert finds what its search finds.
 */
export async function jobsMatchingTerm(db: DbOrTx, term: string, jobIds: readonly number[]): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const built = await conditionsOf(db, { searchTerm: term, jobIds: [...jobIds] });
  if (!built) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT j.id FROM job_search_documents j WHERE ${whereOf(built.conditions)} ORDER BY j.id`,
  );
  return rows.map((row) => row.id);
}

async function build(db: DbOrTx, criteria: SearchCriteria, limits: SearchLimits): Promise<BuiltQuery | null> {
  const built = await conditionsOf(db, criteria, true);
  if (!built) return null;
  const { conditions, rankBy, indexed } = built;
  let rank: Rank | null = null;
  let estimate: number | null = null;
  let order: SQL = sql`j.published_at DESC, j.id DESC`;
  let pageOrder: SQL = sql`p.rank DESC, p.published_at DESC, p.id DESC`;
  if (criteria.jobIds && !criteria.searchTerm?.trim()) {
    order = sql`array_position(${intArray(criteria.jobIds)}, j.id), j.id`;
    pageOrder = sql`array_position(${intArray(criteria.jobIds)}, p.id), p.id`;
  }
  const where = whereOf(conditions);
  // a search for some of the words is always ranked: how many words a job matches is its order
  if (rankBy && (criteria.matchSome || (estimate = await estimateRows(db, where)) <= limits.rankLimit)) {
    rank = rankBy;
  }
  return { conditions, where, rank, order, pageOrder, indexed, estimate };
}

/**
 * The statements of a search; null when the keyword cannot match anything.
 * A ranked search is one statement (decision 055): it reads the matching rows
 * once, into `m` with the first part of their rank, counts them there, and
 * reads the description only for the rows that can still reach the page.
 * Any other search is the page, newest first through an index, and a count
 * that stops at the cap.
 */
export async function searchStatements(
  db: DbOrTx,
  criteria: SearchCriteria,
  paging: Paging,
  viewerCandidateId: number | null,
  limits: SearchLimits = DEFAULT_LIMITS,
): Promise<SearchStatements | null> {
  const built = await build(db, criteria, limits);
  return built && statementsOf(built, paging, viewerCandidateId, limits);
}

interface SearchStatements {
  page: SQL;
  count: SQL | null;
  where: SQL;
  rank: SQL | null;
}

function statementsOf(
  built: BuiltQuery,
  paging: Paging,
  viewerCandidateId: number | null,
  limits: SearchLimits,
): SearchStatements {
  const offset = (paging.page - 1) * paging.pageSize;
  const saved = savedJoin(viewerCandidateId);
  const cards = (page: SQL) =>
    sql`(${page}) p JOIN jobs j ON j.id = p.id JOIN companies c ON c.id = j.company_id ${saved.join}`;
  const columns = sql`${CARD_COLUMNS}, ${saved.column}, p.rank`;
  const { rank } = built;
  if (rank) {
    // every row of the page has a base of at least the page's last row's base (the cut); a row below
    // cut - DESCRIPTION_BONUS cannot pass it, whatever its description (the margin covers rounding to real).
    // Which of the rows near the cut (`c`) have a description that earns the bonus is one read of the
    // descriptions (`described`): through their text index when few descriptions match, else by id, row
    // by row (a join let the planner read every description in id order). A page past the last match
    // ranks nothing.
    return {
      page: sql`
        WITH m AS MATERIALIZED (
          SELECT j.id, j.published_at, ${rank.base} AS base
          FROM job_search_documents j
          WHERE ${built.where}
        ),
        t AS (SELECT count(*)::int AS total FROM m),
        cut AS (SELECT min(base) AS base FROM (SELECT base FROM m ORDER BY base DESC LIMIT ${offset + paging.pageSize}) k),
        c AS MATERIALIZED (
          SELECT m.id, m.published_at, m.base FROM m
          WHERE m.base >= (SELECT base FROM cut) - ${sql.raw(String(DESCRIPTION_BONUS + 0.001))}
            AND (SELECT total FROM t) > ${offset}
        ),
        described AS (
          SELECT d.id FROM job_search_descriptions d
          WHERE d.id = ANY (ARRAY(SELECT id FROM c)) AND ${rank.describes(sql`d.description_vector`)}
        )
        SELECT t.total, ${columns}
        FROM t
        LEFT JOIN (${cards(sql`
          SELECT c.id, c.published_at, (c.base + ${descriptionBonus(sql`c.id IN (SELECT id FROM described)`)})::real AS rank
          FROM c
          ORDER BY rank DESC, c.published_at DESC, c.id DESC
          LIMIT ${paging.pageSize} OFFSET ${offset}`)}) ON true
        ORDER BY ${built.pageOrder}`,
      count: null,
      where: built.where,
      rank: sql`(${rank.base} + ${descriptionBonus(rank.describes(sql`(SELECT d.description_vector FROM job_search_descriptions d WHERE d.id = j.id)`))})::real`,
    };
  }
  return {
    page: sql`
      SELECT ${columns}
      FROM ${cards(sql`
        SELECT j.id, 0::real AS rank, j.published_at
        FROM job_search_documents j
        WHERE ${built.where}
        ORDER BY ${built.order}
        LIMIT ${paging.pageSize} OFFSET ${offset}`)}
      ORDER BY ${built.pageOrder}`,
    count: sql`SELECT count(*)::int AS count FROM (SELECT 1 FROM job_search_documents j WHERE ${built.where} LIMIT ${limits.countCap + 1}) m`,
    where: built.where,
    rank: null,
  };
}

export interface SearchResult {
  count: number;
  countIsEstimate: boolean;
  results: JobCard[];
  /** The corrected keyword the results are for, when the typed one found nothing (decision 018). */
  correctedTerm?: string;
  /** No job matches every word: these match some of them, most words first (decision 037). */
  partialMatch?: boolean;
}

/** The description's bonus as the index adds it: the same sum, and the same margin below the cut. */
const INDEXED_BONUS = { bonus: DESCRIPTION_BONUS, margin: Number(String(DESCRIPTION_BONUS + 0.001)) };

/** What a ranked search asks the search index for its page; null when the search is not ranked. */
function indexedRequest(built: BuiltQuery, paging: Paging): { version: number; search: IndexedSearch } | null {
  const plan = built.indexed;
  if (!plan || !built.rank) return null;
  return {
    version: plan.version,
    search: {
      texts: plan.texts,
      filters: plan.filters,
      paging: { offset: (paging.page - 1) * paging.pageSize, limit: paging.pageSize },
      description: INDEXED_BONUS,
    },
  };
}

/** The request a search sends the index (tests ask the index directly with it). */
export async function indexedRequestOf(db: DbOrTx, criteria: SearchCriteria, paging: Paging) {
  const built = await build(db, criteria, DEFAULT_LIMITS);
  return built && indexedRequest(built, paging);
}

/**
 * A ranked search answered by the search index (decision 055, 'The search
 * index in memory'): the index counts the matches and orders the page; the
 * database reads the page's cards. Null when the index is not built yet or
 * cannot answer this search exactly.
 */
async function fromIndex(
  db: DbOrTx,
  built: BuiltQuery,
  paging: Paging,
  viewerCandidateId: number | null,
): Promise<{ total: number; results: JobCard[] } | null> {
  const request = indexedRequest(built, paging);
  const answer = request && (await searchByIndex(db, request.version, request.search));
  if (!answer) return null;
  return {
    total: answer.total,
    results: await loadCardsByIds(db, answer.page, viewerCandidateId, { publishedOnly: false }),
  };
}

async function runSearch(
  db: DbOrTx,
  criteria: SearchCriteria,
  paging: Paging,
  viewerCandidateId: number | null,
  limits: SearchLimits,
): Promise<SearchResult> {
  const built = await build(db, criteria, limits);
  if (!built) return { count: 0, countIsEstimate: false, results: [] };
  let results: JobCard[];
  let exact: number;
  const indexed = await fromIndex(db, built, paging, viewerCandidateId);
  if (indexed) {
    results = indexed.results;
    exact = indexed.total;
  } else {
    let rows: JobCardRow[];
    const statements = statementsOf(built, paging, viewerCandidateId, limits);
    if (statements.count) {
      const [page, counted] = await Promise.all([
        rowsOf<JobCardRow>(db, statements.page),
        rowsOf<{ count: number }>(db, statements.count),
      ]);
      rows = page;
      exact = Number(counted[0]?.count ?? 0);
    } else {
      // the ranked statement answers the count on every row, and one row of nulls when the page is empty
      const page = await rowsOf<JobCardRow & { total: number }>(db, statements.page);
      exact = Number(page[0]?.total ?? 0);
      rows = page.filter((row) => row.id !== null);
    }
    results = rows.map(toJobCard);
  }
  if (exact <= limits.countCap) return { count: exact, countIsEstimate: false, results };
  const estimate = Math.max(limits.countCap + 1, built.estimate ?? (await estimateRows(db, built.where)));
  return { count: estimate, countIsEstimate: true, results };
}

export async function searchJobs(
  db: DbOrTx,
  criteria: SearchCriteria,
  paging: Paging,
  viewerCandidateId: number | null,
  limits: SearchLimits = DEFAULT_LIMITS,
): Promise<SearchResult> {
  const found = await runSearch(db, criteria, paging, viewerCandidateId, limits);
  const term = criteria.searchTerm?.trim();
  if (found.count > 0 || !term) return found;
  // nothing for the words as typed: search for the closest known words instead, and say so
  const corrected = await correctSpelling(db, term);
  const retried = corrected
    ? await runSearch(db, { ...criteria, searchTerm: corrected }, paging, viewerCandidateId, limits)
    : found;
  if (retried.count > 0) return { ...retried, correctedTerm: corrected! };
  // no job has every word: the jobs with most of them, and the page says so
  if (parseTerm(term).concepts.length < 2) return found;
  const some = await runSearch(db, { ...criteria, matchSome: true }, paging, viewerCandidateId, limits);
  return some.count > 0 ? { ...some, partialMatch: true } : found;
}

// ------------------------------------------------------------------ spelling

/**
 * The term with each unknown word replaced by the closest word of the
 * catalogue's vocabulary (titles, skills, categories, company names), or null
 * when nothing needs or allows correcting. pg_trgm picks the candidates; the
 * edit distance (a swapped pair counts once: 'pyhton') picks among them. The
 * words of job_terms are kept in job_term_words (migration 0323).
 */
export async function correctSpelling(db: DbOrTx, term: string): Promise<string | null> {
  const words = normaliseWords(term);
  const unknown = [...new Set(words.filter((word) => word.length >= 3 && !isKnownWord(word)))];
  if (unknown.length === 0) return null;
  const rows = await rowsOf<{ typed: string; word: string; jobs: number }>(
    db,
    sql`WITH vocabulary AS (
          SELECT word, jobs::int AS jobs FROM job_term_words WHERE jobs > 0
          UNION ALL
          SELECT DISTINCT w, 1 FROM companies c CROSS JOIN LATERAL regexp_split_to_table(lower(c.name), '[^[:alnum:]]+') AS w
          WHERE length(w) > 2
        )
        SELECT q.typed, v.word, v.jobs
        FROM unnest(${textArray(unknown)}) AS q(typed)
        JOIN vocabulary v ON v.word = q.typed OR similarity(v.word, q.typed) > 0.2`,
  );
  const replacements = new Map<string, string>();
  for (const typed of unknown) {
    const candidates = rows
      .filter((row) => row.typed === typed)
      .map((row) => ({ word: row.word, jobs: Number(row.jobs) }));
    const closest = closestWord(typed, candidates);
    if (closest) replacements.set(typed, closest);
  }
  if (replacements.size === 0) return null;
  return words.map((word) => replacements.get(word) ?? displayWord(word)).join(' ');
}

// ------------------------------------------------------------------ facets

export interface FacetCounts {
  subCategories: { value: string; category: string; count: number }[];
  locations: { value: string; count: number }[];
  companies: { value: string; label: string; count: number }[];
  remoteCount: number;
  experience: { value: string; count: number }[];
}

/** One pass of `facetCounts`: every facet's groups over the rows `base` holds. */
type FacetRow = {
  grouping: number;
  job_sub_category: string | null;
  city: string | null;
  company_id: number | null;
  label: string | null;
  sub_categories: number;
  locations: number;
  companies: number;
  remote: number;
  bands: number[];
};

/** Which facet each grouping of a pass holds (the bits of GROUPING(...)), and the total row's facets. */
const GROUPING_OF: Record<Facet, number> = {
  subCategory: 0b011,
  location: 0b101,
  company: 0b110,
  remote: 0b111,
  experience: 0b111,
};

/**
 * One pass over the rows `base` holds (decision 055): every filter is
 * evaluated once per row as a flag, the rows are grouped by sub-category, by
 * city and by company at once (grouping sets, and the grand total for remote
 * and the experience bands), and each facet counts, with FILTER, the rows
 * whose other flags hold.
 */
function facetPass(db: DbOrTx, c: Conditions, base: SQL, bands: readonly { min: number; max: number }[]) {
  const flag = (facet: Facet) => c[facet] ?? sql`true`;
  const others = (facet: Facet) =>
    sql.join(
      FACETS.filter((f) => f !== facet).map((f) => sql`f_${sql.raw(f)}`),
      sql` AND `,
    );
  const subCategoryRow = sql`${others('subCategory')} AND job_sub_category <> ''`;
  return rowsOf<FacetRow>(
    db,
    sql`SELECT GROUPING(job_sub_category, city, company_id) AS grouping, job_sub_category, city, company_id,
          min(job_category) FILTER (WHERE ${subCategoryRow}) AS label,
          count(*) FILTER (WHERE ${subCategoryRow})::int AS sub_categories,
          count(*) FILTER (WHERE ${others('location')} AND city <> '')::int AS locations,
          count(*) FILTER (WHERE ${others('company')} AND NOT is_anonymized)::int AS companies,
          count(*) FILTER (WHERE ${others('remote')} AND is_remote)::int AS remote,
          ARRAY[${sql.join(
            bands.map(
              (band) =>
                sql`count(*) FILTER (WHERE ${others('experience')} AND experience_min <= ${band.max} AND experience_max >= ${band.min})::int`,
            ),
            sql`, `,
          )}]::int[] AS bands
        FROM (
          SELECT j.job_sub_category, j.job_category, j.is_remote, j.is_anonymized, j.company_id,
                 j.experience_min, j.experience_max,
                 CASE WHEN j.is_remote THEN '' ELSE btrim(split_part(j.location, ',', 1)) END AS city,
                 ${sql.join(
                   FACETS.map((facet) => sql`(${flag(facet)}) AS f_${sql.raw(facet)}`),
                   sql`, `,
                 )}
          FROM job_search_documents j
          WHERE ${base}
        ) m
        GROUP BY GROUPING SETS ((job_sub_category), (city), (company_id), ())`,
  );
}

/** The groups of one facet alone over the rows `where` holds: what a chosen filter's own facet needs. */
async function facetAlone(
  db: DbOrTx,
  facet: Facet,
  where: SQL,
  bands: readonly { min: number; max: number }[],
): Promise<FacetRow[]> {
  const row = (grouping: number, values: Partial<FacetRow>): FacetRow => ({
    grouping,
    job_sub_category: null,
    city: null,
    company_id: null,
    label: null,
    sub_categories: 0,
    locations: 0,
    companies: 0,
    remote: 0,
    bands: [],
    ...values,
  });
  const grouping = GROUPING_OF[facet];
  switch (facet) {
    case 'subCategory':
      return (
        await rowsOf<{ job_sub_category: string; label: string; n: number }>(
          db,
          sql`SELECT j.job_sub_category, min(j.job_category) AS label, count(*)::int AS n
              FROM job_search_documents j WHERE ${where} AND j.job_sub_category <> '' GROUP BY j.job_sub_category`,
        )
      ).map((r) => row(grouping, { job_sub_category: r.job_sub_category, label: r.label, sub_categories: r.n }));
    case 'location':
      return (
        await rowsOf<{ city: string; n: number }>(
          db,
          sql`SELECT city, count(*)::int AS n FROM (
                SELECT btrim(split_part(j.location, ',', 1)) AS city FROM job_search_documents j
                WHERE ${where} AND NOT j.is_remote) m
              WHERE city <> '' GROUP BY city`,
        )
      ).map((r) => row(grouping, { city: r.city, locations: r.n }));
    case 'company':
      return (
        await rowsOf<{ company_id: number; n: number }>(
          db,
          sql`SELECT j.company_id, count(*)::int AS n FROM job_search_documents j
              WHERE ${where} AND NOT j.is_anonymized GROUP BY j.company_id`,
        )
      ).map((r) => row(grouping, { company_id: r.company_id, companies: r.n }));
    case 'remote': {
      const [r] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM job_search_documents j WHERE ${where} AND j.is_remote`,
      );
      return [row(grouping, { remote: Number(r?.n ?? 0) })];
    }
    case 'experience': {
      const [r] = await rowsOf<{ bands: number[] }>(
        db,
        sql`SELECT ARRAY[${sql.join(
          bands.map(
            (band) =>
              sql`count(*) FILTER (WHERE j.experience_min <= ${band.max} AND j.experience_max >= ${band.min})::int`,
          ),
          sql`, `,
        )}]::int[] AS bands FROM job_search_documents j WHERE ${where}`,
      );
      return [row(grouping, { bands: r?.bands ?? [] })];
    }
  }
}

/**
 * The facets of every published job, kept per process under the catalogue's
 * version (migration 0313), which every change to a job or to a company its
 * cards show moves on commit: the same rows a pass over every job would give,
 * read again only once the catalogue has changed (decision 055).
 */
const everyJobPasses = new WeakMap<object, Map<string, { version: number; rows: Promise<FacetRow[]> }>>();

async function everyJobPass(db: DbOrTx, bands: readonly { min: number; max: number }[]) {
  const [row] = await rowsOf<{ version: string }>(db, sql`SELECT version FROM fit_catalogue`);
  const version = Number(row?.version ?? 0);
  const key = JSON.stringify(bands);
  const byBands = everyJobPasses.get(db) ?? new Map<string, { version: number; rows: Promise<FacetRow[]> }>();
  everyJobPasses.set(db, byBands);
  const kept = byBands.get(key);
  if (kept && kept.version === version) return kept.rows;
  const rows = facetPass(db, noConditions(), sql`j.is_published`, bands);
  byBands.set(key, { version, rows });
  rows.catch(() => {
    if (byBands.get(key)?.rows === rows) byBands.delete(key);
  });
  return rows;
}

/**
 * Filter options with counts for the current search (decision 018): each
 * facet counts the jobs that match the keyword and every other active filter
 * (its own left out, so choosing one location still shows the others).
 *
 * A search with words is one pass over the rows its words match (decision
 * 055). A search by filters alone would pass over every job, so each chosen
 * filter's facet passes over the rows the other filters hold, and the rest
 * over the rows all of them hold; a facet no other filter narrows reads the
 * kept pass over every job (`everyJobPass`).
 */
export async function facetCounts(
  db: DbOrTx,
  criteria: SearchCriteria,
  bands: readonly { value: string; min: number; max: number }[],
): Promise<FacetCounts | null> {
  const built = await conditionsOf(db, criteria);
  if (!built) return null;
  const c = built.conditions;
  let rows: FacetRow[];
  if (c.text.length || c.other.length) {
    rows = await facetPass(db, c, sql.join([sql`j.is_published`, ...c.text, ...c.other], sql` AND `), bands);
  } else {
    const chosen = FACETS.filter((facet) => c[facet]);
    const narrowed = (leaveOut?: Facet) => chosen.some((facet) => facet !== leaveOut);
    const [all, ...own] = await Promise.all([
      narrowed() ? facetPass(db, c, whereOf(c), bands) : everyJobPass(db, bands),
      ...chosen.map((facet) =>
        narrowed(facet) ? facetAlone(db, facet, whereOf(c, facet), bands) : everyJobPass(db, bands),
      ),
    ]);
    // a chosen facet's groups come from the pass without its own filter; the rest from the pass with every filter
    const ownGroups = new Map(chosen.map((facet, i) => [facet, own[i]!] as const));
    const groupsOf = (facet: Facet) =>
      (ownGroups.get(facet) ?? all!).filter((row) => Number(row.grouping) === GROUPING_OF[facet]);
    const totalOf = (facet: Facet) => groupsOf(facet)[0];
    const remote = totalOf('remote');
    const experience = totalOf('experience');
    rows = [
      ...groupsOf('subCategory'),
      ...groupsOf('location'),
      ...groupsOf('company'),
      ...(remote || experience
        ? [{ ...(remote ?? experience)!, remote: remote?.remote ?? 0, bands: experience?.bands ?? [] }]
        : []),
    ];
  }
  // GROUPING(...) has a bit set for each column a row is not grouped by: 0b011 by sub-category, 0b101 by
  // city, 0b110 by company, 0b111 the total
  const grouped = (
    grouping: number,
    count: (row: (typeof rows)[number]) => number,
    value: (row: (typeof rows)[number]) => string,
  ) =>
    rows
      .filter((row) => Number(row.grouping) === grouping && Number(count(row)) > 0)
      .map((row) => ({ value: value(row), label: row.label, count: Number(count(row)) }));
  const total = rows.find((row) => Number(row.grouping) === 0b111);
  const facet = {
    subCategory: grouped(
      0b011,
      (row) => row.sub_categories,
      (row) => row.job_sub_category!,
    ),
    location: grouped(
      0b101,
      (row) => row.locations,
      (row) => row.city!,
    ),
    company: grouped(
      0b110,
      (row) => row.companies,
      (row) => String(row.company_id),
    ),
  };
  const byCount = <T extends { count: number; value: string }>(list: T[]) =>
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const companyRows = byCount(facet.company).slice(0, 200);
  const names = companyRows.length
    ? await rowsOf<{ id: number; slug: string; name: string }>(
        db,
        sql`SELECT id, slug, name FROM companies WHERE id = ANY(${intArray(companyRows.map((row) => Number(row.value)))})`,
      )
    : [];
  const companyById = new Map(names.map((row) => [Number(row.id), row]));
  return {
    subCategories: byCount(facet.subCategory).map((row) => ({
      value: row.value,
      category: row.label ?? '',
      count: row.count,
    })),
    locations: byCount(facet.location)
      .slice(0, 50)
      .map((row) => ({ value: row.value, count: row.count })),
    companies: companyRows.flatMap((row) => {
      const company = companyById.get(Number(row.value));
      return company ? [{ value: company.slug, label: company.name, count: row.count }] : [];
    }),
    remoteCount: Number(total?.remote ?? 0),
    experience: bands.map((band, i) => ({
      value: band.value,
      count: Number(total?.bands[i] ?? 0),
    })),
  };
}

// ------------------------------------------------------------------ suggestions

export interface SuggestionRow extends Record<string, unknown> {
  text: string;
  kind: string;
  job_count: number;
}

/**
 * Typo-tolerant suggestions (pg_trgm) from the job_terms vocabulary and the
 * company names: prefix matches first, then by trigram similarity, then by how
 * many jobs carry the term. The explicit thresholds (below pg_trgm's defaults)
 * let a transposition such as 'pyhton' still find 'Python'.
 */
export async function suggestTerms(db: DbOrTx, input: string, limit = 10): Promise<SuggestionRow[]> {
  const q = input.trim().toLowerCase();
  if (q.length < 2) return [];
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rowsOf<SuggestionRow>(
    db,
    sql`SELECT text, kind, job_count FROM (
          SELECT t.text, t.kind, t.job_count, t.key LIKE ${prefix} AS is_prefix,
                 greatest(similarity(t.key, ${q}), word_similarity(${q}, t.key)) AS score
          FROM job_terms t
          WHERE t.job_count > 0
            AND (t.key LIKE ${prefix} OR similarity(t.key, ${q}) > 0.2 OR word_similarity(${q}, t.key) > 0.4)
          UNION ALL
          SELECT c.name, 'company', (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.is_published AND NOT j.is_anonymized),
                 lower(c.name) LIKE ${prefix}, greatest(similarity(lower(c.name), ${q}), word_similarity(${q}, lower(c.name)))
          FROM companies c
          WHERE lower(c.name) LIKE ${prefix} OR similarity(lower(c.name), ${q}) > 0.25 OR word_similarity(${q}, lower(c.name)) > 0.5
        ) s
        ORDER BY is_prefix DESC, score DESC, job_count DESC, text
        LIMIT ${limit}`,
  );
}

// ------------------------------------------------------------------ aggregates

export async function categoryAggregates(db: DbOrTx) {
  return rowsOf<{ category: string; sub_category: string; count: number }>(
    db,
    sql`SELECT job_category AS category, job_sub_category AS sub_category, count(*)::int AS count
        FROM jobs WHERE is_published AND job_category <> ''
        GROUP BY job_category, job_sub_category ORDER BY job_category, count DESC, job_sub_category`,
  );
}

export async function countOpenJobs(db: DbOrTx, subCategory?: string): Promise<number> {
  const rows = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM job_search_documents WHERE is_published
        ${subCategory ? sql`AND job_sub_category = ${subCategory}` : sql``}`,
  );
  return Number(rows[0]?.count ?? 0);
}
