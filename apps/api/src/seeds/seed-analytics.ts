// Demo analytics (decision 024): two weeks of collector events, so the
// operators' funnel shows numbers on a new install — visitors from a few
// traffic sources, some signing up (each with an A/B variant), onboarding,
// applying, taking screening and accepting an offer. Deterministic (a seeded
// generator); skipped once the demo events exist. Outside production an
// operator account (ops@talent500.dev) may see them.
import { AnalyticsEvents, EVENT_TRIGGER_POSITION, FlowTypes } from '@talent/contracts/analytics';
import { hashPassword } from '../lib/password.ts';
import type { Db } from '../db/client.ts';
import { hasAnalyticsEvent, insertAnalyticsEvents, type SeedAnalyticsEvent } from './seed-analytics.repo.ts';
import { findAccount, insertAccount } from './seed-catalogue.repo.ts';
import { DEMO_CANDIDATE } from './seed-data.ts';

export const DEMO_OPERATOR = { email: 'ops@talent500.dev', password: DEMO_CANDIDATE.password };
export const DEMO_ANALYTICS_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
const SOURCES = [
  { source: 'T500-Direct', visitors: 30 },
  { source: 'google', visitors: 22 },
  { source: 'linkedin', visitors: 14 },
  { source: 'newsletter', visitors: 6 },
] as const;
// chance of reaching the next step, per variant (variant 1 onboards better)
const NEXT_STEP = [
  [0.3, 0.55, 0.7, 0.5, 0.25],
  [0.3, 0.7, 0.7, 0.5, 0.25],
] as const;
const STEPS = [
  AnalyticsEvents.signedUp,
  AnalyticsEvents.onboardingCompleted,
  AnalyticsEvents.applyFinished,
  AnalyticsEvents.screeningSubmitted,
  AnalyticsEvents.offerAccepted,
];

/** mulberry32: the same demo numbers on every install. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoAnalyticsEvents(now: Date): SeedAnalyticsEvent[] {
  const random = generator(500);
  const rows: SeedAnalyticsEvent[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let person = 0;
  for (let day = DEMO_ANALYTICS_DAYS - 1; day >= 0; day -= 1) {
    for (const { source, visitors } of SOURCES) {
      const count = Math.round(visitors * (0.75 + random() * 0.5));
      for (let v = 0; v < count; v += 1) {
        person += 1;
        const anonymousId = `demo-anon-${person}`;
        // spread over the day, never after now
        let at = Math.min(today - day * DAY_MS + Math.floor(random() * 20 * 60 * 60 * 1000), now.getTime() - 60_000);
        const context = { campaign: { source }, device: { type: random() < 0.6 ? 'PHONE' : 'DESKTOP' } };
        const base = { anonymousId, source, context, receivedAt: new Date(at) };
        const pages = 1 + Math.floor(random() * 3);
        for (let p = 0; p < pages; p += 1) {
          at += 30_000;
          rows.push({
            ...base,
            messageId: `demo-${person}-page-${p}`,
            type: 'page',
            event: null,
            properties: { path: p === 0 ? '/' : '/jobs/', event_trigger_position: EVENT_TRIGGER_POSITION },
            occurredAt: new Date(at),
          });
        }
        const variant = random() < 0.5 ? 0 : 1;
        const userId = `demo-user-${person}`;
        for (const [index, event] of STEPS.entries()) {
          if (random() >= NEXT_STEP[variant]![index]!) break;
          at += 5 * 60_000;
          rows.push({
            ...base,
            messageId: `demo-${person}-step-${index}`,
            type: 'track',
            event,
            userId,
            variant,
            flowType: FlowTypes.regular,
            properties: {
              ab_variant: variant,
              flow_type: FlowTypes.regular,
              event_trigger_position: EVENT_TRIGGER_POSITION,
            },
            occurredAt: new Date(Math.min(at, now.getTime())),
          });
        }
      }
    }
  }
  return rows;
}

export async function seedAnalyticsDemo(db: Db, options: { now: Date; operator: boolean }) {
  if (options.operator) await seedDemoOperator(db, options.now);
  if (await hasAnalyticsEvent(db, 'demo-1-page-0')) return;
  await insertAnalyticsEvents(db, demoAnalyticsEvents(options.now));
}

async function seedDemoOperator(db: Db, now: Date) {
  if (await findAccount(db, DEMO_OPERATOR.email)) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR.password);
  await db.transaction((tx) =>
    insertAccount(tx, {
      user: {
        email: DEMO_OPERATOR.email,
        passwordHash,
        firstName: 'Demo',
        lastName: 'Operator',
        isOperator: true,
        createdAt: now,
        updatedAt: now,
      },
      candidate: { firstName: 'Demo', lastName: 'Operator', createdAt: now, updatedAt: now },
    }),
  );
}
