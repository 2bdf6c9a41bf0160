// With REDIS_URL (deps.redis), sign-in limits are shared by every instance:
// two apps on one database and one Redis (TEST_REDIS_URL), like two servers
// behind a balancer.
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { testRedisUrl } from '../../../test/redis.ts';
import { PASSWORD, signUp } from './auth.test-support.ts';

let ctx: TestContext;
let redis: Redis;
let instances: FastifyInstance[];

beforeAll(async () => {
  ctx = await createTestApp({ env: { SIGNIN_LIMIT_PER_ACCOUNT: '3' } });
  redis = new Redis(testRedisUrl());
  instances = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ ...ctx.deps, redis }, { logger: false, clientDir: '/nonexistent' });
    await app.ready();
    instances.push(app);
  }
});
afterAll(async () => {
  for (const app of instances ?? []) await app.close();
  redis?.disconnect();
  await ctx?.close();
});

describe('sign-in limits in Redis', () => {
  it('counts failures on one instance against sign-ins on another (429)', async () => {
    const account = await signUp(ctx);
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    // an address of this run's own: the Redis outlives a run, and the PGlite and PostgreSQL runs of
    // this file share it, so a fixed address would carry their failures into this one's count
    const remoteAddress = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/candidate/signin/',
        payload: { email: account.email, password },
        remoteAddress,
      });
    expect((await attempt(a, 'Wrong@1234')).statusCode).toBe(400);
    expect((await attempt(b, 'Wrong@1234')).statusCode).toBe(400);
    expect((await attempt(a, 'Wrong@1234')).statusCode).toBe(400);
    const refused = await attempt(b, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: Messages.tooManyAttempts });
    const keys = await redis.keys(`ratelimit:*signin:account:${account.email}`);
    expect(keys).toHaveLength(1);
    await redis.del(...keys);
    expect((await attempt(a, PASSWORD)).statusCode).toBe(200);
  });
});
