// Values that are expensive to compute and keyed by the versions of their
// inputs (decision 038: each candidate's ranked 'Jobs for you'). A key names
// everything the value was computed from, so an entry is never invalidated:
// a change makes a new key and the old entry ages out. That lets every
// instance keep a copy in memory without hearing about changes, and share one
// copy through Redis when REDIS_URL is set (the store switch of the rate
// limiter). Callers that ask for one key at the same time share one
// computation (single-flight); a failing Redis only costs the sharing. A key
// may belong to a family (one candidate's list at successive versions): on a
// miss, the family's latest value is offered to the caller's `derive`, which
// brings it up to date for less than a computation (decision 038, 'A job
// change folded in'), or declines and the value is computed.
import type { Redis } from 'ioredis';

/** Where an older value of the same family can be brought up to date from. */
export interface Lineage<T> {
  /** Names every key of the family; the family's latest key is kept beside the values. */
  family: string;
  /** The value for the asked key from an older one of the family, or null to compute it afresh. */
  derive: (previous: T) => Promise<T | null>;
}

export interface ComputedCache<T> {
  readonly kind: 'memory' | 'redis';
  /**
   * The value under key, derived from its family's latest value or computed by
   * `compute` only when no store has it; `fresh` when this call made it
   * (`derived` too when it came from an older value).
   */
  get(
    key: string,
    compute: () => Promise<T>,
    lineage?: Lineage<T>,
  ): Promise<{ value: T; fresh: boolean; derived?: true }>;
  /** Entries held in this process's memory. */
  readonly size: number;
}

export interface ComputedCacheOptions {
  /** The key space in Redis (`<prefix><key>`); tests use their own. */
  prefix: string;
  redis?: Redis | null;
  /** Entries kept in this process's memory (least recently used go first). */
  maxEntries?: number;
  /** How long an entry lives: a bound on memory, never what keeps a value right. */
  ttlMs?: number;
  now?: () => number;
  /** Called when Redis fails; the value is then computed here and kept in memory only. */
  onError?: (error: unknown) => void;
}

export function createComputedCache<T>(options: ComputedCacheOptions): ComputedCache<T> {
  const maxEntries = options.maxEntries ?? 1000;
  const ttlMs = options.ttlMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const redis = options.redis ?? null;
  const memory = new Map<string, { value: T; at: number }>();
  const inFlight = new Map<string, Promise<T>>();
  /** Each family's latest key, least recently set first. */
  const latest = new Map<string, string>();

  const remember = (key: string, value: T, family?: string) => {
    memory.delete(key);
    memory.set(key, { value, at: now() });
    while (memory.size > maxEntries) memory.delete(memory.keys().next().value!);
    if (family !== undefined) {
      latest.delete(family);
      latest.set(family, key);
      while (latest.size > maxEntries) latest.delete(latest.keys().next().value!);
    }
  };
  const recall = (key: string): T | undefined => {
    const entry = memory.get(key);
    if (!entry) return undefined;
    if (now() - entry.at > ttlMs) {
      memory.delete(key);
      return undefined;
    }
    memory.delete(key);
    memory.set(key, entry);
    return entry.value;
  };

  const stored = async (key: string): Promise<T | undefined> => {
    if (!redis) return undefined;
    try {
      const text = await redis.get(options.prefix + key);
      return text === null ? undefined : (JSON.parse(text) as T);
    } catch (error) {
      options.onError?.(error);
      return undefined;
    }
  };
  const familyKey = (family: string) => `${options.prefix}family:${family}`;

  /** The family's latest value (this process's, else the shared one), unless it is the asked key's. */
  const previousOf = async (key: string, family: string): Promise<T | undefined> => {
    let previousKey = latest.get(family);
    if (previousKey === undefined && redis) {
      try {
        previousKey = (await redis.get(familyKey(family))) ?? undefined;
      } catch (error) {
        options.onError?.(error);
      }
    }
    if (previousKey === undefined || previousKey === key) return undefined;
    return recall(previousKey) ?? (await stored(previousKey));
  };

  const load = async (
    key: string,
    compute: () => Promise<T>,
    lineage?: Lineage<T>,
  ): Promise<{ value: T; fresh: boolean; derived?: true }> => {
    const shared = await stored(key);
    if (shared !== undefined) return { value: shared, fresh: false };
    const previous = lineage ? await previousOf(key, lineage.family) : undefined;
    const derived = previous !== undefined ? await lineage!.derive(previous) : null;
    const value = derived ?? (await compute());
    if (redis) {
      try {
        await redis.set(options.prefix + key, JSON.stringify(value), 'PX', ttlMs);
        if (lineage) await redis.set(familyKey(lineage.family), key, 'PX', ttlMs);
      } catch (error) {
        options.onError?.(error);
      }
    }
    return derived !== null ? { value, fresh: true, derived: true } : { value, fresh: true };
  };

  return {
    kind: redis ? 'redis' : 'memory',
    async get(key, compute, lineage) {
      const held = recall(key);
      if (held !== undefined) return { value: held, fresh: false };
      const running = inFlight.get(key);
      if (running) return { value: await running, fresh: false };
      let made: { fresh: boolean; derived?: true } = { fresh: false };
      const started = load(key, compute, lineage).then(({ value, ...how }) => {
        made = how;
        remember(key, value, lineage?.family);
        return value;
      });
      inFlight.set(key, started);
      try {
        return { value: await started, ...made };
      } finally {
        inFlight.delete(key);
      }
    },
    get size() {
      return memory.size;
    },
  };
}
