import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordFormSchema, EmailSchema, PasswordSchema, freeText } from './fields.ts';
import { Messages } from './messages.ts';
import {
  containsForbiddenSymbols,
  debounceWithTrigger,
  hasNoBlankStrings,
  isBusinessEmail,
  isTokenExpired,
  isUuid,
  isValidDecimal,
  isValidEmail,
  isValidLinkedIn,
  isValidPassword,
  isValidPhone,
  isValidUrl,
  isValidYears,
} from './validators.ts';

describe('password rule (spec 01 §5)', () => {
  it.each(['Secret@123', 'Abcdefg1!', 'zZ9$zzzz', 'short1!A'])('accepts %s', (value) =>
    expect(isValidPassword(value)).toBe(true),
  );
  it.each(['alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12', 'Has space1!', 'Abcdef1#'])('rejects %s', (value) =>
    expect(isValidPassword(value)).toBe(false),
  );
  it('reports the spec message', () => {
    const result = PasswordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(Messages.passwordRule);
  });
  it('requires new and confirm to match', () => {
    const result = ChangePasswordFormSchema.safeParse({
      old_password: 'Secret@123',
      new_password: 'Secret@124',
      confirm_password: 'Secret@125',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([Messages.passwordMismatch]);
  });
});

describe('forbidden symbols (spec 01 §5)', () => {
  it.each(['a<b', 'a>b', 'a|b', 'a\\b', 'a\tb'])('finds them in %j', (value) =>
    expect(containsForbiddenSymbols(value)).toBe(true),
  );
  it('skips option fields but still checks the free text beside them', () => {
    expect(containsForbiddenSymbols({ skills: [{ name: 'Go', exp_years: '>9' }] }, ['exp_years'])).toBe(false);
    expect(containsForbiddenSymbols({ skills: [{ name: 'G|o', exp_years: '>9' }] }, ['exp_years'])).toBe(true);
    expect(containsForbiddenSymbols({ skills: [{ name: 'Go', exp_years: '>9' }] })).toBe(true);
  });
  it('looks into nested objects and arrays', () => {
    expect(containsForbiddenSymbols({ a: [{ b: 'ok' }, { c: ['x|y'] }] })).toBe(true);
    expect(containsForbiddenSymbols({ a: [{ b: 'ok' }], n: 3, z: null })).toBe(false);
  });
  it('is enforced by freeText with the spec message', () => {
    expect(freeText().safeParse('<b>').error?.issues[0]?.message).toBe(Messages.forbiddenSymbols);
    expect(freeText().parse('  fine  ')).toBe('fine');
  });
});

describe('field validators (spec 02 §5)', () => {
  it('phone: 10 digits starting 6–9', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('5876543210')).toBe(false);
    expect(isValidPhone('987654321')).toBe(false);
  });
  it('e-mail: 2–3 letter top-level domain, lower-cased by the schema', () => {
    expect(isValidEmail('a.b@example.com')).toBe(true);
    expect(isValidEmail('a@b.info')).toBe(false);
    expect(isValidEmail('nope')).toBe(false);
    expect(EmailSchema.parse(' Asha@Example.COM ')).toBe('asha@example.com');
  });
  it('business e-mail rejects the listed free providers', () => {
    expect(isBusinessEmail('hr@acme.com')).toBe(true);
    expect(isBusinessEmail('me@gmail.com')).toBe(false);
    expect(isBusinessEmail('me@yahoo.co.in')).toBe(false);
  });
  it('decimals and years of experience', () => {
    expect(isValidDecimal('12.50')).toBe(true);
    expect(isValidDecimal('12.505')).toBe(false);
    expect(isValidYears('12.5')).toBe(true);
    expect(isValidYears('123')).toBe(false);
  });
  it('urls, LinkedIn profiles and UUIDs', () => {
    expect(isValidUrl('https://example.com/a?b=c')).toBe(true);
    expect(isValidUrl('ftp://example.com')).toBe(false);
    expect(isValidLinkedIn('https://www.linkedin.com/in/asha-verma/')).toBe(true);
    expect(isValidLinkedIn('https://www.linkedin.com/company/acme/')).toBe(false);
    expect(isUuid('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
  it('an object with a blank nested string is invalid', () => {
    expect(hasNoBlankStrings({ a: 'x', b: [{ c: 'y' }] })).toBe(true);
    expect(hasNoBlankStrings({ a: 'x', b: [{ c: '  ' }] })).toBe(false);
  });
});

describe('debounce with a trigger length', () => {
  it('ignores input no longer than the trigger length and fires once after the wait', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounceWithTrigger(fn, 300, 2);
    debounced('ab');
    vi.advanceTimersByTime(400);
    expect(fn).not.toHaveBeenCalled();
    debounced('abc');
    debounced('abcd');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith('abcd');
    vi.useRealTimers();
  });
});

describe('token expiry (spec 01 §5)', () => {
  const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
  it('is expired when exp is before now or the token cannot be decoded', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(token(now / 1000 + 60), now)).toBe(false);
    expect(isTokenExpired(`Bearer ${token(now / 1000 + 60)}`, now)).toBe(false);
    expect(isTokenExpired(token(now / 1000 - 1), now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
  });
});
