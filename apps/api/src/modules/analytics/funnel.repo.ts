// The operators' funnel (decision 024), read from the collector's events:
// queries only.
import { eq, sql } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelStepId } from '@talent/contracts/analytics';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { users } from '../../db/schema/platform.ts';

const NO_VARIANT = 'none';

export async function isOperator(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ isOperator: users.isOperator }).from(users).where(eq(users.id, userId));
  return row?.isOperator ?? false;
}

/** How the count of a step is grouped: overall, or by day, traffic source or A/B variant. */
export type FunnelGrouping = 'total' | 'day' | 'source' | 'variant';

export interface FunnelCount {
  step: FunnelStepId;
  grouping: FunnelGrouping;
  /** The day (YYYY-MM-DD), source or variant the count is for; null for a total. */
  key: string | null;
  people: number;
}

// grouping(day, source, variant): 7 = step only, 3 = day, 5 = source, 6 = variant
const GROUPINGS: Record<number, FunnelGrouping> = { 7: 'total', 3: 'day', 5: 'source', 6: 'variant' };

// the steps after the visit, each counted from one tracked event
const trackedSteps = FUNNEL_STEPS.flatMap((step) => ('event' in step ? [{ id: step.id, event: step.event }] : []));
const stepCase = sql.join(
  trackedSteps.map((step) => sql`WHEN e.type = 'track' AND e.event = ${step.event} THEN ${step.id}`),
  sql` `,
);
const stepEvents = sql.join(
  trackedSteps.map((step) => sql`${step.event}`),
  sql`, `,
);

/**
 * Distinct people per funnel step between `from` (inclusive) and `to`
 * (exclusive), in total and by day, source and variant, in one statement.
 */
export async function funnelCounts(
  db: DbOrTx,
  filter: { from: Date; to: Date; source: string | null; variant: number | null },
): Promise<FunnelCount[]> {
  const rows = await rowsOf<{
    step: FunnelStepId;
    day: string | null;
    source: string | null;
    variant: string | null;
    g: number;
    n: number;
  }>(
    db,
    sql`
      WITH variants AS (
        SELECT anonymous_id, max(variant) AS variant FROM analytics_events
        WHERE variant IS NOT NULL AND anonymous_id IS NOT NULL GROUP BY anonymous_id
      ),
      steps AS (
        SELECT
          CASE WHEN e.type = 'page' THEN 'visit' ${stepCase} END AS step,
          CASE WHEN e.type = 'page' THEN 'a:' || e.anonymous_id
               ELSE 'p:' || coalesce(e.user_id, e.anonymous_id) END AS who,
          to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
          e.source,
          coalesce(e.variant, v.variant)::text AS variant
        FROM analytics_events e LEFT JOIN variants v ON v.anonymous_id = e.anonymous_id
        WHERE e.occurred_at >= ${filter.from.toISOString()}::timestamptz AND e.occurred_at < ${filter.to.toISOString()}::timestamptz
          AND (e.type = 'page' AND e.anonymous_id IS NOT NULL OR e.type = 'track' AND e.event IN (${stepEvents}))
          AND (${filter.source}::text IS NULL OR e.source = ${filter.source}::text)
      )
      SELECT step, day, source, coalesce(variant, ${NO_VARIANT}) AS variant,
             grouping(day, source, variant)::int AS g, count(DISTINCT who)::int AS n
      FROM steps
      WHERE ${filter.variant}::int IS NULL OR variant = ${filter.variant}::int::text
      GROUP BY GROUPING SETS ((step), (step, day), (step, source), (step, variant))
    `,
  );
  return rows.flatMap((row): FunnelCount[] => {
    const grouping = GROUPINGS[row.g];
    if (!grouping) return [];
    const key =
      grouping === 'day' ? row.day : grouping === 'source' ? row.source : grouping === 'variant' ? row.variant : null;
    return [{ step: row.step, grouping, key, people: Number(row.n) }];
  });
}
