// spec 01 §2, §3: the cookie-consent banner for signed-out users and the
// preferences sent after sign-in (each true, false, or null without a
// consent cookie). spec 02 §3: the analytics consent (isAnalytics) follows
// the analytical choice.
import type { CookiePreferences } from '@talent/contracts/auth';
import { CONSENT_COOKIE } from '@talent/contracts/page-shell';
import { analyticsConsentChanged } from '../../lib/analytics.ts';
import { getCookie, setCookie } from '../../lib/cookies.ts';

export { CONSENT_COOKIE };
const CONSENT_DAYS = 365;

export function readConsent(): CookiePreferences | null {
  const raw = getCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof CookiePreferences, unknown>>;
    const flag = (v: unknown) => (typeof v === 'boolean' ? v : null);
    return {
      is_necessary: flag(value.is_necessary),
      is_analytical: flag(value.is_analytical),
      is_marketing: flag(value.is_marketing),
    };
  } catch {
    return null;
  }
}

export function writeConsent(preferences: CookiePreferences) {
  setCookie(CONSENT_COOKIE, JSON.stringify(preferences), {
    expires: new Date(Date.now() + CONSENT_DAYS * 24 * 60 * 60 * 1000),
  });
  // decision 024: analytics starts with consent and stops at once without it
  analyticsConsentChanged();
}

/** The payload of the user-preference call. */
export const consentPayload = (): CookiePreferences =>
  readConsent() ?? { is_necessary: null, is_analytical: null, is_marketing: null };
