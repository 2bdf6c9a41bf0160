// The guard refuses tokens that outlive their session: a deleted or
// deactivated account, or a token issued before a password change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createTestApp, type TestContext } from '../../test/helpers.ts';
import { users } from '../db/schema/platform.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const profile = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: { authorization } });

describe('auth guard', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/' })).statusCode).toBe(401);
    const other = await ctx.deps.tokens.signAccess({
      sub: '00000000-0000-4000-8000-000000000000',
      candidate_id: 1,
      email: 'x@y.com',
    });
    const forged = `${other.slice(0, -4)}AAAA`;
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses a token issued before a password change, and accepts the new one', async () => {
    const candidate = await createCandidate(ctx);
    expect((await profile(candidate.auth.authorization)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: candidate.auth,
      payload: { old_password: candidate.password, new_password: 'Another@456' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(candidate.auth.authorization)).statusCode).toBe(401);
    const fresh = changed.json<{ token?: string; access?: string }>();
    const token = fresh.token ?? fresh.access;
    expect(token).toBeTruthy();
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses a token whose account was deactivated or deleted', async () => {
    const inactive = await createCandidate(ctx);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.userId));
    expect((await profile(inactive.auth.authorization)).statusCode).toBe(401);
    const deleted = await createCandidate(ctx);
    await ctx.database.db.delete(users).where(eq(users.id, deleted.userId));
    expect((await profile(deleted.auth.authorization)).statusCode).toBe(401);
  });
});
