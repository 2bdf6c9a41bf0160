// Anonymous public data is kept in memory with validators a CDN honours, and a
// job change committed by any instance drops every instance's copy (decision
// 026). On PostgreSQL the second app has its own connections, as a second
// server would; on PGlite it shares the one embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { answerOf } from './public-cache.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createCandidate, createTestApp, type TestContext } from '../../test/helpers.ts';
import { addCompany, addJobs } from '../modules/jobs/jobs.test-support.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPublicCache, PUBLIC_CACHE_CONTROL } from '../lib/public-cache.ts';
import { SEARCH_CONCURRENCY, SEARCH_QUEUE } from '../modules/jobs/jobs.service.ts';
import { acceptedCoding } from '../lib/content-encoding.ts';

let ctx: TestContext;
let other: { app: FastifyInstance; database: Database };
let jobId: number;
const detailsUrl = '/api/jobs/details/cache-co/cache-engineer-c1/';

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await addCompany(ctx, { slug: 'cache-co', name: 'Cache Co' });
  [jobId] = await addJobs(ctx, company, [{ title: 'Cache Engineer', slug: 'cache-engineer-c1' }]);
  const database =
    ctx.database.engine === 'postgres' ? await openDatabase({ url: ctx.config.DATABASE_URL! }) : ctx.database;
  const app = await buildApp({ ...ctx.deps, database }, { clientDir: '/nonexistent', logger: false });
  await app.ready();
  other = { app, database };
});

afterAll(async () => {
  await other.app.close();
  if (other.database !== ctx.database) await other.database.close();
  await ctx.close();
});

const titleOf = async (app: FastifyInstance) => (await app.inject({ url: detailsUrl })).json<{ title: string }>().title;

describe('public data cache', () => {
  it('gives anonymous job details an ETag, Last-Modified and a CDN-friendly Cache-Control, and 304 when unchanged', async () => {
    const first = await ctx.app.inject({ url: detailsUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(String(first.headers['last-modified']))).not.toBeNaN();
    expect(first.headers.vary).toContain('Authorization');

    const again = await ctx.app.inject({ url: detailsUrl, headers: { 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await ctx.app.inject({
      url: detailsUrl,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
    const kept = await ctx.app.inject({ url: detailsUrl });
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
  });

  it('sends kept answers compressed to a client that accepts it, each coding with its own validator', async () => {
    // a job whose details are over the compression threshold, computed then kept
    const company = await addCompany(ctx, { slug: 'press-co', name: 'Press Co' });
    await addJobs(ctx, company, [
      { title: 'Press Engineer', slug: 'press-engineer-p1', description: `<p>${'Ship the press. '.repeat(120)}</p>` },
    ]);
    const url = '/api/jobs/details/press-co/press-engineer-p1/';
    const plain = await ctx.app.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const round of ['computed or kept', 'kept']) {
        const res = await ctx.app.inject({ url, headers: { 'accept-encoding': `${coding}` } });
        expect(res.statusCode, round).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.headers.etag).not.toBe(plain.headers.etag);
        const again = await ctx.app.inject({
          url,
          headers: { 'accept-encoding': coding, 'if-none-match': String(res.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
      }
    }
    // a validator of one coding does not stand for another
    const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const asBr = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gz.headers.etag) },
    });
    expect(asBr.statusCode).toBe(200);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('identity')).toBeNull();
    expect(acceptedCoding('gzip;q=0')).toBeNull();
    expect(acceptedCoding(undefined)).toBeNull();
  });

  it('caches search answers per query string', async () => {
    const one = await ctx.app.inject({ url: '/api/v5/jobs/search/?search_term=cache' });
    const two = await ctx.app.inject({ url: '/api/v5/jobs/search/?search_term=nothing-like-this' });
    expect(one.headers.etag).toBeDefined();
    expect(one.headers.etag).not.toBe(two.headers.etag);
    expect(one.json<{ count: number }>().count).toBe(1);
    expect(two.json<{ count: number }>().count).toBe(0);
  });

  it('computes an answer many ask for at once only once, and gives it to all of them', async () => {
    // more than the search gate runs and queues together: computed one per
    // request, the last ones would be refused with 503
    const many = SEARCH_CONCURRENCY + SEARCH_QUEUE + 20;
    const url = '/api/v5/jobs/search/?search_term=cache&page=1';
    const answers = await Promise.all(Array.from({ length: many }, () => ctx.app.inject({ url })));
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.statusCode)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers[many - 1]!.json<{ count: number }>().count).toBe(1);
  });

  it('waits for an answer being computed only while nothing changed since it began', async () => {
    const cache = createPublicCache();
    expect(cache.inFlight('/a')).toBeUndefined();
    const done = cache.computing('/a');
    const flight = cache.inFlight('/a');
    expect(flight).toBeInstanceOf(Promise);
    done();
    expect(await flight).toBeUndefined();
    expect(cache.inFlight('/a')).toBeUndefined();
    // those already waiting get the answer even when a change keeps it from the memory
    const computed = cache.computing('/c');
    const waiting = cache.inFlight('/c')!;
    cache.invalidate();
    const answer = answerOf(cache, Buffer.from('{"count":1}'), 'application/json');
    cache.set('/c', answer, cache.generation - 1);
    computed(answer);
    expect(await waiting).toBe(answer);
    expect(cache.get('/c')).toBeUndefined();
    // a change while it is computed: its answer is not the one a later request must see
    const before = cache.computing('/b');
    cache.invalidate();
    expect(cache.inFlight('/b')).toBeUndefined();
    const after = cache.computing('/b');
    before();
    expect(cache.inFlight('/b')).toBeDefined();
    after();
    after();
    expect(cache.inFlight('/b')).toBeUndefined();
  });

  it('neither keeps nor validates a signed-in candidate’s answer', async () => {
    const candidate = await createCandidate(ctx);
    const res = await ctx.app.inject({ url: detailsUrl, headers: candidate.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).not.toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.vary).toContain('Authorization');
  });

  it('drops every instance’s copy when a job changes on another instance', async () => {
    expect(await titleOf(ctx.app)).toBe('Cache Engineer');
    expect(await titleOf(other.app)).toBe('Cache Engineer');
    const before = (await ctx.app.inject({ url: detailsUrl })).headers.etag;
    await other.database.query('UPDATE jobs SET title = $1 WHERE id = $2', ['Cache Engineer II', jobId]);
    await expect.poll(() => titleOf(ctx.app), { timeout: 10_000 }).toBe('Cache Engineer II');
    await expect.poll(() => titleOf(other.app), { timeout: 10_000 }).toBe('Cache Engineer II');
    const after = await ctx.app.inject({ url: detailsUrl, headers: { 'if-none-match': before! } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('leaves no address waited on once answers that are not shared are sent', async () => {
    const url = '/api/jobs/details/cache-co/never-there/';
    const answers = await Promise.all([ctx.app.inject({ url }), ctx.app.inject({ url }), ctx.app.inject({ url })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(ctx.app.publicCache.inFlight(url)).toBeUndefined();
  });

  it('does not keep a not-found answer', async () => {
    const missing = await ctx.app.inject({ url: '/api/jobs/details/cache-co/no-such-job/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
