// The guard refuses tokens that outlive their session: a deleted or
// deactivated account, or a token issued before a password change. On PGlite
// it keeps the rows it read and forgets them when a change is announced
// (migration 0319, decision 039): the refusals hold right after a read.
import { eq, sql } from 'drizzle-orm';
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

  it('refuses at once a token whose account changed right after it was read', async () => {
    const readTwice = async (authorization: string) => {
      expect((await profile(authorization)).statusCode).toBe(200);
      expect((await profile(authorization)).statusCode).toBe(200);
    };
    const inactive = await createCandidate(ctx);
    await readTwice(inactive.auth.authorization);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.userId));
    expect((await profile(inactive.auth.authorization)).statusCode).toBe(401);

    const deleted = await createCandidate(ctx);
    await readTwice(deleted.auth.authorization);
    await ctx.database.db.delete(users).where(eq(users.id, deleted.userId));
    expect((await profile(deleted.auth.authorization)).statusCode).toBe(401);

    // a token naming its account in capitals is forgotten by the lower-case id the database announces
    const shouting = await createCandidate(ctx);
    const upper = await ctx.deps.tokens.signAccess({
      sub: shouting.userId.toUpperCase(),
      candidate_id: shouting.candidateId,
      email: shouting.email,
    });
    await readTwice(`Bearer ${upper}`);
    // only the account's own announcement ('u:<id>'), not its read version's
    await ctx.database.db.execute(sql`ALTER TABLE users DISABLE TRIGGER users_read_version`);
    try {
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, shouting.userId));
    } finally {
      await ctx.database.db.execute(sql`ALTER TABLE users ENABLE TRIGGER users_read_version`);
    }
    expect((await profile(`Bearer ${upper}`)).statusCode).toBe(401);

    const moved = await createCandidate(ctx);
    await readTwice(moved.auth.authorization);
    await ctx.database.db.update(users).set({ sessionVersion: 7 }).where(eq(users.id, moved.userId));
    expect((await profile(moved.auth.authorization)).statusCode).toBe(401);
  });

  it('on PGlite answers from the kept row: a change that announces nothing is not seen', async () => {
    const candidate = await createCandidate(ctx);
    expect((await profile(candidate.auth.authorization)).statusCode).toBe(200);
    // every trigger of users off: neither the announcement nor the read version's move
    await ctx.database.db.execute(sql`ALTER TABLE users DISABLE TRIGGER USER`);
    try {
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, candidate.userId));
    } finally {
      await ctx.database.db.execute(sql`ALTER TABLE users ENABLE TRIGGER USER`);
    }
    // PostgreSQL keeps nothing: its guard reads the account on every request
    expect((await profile(candidate.auth.authorization)).statusCode).toBe(ctx.database.engine === 'pglite' ? 200 : 401);
    // the next change that announces itself is seen
    await ctx.database.db.update(users).set({ firstName: 'Again' }).where(eq(users.id, candidate.userId));
    expect((await profile(candidate.auth.authorization)).statusCode).toBe(401);
  });
});
