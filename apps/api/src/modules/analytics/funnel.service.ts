// The operators' funnel (decision 024): visit → sign-up → onboarding complete
// → apply → screening → offer accepted, counted from the collector's events
// as distinct people per step, by day, by traffic source and by A/B variant.
// A visit is an anonymous id with a page view; the later steps count the user
// id (or the anonymous id before sign-in). A visitor's variant is the one
// their anonymous id carried after sign-up, else 'none'.
import { FUNNEL_STEPS, type FunnelStepId } from '@talent/contracts/analytics';
import type { FunnelReport } from '@talent/contracts/endpoints/analytics.schemas';
import type { Db } from '../../db/client.ts';
import { detailError } from '../../lib/errors.ts';
import * as repo from './funnel.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Counts = Record<FunnelStepId, number>;
const zero = (): Counts => Object.fromEntries(FUNNEL_STEPS.map((step) => [step.id, 0])) as Counts;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface FunnelQuery {
  days: number;
  source?: string | undefined;
  variant?: number | undefined;
}

export function createFunnelService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** 403 unless the signed-in user is an operator (granted with the admin command line). */
    async assertOperator(userId: string) {
      if (!(await repo.isOperator(db, userId))) throw detailError(403, 'Only operators can see the analytics.');
    },

    async report(query: FunnelQuery): Promise<FunnelReport> {
      const today = new Date(`${isoDay(now())}T00:00:00.000Z`);
      const from = new Date(today.getTime() - (query.days - 1) * DAY_MS);
      const to = new Date(today.getTime() + DAY_MS);
      const stepCounts = await repo.funnelCounts(db, {
        from,
        to,
        source: query.source ?? null,
        variant: query.variant ?? null,
      });
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
      const groups = { day: byDay, source: bySource, variant: byVariant };
      for (const count of stepCounts) {
        if (count.grouping === 'total') totals[count.step] = count.people;
        else if (count.key) bump(groups[count.grouping], count.key, count.step, count.people);
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
