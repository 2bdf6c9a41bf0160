// Confirm-first sign-up (SIGNUP_CONFIRMATION=email, decision 014): a known and a
// new address get the same status and body and no session; the e-mailed link
// creates the account once, expires, and signs the candidate in like a sign-up
// (spec 01 §4); the owner of a known address hears of the attempt; every call is
// limited and bad input answers 4xx. The default instant mode stays as it was.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIFETIMES, AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { pendingSignups } from '../../db/schema/pending-signups.ts';
import { candidates, queueJobs, users } from '../../db/schema/platform.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { PASSWORD, outbox, tokenFromLatestMail, uniqueEmail } from './auth.test-support.ts';
import { SIGNUP_CONFIRMATION_JOB } from './signup-confirmation.service.ts';

const SIGNUP = '/api/users/candidate/signup_v3/';
const CONFIRM = '/api/users/candidate/signup_v3/confirm/';
const RESEND = '/api/users/candidate/signup_v3/resend/';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      SIGNUP_CONFIRMATION: 'email',
      SIGNUP_LIMIT_PER_ADDRESS: '4',
      SIGNIN_LIMIT_PER_ACCOUNT: '3',
      SIGNIN_LIMIT_PER_ADDRESS: '5',
    },
  });
});
afterAll(async () => ctx?.close());

// each test speaks from its own addresses, so the per-address limits stay with their own test
let lastOctet = 0;
const nextAddress = () => `198.51.100.${++lastOctet}`;

const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Asha',
  last_name: 'Verma',
  email,
  password: PASSWORD,
  ...overrides,
});

const requestSignUp = (email: string, overrides: Record<string, unknown> = {}, ip = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: SIGNUP, payload: signUpBody(email, overrides), remoteAddress: ip });

const confirm = (token: unknown, ip = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: CONFIRM, payload: { token }, remoteAddress: ip });

const resend = (email: string, ip = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: RESEND, payload: { email }, remoteAddress: ip });

const signIn = (email: string, password = PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/candidate/signin/',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

const linkOf = (email: string) => tokenFromLatestMail(ctx, email, '/auth/signup/');

async function userRow(email: string) {
  const [row] = await ctx.database.db
    .select({
      verified: users.emailVerified,
      status: users.onboardingStatus,
      loginCount: users.loginCount,
      consent: users.marketingEmailConsent,
      hash: users.passwordHash,
      phone: candidates.phone,
      referral: candidates.referralCode,
      leadership: candidates.isLeadershipJob,
      candidateId: candidates.id,
    })
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

const pendingRows = (email: string) =>
  ctx.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email.toLowerCase()));

/** A finished confirm-first sign-up: the account exists and is signed in. */
async function confirmedAccount() {
  const email = uniqueEmail('owner');
  expect((await requestSignUp(email)).statusCode).toBe(202);
  const res = await confirm(await linkOf(email));
  expect(res.statusCode).toBe(200);
  return { email, login: res.json<{ token: string; candidate_id: number }>() };
}

describe('confirm-first sign-up: one answer for every address', () => {
  it('answers a known and a new address with the same status and body, no session, one queued job each', async () => {
    const { email: known } = await confirmedAccount();
    await ctx.drainQueue();
    const fresh = uniqueEmail('fresh');
    const jobsBefore = await ctx.database.db
      .select()
      .from(queueJobs)
      .where(eq(queueJobs.kind, SIGNUP_CONFIRMATION_JOB));

    const a = await requestSignUp(known.toUpperCase(), { password: 'Other@12345', first_name: 'Someone' });
    const b = await requestSignUp(fresh);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ detail: AuthMessages.signupCheckInbox });
    for (const res of [a, b]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // the request did the same work for both: the look-up waits in the queue
    const jobsAfter = await ctx.database.db.select().from(queueJobs).where(eq(queueJobs.kind, SIGNUP_CONFIRMATION_JOB));
    expect(jobsAfter.length - jobsBefore.length).toBe(2);
    // nothing exists for the new address until its link is opened
    expect(await userRow(fresh)).toBeNull();
    expect((await signIn(fresh)).statusCode).toBe(400);
  });

  it('e-mails the owner of a known address instead, and changes nothing', async () => {
    const { email } = await confirmedAccount();
    await ctx.drainQueue();
    const before = (await outbox(ctx, email)).length;
    expect((await requestSignUp(email, { password: 'Other@12345' })).statusCode).toBe(202);
    const mails = await outbox(ctx, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toMatch(/already have/);
    expect(mails[0]!.textBody).toContain('/auth/signin/');
    expect(mails[0]!.textBody).not.toContain('sa=confirm');
    // the attempt's password hash is not kept, and the owner's password still works
    expect(await pendingRows(email).then((rows) => rows.filter((row) => row.passwordHash))).toEqual([]);
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await signIn(email, 'Other@12345')).statusCode).toBe(400);
  });
});

describe('the e-mailed link', () => {
  it('creates the verified account from the sign-up, signs it in and says where the sign-up was made', async () => {
    const email = uniqueEmail('Link.Case');
    const res = await requestSignUp(email, {
      phone: '9876543210',
      referral_code: 'FRIEND42',
      applying_to: '17',
      is_leadership_job: true,
      marketing_email_consent: true,
      return_to: '/jobs/acme/backend-engineer/?a=signup&applying_to=17',
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox(ctx, email);
    expect(mail!.subject).toMatch(/Finish creating your/);
    expect(mail!.textBody).toMatch(/expires in 1 day\./);

    const opened = await confirm(await linkOf(email));
    expect(opened.statusCode).toBe(200);
    const body = opened.json();
    expect(Object.keys(body).sort()).toEqual(['candidate_id', 'refresh', 'return_to', 'token', 'user']);
    expect(body.user).toEqual({ email: email.toLowerCase(), login_count: 1 });
    expect(body.return_to).toBe('/jobs/acme/backend-engineer/?a=signup&applying_to=17');
    expect(await userRow(email)).toMatchObject({
      verified: true,
      status: 'SIGNED_UP',
      loginCount: 1,
      consent: true,
      phone: '9876543210',
      referral: 'FRIEND42',
      leadership: true,
      candidateId: body.candidate_id,
      hash: expect.stringMatching(/^\$argon2id\$/),
    });
    // the session works, and so does the password chosen at sign-up
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users/candidate/',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(200);
    // no verification e-mail: the link proved the address
    expect((await outbox(ctx, email)).some((m) => /Verify your e-mail/.test(m.subject))).toBe(false);
    expect(await pendingRows(email).then((rows) => rows.map((row) => row.passwordHash))).toEqual([null]);
  });

  it('works once: a second opening says it was used and offers sign-in', async () => {
    const email = uniqueEmail('once');
    await requestSignUp(email);
    const token = await linkOf(email);
    const [first, second] = [await confirm(token), await confirm(token)];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: AuthMessages.signupLinkUsed });
  });

  it('lets only one of two openings at once create the account', async () => {
    const email = uniqueEmail('race');
    await requestSignUp(email);
    const token = await linkOf(email);
    const statuses = (await Promise.all([confirm(token), confirm(token)])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('expires', async () => {
    const email = uniqueEmail('late');
    await requestSignUp(email);
    const token = await linkOf(email);
    ctx.clock.advance(AUTH_LIFETIMES.signupConfirmationSeconds * 1000 + 1000);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AuthMessages.signupLinkInvalid });
    expect(await userRow(email)).toBeNull();
  });

  it('of a second sign-up with the same new address: the first link opened wins, the other says used', async () => {
    const email = uniqueEmail('twice');
    await requestSignUp(email, { first_name: 'First' });
    const firstToken = await linkOf(email);
    await requestSignUp(email, { first_name: 'Second', password: 'Second@12345' });
    const secondToken = await linkOf(email);
    expect(secondToken).not.toBe(firstToken);
    expect((await confirm(secondToken)).statusCode).toBe(200);
    expect((await confirm(firstToken)).statusCode).toBe(409);
    expect((await signIn(email, 'Second@12345')).statusCode).toBe(200);
  });

  it('answers 400 for an unknown token and bad input, never 5xx', async () => {
    for (const token of ['', 'x'.repeat(257), 'nope', 42, null, 'a\u0000b', ['x'], { $ne: '' }]) {
      const res = await confirm(token);
      expect(res.statusCode, JSON.stringify(token)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(token)).toBeLessThan(500);
    }
    expect((await confirm('nope')).json()).toEqual({ detail: AuthMessages.signupLinkInvalid });
    for (const payload of [undefined, 'text', { email: 'not an address' }, { email: 'a@b.co\u0007' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: RESEND, payload, remoteAddress: nextAddress() });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    for (const return_to of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      'jobs/',
      'x'.repeat(2001),
    ]) {
      const res = await requestSignUp(uniqueEmail('bad'), { return_to });
      expect(res.statusCode, return_to).toBe(400);
      expect(res.json()).toHaveProperty('return_to');
    }
  });
});

describe('sending the link again', () => {
  it('answers every address alike; a waiting sign-up gets a new link and the old one stops working', async () => {
    const email = uniqueEmail('again');
    await requestSignUp(email);
    const oldToken = await linkOf(email);
    const { email: known } = await confirmedAccount();
    const nobody = uniqueEmail('nobody');
    await ctx.drainQueue();
    const knownBefore = (await outbox(ctx, known)).length;

    const answers = [await resend(email), await resend(known), await resend(nobody)];
    expect(answers.map((res) => res.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((res) => res.body))).toEqual(new Set([answers[0]!.body]));
    expect(answers[0]!.json()).toEqual({ detail: AuthMessages.signupLinkResent });

    const newToken = await linkOf(email);
    expect(newToken).not.toBe(oldToken);
    expect((await confirm(oldToken)).statusCode).toBe(400);
    expect((await confirm(newToken)).statusCode).toBe(200);
    // the owner hears again what a sign-up would have told them; a stranger's address gets nothing
    expect((await outbox(ctx, known)).length).toBe(knownBefore + 1);
    expect(await outbox(ctx, nobody)).toHaveLength(0);
  });

  it('sends nothing once the sign-up has expired', async () => {
    const email = uniqueEmail('expired');
    await requestSignUp(email);
    await linkOf(email);
    ctx.clock.advance(AUTH_LIFETIMES.signupConfirmationSeconds * 1000 + 1000);
    const before = (await outbox(ctx, email)).length;
    expect((await resend(email)).statusCode).toBe(202);
    expect(await outbox(ctx, email)).toHaveLength(before);
  });
});

describe('limits', () => {
  it('answers 429 past SIGNUP_LIMIT_PER_ADDRESS sign-ups from one address', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 4; i++) expect((await requestSignUp(uniqueEmail('many'), {}, ip)).statusCode).toBe(202);
    const refused = await requestSignUp(uniqueEmail('many'), {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: Messages.tooManyAttempts });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('e-mails one address a few times per window, sign-ups and resends together, known or not', async () => {
    const statusesFor = async (email: string) => [
      (await requestSignUp(email)).statusCode,
      (await resend(email)).statusCode,
      (await requestSignUp(email)).statusCode,
      (await resend(email)).statusCode,
    ];
    expect(await statusesFor(uniqueEmail('target'))).toEqual([202, 202, 202, 429]);
    // the owner's own sign-up counted once already
    expect(await statusesFor((await confirmedAccount()).email)).toEqual([202, 202, 429, 429]);
  });

  it('limits resends per address', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(uniqueEmail('resend'), ip)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('instant sign-up (the default) is unchanged', () => {
  let instant: TestContext;
  beforeAll(async () => {
    instant = await createTestApp();
  });
  afterAll(async () => instant?.close());

  it('signs a new address in at once and refuses a known one with 409; a stray link answers 400', async () => {
    const email = uniqueEmail('instant');
    const payload = signUpBody(email, { return_to: '/auth/signup/?applying_to=3' });
    const created = await instant.app.inject({ method: 'POST', url: SIGNUP, payload });
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json()).sort()).toEqual(['candidate_id', 'refresh', 'token', 'user']);
    const again = await instant.app.inject({ method: 'POST', url: SIGNUP, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ email: [AuthMessages.emailTaken] });
    const stray = await instant.app.inject({ method: 'POST', url: CONFIRM, payload: { token: 'nope' } });
    expect(stray.statusCode).toBe(400);
  });
});
