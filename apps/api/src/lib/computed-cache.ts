// Values that are expensive to compute and keyed by the versions of their
// inputs (decision 038: each candidate's ranked 'Jobs for you'). A key names
// everything the value was computed from, so an entry is never invalidated:
// a change makes a new key and the old entry ages out. That lets every
// instance keep a copy in memory without hearing about changes, and share one
// copy through Redis when REDIS_URL is set (the store switch of the rate
// limiter). Callers that ask for one key at the same time share one
// computation (single-flight); a failing Redis only costs the sharing.
import type { Redis } from 'ioredis';

export interface ComputedCache<T> {
  readonly kind: 'memory' | 'redis';
  /** The value under key, computed by `compute` only when no store has it; `fresh` when this call computed it. */
  get(key: string, compute: () => Promise<T>): Promise<{ value: T; fresh: boolean }>;
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

  const remember = (key: string, value: T) => {
    memory.delete(key);
    memory.set(key, { value, at: now() });
    while (memory.size > maxEntries) memory.delete(memory.keys().next().value!);
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

  const load = async (key: string, compute: () => Promise<T>): Promise<{ value: T; fresh: boolean }> => {
    if (redis) {
      try {
        const stored = await redis.get(options.prefix + key);
        if (stored !== null) return { value: JSON.parse(stored) as T, fresh: false };
      } catch (error) {
        options.onError?.(error);
      }
    }
    const value = await compute();
    if (redis) {
      try {
        await redis.set(options.prefix + key, JSON.stringify(value), 'PX', ttlMs);
      } catch (error) {
        options.onError?.(error);
      }
    }
    return { value, fresh: true };
  };

  return {
    kind: redis ? 'redis' : 'memory',
    async get(key, compute) {
      const held = recall(key);
      if (held !== undefined) return { value: held, fresh: false };
      const running = inFlight.get(key);
      if (running) return { value: await running, fresh: false };
      let fresh = false;
      const started = load(key, compute).then((loaded) => {
        fresh = loaded.fresh;
        remember(key, loaded.value);
        return loaded.value;
      });
      inFlight.set(key, started);
      try {
        return { value: await started, fresh };
      } finally {
        inFlight.delete(key);
      }
    },
    get size() {
      return memory.size;
    },
  };
}
