// The operators' funnel (decision 024): visit → sign-up → onboarding complete
// → apply → screening → offer accepted, counted from the collector's events
// as distinct people per step, by day, by traffic source and by A/B variant.
// A visit is an anonymous id with a page view; the later steps count the user
// id (or the anonymous id before sign-in). A visitor's variant is the one
// their anonymous id carried after sign-up, else 'none'.
import { sql } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelStepId } from '@talent/contracts/analytics';
import type { FunnelReport } from '@talent/contracts/endpoints/analytics.schemas';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { users } from '../../db/schema/platform.ts';
import { eq } from 'drizzle-orm';
import { detailError } from '../../lib/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_VARIANT = 'none';

type Counts = Record<FunnelStepId, number>;
const zero = (): Counts => Object.fromEntries(FUNNEL_STEPS.map((step) => [step.id, 0])) as Counts;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface FunnelQuery {
  days: number;
  source?: string | undefined;
  variant?: number | undefined;
}

export function createFunnelService({ db, now }: { db: Db; now: () => Date }) {
  const stepCase = sql.join(
    FUNNEL_STEPS.filter((step) => 'event' in step).map(
      (step) => sql`WHEN e.type = 'track' AND e.event = ${(step as { event: string }).event} THEN ${step.id}`,
    ),
    sql` `,
  );
  const stepEvents = sql.join(
    FUNNEL_STEPS.filter((step) => 'event' in step).map((step) => sql`${(step as { event: string }).event}`),
    sql`, `,
  );

  return {
    /** 403 unless the signed-in user is an operator (granted with the admin command line). */
    async assertOperator(userId: string) {
      const [row] = await db.select({ isOperator: users.isOperator }).from(users).where(eq(users.id, userId));
      if (!row?.isOperator) throw detailError(403, 'Only operators can see the analytics.');
    },

    async report(query: FunnelQuery): Promise<FunnelReport> {
      const today = new Date(`${isoDay(now())}T00:00:00.000Z`);
      const from = new Date(today.getTime() - (query.days - 1) * DAY_MS);
      const to = new Date(today.getTime() + DAY_MS);
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
            WHERE e.occurred_at >= ${from.toISOString()}::timestamptz AND e.occurred_at < ${to.toISOString()}::timestamptz
              AND (e.type = 'page' AND e.anonymous_id IS NOT NULL OR e.type = 'track' AND e.event IN (${stepEvents}))
              AND (${query.source ?? null}::text IS NULL OR e.source = ${query.source ?? null}::text)
          )
          SELECT step, day, source, coalesce(variant, ${NO_VARIANT}) AS variant,
                 grouping(day, source, variant)::int AS g, count(DISTINCT who)::int AS n
          FROM steps
          WHERE ${query.variant ?? null}::int IS NULL OR variant = ${query.variant ?? null}::int::text
          GROUP BY GROUPING SETS ((step), (step, day), (step, source), (step, variant))
        `,
      );
      const totals = zero();
      const byDay = new Map<string, Counts>();
      for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) byDay.set(isoDay(new Date(t)), zero());
      const bySource = new Map<string, Counts>();
      const byVariant = new Map<string, Counts>();
      const bump = (map: Map<string, Counts>, key: string, step: FunnelStepId, n: number) => {
        const counts = map.get(key) ?? zero();
        counts[step] = n;
        map.set(key, counts);
      };
      // grouping(day, source, variant): 7 = step only, 3 = day, 5 = source, 6 = variant
      for (const row of rows) {
        if (row.g === 7) totals[row.step] = row.n;
        else if (row.g === 3 && row.day) bump(byDay, row.day, row.step, row.n);
        else if (row.g === 5 && row.source) bump(bySource, row.source, row.step, row.n);
        else if (row.g === 6 && row.variant) bump(byVariant, row.variant, row.step, row.n);
      }
      return {
        from: isoDay(from),
        to: isoDay(today),
        steps: FUNNEL_STEPS.map(({ id, label }) => ({ id, label })),
        totals,
        by_day: [...byDay].map(([day, counts]) => ({ day, counts })),
        by_source: [...bySource]
          .map(([source, counts]) => ({ source, counts }))
          .sort((a, b) => b.counts.visit - a.counts.visit || a.source.localeCompare(b.source)),
        by_variant: [...byVariant]
          .map(([variant, counts]) => ({ variant, counts }))
          .sort((a, b) => a.variant.localeCompare(b.variant)),
      };
    },
  };
}

export type FunnelService = ReturnType<typeof createFunnelService>;
