// The public data a visitor without a session sees (job details, job and
// company pages, search pages) is the same for every such visitor, so each
// server keeps the latest answers in memory and gives them validators a CDN
// can honour (decision 026). A change to jobs or companies, committed by any
// instance, is announced on PUBLIC_DATA_CHANNEL (migration 0170) and empties
// every instance's copy; a bounded age covers a notification lost in a
// reconnect.
import { createHash } from 'node:crypto';
import type { Coding } from './content-encoding.ts';

export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

/** Browsers revalidate every time (a cheap 304); shared caches keep a copy for a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export interface CachedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  lastModified: string;
  /** Extra headers to replay (e.g. the page's x-robots-tag). */
  headers?: Record<string, string>;
  /** The body compressed in each coding asked for so far (lib/content-encoding.ts). */
  encoded?: Partial<Record<Coding, Buffer>>;
}

export interface PublicCache {
  get(key: string): CachedAnswer | undefined;
  /** Stores an answer computed since `generation` was read; a change in between discards it. */
  set(key: string, answer: CachedAnswer, generation: number): void;
  /** Bumped by every change; read it before computing an answer. */
  readonly generation: number;
  /** When the public data last changed (HTTP date), the Last-Modified of every answer. */
  readonly lastModified: string;
  invalidate(): void;
  readonly size: number;
  /**
   * A computation of this key's answer under way since the current
   * generation began, to wait for instead of computing the same answer
   * again: it gives the answer, or undefined when it had none to share.
   * Undefined when there is none.
   */
  inFlight(key: string): Promise<CachedAnswer | undefined> | undefined;
  /**
   * Marks this key's answer as being computed; call the function returned
   * with the answer (kept or not), or without one when there is none to
   * share. Later calls do nothing.
   */
  computing(key: string): (answer?: CachedAnswer) => void;
}

export interface PublicCacheOptions {
  maxEntries?: number;
  /** Largest answer kept, in bytes. */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export const etagOf = (body: Buffer | string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether the request's If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

export function createPublicCache(options: PublicCacheOptions = {}): PublicCache {
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 512 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { answer: CachedAnswer; at: number }>();
  const flights = new Map<string, { generation: number; done: Promise<CachedAnswer | undefined> }>();
  let generation = 0;
  // whole seconds: Last-Modified has no finer grain
  let lastModified = new Date(Math.floor(now() / 1000) * 1000).toUTCString();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      // least recently used goes first: keep this one at the end
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    set(key, answer, seenGeneration) {
      if (seenGeneration !== generation || answer.body.length > maxBytes) return;
      entries.delete(key);
      entries.set(key, { answer, at: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get generation() {
      return generation;
    },
    get lastModified() {
      return lastModified;
    },
    invalidate() {
      generation += 1;
      lastModified = new Date(Math.floor(now() / 1000) * 1000).toUTCString();
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    inFlight(key) {
      const flight = flights.get(key);
      return flight?.generation === generation ? flight.done : undefined;
    },
    computing(key) {
      let resolve!: (answer: CachedAnswer | undefined) => void;
      const flight = { generation, done: new Promise<CachedAnswer | undefined>((r) => (resolve = r)) };
      flights.set(key, flight);
      return (answer) => {
        if (flights.get(key) === flight) flights.delete(key);
        resolve(answer);
      };
    },
  };
}
