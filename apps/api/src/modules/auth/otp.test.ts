import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIFETIMES, AuthMessages, OTP_RESEND_SECONDS } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { phoneOtps } from '../../db/schema/auth.ts';
import { candidates } from '../../db/schema/platform.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { outbox, signUp, type SignedUp } from './auth.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SIGNIN_LIMIT_PER_ACCOUNT: '4' } });
});
afterAll(async () => ctx?.close());

async function sendCode(account: SignedUp, phone: string, phoneLocation?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: phoneLocation ? '/api/v2/otp/create/' : '/api/v1/otp/create/',
    headers: account.auth,
    payload: phoneLocation ? { phone, phone_location: phoneLocation } : { phone },
  });
  if (res.statusCode !== 200) return { res, code: null };
  const [text] = await outbox(ctx, `${phoneLocation ?? '+91'}${phone}`);
  return { res, code: /\b(\d{6})\b/.exec(text!.textBody)![1]! };
}
const verify = (account: SignedUp, phone: string, otp: string, phoneLocation?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/otp/verify/',
    headers: account.auth,
    payload: { phone, otp, ...(phoneLocation ? { phone_location: phoneLocation } : {}) },
  });
const phoneOf = async (candidateId: number) =>
  (
    await ctx.database.db
      .select({ phone: candidates.phone, location: candidates.phoneLocation })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
  )[0];

describe('phone one-time codes', () => {
  it('texts a six-digit code (stored only as a digest) that saves the phone number once checked', async () => {
    const account = await signUp(ctx);
    const { res, code } = await sendCode(account, '9123456780');
    expect(res.json()).toEqual({ detail: AuthMessages.otpSent, expires_in: AUTH_LIFETIMES.otpSeconds });
    const stored = await ctx.database.db.select({ hash: phoneOtps.codeHash }).from(phoneOtps);
    expect(stored.some((row) => row.hash.includes(code!))).toBe(false);
    const ok = await verify(account, '9123456780', code!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: AuthMessages.otpVerified });
    expect(await phoneOf(account.candidate_id)).toEqual({ phone: '9123456780', location: '+91' });
    // a verified code is spent
    expect((await verify(account, '9123456780', code!)).statusCode).toBe(400);
  });

  it('refuses a wrong code, and after five wrong tries even the right one', async () => {
    const account = await signUp(ctx);
    const { code } = await sendCode(account, '9000000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < AUTH_LIFETIMES.otpMaxAttempts; i++) {
      const res = await verify(account, '9000000001', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ otp: [AuthMessages.otpInvalid] });
    }
    expect((await verify(account, '9000000001', code!)).statusCode).toBe(400);
    expect((await phoneOf(account.candidate_id))!.phone).toBeNull();
  });

  it('refuses an expired code', async () => {
    const account = await signUp(ctx);
    const { code } = await sendCode(account, '9000000002');
    ctx.clock.advance(AUTH_LIFETIMES.otpSeconds * 1000 + 1000);
    expect((await verify(account, '9000000002', code!)).statusCode).toBe(400);
  });

  it("a code is bound to its candidate: another candidate's token cannot use it", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const { code } = await sendCode(owner, '9000000003');
    expect((await verify(other, '9000000003', code!)).statusCode).toBe(400);
    expect((await phoneOf(other.candidate_id))!.phone).toBeNull();
  });

  it('v2 takes a country code; v1 applies the Indian phone rule', async () => {
    const account = await signUp(ctx);
    const { code } = await sendCode(account, '4155550123', '+1');
    expect((await verify(account, '4155550123', code!, '+1')).statusCode).toBe(200);
    expect(await phoneOf(account.candidate_id)).toEqual({ phone: '4155550123', location: '+1' });
    const { res } = await sendCode(account, '4155550123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone: [Messages.phone] });
    const v2India = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/otp/create/',
      headers: account.auth,
      payload: { phone: '1234567890', phone_location: '+91' },
    });
    expect(v2India.json()).toEqual({ phone: [Messages.phone] });
  });

  it('pauses between codes to one number: 429 in words with Retry-After, on v1 and v2 alike', async () => {
    const account = await signUp(ctx);
    const first = await sendCode(account, '9000000300');
    expect(first.res.statusCode).toBe(200);

    ctx.clock.advance(12_000);
    for (const again of [await sendCode(account, '9000000300'), await sendCode(account, '9000000300', '+91')]) {
      expect(again.res.statusCode).toBe(429);
      expect(again.res.headers['retry-after']).toBe(String(OTP_RESEND_SECONDS - 12));
      expect(again.res.json()).toEqual({
        detail: AuthMessages.otpResendWait(OTP_RESEND_SECONDS - 12),
        retry_after: OTP_RESEND_SECONDS - 12,
      });
    }
    // no new code went out, and the one sent still works
    expect(await outbox(ctx, '+919000000300')).toHaveLength(1);

    // another number, and another account with the same number, need not wait
    expect((await sendCode(account, '9000000301')).res.statusCode).toBe(200);
    expect((await sendCode(account, '9000000300', '+44')).res.statusCode).toBe(200);
    expect((await sendCode(await signUp(ctx), '9000000300')).res.statusCode).toBe(200);

    // once the pause is over a new code goes out, and the pause starts again from it
    ctx.clock.advance((OTP_RESEND_SECONDS - 12) * 1000);
    const later = await sendCode(account, '9000000300');
    expect(later.res.statusCode).toBe(200);
    expect((await verify(account, '9000000300', later.code!)).statusCode).toBe(200);
    ctx.clock.advance(29_500);
    const soon = await sendCode(account, '9000000300');
    expect(soon.res.statusCode).toBe(429);
    expect(soon.res.json()).toEqual({ detail: AuthMessages.otpResendWait(1), retry_after: 1 });
    expect(AuthMessages.otpResendWait(1)).toMatch(/in 1 second\.$/);
  });

  it('limits how many codes one candidate can request (429)', async () => {
    const account = await signUp(ctx);
    for (let i = 0; i < 4; i++) expect((await sendCode(account, `900000010${i}`)).res.statusCode).toBe(200);
    const { res } = await sendCode(account, '9000000200');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: Messages.tooManyAttempts });
  });
});
