// Anti-automation without lockout and no account enumeration (decision 014):
// wrong passwords slow an attacker with growing delays but never lock the
// owner out; a browser that signed in before is counted on its own; sign-up
// and every e-mail form are limited; known and unknown addresses get the same
// status and body, and the work that differs runs in the queue.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { queueJobs } from '../../db/schema/platform.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { PASSWORD, outbox, signUp, uniqueEmail } from './auth.test-support.ts';
import { KNOWN_DEVICE_COOKIE } from './auth-limits.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { SIGNIN_LIMIT_PER_ACCOUNT: '3', SIGNIN_LIMIT_PER_ADDRESS: '50', SIGNUP_LIMIT_PER_ADDRESS: '3' },
  });
});
afterAll(async () => {
  await ctx?.close();
});

function signIn(email: string, password: string, remoteAddress: string, device?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/candidate/signin/',
    payload: { email, password },
    remoteAddress,
    ...(device ? { cookies: { [KNOWN_DEVICE_COOKIE]: device } } : {}),
  });
}

function deviceCookieOf(res: Awaited<ReturnType<typeof signIn>>) {
  const cookie = res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users/candidate/signin/' });
  return cookie!.value;
}

let addressCounter = 0;
/** A fresh address per attempt, as an attacker with many addresses would have. */
const anotherAddress = () => `198.51.100.${(addressCounter++ % 250) + 1}`;

describe('wrong passwords slow down, never lock out', () => {
  it('makes each attempt past the free ones wait longer, and the right password works once the wait is over', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.1' });
    for (let i = 0; i < 3; i++)
      expect((await signIn(owner.email, 'Wrong@1234', anotherAddress())).statusCode).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await signIn(owner.email, 'Wrong@1234', anotherAddress());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: Messages.tooManyAttempts });
      waits.push(Number(refused.headers['retry-after']));
      ctx.clock.advance(waits.at(-1)! * 1000);
      expect((await signIn(owner.email, 'Wrong@1234', anotherAddress())).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
    // the owner waits out one delay, far short of a lock for the whole window
    const refused = await signIn(owner.email, PASSWORD, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeLessThan(ctx.config.RATE_LIMIT_WINDOW_SECONDS);
    ctx.clock.advance(wait * 1000);
    expect((await signIn(owner.email, PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    // and the success forgets the failures
    expect((await signIn(owner.email, 'Wrong@1234', anotherAddress())).statusCode).toBe(400);
  });

  it('lets a browser that signed in before straight in while the account is under attack', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.2' });
    const device = deviceCookieOf(await signIn(owner.email, PASSWORD, '192.0.2.2'));
    for (let i = 0; i < 12; i++) await signIn(owner.email, 'Wrong@1234', anotherAddress());
    expect((await signIn(owner.email, PASSWORD, anotherAddress())).statusCode).toBe(429);
    const known = await signIn(owner.email, PASSWORD, '192.0.2.2', device);
    expect(known.statusCode).toBe(200);
    // the cookie stays the same device
    expect(deviceCookieOf(known)).toBe(device);
  });

  it("gives no way round the delay with another account's or a forged device cookie", async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.3' });
    const attacker = await signUp(ctx, {}, { remoteAddress: '192.0.2.4' });
    const attackersDevice = deviceCookieOf(await signIn(attacker.email, PASSWORD, '192.0.2.4'));
    for (let i = 0; i < 3; i++) await signIn(owner.email, 'Wrong@1234', '192.0.2.4');
    for (const forged of [attackersDevice, `${attackersDevice.split('.')[0]}.AAAA`, 'x'.repeat(5000), '.']) {
      expect((await signIn(owner.email, PASSWORD, '192.0.2.4', forged)).statusCode).toBe(429);
    }
  });

  it('keeps a device cookie slowed too when it guesses wrong itself', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.5' });
    const device = deviceCookieOf(await signIn(owner.email, PASSWORD, '192.0.2.5'));
    for (let i = 0; i < 3; i++)
      expect((await signIn(owner.email, 'Wrong@1234', '192.0.2.5', device)).statusCode).toBe(400);
    expect((await signIn(owner.email, PASSWORD, '192.0.2.5', device)).statusCode).toBe(429);
  });

  it('slows password confirmations inside a session by the user, not by strangers’ guesses', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.6' });
    for (let i = 0; i < 6; i++) await signIn(owner.email, 'Wrong@1234', anotherAddress());
    const change = (old: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/change_password/',
        headers: owner.auth,
        payload: { old_password: old, new_password: 'Another@1234' },
      });
    for (let i = 0; i < 3; i++) expect((await change('Wrong@1234')).statusCode).toBe(400);
    expect((await change(PASSWORD)).statusCode).toBe(429);
    ctx.clock.advance(1000);
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-up and e-mail forms are limited', () => {
  it('answers 429 past SIGNUP_LIMIT_PER_ADDRESS sign-ups from one address, and not for another address', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 3; i++) await signUp(ctx, {}, { remoteAddress: ip });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: { first_name: 'Ravi', last_name: 'Iyer', email: uniqueEmail(), password: PASSWORD },
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: Messages.tooManyAttempts });
    await expect(signUp(ctx, {}, { remoteAddress: '192.0.2.51' })).resolves.toMatchObject({
      candidate_id: expect.any(Number),
    });
  });

  it('limits e-mail address changes per account', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.52' });
    let auth = owner.auth;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/change_email/',
        headers: auth,
        payload: { email: uniqueEmail('moved'), password: PASSWORD },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) auth = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('known and unknown addresses look the same', () => {
  const forgot = (email: string, ip: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/auth/forgot_password/?email_address=${encodeURIComponent(email)}`,
      remoteAddress: ip,
    });
  const verifyLink = (email: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-verification-link/',
      payload: { email },
      remoteAddress: ip,
    });
  const pendingJobs = async (kind: string) =>
    (await ctx.database.db.select().from(queueJobs).where(eq(queueJobs.kind, kind))).filter((job) => !job.doneAt)
      .length;

  it('forgot-password: one answer, one queued job either way; only the account gets a link', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.60' });
    const stranger = uniqueEmail('nobody');
    await ctx.drainQueue();
    const known = await forgot(owner.email, '192.0.2.60');
    const unknown = await forgot(stranger, '192.0.2.61');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    // the request did the same work for both: the look-up waits in the queue
    expect(await pendingJobs('auth.password-reset')).toBe(2);
    expect((await outbox(ctx, owner.email)).some((mail) => mail.subject.includes('Reset your'))).toBe(true);
    expect(await outbox(ctx, stranger)).toHaveLength(0);
  });

  it('verification link: one answer, one queued job either way', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.62' });
    const stranger = uniqueEmail('nobody');
    await ctx.drainQueue();
    const before = (await outbox(ctx, owner.email)).length;
    const known = await verifyLink(owner.email, '192.0.2.62');
    const unknown = await verifyLink(stranger, '192.0.2.63');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(await pendingJobs('auth.verification-link')).toBe(2);
    expect((await outbox(ctx, owner.email)).length).toBe(before + 1);
    expect(await outbox(ctx, stranger)).toHaveLength(0);
  });

  it('sign-up with a known address changes nothing and tells the owner by e-mail', async () => {
    const owner = await signUp(ctx, {}, { remoteAddress: '192.0.2.64' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: { first_name: 'Someone', last_name: 'Else', email: owner.email.toUpperCase(), password: 'Other@12345' },
      remoteAddress: '192.0.2.65',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ email: [AuthMessages.emailTaken] });
    const mails = await outbox(ctx, owner.email);
    expect(mails[0]!.subject).toMatch(/already have/);
    expect(mails[0]!.textBody).toContain('/auth/signin/');
    // the owner's password is unchanged
    expect((await signIn(owner.email, PASSWORD, '192.0.2.64')).statusCode).toBe(200);
  });
});
