// The memory store against the expectations every store meets (the Redis
// store meets them in rate-limit.redis.test.ts), and the Redis store's
// behaviour when its server cannot be reached.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';
import { describeRateLimiter } from './rate-limit.test-support.ts';

describeRateLimiter('memory', (now) => createRateLimiter({ now }));

describe('redis limiter without its server', () => {
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
