// The Redis store against the expectations every store meets, on a real Redis
// (TEST_REDIS_URL), and what only a shared store does: one count for several
// server instances, keys that expire with their window.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/redis.ts';
import { createRateLimiter } from './rate-limit.ts';
import { clock, describeRateLimiter } from './rate-limit.test-support.ts';

const REDIS_URL = testRedisUrl();
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

describeRateLimiter('redis', (now) => createRateLimiter({ redis, now, prefix }));

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
});
