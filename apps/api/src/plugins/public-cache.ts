// HTTP caching of the public data (decision 026): for a request without a
// session, the answers of the routes below come from this instance's memory
// when it has them, carry an ETag, Last-Modified and a Cache-Control a CDN can
// honour, and answer 304 to a request that already has them. Any job or
// company change, on any instance, empties the memory (lib/public-cache.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { acceptedCoding, encode, worthCompressing, type Coding } from '../lib/content-encoding.ts';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_DATA_CHANNEL,
  etagOf,
  matchesEtag,
  type CachedAnswer,
  type PublicCache,
} from '../lib/public-cache.ts';

/** The anonymous public data: job details, search, filters, job cards, companies. */
export const CACHEABLE_ROUTES = new Set([
  '/api/jobs/details/:companySlug/:jobSlug/',
  '/api/candidate_jobs/:jobId/',
  '/api/jobs/card/:jobId/',
  '/api/v5/jobs/search/',
  '/api/v3/jobs/search/',
  '/api/jobs/',
  '/api/jobs/job_filters/',
  '/api/jobs/open_jobs_count/',
  '/api/companies/',
  '/api/companies/:companyId/',
  '/api/companies-evp/:companyId/',
]);

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be kept: the cache generation it was computed in. */
    publicCacheGeneration?: number;
    /** Ends this request's entry among the answers being computed, giving its answer to those waiting (`PublicCache.computing`). */
    publicCacheDone?: (answer?: CachedAnswer) => void;
  }
}

/**
 * How long a request waits for the same answer being computed by another
 * before computing it itself: a little over a slow search, far under what a
 * person waits.
 */
const FLIGHT_WAIT_MS = 5_000;

/** What `promise` gives, or undefined once `ms` pass first. */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const answer = await Promise.race([
    promise,
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms))),
  ]);
  clearTimeout(timer);
  return answer;
}

/** A reply's body as bytes, when it is text or bytes (not a stream). */
const bytesOf = (payload: unknown) =>
  typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;

/** Where hiring teams change jobs and companies. */
const WORKSPACE_PREFIX = '/api/hiring/';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** A request that may see the shared public answer: a read without a session. */
export const isAnonymousRead = (request: FastifyRequest) => isRead(request) && !request.headers.authorization;

function notModified(request: FastifyRequest, answer: Pick<CachedAnswer, 'etag' | 'lastModified'>) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return matchesEtag(ifNoneMatch, answer.etag);
  const since = request.headers['if-modified-since'];
  return Boolean(since) && Date.parse(since!) >= Date.parse(answer.lastModified);
}

/** The coding a kept answer goes out in for this request, if any. */
function codingFor(request: FastifyRequest, answer: CachedAnswer): Coding | null {
  return worthCompressing(answer.body, answer.contentType) ? acceptedCoding(request.headers['accept-encoding']) : null;
}

/** The answer's bytes in a coding, compressed on first use and kept beside it. */
function encodedBody(answer: CachedAnswer, coding: Coding) {
  answer.encoded ??= {};
  return (answer.encoded[coding] ??= encode(answer.body, coding));
}

/** Each coding is its own representation, so it has its own strong validator (RFC 9110 §8.8.3). */
const etagIn = (etag: string, coding: Coding | null) => (coding ? `${etag.slice(0, -1)}.${coding}"` : etag);

/** Sends a kept answer, compressed when the requester accepts it, or 304 when the requester already has it. */
export function replyFromCache(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const coding = codingFor(request, answer);
  const etag = etagIn(answer.etag, coding);
  reply
    .header('etag', etag)
    .header('last-modified', answer.lastModified)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'Authorization, Accept-Encoding');
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if (notModified(request, { etag, lastModified: answer.lastModified })) return reply.code(304).send();
  if (coding) reply.header('content-encoding', coding);
  return reply
    .code(answer.status)
    .type(answer.contentType)
    .send(coding ? encodedBody(answer, coding) : answer.body);
}

/** Builds the answer to keep from a body, with its validators. */
export function answerOf(cache: PublicCache, body: Buffer, contentType: string, headers?: Record<string, string>) {
  return { status: 200, contentType, body, etag: etagOf(body), lastModified: cache.lastModified, headers };
}

export async function registerPublicCache(app: FastifyInstance, options: { cache: PublicCache; database: Database }) {
  const { cache } = options;
  app.decorate('publicCache', cache);
  const stop = await options.database.listen(PUBLIC_DATA_CHANNEL, () => cache.invalidate());
  app.addHook('onClose', async () => stop());

  app.addHook('onRequest', async (request, reply) => {
    if (!CACHEABLE_ROUTES.has(request.routeOptions.url ?? '')) return;
    reply.header('vary', 'Authorization, Accept-Encoding');
    if (!isAnonymousRead(request)) return;
    const kept = cache.get(request.url);
    if (kept) return replyFromCache(request, reply, kept);
    // the same answer already being computed since the last change (a burst of one search, or a render's
    // read the browser asks for again): wait for it; kept or not, it is as current as one of its own
    const flight = cache.inFlight(request.url);
    if (flight) {
      const answer = (await settledWithin(flight, FLIGHT_WAIT_MS)) ?? cache.get(request.url);
      if (answer) return replyFromCache(request, reply, answer);
    }
    request.publicCacheGeneration = cache.generation;
    // one still computing past the wait keeps its place for those after; this request computes beside it
    if (cache.inFlight(request.url) || request.raw.destroyed) return;
    const done = cache.computing(request.url);
    request.publicCacheDone = done;
    // released by onSend with the answer; whatever else ends the response releases it without one
    reply.raw.once('close', () => done());
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // The workspace's own writes are seen at once by the same instance; other
    // instances hear of them on the channel, a moment later.
    if (!isRead(request) && reply.statusCode < 400 && request.url.startsWith(WORKSPACE_PREFIX)) cache.invalidate();
    const generation = request.publicCacheGeneration;
    const body = generation !== undefined && reply.statusCode === 200 ? bytesOf(payload) : null;
    // an answer that is not shared (an error, a not-found) releases those waiting to compute their own
    if (generation === undefined || !body) {
      request.publicCacheDone?.();
      return payload;
    }
    const answer = answerOf(cache, body, String(reply.getHeader('content-type') ?? 'application/json'));
    cache.set(request.url, answer, generation);
    request.publicCacheDone?.(answer);
    const coding = codingFor(request, answer);
    const etag = etagIn(answer.etag, coding);
    reply
      .header('etag', etag)
      .header('last-modified', answer.lastModified)
      .header('cache-control', PUBLIC_CACHE_CONTROL);
    if (notModified(request, { etag, lastModified: answer.lastModified })) {
      reply.code(304);
      return '';
    }
    if (!coding) return payload;
    reply.header('content-encoding', coding);
    return encodedBody(answer, coding);
  });
}
