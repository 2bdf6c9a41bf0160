import { describe, expect, it } from 'vitest';
import { OtpCreateV1RequestSchema, OtpCreateV2RequestSchema, OtpVerifyRequestSchema, otpPhoneError } from './auth.ts';
import { PhoneSchema } from './fields.ts';
import { Messages } from './messages.ts';
import { CandidatePatchSchema, profileRuleIssues } from './profile.ts';

/** The profile's answer for a number with its country code: the field, then the rule across fields. */
function profilePhoneError(phone: string, phoneLocation: string): string | null {
  const parsed = CandidatePatchSchema.safeParse({ phone, phone_location: phoneLocation });
  if (!parsed.success) return parsed.error.issues[0]!.message;
  return profileRuleIssues(parsed.data).find((issue) => issue.path === 'phone')?.message ?? null;
}

const phoneErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.filter((issue) => issue.path[0] === 'phone').map((issue) => issue.message);

describe('the phone rule of the one-time codes (spec 01 §5)', () => {
  it.each([
    ['9876543210', true],
    ['6000000000', true],
    ['5876543210', false],
    ['987654321', false],
    ['98765432101', false],
    ['98765 43210', false],
    ['12345', false],
  ])('with +91, %s: the profile, creating and checking a code agree (%s)', (phone, valid) => {
    expect(PhoneSchema.safeParse(phone).success).toBe(valid);
    expect(otpPhoneError(phone)).toBe(valid ? null : Messages.phone);
    expect(profilePhoneError(phone, '+91')).toBe(valid ? null : Messages.phone);
    expect(OtpCreateV1RequestSchema.safeParse({ phone }).success).toBe(valid);
    const created = OtpCreateV2RequestSchema.safeParse({ phone, phone_location: '+91' });
    const checked = OtpVerifyRequestSchema.safeParse({ phone, phone_location: '+91', otp: '123456' });
    expect([created.success, checked.success]).toEqual([valid, valid]);
    if (!valid) {
      expect(phoneErrors(created)).toContain(Messages.phone);
      expect(phoneErrors(checked)).toContain(Messages.phone);
    }
  });

  it('takes 6 to 15 digits with another country code, to send, to check and on the profile alike', () => {
    for (const [phone, valid] of [
      ['4155550123', true],
      ['123456', true],
      ['5123456789', true],
      ['12345', false],
      ['1234567890123456', false],
      ['41555 0123', false],
    ] as const) {
      expect(profilePhoneError(phone, '+1')).toBe(valid ? null : Messages.phone);
      expect(OtpCreateV2RequestSchema.safeParse({ phone, phone_location: '+1' }).success).toBe(valid);
      expect(OtpVerifyRequestSchema.safeParse({ phone, phone_location: '+1', otp: '123456' }).success).toBe(valid);
    }
  });
});
