// Job search (issue 5): Postgres full-text search ranked by ts_rank with the
// title weighted above the description (migration 0020), ties broken by
// recency then id so equal scores keep a stable order across pages; every
// filter is an indexed predicate over the narrow job_search_documents
// projection (migration 0025); the page of ids is chosen first and only those
// rows are joined to jobs, companies and the viewer's saved flags.
//
// Two bounds keep a request's cost independent of how much a keyword matches
// (bench/search.bench.ts): ranking reads every matching row, so a keyword the
// planner expects to match more than RANK_LIMIT jobs (a third of the catalogue
// at 100,000 jobs, e.g. 'engineer') lists its matches newest first instead;
// and counting stops at COUNT_CAP, beyond which the planner's estimate is
// answered and flagged as one (count_is_estimate).
import { sql, type SQL } from 'drizzle-orm';
import type { JobCard } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import { CARD_COLUMNS, savedJoin, toJobCard, type JobCardRow } from './job-cards.repo.ts';
import { intArray, rowsOf, textArray } from './raw-query.ts';

export interface SearchCriteria {
  searchTerm?: string | undefined;
  experience?: { min: number; max: number } | undefined;
  location?: string | undefined;
  subCategories?: string[];
  companySlugs?: string[];
  remote?: boolean | undefined;
  jobIds?: number[] | undefined;
  excludeJobIds?: number[] | undefined;
}

export interface Paging {
  page: number;
  pageSize: number;
}

const tsQuery = (term: string) => sql`websearch_to_tsquery('english', ${term})`;

export const RANK_LIMIT = 30_000;
export const COUNT_CAP = 10_000;

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
async function analyseTerm(db: DbOrTx, term: string): Promise<{ searchable: boolean; companyIds: number[] }> {
  const [row] = await rowsOf<{ nodes: number; company_ids: number[] }>(
    db,
    sql`SELECT numnode(${tsQuery(term)}) AS nodes,
          ${term.length >= 3 ? sql`ARRAY(SELECT id FROM companies WHERE name ILIKE like_contains(${term}))` : sql`'{}'::int[]`} AS company_ids`,
  );
  return { searchable: Number(row?.nodes ?? 0) > 0, companyIds: row?.company_ids ?? [] };
}

interface BuiltQuery {
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

async function build(db: DbOrTx, criteria: SearchCriteria, limits: SearchLimits): Promise<BuiltQuery | null> {
  const conditions: SQL[] = [sql`j.is_published`];
  let rank: SQL = sql`0::real`;
  let order: SQL = sql`j.published_at DESC, j.id DESC`;
  let pageOrder: SQL = sql`p.rank DESC, p.published_at DESC, p.id DESC`;
  let rankBy: SQL | null = null;
  const term = criteria.searchTerm?.trim();
  if (term) {
    const { searchable, companyIds } = await analyseTerm(db, term);
    if (!searchable && companyIds.length === 0) return null;
    const byCompany = companyIds.length
      ? sql`(j.company_id = ANY(${intArray(companyIds)}) AND NOT j.is_anonymized)`
      : null;
    const byText = searchable ? sql`j.search_vector @@ ${tsQuery(term)}` : null;
    conditions.push(byText && byCompany ? sql`(${byText} OR ${byCompany})` : (byText ?? byCompany)!);
    if (searchable) rankBy = sql`ts_rank(j.search_vector, ${tsQuery(term)}, 1)`;
  }
  if (criteria.experience) {
    conditions.push(
      sql`j.experience_min <= ${criteria.experience.max} AND j.experience_max >= ${criteria.experience.min}`,
    );
  }
  if (criteria.location) conditions.push(sql`j.location ILIKE like_contains(${criteria.location})`);
  if (criteria.subCategories?.length) {
    conditions.push(
      criteria.subCategories.length === 1
        ? sql`j.job_sub_category = ${criteria.subCategories[0]}`
        : sql`j.job_sub_category = ANY(${textArray(criteria.subCategories)})`,
    );
  }
  if (criteria.companySlugs?.length) {
    // spec 02 §2: an anonymized job is never listed under its company
    conditions.push(
      sql`j.company_id IN (SELECT id FROM companies WHERE slug = ANY(${textArray(criteria.companySlugs)})) AND NOT j.is_anonymized`,
    );
  }
  if (criteria.remote) conditions.push(sql`j.is_remote`);
  if (criteria.jobIds) {
    conditions.push(sql`j.id = ANY(${intArray(criteria.jobIds)})`);
    if (!term) {
      order = sql`array_position(${intArray(criteria.jobIds)}, j.id), j.id`;
      pageOrder = sql`array_position(${intArray(criteria.jobIds)}, p.id), p.id`;
    }
  }
  if (criteria.excludeJobIds?.length) conditions.push(sql`j.id <> ALL(${intArray(criteria.excludeJobIds)})`);
  const where = sql.join(conditions, sql` AND `);
  if (rankBy && (await estimateRows(db, where)) <= limits.rankLimit) {
    // normalisation 1 divides by 1 + log(length): a short title match beats a long description match
    rank = rankBy;
    order = sql`rank DESC, j.published_at DESC, j.id DESC`;
  }
  return { where, rank, order, pageOrder };
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

export async function searchJobs(
  db: DbOrTx,
  criteria: SearchCriteria,
  paging: Paging,
  viewerCandidateId: number | null,
  limits: SearchLimits = DEFAULT_LIMITS,
): Promise<{ count: number; countIsEstimate: boolean; results: JobCard[] }> {
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

export async function filterAggregates(db: DbOrTx) {
  const [subCategories, locations, companies, remote] = await Promise.all([
    rowsOf<{ value: string; category: string; count: number }>(
      db,
      sql`SELECT job_sub_category AS value, min(job_category) AS category, count(*)::int AS count
          FROM jobs WHERE is_published AND job_sub_category <> ''
          GROUP BY job_sub_category ORDER BY count DESC, value`,
    ),
    // a city (the first part of the location) or 'Remote'; the location filter matches it anywhere
    rowsOf<{ value: string; count: number }>(
      db,
      sql`SELECT CASE WHEN is_remote THEN 'Remote' ELSE btrim(split_part(location, ',', 1)) END AS value,
                 count(*)::int AS count
          FROM job_search_documents WHERE is_published AND location <> ''
          GROUP BY 1 ORDER BY count DESC, value LIMIT 50`,
    ),
    rowsOf<{ value: string; label: string; count: number }>(
      db,
      sql`SELECT c.slug AS value, c.name AS label, count(*)::int AS count
          FROM job_search_documents j JOIN companies c ON c.id = j.company_id
          WHERE j.is_published AND NOT j.is_anonymized
          GROUP BY c.id ORDER BY count DESC, label LIMIT 200`,
    ),
    rowsOf<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM job_search_documents WHERE is_published AND is_remote`,
    ),
  ]);
  return { subCategories, locations, companies, remoteCount: Number(remote[0]?.count ?? 0) };
}

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
