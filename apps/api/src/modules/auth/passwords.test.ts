import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIFETIMES, AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { users } from '../../db/schema/platform.ts';
import { hashPassword } from '../../lib/password.ts';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { PASSWORD, outbox, signIn, signUp, tokenFromLatestMail, uniqueEmail } from './auth.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { SIGNIN_LIMIT_PER_ACCOUNT: '3', SIGNIN_LIMIT_PER_ADDRESS: '50', PUBLIC_URL: 'https://talent.example.test' },
  });
});
afterAll(async () => ctx?.close());

const NEW_PASSWORD = 'Changed@2024';
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/candidate/refresh-token/', payload: { refresh: token } });
const forgot = (email: string, remoteAddress = '203.0.113.50') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/auth/forgot_password/?email_address=${encodeURIComponent(email)}`,
    remoteAddress,
  });

describe('change password', () => {
  it('checks the old password, sets the new one, ends other sessions and answers a fresh pair', async () => {
    const account = await signUp(ctx);
    const other = (await signIn(ctx, account.email, PASSWORD)).json().refresh as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: account.auth,
      payload: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.detail).toBe(Messages.passwordChanged);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await refresh(body.refresh)).statusCode).toBe(200);
    expect((await signIn(ctx, account.email, PASSWORD)).statusCode).toBe(400);
    expect((await signIn(ctx, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong old password as a field error and changes nothing', async () => {
    const account = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: account.auth,
      payload: { old_password: 'Wrong@1234', new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ old_password: [AuthMessages.wrongOldPassword] });
    expect((await signIn(ctx, account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rule to every field', async () => {
    const account = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: account.auth,
      payload: { old_password: 'x', new_password: 'weakpass' },
    });
    expect(res.json()).toEqual({ old_password: [Messages.passwordRule], new_password: [Messages.passwordRule] });
  });

  it('limits old-password guesses with the sign-in limit', async () => {
    const account = await signUp(ctx);
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/change_password/',
        headers: account.auth,
        payload: { old_password: `Wrong@123${i}`, new_password: NEW_PASSWORD },
      });
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: account.auth,
      payload: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: Messages.tooManyAttempts });
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      payload: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('default and first passwords', () => {
  it('replaces an operator-given default password and clears the flag', async () => {
    const candidate = await createCandidate(ctx, { usingDefaultPassword: true, passwordChangeRequired: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_default_password/',
      headers: candidate.auth,
      payload: { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe(Messages.passwordSetDone);
    const [row] = await ctx.database.db
      .select({ usingDefault: users.usingDefaultPassword, required: users.passwordChangeRequired })
      .from(users)
      .where(eq(users.id, candidate.userId));
    expect(row).toEqual({ usingDefault: false, required: false });
    expect((await signIn(ctx, candidate.email, NEW_PASSWORD)).statusCode).toBe(200);
    // the old access token ended with the old password; the answer carries the new session
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: candidate.auth })).statusCode,
    ).toBe(401);
    // a second time there is no default password to replace
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_default_password/',
      headers: { authorization: `Bearer ${res.json().token}` },
      payload: { new_password: 'Another@2024' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: AuthMessages.noDefaultPassword });
  });

  it('refuses a confirmation that does not match', async () => {
    const candidate = await createCandidate(ctx, { usingDefaultPassword: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_default_password/',
      headers: candidate.auth,
      payload: { new_password: NEW_PASSWORD, confirm_password: 'Other@20244' },
    });
    expect(res.json()).toEqual({ confirm_password: [Messages.passwordMismatch] });
  });

  it('sets a first password on an account without one, once', async () => {
    const candidate = await createCandidate(ctx, { passwordHash: null });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/set-candidate-account/',
      headers: candidate.auth,
      payload: { password: NEW_PASSWORD, first_name: 'Meera' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe(Messages.passwordSetDone);
    expect((await signIn(ctx, candidate.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/set-candidate-account/',
      headers: { authorization: `Bearer ${res.json().token}` },
      payload: { password: 'Another@2024' },
    });
    expect(again.json()).toEqual({ detail: AuthMessages.passwordAlreadySet });
  });
});

describe('forgotten password', () => {
  it('answers the same message for known and unknown addresses and e-mails only the known one', async () => {
    const account = await signUp(ctx);
    const stranger = uniqueEmail('stranger');
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: Messages.forgotPasswordSent });
    expect(unknown.json()).toEqual(known.json());
    const mails = await outbox(ctx, account.email);
    const reset = mails.find((m) => m.subject.includes('Reset'));
    // the link is built from PUBLIC_URL and points at the client route
    expect(reset?.textBody).toMatch(/https:\/\/talent\.example\.test\/reset-password\/\?token=[\w-]{20,}/);
    expect(await outbox(ctx, stranger)).toHaveLength(0);
  });

  it('resets with the e-mailed link once: sessions end, the old password stops working, the link is spent', async () => {
    const account = await signUp(ctx);
    await forgot(account.email);
    const token = await tokenFromLatestMail(ctx, account.email, '/reset-password/');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify_token/${token}/` })).json()).toEqual({
      detail: AuthMessages.linkValid,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password/',
      payload: { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: Messages.passwordResetDone });
    expect((await refresh(account.refresh)).statusCode).toBe(401);
    expect((await signIn(ctx, account.email, PASSWORD)).statusCode).toBe(400);
    expect((await signIn(ctx, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password/',
      payload: { token, password: 'Third@20245' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: Messages.linkExpired });
    const check = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify_token/${token}/` });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ detail: Messages.linkExpired });
  });

  it('refuses an expired link', async () => {
    const account = await signUp(ctx);
    await forgot(account.email);
    const token = await tokenFromLatestMail(ctx, account.email, '/reset-password/');
    ctx.clock.advance(AUTH_LIFETIMES.passwordResetSeconds * 1000 + 1000);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify_token/${token}/` })).statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password/',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.json()).toEqual({ detail: Messages.linkExpired });
    expect((await signIn(ctx, account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    const account = await signUp(ctx);
    await forgot(account.email);
    const first = await tokenFromLatestMail(ctx, account.email, '/reset-password/');
    await forgot(account.email);
    const second = await tokenFromLatestMail(ctx, account.email, '/reset-password/');
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify_token/${first}/` })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify_token/${second}/` })).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password/',
      payload: { token: 'whatever', password: 'weak' },
    });
    expect(weak.json()).toEqual({ password: [Messages.passwordRule] });
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password/',
      payload: { token: 'whatever', password: NEW_PASSWORD, confirm_password: 'Other@12345' },
    });
    expect(mismatch.json()).toEqual({ confirm_password: [Messages.passwordMismatch] });
  });

  it('limits reset e-mails per account (429) without saying whether it exists', async () => {
    const stranger = uniqueEmail('limited');
    for (let i = 0; i < 3; i++) expect((await forgot(stranger, `203.0.113.${60 + i}`)).statusCode).toBe(200);
    const res = await forgot(stranger, '203.0.113.70');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: Messages.tooManyAttempts });
  });

  it('lets a candidate locked out by failed sign-ins in again after a reset', async () => {
    const account = await signUp(ctx);
    for (let i = 0; i < 3; i++) await signIn(ctx, account.email, 'Wrong@1234');
    expect((await signIn(ctx, account.email, PASSWORD)).statusCode).toBe(429);
    await forgot(account.email, '203.0.113.80');
    const token = await tokenFromLatestMail(ctx, account.email, '/reset-password/');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password/',
      payload: { token, password: NEW_PASSWORD },
    });
    expect((await signIn(ctx, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('marks the address verified, since the link reached it', async () => {
    const email = uniqueEmail();
    const candidate = await createCandidate(ctx, { email, passwordHash: await hashPassword(PASSWORD) });
    await forgot(email, '203.0.113.90');
    const token = await tokenFromLatestMail(ctx, email, '/reset-password/');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password/',
      payload: { token, password: NEW_PASSWORD },
    });
    const [row] = await ctx.database.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, candidate.userId));
    expect(row!.verified).toBe(true);
  });
});
