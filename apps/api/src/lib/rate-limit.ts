// Attempt counters for the 429 'Too many attempts' flow (spec 01 §8): in
// memory by default, in Redis when REDIS_URL is set so every instance shares
// one count. Fixed windows keyed by the window's index, computed from the
// injected clock, so tests move time instead of sleeping and both stores agree.
import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** Attempts counted in this window, this one included. */
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one attempt against key; allowed while the count is within limit. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /** Takes one attempt back, e.g. a successful sign-in that should not count as a failure. */
  undo(key: string, windowSeconds: number): Promise<void>;
  /** Forgets the key's attempts in the current window. */
  reset(key: string, windowSeconds: number): Promise<void>;
}

export interface RateLimiterOptions {
  redis?: Redis | null;
  now: () => Date;
  /** Namespace for Redis keys (tests use their own). */
  prefix?: string;
  /** Called when Redis fails; the limiter then lets the attempt through rather than lock everyone out. */
  onError?: (error: unknown) => void;
}

interface Window {
  index: number;
  endsAtMs: number;
  retryAfterSeconds: number;
}

function windowOf(nowMs: number, windowSeconds: number): Window {
  const size = windowSeconds * 1000;
  const index = Math.floor(nowMs / size);
  const endsAtMs = (index + 1) * size;
  return { index, endsAtMs, retryAfterSeconds: Math.max(1, Math.ceil((endsAtMs - nowMs) / 1000)) };
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  return options.redis ? redisLimiter(options.redis, options) : memoryLimiter(options);
}

function memoryLimiter(options: RateLimiterOptions): RateLimiter {
  const counts = new Map<string, { count: number; expiresAtMs: number }>();
  let lastSweepMs = 0;
  const sweep = (nowMs: number) => {
    // expired windows are dropped at most once a minute, so memory stays bounded by live keys
    if (nowMs - lastSweepMs < 60_000) return;
    lastSweepMs = nowMs;
    for (const [key, entry] of counts) if (entry.expiresAtMs <= nowMs) counts.delete(key);
  };
  const slot = (key: string, windowSeconds: number) => {
    const nowMs = options.now().getTime();
    const window = windowOf(nowMs, windowSeconds);
    return { nowMs, window, id: `${key}\u0000${windowSeconds}\u0000${window.index}` };
  };
  return {
    kind: 'memory',
    async hit(key, limit, windowSeconds) {
      const { nowMs, window, id } = slot(key, windowSeconds);
      sweep(nowMs);
      const entry = counts.get(id) ?? { count: 0, expiresAtMs: window.endsAtMs };
      entry.count += 1;
      counts.set(id, entry);
      return { allowed: entry.count <= limit, count: entry.count, retryAfterSeconds: window.retryAfterSeconds };
    },
    async undo(key, windowSeconds) {
      const entry = counts.get(slot(key, windowSeconds).id);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key, windowSeconds) {
      counts.delete(slot(key, windowSeconds).id);
    },
  };
}

// INCR and set the expiry in one step, so a crash between them cannot leave a key that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

function redisLimiter(redis: Redis, options: RateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? 'ratelimit:';
  const slot = (key: string, windowSeconds: number) => {
    const nowMs = options.now().getTime();
    const window = windowOf(nowMs, windowSeconds);
    // the key outlives its window a little, so a clock skew between instances cannot reset it early
    const ttlMs = window.endsAtMs - nowMs + 5_000;
    return { window, ttlMs, id: `${prefix}${windowSeconds}:${window.index}:${key}` };
  };
  const failed = (error: unknown) => options.onError?.(error);
  return {
    kind: 'redis',
    async hit(key, limit, windowSeconds) {
      const { window, ttlMs, id } = slot(key, windowSeconds);
      try {
        const count = Number(await redis.eval(HIT_SCRIPT, 1, id, String(ttlMs)));
        return { allowed: count <= limit, count, retryAfterSeconds: window.retryAfterSeconds };
      } catch (error) {
        failed(error);
        return { allowed: true, count: 0, retryAfterSeconds: window.retryAfterSeconds };
      }
    },
    async undo(key, windowSeconds) {
      try {
        await redis.eval(UNDO_SCRIPT, 1, slot(key, windowSeconds).id);
      } catch (error) {
        failed(error);
      }
    },
    async reset(key, windowSeconds) {
      try {
        await redis.del(slot(key, windowSeconds).id);
      } catch (error) {
        failed(error);
      }
    },
  };
}
