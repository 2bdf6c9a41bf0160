// The Redis that `*.redis.test.ts` files run against. vitest.config.ts runs
// those files only when TEST_REDIS_URL is set (CI sets it; .ci/run does when a
// Redis answers on 127.0.0.1:6379), and says so when it is not.
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('*.redis.test.ts files need TEST_REDIS_URL, e.g. redis://127.0.0.1:6379/15');
  return url;
}
