// Both stores against the same expectations; the Redis one against a real
// Redis (TEST_REDIS_URL, by default the local server's database 15).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
let redis: Redis;
const prefix = `test:ratelimit:${randomBytes(4).toString('hex')}:`;

beforeAll(() => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

function clock(start = Date.UTC(2030, 0, 1, 12, 0, 0)) {
  const state = { now: new Date(start) };
  return { now: () => state.now, advance: (ms: number) => (state.now = new Date(state.now.getTime() + ms)) };
}

describe.each([
  ['memory', (now: () => Date) => createRateLimiter({ now })],
  ['redis', (now: () => Date) => createRateLimiter({ redis, now, prefix })],
] as const)('%s limiter', (kind, make) => {
  let time: ReturnType<typeof clock>;
  let limiter: RateLimiter;
  const key = () => `k:${randomBytes(4).toString('hex')}`;
  beforeAll(() => {
    time = clock();
    limiter = make(time.now);
  });

  it(`is the ${kind} store`, () => {
    expect(limiter.kind).toBe(kind);
  });

  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const k = key();
    for (let i = 1; i <= 3; i++) expect(await limiter.hit(k, 3, 60)).toMatchObject({ allowed: true, count: i });
    const refused = await limiter.hit(k, 3, 60);
    expect(refused).toMatchObject({ allowed: false, count: 4 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts again in the next window (the injected clock decides)', async () => {
    const k = key();
    for (let i = 0; i < 4; i++) await limiter.hit(k, 3, 60);
    time.advance(60_000);
    expect(await limiter.hit(k, 3, 60)).toMatchObject({ allowed: true, count: 1 });
  });

  it('undo takes one attempt back and never goes below zero; reset forgets the key', async () => {
    const k = key();
    await limiter.hit(k, 3, 60);
    await limiter.hit(k, 3, 60);
    await limiter.undo(k, 60);
    expect((await limiter.hit(k, 3, 60)).count).toBe(2);
    await limiter.reset(k, 60);
    await limiter.undo(k, 60);
    expect((await limiter.hit(k, 3, 60)).count).toBe(1);
  });

  it('keeps keys apart', async () => {
    const a = key();
    const b = key();
    for (let i = 0; i < 5; i++) await limiter.hit(a, 3, 60);
    expect((await limiter.hit(b, 3, 60)).allowed).toBe(true);
  });
});

describe('redis limiter across instances', () => {
  it('two limiters (two server instances) share one count', async () => {
    const time = clock();
    const one = createRateLimiter({ redis, now: time.now, prefix });
    const second = new Redis(REDIS_URL);
    const two = createRateLimiter({ redis: second, now: time.now, prefix });
    const k = `shared:${randomBytes(4).toString('hex')}`;
    await one.hit(k, 2, 60);
    await two.hit(k, 2, 60);
    expect((await one.hit(k, 2, 60)).allowed).toBe(false);
    expect((await two.hit(k, 2, 60)).count).toBe(4);
    second.disconnect();
  });

  it('expires its keys with the window', async () => {
    const time = clock();
    const limiter = createRateLimiter({ redis, now: time.now, prefix });
    const k = `ttl:${randomBytes(4).toString('hex')}`;
    await limiter.hit(k, 2, 30);
    const [stored] = await redis.keys(`${prefix}*${k}`);
    const ttl = await redis.pttl(stored!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(35_000);
  });

  it('lets attempts through and reports when Redis is unreachable', async () => {
    const errors: unknown[] = [];
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    down.on('error', () => undefined);
    const limiter = createRateLimiter({ redis: down, now: () => new Date(), onError: (e) => errors.push(e) });
    expect((await limiter.hit('any', 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('any', 1, 60)).allowed).toBe(true);
    expect(errors.length).toBe(2);
    down.disconnect();
  });
});
