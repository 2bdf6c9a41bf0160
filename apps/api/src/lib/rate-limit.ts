// Attempt counters for the 429 'Too many attempts' flow (spec 01 §8): in
// memory by default, in Redis when REDIS_URL is set so every instance shares
// one count. Fixed windows keyed by the window's index, computed from the
// injected clock, so tests move time instead of sleeping and both stores agree.
// Password checks use progressive delays instead (decision 014): a few free
// failures, then each further attempt waits twice as long as the one before,
// up to a cap, and nothing ever locks a key for good.
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
  /**
   * Progressive delay: refused while the key waits out its delay (nothing is
   * counted then); otherwise the attempt counts as a failure until forgiven, and
   * from the `free`-th failure on the next attempt waits base × 2^(n − free)
   * seconds, at most `capSeconds`. Failures are forgotten `windowSeconds` after the last.
   */
  attempt(key: string, policy: DelayPolicy): Promise<RateDecision>;
  /** The attempt succeeded: 'all' forgets the key's failures, 'one' takes this attempt back. */
  forgive(key: string, scope: 'all' | 'one'): Promise<void>;
}

export interface DelayPolicy {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  windowSeconds: number;
}

export function delaySeconds(failures: number, policy: DelayPolicy) {
  if (failures < policy.free) return 0;
  return Math.min(policy.baseSeconds * 2 ** Math.min(failures - policy.free, 30), policy.capSeconds);
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
  const delays = new Map<string, { failures: number; untilMs: number; free: number; expiresAtMs: number }>();
  let lastSweepMs = 0;
  const sweep = (nowMs: number) => {
    // expired windows are dropped at most once a minute, so memory stays bounded by live keys
    if (nowMs - lastSweepMs < 60_000) return;
    lastSweepMs = nowMs;
    for (const [key, entry] of counts) if (entry.expiresAtMs <= nowMs) counts.delete(key);
    for (const [key, entry] of delays) if (entry.expiresAtMs <= nowMs) delays.delete(key);
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
    async attempt(key, policy) {
      const nowMs = options.now().getTime();
      sweep(nowMs);
      const live = delays.get(key);
      const entry =
        live && live.expiresAtMs > nowMs ? live : { failures: 0, untilMs: 0, free: policy.free, expiresAtMs: 0 };
      if (nowMs < entry.untilMs) {
        return { allowed: false, count: entry.failures, retryAfterSeconds: Math.ceil((entry.untilMs - nowMs) / 1000) };
      }
      entry.failures += 1;
      entry.free = policy.free;
      entry.untilMs = nowMs + delaySeconds(entry.failures, policy) * 1000;
      entry.expiresAtMs = nowMs + policy.windowSeconds * 1000;
      delays.set(key, entry);
      return { allowed: true, count: entry.failures, retryAfterSeconds: 0 };
    },
    async forgive(key, scope) {
      const entry = delays.get(key);
      if (!entry) return;
      if (scope === 'all') {
        delays.delete(key);
        return;
      }
      entry.failures = Math.max(0, entry.failures - 1);
      if (entry.failures < entry.free) entry.untilMs = 0;
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

// The delay's state is one hash (f: failures, u: until and l: last failure, in ms, n: free
// attempts); the clock comes from the caller, so the window is checked here, not only by the TTL.
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local last = tonumber(redis.call('HGET', KEYS[1], 'l') or '0')
if now - last >= tonumber(ARGV[5]) then redis.call('DEL', KEYS[1]) end
local untilMs = tonumber(redis.call('HGET', KEYS[1], 'u') or '0')
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
if now < untilMs then return {0, failures, untilMs} end
failures = redis.call('HINCRBY', KEYS[1], 'f', 1)
local free = tonumber(ARGV[2])
local delay = 0
if failures >= free then delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(failures - free, 30), tonumber(ARGV[4])) end
untilMs = now + delay * 1000
redis.call('HSET', KEYS[1], 'u', untilMs, 'n', free, 'l', now)
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]))
return {1, failures, untilMs}`;
const FORGIVE_ONE_SCRIPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
if failures <= 0 then return 0 end
failures = redis.call('HINCRBY', KEYS[1], 'f', -1)
if failures < tonumber(redis.call('HGET', KEYS[1], 'n') or '0') then redis.call('HSET', KEYS[1], 'u', 0) end
return failures`;

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
    async attempt(key, policy) {
      const nowMs = options.now().getTime();
      try {
        const [allowed, failures, untilMs] = (await redis.eval(
          ATTEMPT_SCRIPT,
          1,
          `${prefix}delay:${key}`,
          String(nowMs),
          String(policy.free),
          String(policy.baseSeconds),
          String(policy.capSeconds),
          String(policy.windowSeconds * 1000),
        )) as [number, number, number];
        return {
          allowed: allowed === 1,
          count: Number(failures),
          retryAfterSeconds: allowed === 1 ? 0 : Math.ceil((Number(untilMs) - nowMs) / 1000),
        };
      } catch (error) {
        failed(error);
        return { allowed: true, count: 0, retryAfterSeconds: 0 };
      }
    },
    async forgive(key, scope) {
      try {
        if (scope === 'all') await redis.del(`${prefix}delay:${key}`);
        else await redis.eval(FORGIVE_ONE_SCRIPT, 1, `${prefix}delay:${key}`);
      } catch (error) {
        failed(error);
      }
    },
  };
}
