// Queries of the applicant table (decision 047): one page of a job's
// applications sorted and filtered in SQL (the job's indexes of migration
// 0290), with their tags and averaged scorecard recommendation; the team's
// tags; the facts a bulk action names each application by. Every query is
// bounded by the member's company.
import { sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STAGES, type ApplicationStage } from '@talent/contracts/application-timeline';
import { RECOMMENDATIONS, type Recommendation } from '@talent/contracts/scorecards';
import type { ApplicantTableSort, RatingFilter } from '@talent/contracts/applicant-table';
import type { DbOrTx } from '../../db/client.ts';
import { intArray, rowsOf, textArray } from '../../db/raw-query.ts';

export interface TableRow extends Record<string, unknown> {
  id: number;
  candidate_id: number;
  name: string;
  email: string;
  stage: ApplicationStage;
  source: string;
  created_at: Date | string;
  tags: string[] | null;
  rating: number | null;
  scorecards: number;
  total: number;
}

export interface TableFilter {
  stage?: ApplicationStage | undefined;
  source?: string | undefined;
  tag?: string | undefined;
  rating?: RatingFilter | undefined;
}

/** strong no 1 … strong yes 4, averaged and rounded (half up) back to a recommendation. */
const RATING_SCORE = sql.raw(
  `CASE s.recommendation ${RECOMMENDATIONS.map((r, i) => `WHEN '${r}' THEN ${i + 1}`).join(' ')} END`,
);
export const recommendationOf = (score: number | null): Recommendation | null =>
  score === null ? null : (RECOMMENDATIONS[score - 1] ?? null);

/**
 * One page of the job's applications (or every row when `page` is null, for
 * the sort by fit, which is computed per row), with the filtered total.
 */
export async function tableRows(
  db: DbOrTx,
  jobId: number,
  filter: TableFilter,
  order: { sort: Exclude<ApplicantTableSort, 'fit'>; direction: 'asc' | 'desc' } | null,
  page: { limit: number; offset: number } | null,
): Promise<TableRow[]> {
  const where: SQL[] = [sql`cj.job_id = ${jobId}`];
  if (filter.stage) where.push(sql`cj.stage = ${filter.stage}`);
  if (filter.source) where.push(sql`cj.source = ${filter.source}`);
  if (filter.tag)
    where.push(sql`EXISTS (SELECT 1 FROM application_tags t WHERE t.application_id = cj.id AND t.tag = ${filter.tag})`);
  if (filter.rating === 'none') where.push(sql`r.n = 0`);
  else if (filter.rating) where.push(sql`r.score = ${RECOMMENDATIONS.indexOf(filter.rating) + 1}`);
  const direction = sql.raw(order?.direction === 'asc' ? 'ASC' : 'DESC');
  const orderBy =
    order?.sort === 'stage'
      ? sql`array_position(${textArray(APPLICATION_STAGES)}, cj.stage::text) ${direction}, cj.created_at DESC, cj.id`
      : sql`cj.created_at ${direction}, cj.id ${direction}`;
  return rowsOf<TableRow>(
    db,
    sql`SELECT cj.id, cj.candidate_id,
          coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), u.email) AS name,
          u.email, cj.stage, cj.source, cj.created_at,
          (SELECT array_agg(t.tag ORDER BY t.tag) FROM application_tags t WHERE t.application_id = cj.id) AS tags,
          r.score AS rating, r.n AS scorecards,
          count(*) OVER ()::int AS total
        FROM candidate_jobs cj
        JOIN candidates c ON c.id = cj.candidate_id
        JOIN users u ON u.id = c.user_id
        LEFT JOIN LATERAL (
          SELECT round(avg(${RATING_SCORE}))::int AS score, count(*)::int AS n
          FROM scorecards s WHERE s.application_id = cj.id
        ) r ON true
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${orderBy}
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
}

/** The sources and tags the job's applications carry, for the filters. */
export async function facets(db: DbOrTx, jobId: number) {
  const [sources, tags] = await Promise.all([
    rowsOf<{ source: string }>(
      db,
      sql`SELECT DISTINCT source FROM candidate_jobs WHERE job_id = ${jobId} AND source <> '' ORDER BY source`,
    ),
    rowsOf<{ tag: string }>(
      db,
      sql`SELECT DISTINCT t.tag FROM application_tags t JOIN candidate_jobs cj ON cj.id = t.application_id
          WHERE cj.job_id = ${jobId} ORDER BY t.tag`,
    ),
  ]);
  return { sources: sources.map((row) => row.source), tags: tags.map((row) => row.tag) };
}

export interface ApplicationFactsRow extends Record<string, unknown> {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  job_title: string;
  company_name: string;
}

/** The company's applications among these ids, with what a template and a summary name them by. */
export const companyApplications = (db: DbOrTx, companyId: number, ids: readonly number[]) =>
  rowsOf<ApplicationFactsRow>(
    db,
    sql`SELECT cj.id, c.first_name, c.last_name, u.email, j.title AS job_title, co.name AS company_name
        FROM candidate_jobs cj
        JOIN jobs j ON j.id = cj.job_id
        JOIN companies co ON co.id = j.company_id
        JOIN candidates c ON c.id = cj.candidate_id
        JOIN users u ON u.id = c.user_id
        WHERE cj.id = ANY(${intArray(ids)}) AND j.company_id = ${companyId}`,
  );

export async function tagsOf(db: DbOrTx, applicationId: number): Promise<string[]> {
  const rows = await rowsOf<{ tag: string }>(
    db,
    sql`SELECT tag FROM application_tags WHERE application_id = ${applicationId} ORDER BY tag`,
  );
  return rows.map((row) => row.tag);
}

export async function addTag(
  db: DbOrTx,
  input: { applicationId: number; companyId: number; tag: string; userId: string; at: Date },
) {
  await db.execute(
    sql`INSERT INTO application_tags (application_id, company_id, tag, created_by, created_at)
        VALUES (${input.applicationId}, ${input.companyId}, ${input.tag}, ${input.userId}, ${input.at.toISOString()}::timestamptz)
        ON CONFLICT (application_id, tag) DO NOTHING`,
  );
}

export async function removeTag(db: DbOrTx, applicationId: number, tag: string) {
  await db.execute(sql`DELETE FROM application_tags WHERE application_id = ${applicationId} AND tag = ${tag}`);
}
