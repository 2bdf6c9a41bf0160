import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIFETIMES, AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { devOutbox, users } from '../../db/schema/platform.ts';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { PASSWORD, outbox, signIn, signUp, tokenFromLatestMail, uniqueEmail } from './auth.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SIGNIN_LIMIT_PER_ACCOUNT: '3' } });
});
afterAll(async () => ctx?.close());

const verify = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email-verification-link/', payload: { token } });
const emailVerified = async (userEmail: string) => {
  const [row] = await ctx.database.db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, userEmail));
  return row?.verified;
};

describe('e-mail verification', () => {
  it('sign-up e-mails a verification link that verifies the address once', async () => {
    const account = await signUp(ctx);
    // the host of the request builds the link when PUBLIC_URL is not set
    const [mail] = await outbox(ctx, account.email);
    expect(mail!.textBody).toMatch(/http:\/\/127\.0\.0\.1:8080\/verify-email\/\?token=/);
    const token = await tokenFromLatestMail(ctx, account.email, '/verify-email/');
    expect(await emailVerified(account.email)).toBe(false);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: AuthMessages.emailVerified, email: account.email });
    expect(await emailVerified(account.email)).toBe(true);
    // the same link a second time: already verified, not 'invalid or expired'
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: AuthMessages.emailAlreadyVerified, email: account.email });
    expect((await verify('not-a-link-we-sent-0123456789')).json()).toEqual({
      detail: AuthMessages.verificationLinkInvalid,
    });
  });

  it('sends a new link on request (signed in), which voids the previous one', async () => {
    const account = await signUp(ctx);
    const first = await tokenFromLatestMail(ctx, account.email, '/verify-email/');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send_email_verification/',
      headers: account.auth,
    });
    expect(res.json()).toEqual({ detail: AuthMessages.verificationSent });
    const second = await tokenFromLatestMail(ctx, account.email, '/verify-email/');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send_email_verification/',
      headers: account.auth,
    });
    expect(verified.json()).toEqual({ detail: AuthMessages.emailAlreadyVerified });
  });

  it('sends a link by address without telling whether the account exists', async () => {
    const account = await signUp(ctx);
    const stranger = uniqueEmail('nobody');
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-verification-link/',
      payload: { email: account.email },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-verification-link/',
      payload: { email: stranger },
    });
    expect(known.json()).toEqual({ detail: AuthMessages.verificationSentIfExists });
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(ctx, account.email)).toHaveLength(2);
    expect(await outbox(ctx, stranger)).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const account = await signUp(ctx);
    const token = await tokenFromLatestMail(ctx, account.email, '/verify-email/');
    ctx.clock.advance(AUTH_LIFETIMES.emailVerificationSeconds * 1000 + 1000);
    expect((await verify(token)).statusCode).toBe(400);
    expect(await emailVerified(account.email)).toBe(false);
  });
});

describe('change e-mail', () => {
  it('needs the password, refuses a taken address, then moves the account and asks to verify the new one', async () => {
    const account = await signUp(ctx);
    const other = await signUp(ctx);
    const next = uniqueEmail('moved');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_email/',
      headers: account.auth,
      payload: { email: next, password: 'Wrong@1234' },
    });
    expect(wrong.json()).toEqual({ password: [AuthMessages.wrongPassword] });
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_email/',
      headers: account.auth,
      payload: { email: other.email.toUpperCase(), password: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ email: [AuthMessages.emailTaken] });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_email/',
      headers: account.auth,
      payload: { email: next, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ detail: AuthMessages.emailChanged, email: next });
    expect(await ctx.deps.tokens.verifyAccess(body.token)).toMatchObject({ email: next });
    expect((await signIn(ctx, next, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx, account.email, PASSWORD)).statusCode).toBe(400);
    // the old address is told; the new one must be verified
    const notice = (await outbox(ctx, account.email)).find((m) => /e-mail address was changed/.test(m.subject));
    expect(notice?.textBody).toContain(next);
    expect(await emailVerified(next)).toBe(false);
    expect((await verify(await tokenFromLatestMail(ctx, next, '/verify-email/'))).statusCode).toBe(200);
    expect(await emailVerified(next)).toBe(true);
  });

  it('a verification link sent to the old address stops working after the change', async () => {
    const account = await signUp(ctx);
    const oldLink = await tokenFromLatestMail(ctx, account.email, '/verify-email/');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_email/',
      headers: account.auth,
      payload: { email: uniqueEmail('again'), password: PASSWORD },
    });
    expect((await verify(oldLink)).statusCode).toBe(400);
  });

  it('an account without a password is asked to set one first', async () => {
    const candidate = await createCandidate(ctx, { passwordHash: null });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_email/',
      headers: candidate.auth,
      payload: { email: uniqueEmail() },
    });
    expect(res.json()).toEqual({ password: [AuthMessages.passwordNeeded] });
  });
});

describe('account settings, consent and cookie preferences', () => {
  it('reads and updates the settings', async () => {
    const account = await signUp(ctx, { marketing_email_consent: false });
    const get = await ctx.app.inject({ method: 'GET', url: '/api/users/account_setting/', headers: account.auth });
    expect(get.json()).toEqual({
      email: account.email,
      first_name: 'Asha',
      last_name: 'Verma',
      email_verified: false,
      marketing_email_consent: false,
      has_password: true,
      using_default_password: false,
      password_change_required: false,
      cookie_preferences: { is_necessary: null, is_analytical: null, is_marketing: null },
    });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/account_setting/',
      headers: account.auth,
      payload: { first_name: 'Ashima', marketing_email_consent: true },
    });
    expect(patch.json()).toMatchObject({ first_name: 'Ashima', last_name: 'Verma', marketing_email_consent: true });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/account_setting/',
      headers: account.auth,
      payload: { last_name: 'x>y' },
    });
    expect(bad.json()).toEqual({ last_name: [Messages.forbiddenSymbols] });
  });

  it('stores the marketing e-mail consent', async () => {
    const account = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/email_consent/',
      headers: account.auth,
      payload: { marketing_email_consent: true },
    });
    expect(res.json()).toEqual({ marketing_email_consent: true });
    const [row] = await ctx.database.db
      .select({ consent: users.marketingEmailConsent })
      .from(users)
      .where(eq(users.email, account.email));
    expect(row!.consent).toBe(true);
  });

  it('stores cookie preferences, each true, false or null', async () => {
    const account = await signUp(ctx);
    const prefs = { is_necessary: true, is_analytical: false, is_marketing: null };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/set_user_preferences/',
      headers: account.auth,
      payload: prefs,
    });
    expect(res.json()).toEqual(prefs);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/users/account_setting/', headers: account.auth });
    expect(settings.json().cookie_preferences).toEqual(prefs);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/set_user_preferences/',
      headers: account.auth,
      payload: { is_necessary: 'yes', is_analytical: null, is_marketing: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('is_necessary');
  });

  it('all of these need a valid token', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/account_setting/'],
      ['POST', '/api/users/set_user_preferences/'],
      ['POST', '/api/users/candidate/email_consent/'],
      ['POST', '/api/auth/send_email_verification/'],
      ['GET', '/api/gdpr/generate_candidate_data/'],
    ] as const) {
      const none = await ctx.app.inject({ method, url });
      expect(none.statusCode).toBe(401);
      const forged = await ctx.app.inject({ method, url, headers: { authorization: 'Bearer forged.token.value' } });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ detail: Messages.invalidToken });
    }
  });
});

describe('development outbox page', () => {
  it('lists messages with their links clickable and everything escaped', async () => {
    const account = await signUp(ctx, { first_name: 'Ravi' });
    await ctx.drainQueue();
    await ctx.database.db.insert(devOutbox).values({
      toAddress: account.email,
      subject: '<img src=x onerror=alert(1)>',
      textBody: 'See <script>alert(1)</script> javascript:alert(1) and "quoted" http://localhost/x?a=1&b=2',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/outbox/?to=${encodeURIComponent(account.email)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).toContain('<a href="http://localhost/x?a=1&amp;b=2" rel="noreferrer">');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:8080\/verify-email\/\?token=[\w-]+"/);
    // only this address's messages when filtered
    expect(html.match(/<article/g)).toHaveLength(2);
  });
});
