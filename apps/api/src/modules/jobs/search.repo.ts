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
import { CARD_COLUMNS, savedJoin, toJobCard, type JobCardRow } from './job-cards.repo.ts';
import { intArray, rowsOf, textArray } from '../../db/raw-query.ts';
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
async function analyseTerm(
  db: DbOrTx,
  term: string,
  matchText: string | null,
): Promise<{ searchable: boolean; companyIds: number[] }> {
  const [row] = await rowsOf<{ nodes: number; company_ids: number[] }>(
    db,
    sql`SELECT ${matchText ? sql`numnode(${toTsQuery(matchText)})` : sql`0`} AS nodes,
          ${term.length >= 3 ? sql`ARRAY(SELECT id FROM companies WHERE name ILIKE like_contains(${term}))` : sql`'{}'::int[]`} AS company_ids`,
  );
  return { searchable: Number(row?.nodes ?? 0) > 0, companyIds: row?.company_ids ?? [] };
}

/** Seniority in a query (decision 018): the word in the title, or an experience band that fits it. */
const SENIORITY_MATCH: Record<Seniority, { title: string; experience: SQL }> = {
  junior: { title: `'junior':A | 'graduate':A | 'intern':A | 'entry':A`, experience: sql`j.experience_max <= 3` },
  senior: { title: `'senior':A | 'sr':A`, experience: sql`j.experience_min >= 5` },
  lead: { title: `'lead':A | 'staff':A | 'principal':A | 'head':A`, experience: sql`j.experience_min >= 8` },
};

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
  rank: SQL;
  order: SQL;
  /** The same order over the chosen page (p): joins do not keep it. */
  pageOrder: SQL;
}

export interface SearchLimits {
  rankLimit: number;
  countCap: number;
}
const DEFAULT_LIMITS: SearchLimits = { rankLimit: RANK_LIMIT, countCap: COUNT_CAP };

/** 'Remote' as a location is the remote filter (old links, alerts): remote is one concept. */
const isRemoteWord = (location: string | undefined) => location?.trim().toLowerCase() === 'remote';

async function conditionsOf(
  db: DbOrTx,
  criteria: SearchCriteria,
): Promise<{ conditions: Conditions; rankBy: SQL | null } | null> {
  const conditions: Conditions = {
    text: [],
    experience: null,
    location: null,
    subCategory: null,
    company: null,
    remote: null,
    other: [],
  };
  let rankBy: SQL | null = null;
  const term = criteria.searchTerm?.trim();
  if (term) {
    const parsed = parseTerm(term);
    const matchSome = criteria.matchSome === true && parsed.concepts.length >= 2;
    const matchText = parsed.concepts.length ? tsQueryText(parsed.concepts) : null;
    const { searchable, companyIds } = await analyseTerm(db, term, matchText);
    if (!searchable && companyIds.length === 0) return null;
    const byCompany = companyIds.length
      ? sql`(j.company_id = ANY(${intArray(companyIds)}) AND NOT j.is_anonymized)`
      : null;
    // some of the words: any concept matches, and the rank counts how many do
    const conceptTexts = parsed.concepts.map((concept) => tsQueryText([concept]));
    const byText =
      searchable && matchText
        ? matchSome
          ? sql`j.search_vector @@ ${toTsQuery(conceptTexts.map((text) => `(${text})`).join(' | '))}`
          : sql`j.search_vector @@ ${toTsQuery(matchText)}`
        : null;
    conditions.text.push(byText && byCompany ? sql`(${byText} OR ${byCompany})` : (byText ?? byCompany)!);
    const seniority = parsed.seniority ? SENIORITY_MATCH[parsed.seniority] : null;
    if (seniority) {
      conditions.text.push(sql`(j.search_vector @@ ${toTsQuery(seniority.title)} OR ${seniority.experience})`);
    }
    if (searchable) {
      // normalisation 1 divides by 1 + log(length): a short title match beats a long list of skills;
      // the rank reads every alternative at every weight; for some of the words, how many match comes
      // first, then a word naming the company (weight D: 'saffron frontend' puts Saffron's jobs first)
      const rankText = tsQueryText(parsed.concepts, '');
      const phrase = titlePhraseText(parsed.concepts);
      const matchedCount = matchSome
        ? sql`+ 10 * (${sql.join(
            conceptTexts.map((text) => sql`(j.search_vector @@ ${toTsQuery(text)})::int`),
            sql` + `,
          )})
          + CASE WHEN j.search_vector @@ ${toTsQuery(tsQueryText([parsed.concepts.flat()], 'D'))} THEN 5 ELSE 0 END`
        : sql``;
      rankBy = sql`(ts_rank(j.search_vector, ${toTsQuery(matchSome ? conceptTexts.map((text) => `(${text})`).join(' | ') : rankText)}, 1)
        ${matchedCount}
        + CASE WHEN j.search_vector @@ ${toTsQuery(typedInTitleText(parsed.concepts))} THEN 0.3 ELSE 0 END
        ${phrase ? sql`+ CASE WHEN j.search_vector @@ ${toTsQuery(phrase)} THEN 0.5 ELSE 0 END` : sql``}
        ${seniority ? sql`+ CASE WHEN j.search_vector @@ ${toTsQuery(seniority.title)} THEN 0.3 ELSE 0 END` : sql``}
        + CASE WHEN j.description_vector @@ ${toTsQuery(rankText)} THEN 0.02 ELSE 0 END)::real`;
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
  return { conditions, rankBy };
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
  const built = await conditionsOf(db, criteria);
  if (!built) return null;
  const { conditions, rankBy } = built;
  let rank: SQL = sql`0::real`;
  let order: SQL = sql`j.published_at DESC, j.id DESC`;
  let pageOrder: SQL = sql`p.rank DESC, p.published_at DESC, p.id DESC`;
  if (criteria.jobIds && !criteria.searchTerm?.trim()) {
    order = sql`array_position(${intArray(criteria.jobIds)}, j.id), j.id`;
    pageOrder = sql`array_position(${intArray(criteria.jobIds)}, p.id), p.id`;
  }
  const where = whereOf(conditions);
  // a search for some of the words is always ranked: how many words a job matches is its order
  if (rankBy && (criteria.matchSome || (await estimateRows(db, where)) <= limits.rankLimit)) {
    rank = rankBy;
    order = sql`rank DESC, j.published_at DESC, j.id DESC`;
  }
  return { conditions, where, rank, order, pageOrder };
}

/** The two statements of a search (the page and the count); null when the keyword cannot match anything. */
export async function searchStatements(
  db: DbOrTx,
  criteria: SearchCriteria,
  paging: Paging,
  viewerCandidateId: number | null,
  limits: SearchLimits = DEFAULT_LIMITS,
): Promise<{ page: SQL; count: SQL; where: SQL } | null> {
  const built = await build(db, criteria, limits);
  if (!built) return null;
  const offset = (paging.page - 1) * paging.pageSize;
  const saved = savedJoin(viewerCandidateId);
  return {
    page: sql`
      WITH page AS (
        SELECT j.id, ${built.rank} AS rank, j.published_at
        FROM job_search_documents j
        WHERE ${built.where}
        ORDER BY ${built.order}
        LIMIT ${paging.pageSize} OFFSET ${offset}
      )
      SELECT ${CARD_COLUMNS}, ${saved.column}, p.rank
      FROM page p JOIN jobs j ON j.id = p.id JOIN companies c ON c.id = j.company_id ${saved.join}
      ORDER BY ${built.pageOrder}`,
    count: sql`SELECT count(*)::int AS count FROM (SELECT 1 FROM job_search_documents j WHERE ${built.where} LIMIT ${limits.countCap + 1}) m`,
    where: built.where,
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

async function runSearch(
  db: DbOrTx,
  criteria: SearchCriteria,
  paging: Paging,
  viewerCandidateId: number | null,
  limits: SearchLimits,
): Promise<SearchResult> {
  const statements = await searchStatements(db, criteria, paging, viewerCandidateId, limits);
  if (!statements) return { count: 0, countIsEstimate: false, results: [] };
  const [rows, counted] = await Promise.all([
    rowsOf<JobCardRow & { rank: number }>(db, statements.page),
    rowsOf<{ count: number }>(db, statements.count),
  ]);
  const exact = Number(counted[0]?.count ?? 0);
  if (exact <= limits.countCap) return { count: exact, countIsEstimate: false, results: rows.map(toJobCard) };
  const estimate = Math.max(limits.countCap + 1, await estimateRows(db, statements.where));
  return { count: estimate, countIsEstimate: true, results: rows.map(toJobCard) };
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
 * edit distance (a swapped pair counts once: 'pyhton') picks among them.
 */
export async function correctSpelling(db: DbOrTx, term: string): Promise<string | null> {
  const words = normaliseWords(term);
  const unknown = [...new Set(words.filter((word) => word.length >= 3 && !isKnownWord(word)))];
  if (unknown.length === 0) return null;
  const rows = await rowsOf<{ typed: string; word: string; jobs: number }>(
    db,
    sql`WITH vocabulary AS (
          SELECT w AS word, sum(t.job_count)::int AS jobs
          FROM job_terms t CROSS JOIN LATERAL regexp_split_to_table(t.key, '[^[:alnum:].+#]+') AS w
          WHERE t.job_count > 0 AND length(w) > 1
          GROUP BY w
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

/**
 * Filter options with counts for the current search (decision 018): each
 * facet counts the jobs that match the keyword and every other active filter
 * (its own left out, so choosing one location still shows the others). One
 * pass over the matching rows: every filter is evaluated once per row as a
 * flag, and each facet aggregates the rows whose other flags hold.
 */
export async function facetCounts(
  db: DbOrTx,
  criteria: SearchCriteria,
  bands: readonly { value: string; min: number; max: number }[],
): Promise<FacetCounts | null> {
  const built = await conditionsOf(db, criteria);
  if (!built) return null;
  const c = built.conditions;
  const flag = (facet: Facet) => c[facet] ?? sql`true`;
  const others = (facet: Facet) =>
    sql.join(
      FACETS.filter((f) => f !== facet).map((f) => sql`f_${sql.raw(f)}`),
      sql` AND `,
    );
  const base = sql.join([sql`j.is_published`, ...c.text, ...c.other], sql` AND `);
  const rows = await rowsOf<{ facet: string; value: string; label: string | null; count: number }>(
    db,
    sql`WITH m AS MATERIALIZED (
          SELECT j.job_sub_category, j.job_category, j.is_remote, j.is_anonymized, j.company_id,
                 j.experience_min, j.experience_max,
                 CASE WHEN j.is_remote THEN '' ELSE btrim(split_part(j.location, ',', 1)) END AS city,
                 ${sql.join(
                   FACETS.map((facet) => sql`(${flag(facet)}) AS f_${sql.raw(facet)}`),
                   sql`, `,
                 )}
          FROM job_search_documents j
          WHERE ${base}
        )
        SELECT 'subCategory' AS facet, job_sub_category AS value, min(job_category) AS label, count(*)::int AS count
          FROM m WHERE ${others('subCategory')} AND job_sub_category <> '' GROUP BY job_sub_category
        UNION ALL
        SELECT 'location', city, NULL, count(*)::int FROM m WHERE ${others('location')} AND city <> '' GROUP BY city
        UNION ALL
        SELECT 'company', company_id::text, NULL, count(*)::int FROM m
          WHERE ${others('company')} AND NOT is_anonymized GROUP BY company_id
        UNION ALL
        SELECT 'remote', 'true', NULL, count(*)::int FROM m WHERE ${others('remote')} AND is_remote
        ${sql.join(
          bands.map(
            (band) =>
              sql`UNION ALL SELECT 'experience', ${band.value}, NULL, count(*)::int FROM m
                  WHERE ${others('experience')} AND experience_min <= ${band.max} AND experience_max >= ${band.min}`,
          ),
          sql` `,
        )}`,
  );
  const of = (facet: string) =>
    rows.filter((row) => row.facet === facet).map((row) => ({ ...row, count: Number(row.count) }));
  const byCount = <T extends { count: number; value: string }>(list: T[]) =>
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const companyRows = byCount(of('company')).slice(0, 200);
  const names = companyRows.length
    ? await rowsOf<{ id: number; slug: string; name: string }>(
        db,
        sql`SELECT id, slug, name FROM companies WHERE id = ANY(${intArray(companyRows.map((row) => Number(row.value)))})`,
      )
    : [];
  const companyById = new Map(names.map((row) => [Number(row.id), row]));
  return {
    subCategories: byCount(of('subCategory')).map((row) => ({
      value: row.value,
      category: row.label ?? '',
      count: row.count,
    })),
    locations: byCount(of('location'))
      .slice(0, 50)
      .map((row) => ({ value: row.value, count: row.count })),
    companies: companyRows.flatMap((row) => {
      const company = companyById.get(Number(row.value));
      return company ? [{ value: company.slug, label: company.name, count: row.count }] : [];
    }),
    remoteCount: of('remote')[0]?.count ?? 0,
    experience: bands.map((band) => ({
      value: band.value,
      count: of('experience').find((row) => row.value === band.value)?.count ?? 0,
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
