// The expectations every rate-limit store meets; rate-limit.test.ts runs them
// on the memory store, rate-limit.redis.test.ts on a real Redis.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from './rate-limit.ts';

export function clock(start = Date.UTC(2030, 0, 1, 12, 0, 0)) {
  const state = { now: new Date(start) };
  return { now: () => state.now, advance: (ms: number) => (state.now = new Date(state.now.getTime() + ms)) };
}

export function describeRateLimiter(kind: 'memory' | 'redis', make: (now: () => Date) => RateLimiter) {
  describe(`${kind} limiter`, () => {
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

    describe('progressive delay', () => {
      const policy = { free: 3, baseSeconds: 1, capSeconds: 8, windowSeconds: 600 };

      it('allows the free failures, then makes each next attempt wait twice as long, up to the cap', async () => {
        const k = key();
        for (let i = 1; i <= 3; i++) {
          expect(await limiter.attempt(k, policy)).toMatchObject({ allowed: true, count: i });
        }
        const waits: number[] = [];
        for (let i = 0; i < 5; i++) {
          const refused = await limiter.attempt(k, policy);
          expect(refused.allowed).toBe(false);
          waits.push(refused.retryAfterSeconds);
          time.advance(refused.retryAfterSeconds * 1000);
          expect((await limiter.attempt(k, policy)).allowed).toBe(true);
        }
        expect(waits).toEqual([1, 2, 4, 8, 8]);
      });

      it('counts nothing while refused, and never refuses for good', async () => {
        const k = key();
        for (let i = 0; i < 3; i++) await limiter.attempt(k, policy);
        for (let i = 0; i < 10; i++) expect((await limiter.attempt(k, policy)).count).toBe(3);
        time.advance(1000);
        expect(await limiter.attempt(k, policy)).toMatchObject({ allowed: true, count: 4 });
      });

      it("forgive 'all' forgets the failures; 'one' takes an attempt back and lifts the delay below the free count", async () => {
        const k = key();
        for (let i = 0; i < 3; i++) await limiter.attempt(k, policy);
        await limiter.forgive(k, 'one');
        expect(await limiter.attempt(k, policy)).toMatchObject({ allowed: true, count: 3 });
        await limiter.forgive(k, 'all');
        expect(await limiter.attempt(k, policy)).toMatchObject({ allowed: true, count: 1 });
      });

      it('forgets failures a window after the last one', async () => {
        const k = key();
        for (let i = 0; i < 3; i++) await limiter.attempt(k, policy);
        time.advance(policy.windowSeconds * 1000 + 1000);
        expect(await limiter.attempt(k, policy)).toMatchObject({ allowed: true, count: 1 });
      });
    });
  });
}
