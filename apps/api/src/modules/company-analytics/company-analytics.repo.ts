// A company's hiring figures (decision 048): queries only. Every query starts
// from the company's jobs (jobs_company_idx) and reaches applications by job
// (candidate_jobs_job_stage_idx, migration 0295) and their timeline by
// application (application_events_application_idx), so another company's rows
// are never read. Stages map to the lifecycle's board columns in SQL through
// a CASE built from the contracts, so no second list of stages exists here.
import { sql, type SQL } from 'drizzle-orm';
import { LIFECYCLE, LIFECYCLE_STATES } from '@talent/contracts/application-lifecycle';
import { funnelIndexOf } from '@talent/contracts/company-analytics';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

const columnCase = (stage: SQL) =>
  sql`CASE ${stage} ${sql.join(
    LIFECYCLE_STATES.map((state) => sql`WHEN ${state} THEN ${LIFECYCLE[state].column}`),
    sql` `,
  )} END`;

const forwardIndexCase = (stage: SQL) =>
  sql`CASE ${stage} ${sql.join(
    LIFECYCLE_STATES.flatMap((state) => {
      const index = funnelIndexOf(state);
      return index === null ? [] : [sql`WHEN ${state} THEN ${index}::int`];
    }),
    sql` `,
  )} END`;

/** The company's applications made since `since`. */
const companyApplications = (companyId: number, since: Date) => sql`
  SELECT cj.id, cj.job_id, cj.stage, cj.source, cj.created_at
  FROM jobs j
  JOIN candidate_jobs cj ON cj.job_id = j.id
  WHERE j.company_id = ${companyId} AND cj.created_at >= ${since.toISOString()}::timestamptz`;

export async function applicantsByJobAndColumn(db: DbOrTx, companyId: number, since: Date) {
  return rowsOf<{ job_id: number; title: string; board_column: string; n: number }>(
    db,
    sql`
      WITH apps AS (${companyApplications(companyId, since)})
      SELECT a.job_id, j.title, ${columnCase(sql`a.stage`)} AS board_column, count(*)::int AS n
      FROM apps a JOIN jobs j ON j.id = a.job_id
      GROUP BY a.job_id, j.title, 3
      ORDER BY a.job_id DESC`,
  );
}

/** Per application, the furthest column it reached (its timeline and its current stage). */
export async function furthestReached(db: DbOrTx, companyId: number, since: Date) {
  return rowsOf<{ furthest: number; n: number }>(
    db,
    sql`
      WITH apps AS (${companyApplications(companyId, since)}),
      visited AS (
        SELECT a.id, ${forwardIndexCase(sql`a.stage`)} AS idx FROM apps a
        UNION ALL
        SELECT e.application_id, ${forwardIndexCase(sql`e.stage`)} FROM apps a
        JOIN application_events e ON e.application_id = a.id
      ),
      furthest AS (SELECT id, coalesce(max(idx), 0) AS furthest FROM visited GROUP BY id)
      SELECT furthest::int, count(*)::int AS n FROM furthest GROUP BY furthest`,
  );
}

/** Days from applying to the first 'hired' event, per hired application. */
export async function daysToHire(db: DbOrTx, companyId: number, since: Date) {
  return rowsOf<{ days: number }>(
    db,
    sql`
      WITH apps AS (${companyApplications(companyId, since)})
      SELECT extract(epoch FROM (min(e.at) - a.created_at))::float8 / 86400 AS days
      FROM apps a JOIN application_events e ON e.application_id = a.id AND e.stage = 'hired'
      GROUP BY a.id, a.created_at
      ORDER BY 1`,
  );
}

/**
 * Time in each column: each timeline event starts a stay that lasts until the
 * application's next event in another column (or until now while it is still
 * there); stays are summed per application and column, then averaged.
 */
export async function timeInColumn(db: DbOrTx, companyId: number, since: Date, now: Date) {
  return rowsOf<{ board_column: string; applications: number; average_days: number }>(
    db,
    sql`
      WITH apps AS (${companyApplications(companyId, since)}),
      events AS (
        SELECT e.application_id, ${columnCase(sql`e.stage`)} AS board_column, e.at,
          lead(e.at) OVER (PARTITION BY e.application_id ORDER BY e.at, e.id) AS next_at
        FROM apps a JOIN application_events e ON e.application_id = a.id
      ),
      stays AS (
        SELECT application_id, board_column,
          sum(extract(epoch FROM (coalesce(next_at, ${now.toISOString()}::timestamptz) - at))) AS seconds
        FROM events GROUP BY application_id, board_column
      )
      SELECT board_column, count(*)::int AS applications,
        round((avg(seconds) / 86400)::numeric, 1)::float8 AS average_days
      FROM stays WHERE board_column NOT IN ('hired', 'closed') GROUP BY board_column`,
  );
}

/** Offers sent and their answers, from the timeline: an answer is recorded under the state it moves into (decision 031). */
export async function offerOutcomes(db: DbOrTx, companyId: number, since: Date) {
  const [row] = await rowsOf<{ sent: number; accepted: number; declined: number; expired: number }>(
    db,
    sql`
      WITH apps AS (${companyApplications(companyId, since)})
      SELECT
        count(DISTINCT e.application_id) FILTER (WHERE e.stage = 'offer')::int AS sent,
        count(DISTINCT e.application_id) FILTER (WHERE e.stage = 'offer_accepted')::int AS accepted,
        count(DISTINCT e.application_id) FILTER (WHERE e.stage = 'offer_declined')::int AS declined,
        count(DISTINCT e.application_id) FILTER (WHERE e.stage = 'offer_expired')::int AS expired
      FROM apps a JOIN application_events e ON e.application_id = a.id
      WHERE e.stage IN ('offer', 'offer_accepted', 'offer_declined', 'offer_expired')`,
  );
  return row ?? { sent: 0, accepted: 0, declined: 0, expired: 0 };
}

export async function sources(db: DbOrTx, companyId: number, since: Date) {
  return rowsOf<{ source: string; applicants: number; hired: number }>(
    db,
    sql`
      WITH apps AS (${companyApplications(companyId, since)})
      SELECT a.source, count(*)::int AS applicants, count(*) FILTER (WHERE a.stage = 'hired')::int AS hired
      FROM apps a GROUP BY a.source ORDER BY 2 DESC, 1`,
  );
}
