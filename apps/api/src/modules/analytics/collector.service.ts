// The analytics collector (decision 024): a Segment-style batch, validated by
// the contracts' schema, stored append-only without the sender's address,
// limited per address, and — when ANALYTICS_FORWARD_URL is set — forwarded to
// that Segment-compatible HTTP destination by the queue after commit.
import { DEFAULT_TRAFFIC_SOURCE } from '@talent/contracts/constants';
import type { AnalyticsBatch, AnalyticsMessage } from '@talent/contracts/endpoints/analytics.schemas';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { tooManyAttempts } from '../../lib/errors.ts';
import { enqueue } from '../../lib/queue.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import * as repo from './collector.repo.ts';

export const ANALYTICS_FORWARD_JOB = 'analytics.forward';
const DAY_MS = 24 * 60 * 60 * 1000;

// spec: no personal data beyond the user id in event properties
const PERSONAL_KEYS = new Set([
  'email',
  'phone',
  'name',
  'first_name',
  'last_name',
  'full_name',
  'firstName',
  'lastName',
  'address',
  'ip',
  'token',
  'password',
]);
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

type Flat = Record<string, string | number | boolean | null>;

function withoutPersonalData(values: Flat): Flat {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => !PERSONAL_KEYS.has(key) && !(typeof value === 'string' && EMAIL_LIKE.test(value)),
    ),
  );
}

/** A URL or path reduced to its path: queries can carry tokens (spec 01 §4 session start). */
function pathOnly(value: string | undefined): string | undefined {
  if (!value) return value;
  try {
    const url = new URL(value, 'http://x');
    return value.startsWith('/') ? url.pathname : `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

function sanitised(message: AnalyticsMessage): AnalyticsMessage {
  const { context } = message;
  return {
    ...message,
    properties: withoutPersonalData(message.properties),
    traits: withoutPersonalData(message.traits),
    context: {
      ...context,
      ...(context.page
        ? { page: { ...context.page, path: pathOnly(context.page.path), referrer: pathOnly(context.page.referrer) } }
        : {}),
    },
  };
}

const variantOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9 ? value : null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null);

export interface CollectorDeps {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  config: Pick<Config, 'ANALYTICS_RATE_LIMIT_PER_MINUTE' | 'ANALYTICS_FORWARD_URL' | 'ANALYTICS_WRITE_KEY'>;
  fetch?: typeof fetch;
}

export function createCollectorService(deps: CollectorDeps) {
  const { db, config } = deps;
  return {
    /** Stores the batch; the address only counts against the rate limit and is never kept. */
    async collect(body: AnalyticsBatch, ip: string): Promise<number> {
      const decision = await deps.limiter.hit(`analytics:address:${ip}`, config.ANALYTICS_RATE_LIMIT_PER_MINUTE, 60);
      if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
      const now = deps.now();
      const messages = body.batch.map(sanitised);
      const events = messages.map((message): repo.EventValues => {
        const stamp = new Date(message.timestamp).getTime();
        // a wrong client clock cannot move an event into the future or far into the past
        const occurred = Math.min(Math.max(stamp, now.getTime() - 7 * DAY_MS), now.getTime());
        const { properties } = message;
        return {
          messageId: message.messageId,
          type: message.type,
          event: message.type === 'track' ? (message.event ?? null) : (message.name ?? null),
          anonymousId: message.anonymousId ?? null,
          userId: message.userId ?? null,
          properties: message.type === 'identify' ? message.traits : properties,
          context: message.context as Record<string, unknown>,
          source: text(message.context.campaign?.source) ?? text(properties.utm_source) ?? DEFAULT_TRAFFIC_SOURCE,
          variant: variantOf(properties.ab_variant ?? message.traits.ab_variant),
          flowType: text(properties.flow_type),
          occurredAt: new Date(occurred),
          receivedAt: now,
        };
      });
      return db.transaction(async (tx) => {
        const stored = await repo.insertNewEvents(tx, events);
        if (config.ANALYTICS_FORWARD_URL && stored.length) {
          const kept = new Set(stored);
          await enqueue(tx, ANALYTICS_FORWARD_JOB, {
            batch: messages.filter((message) => kept.has(message.messageId)),
          });
        }
        return stored.length;
      });
    },

    /** The queue job: Segment's HTTP API, POST {base}/v1/batch with the write key as Basic user. */
    async forward(payload: { batch: AnalyticsMessage[] }) {
      if (!config.ANALYTICS_FORWARD_URL) return;
      const url = new URL('v1/batch', config.ANALYTICS_FORWARD_URL.replace(/\/?$/, '/'));
      const response = await (deps.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${config.ANALYTICS_WRITE_KEY ?? ''}:`).toString('base64')}`,
        },
        body: JSON.stringify({ batch: payload.batch, sentAt: deps.now().toISOString() }),
        signal: AbortSignal.timeout(10_000),
      });
      // 4xx other than 429 will not get better by retrying: drop the batch; the rest retries
      if (response.status === 429 || response.status >= 500) {
        throw new Error(`analytics destination answered ${response.status}`);
      }
    },
  };
}

export type CollectorService = ReturnType<typeof createCollectorService>;
