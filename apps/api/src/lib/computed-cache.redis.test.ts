// The computed cache with Redis behind it (TEST_REDIS_URL): two server
// instances share one computation of a key, and a Redis that fails costs only
// the sharing, never the answer.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/redis.ts';
import { createComputedCache } from './computed-cache.ts';

const REDIS_URL = testRedisUrl();
let redis: Redis;
const prefix = `test:computed:${randomBytes(4).toString('hex')}:`;

beforeAll(() => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('computed cache in Redis', () => {
  it('computes a key on one instance and answers it on another', async () => {
    const second = new Redis(REDIS_URL);
    const one = createComputedCache<{ ids: number[] }>({ prefix, redis });
    const two = createComputedCache<{ ids: number[] }>({ prefix, redis: second });
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return { ids: [3, 1, 2] };
    };
    expect(await one.get('7:12:abc', compute)).toEqual({ value: { ids: [3, 1, 2] }, fresh: true });
    expect(await two.get('7:12:abc', compute)).toEqual({ value: { ids: [3, 1, 2] }, fresh: false });
    expect(calls).toBe(1);
    expect(two.kind).toBe('redis');
    const ttl = await redis.pttl(`${prefix}7:12:abc`);
    expect(ttl).toBeGreaterThan(0);
    second.disconnect();
  });

  it('derives on one instance from the family’s latest value another instance kept', async () => {
    const second = new Redis(REDIS_URL);
    const one = createComputedCache<{ ids: number[] }>({ prefix, redis });
    const two = createComputedCache<{ ids: number[] }>({ prefix, redis: second });
    const lineage = {
      family: '8:abc',
      derive: async (previous: { ids: number[] }) => ({ ids: [...previous.ids, 4] }),
    };
    await one.get('8:1:abc', async () => ({ ids: [1] }), lineage);
    expect(await two.get('8:2:abc', async () => ({ ids: [] }), lineage)).toEqual({
      value: { ids: [1, 4] },
      fresh: true,
      derived: true,
    });
    expect(await one.get('8:2:abc', async () => ({ ids: [] }), lineage)).toEqual({
      value: { ids: [1, 4] },
      fresh: false,
    });
    second.disconnect();
  });

  it('computes here and says so when Redis fails', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    broken.on('error', () => undefined);
    const errors: unknown[] = [];
    const cache = createComputedCache<string>({ prefix, redis: broken, onError: (error) => errors.push(error) });
    expect(await cache.get('k', async () => 'computed')).toEqual({ value: 'computed', fresh: true });
    expect(errors.length).toBeGreaterThan(0);
    expect(await cache.get('k', async () => 'again')).toEqual({ value: 'computed', fresh: false });
    broken.disconnect();
  });
});
