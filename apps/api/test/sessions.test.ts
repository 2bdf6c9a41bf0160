// Sessions that end (decision 014): logout ends the access token at once, a
// revoked family ends its access tokens, two refreshes of one token at once
// both succeed while a later replay still revokes the family, token answers
// are never cached, and HSTS is a configuration switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../src/modules/auth/auth.test-support.ts';
import { REFRESH_REUSE_GRACE_MS } from '../src/modules/auth/sessions.service.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: { authorization: `Bearer ${token}` } });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/candidate/refresh-token/', payload: { refresh: token } });

describe('sessions', () => {
  it('ends the access token at logout, with or without the refresh token in the body', async () => {
    const first = await signUp(ctx);
    expect((await me(first.token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/logout/',
      headers: first.auth,
      payload: { refresh: first.refresh },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(first.token)).statusCode).toBe(401);

    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signin/',
      payload: { email: first.email, password: PASSWORD },
    });
    const second = signin.json<{ token: string; refresh: string }>();
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/logout/',
      headers: { authorization: `Bearer ${second.token}` },
      payload: {},
    });
    expect(bare.statusCode).toBeLessThan(300);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it('answers two refreshes of one token at once, and still treats a later reuse as a replay', async () => {
    const account = await signUp(ctx);
    const [a, b] = await Promise.all([refresh(account.refresh), refresh(account.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pairA = a.json<{ access: string; refresh: string }>();
    const pairB = b.json<{ access: string; refresh: string }>();
    expect((await me(pairA.access)).statusCode).toBe(200);
    expect((await me(pairB.access)).statusCode).toBe(200);

    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(account.refresh)).statusCode).toBe(401);
    // the replay revoked the family: its tokens end at once
    expect((await me(pairA.access)).statusCode).toBe(401);
    expect((await refresh(pairB.refresh)).statusCode).toBe(401);
  });

  it('marks token answers no-store', async () => {
    const account = await signUp(ctx);
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signin/',
      payload: { email: account.email, password: PASSWORD },
    });
    expect(signin.headers['cache-control']).toBe('no-store');
    const rotated = await refresh(signin.json<{ refresh: string }>().refresh);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/' })).headers['strict-transport-security']).toBe(
      undefined,
    );
  });
});

describe('HSTS', () => {
  it('is sent when HSTS_MAX_AGE_SECONDS is set', async () => {
    const withHsts = await createTestApp({ env: { HSTS_MAX_AGE_SECONDS: '31536000' } });
    try {
      const response = await withHsts.app.inject({ method: 'GET', url: '/api/health/' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await withHsts.close();
    }
  });
});
