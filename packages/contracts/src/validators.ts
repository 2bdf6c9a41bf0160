// Shared validators (spec 01 §5, spec 02 §5) as pure functions, free of zod so
// the first page load stays small; zod schemas built on them are in fields.ts.
import { BUSINESS_EMAIL_BLOCKED_DOMAINS } from './constants.ts';

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const isValidPassword = (value: string) => PASSWORD_PATTERN.test(value);

// What every page's api client and session start check (decision 052).
export { containsForbiddenSymbols, FORBIDDEN_SYMBOLS, hasForbiddenSymbols, isTokenExpired } from './request-checks.ts';

export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const DEFAULT_PHONE_COUNTRY_CODE = '+91';
export const isValidPhone = (value: string) => PHONE_PATTERN.test(value);
/** The digits a number of another country code may have (our choice: the spec shows only India's rule). */
export const OTHER_PHONE_PATTERN = /^\d{6,15}$/;
/**
 * The one phone rule, by country code: with the default +91 the spec's rule
 * (spec 01 §5, 10 digits starting 6 to 9), with another code 6 to 15 digits.
 * The profile, onboarding and the one-time codes all check numbers with it.
 */
export const isValidPhoneFor = (phone: string, phoneLocation: string = DEFAULT_PHONE_COUNTRY_CODE) =>
  phoneLocation.trim() === DEFAULT_PHONE_COUNTRY_CODE
    ? isValidPhone(phone.trim())
    : OTHER_PHONE_PATTERN.test(phone.trim());

// spec: a simple word-based pattern with a 2-3 letter top-level domain.
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);

export function isBusinessEmail(value: string): boolean {
  if (!isValidEmail(value)) return false;
  const domain = value.split('@')[1]!.toLowerCase();
  const name = domain.split('.')[0]!;
  return !(BUSINESS_EMAIL_BLOCKED_DOMAINS as readonly string[]).includes(name);
}

export const DECIMAL_PATTERN = /^\d+(\.\d{1,2})?$/;
export const isValidDecimal = (value: string) => DECIMAL_PATTERN.test(value);
export const YEARS_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;
export const isValidYears = (value: string) => YEARS_PATTERN.test(value);

export const URL_PATTERN = /^https?:\/\/[\w-]+(\.[\w-]+)+(:\d+)?([/?#][^\s]*)?$/i;
export const isValidUrl = (value: string) => URL_PATTERN.test(value);
export const LINKEDIN_PATTERN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[^\s/?#]+\/?([?#][^\s]*)?$/i;
export const isValidLinkedIn = (value: string) => LINKEDIN_PATTERN.test(value);
export const matchesPattern = (value: string, pattern: RegExp) => pattern.test(value);

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** spec 02 §5: an object is valid only if no nested string is blank. */
export function hasNoBlankStrings(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.every(hasNoBlankStrings);
  if (value && typeof value === 'object') return Object.values(value).every(hasNoBlankStrings);
  return true;
}

/** spec 02 §5: input no longer than the trigger length is ignored. */
export function debounceWithTrigger<A extends string>(
  fn: (value: A) => void,
  waitMs: number,
  triggerLength: number,
): ((value: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (value: A) => {
    if (timer) clearTimeout(timer);
    if (value.length <= triggerLength) return;
    timer = setTimeout(() => fn(value), waitMs);
  };
  debounced.cancel = () => timer && clearTimeout(timer);
  return debounced;
}
