import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { refreshTokens } from '../../db/schema/auth.ts';
import { candidates, users } from '../../db/schema/platform.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { PASSWORD, signIn, signUp, uniqueEmail } from './auth.test-support.ts';
import { REFRESH_REUSE_GRACE_MS } from './sessions.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SIGNIN_LIMIT_PER_ACCOUNT: '3', SIGNIN_LIMIT_PER_ADDRESS: '6' } });
});
afterAll(async () => ctx?.close());

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/candidate/refresh-token/', payload: { refresh: token } });

describe('sign-up', () => {
  it('creates the user and the candidate with onboarding status SIGNED_UP and answers the login shape', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: {
        first_name: 'Asha',
        last_name: 'Verma',
        email,
        password: PASSWORD,
        phone: '9876543210',
        referral_code: 'FRIEND42',
        applying_to: '17',
        is_leadership_job: true,
        marketing_email_consent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['candidate_id', 'refresh', 'token', 'user']);
    expect(body.user).toEqual({ email: email.toLowerCase(), login_count: 1 });
    const [row] = await ctx.database.db
      .select({
        email: users.email,
        status: users.onboardingStatus,
        consent: users.marketingEmailConsent,
        hash: users.passwordHash,
        phone: candidates.phone,
        referral: candidates.referralCode,
        leadership: candidates.isLeadershipJob,
        candidateId: candidates.id,
      })
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      status: 'SIGNED_UP',
      consent: true,
      phone: '9876543210',
      referral: 'FRIEND42',
      leadership: true,
      candidateId: body.candidate_id,
    });
    // argon2id, never the password itself
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    const claims = await ctx.deps.tokens.verifyAccess(body.token);
    expect(claims).toMatchObject({ candidate_id: body.candidate_id, email: email.toLowerCase() });
  });

  it('refuses a duplicate e-mail whatever its case, as a field error', async () => {
    const first = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: { first_name: 'B', last_name: 'C', email: first.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ email: [AuthMessages.emailTaken] });
  });

  it('refuses a weak password with the spec message and creates nothing', async () => {
    const email = uniqueEmail();
    for (const password of ['short1!A', 'alllowercase1!', 'NoDigits!!', 'NoSpecial123', 'Sh0rt!']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/candidate/signup_v3/',
        payload: { first_name: 'A', last_name: 'B', email, password },
      });
      if (password === 'short1!A') {
        // 8 characters with every class is the minimum that passes
        expect(res.statusCode).toBe(201);
        continue;
      }
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ password: [Messages.passwordRule] });
    }
  });

  it('refuses forbidden symbols in names and a malformed e-mail, field by field, and saves nothing', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: { first_name: 'Asha<script>', last_name: 'a|b', email: 'not-an-email', password: PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: [Messages.forbiddenSymbols],
      last_name: [Messages.forbiddenSymbols],
      email: [Messages.invalidEmail],
    });
    const tabbed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: { first_name: 'A\tB', last_name: 'C\\D', email, password: PASSWORD, phone: '12345' },
    });
    expect(tabbed.json()).toEqual({
      first_name: [Messages.forbiddenSymbols],
      last_name: [Messages.forbiddenSymbols],
      phone: [Messages.phone],
    });
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('signs in case-insensitively and counts logins', async () => {
    const account = await signUp(ctx);
    const res = await signIn(ctx, account.email.toUpperCase(), PASSWORD, '198.51.100.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: account.email, login_count: 2 },
      candidate_id: account.candidate_id,
    });
  });

  it('answers the same field error for a wrong password and an unknown e-mail', async () => {
    const account = await signUp(ctx);
    const wrong = await signIn(ctx, account.email, 'Wrong@1234', '198.51.100.2');
    const unknown = await signIn(ctx, uniqueEmail('nobody'), PASSWORD, '198.51.100.2');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ email: [AuthMessages.invalidCredentials] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deactivated account with the same message', async () => {
    const account = await signUp(ctx);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.email, account.email));
    const res = await signIn(ctx, account.email, PASSWORD, '198.51.100.3');
    expect(res.json()).toEqual({ email: [AuthMessages.invalidCredentials] });
  });

  it('answers a password that breaks the complexity rule as a wrong password, in the e-mail error list (spec 01 §8)', async () => {
    const account = await signUp(ctx);
    const res = await signIn(ctx, account.email, 'weak', '198.51.100.4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [AuthMessages.invalidCredentials] });
  });
});

describe('rate limits (429)', () => {
  it('locks an account after SIGNIN_LIMIT_PER_ACCOUNT failures, even from many addresses, until the window passes', async () => {
    const account = await signUp(ctx);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(ctx, account.email, 'Wrong@1234', `192.0.2.${10 + i}`)).statusCode).toBe(400);
    }
    const locked = await signIn(ctx, account.email, PASSWORD, '192.0.2.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: Messages.tooManyAttempts });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(ctx.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
    expect((await signIn(ctx, account.email, PASSWORD, '192.0.2.99')).statusCode).toBe(200);
  });

  it('limits one address across accounts, and successes do not count', async () => {
    const ip = '192.0.2.200';
    const account = await signUp(ctx);
    for (let i = 0; i < 4; i++) expect((await signIn(ctx, account.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect((await signIn(ctx, uniqueEmail(`spray${i}`), PASSWORD, ip)).statusCode).toBe(400);
    }
    const refused = await signIn(ctx, account.email, PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: Messages.tooManyAttempts });
    // another address is not affected
    expect((await signIn(ctx, account.email, PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });

  it('clears the account count after a successful sign-in', async () => {
    const account = await signUp(ctx);
    const ip = '192.0.2.150';
    for (let i = 0; i < 2; i++) await signIn(ctx, account.email, 'Wrong@1234', ip);
    expect((await signIn(ctx, account.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await signIn(ctx, account.email, 'Wrong@1234', ip);
    expect((await signIn(ctx, account.email, PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('rotates the refresh token; the new pair works and the access token carries the candidate', async () => {
    const account = await signUp(ctx);
    const res = await refresh(account.refresh);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(pair.refresh).not.toBe(account.refresh);
    expect(await ctx.deps.tokens.verifyAccess(pair.access)).toMatchObject({ candidate_id: account.candidate_id });
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole family when a refresh token is used twice', async () => {
    const account = await signUp(ctx);
    const second = (await refresh(account.refresh)).json().refresh as string;
    // within the grace a reuse is a concurrent refresh (decision 014); after it, a replay
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refresh(account.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: AuthMessages.tokenInvalid });
    // the thief's replay ended the legitimate holder's chain too
    expect((await refresh(second)).statusCode).toBe(401);
    const rows = await ctx.database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(users.email, account.email));
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('keeps other sign-ins of the same account alive when one family is revoked', async () => {
    const account = await signUp(ctx);
    const other = (await signIn(ctx, account.email, PASSWORD, '198.51.100.20')).json().refresh as string;
    await refresh(account.refresh);
    await refresh(account.refresh);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token (the clock moves past its lifetime)', async () => {
    const account = await signUp(ctx);
    ctx.clock.advance(ctx.config.REFRESH_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect((await refresh(account.refresh)).statusCode).toBe(401);
  });

  it('refuses unknown and empty refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('refresh');
  });

  it('logout revokes the refresh token it is given', async () => {
    const account = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/logout/',
      headers: account.auth,
      payload: { refresh: account.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: AuthMessages.loggedOut });
    expect((await refresh(account.refresh)).statusCode).toBe(401);
  });

  it("cannot revoke another candidate's refresh token with its own access token", async () => {
    const victim = await signUp(ctx);
    const attacker = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/logout/',
      headers: attacker.auth,
      payload: { refresh: victim.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(victim.refresh)).statusCode).toBe(200);
  });

  it('logout needs an access token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/candidate/logout/', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: Messages.authRequired });
  });
});
