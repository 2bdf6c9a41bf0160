// What every page's shell reads as it starts (spec 01 §3, §9): the product's
// name, the configuration's element, the consent cookie, toasts, the Escape
// key and the screen widths. The entry chunk carries this module whole, so it
// holds only these; constants.ts names them too (decision 052).

export const TOAST_HIDE_MS = 2000;
export const ESCAPE_KEY_CODE = 27;
export const MARKETING_CLAIM = '1.6M+ professionals';
export const BREAKPOINTS = { phone: 544, tablet: 820, desktop: 1280 } as const;

export const BROWSER_VIEW = {
  PHONE: 'PHONE',
  TABLET: 'TABLET',
  DESKTOP: 'DESKTOP',
  WIDE_DESKTOP: 'WIDE_DESKTOP',
} as const;
export type BrowserView = keyof typeof BROWSER_VIEW;

/** spec 01 §3: PHONE below 544, TABLET below 820, DESKTOP below 1280, else WIDE_DESKTOP. */
export function browserViewFor(width: number): BrowserView {
  if (width < BREAKPOINTS.phone) return 'PHONE';
  if (width < BREAKPOINTS.tablet) return 'TABLET';
  if (width < BREAKPOINTS.desktop) return 'DESKTOP';
  return 'WIDE_DESKTOP';
}

/** The product's name when configuration gives none: neutral, so a deployment names itself (BRAND_NAME). */
export const DEFAULT_BRAND = 'Talent Platform';
/**
 * The product's name (decision 023). Configuration, set once when the server,
 * a command or the page starts (setBrand); every text that names the product
 * reads it when it is written, so e-mails, titles and feeds all follow it.
 */
export let BRAND: string = DEFAULT_BRAND;
export function setBrand(name: string) {
  BRAND = name.trim() || DEFAULT_BRAND;
}

export const TOAST_TYPES = ['INFO', 'ERROR', 'WARNING', 'SUCCESS'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** The id of the non-executable JSON script that carries the global configuration. */
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/** spec 01 §3: the cookie that keeps a visitor's cookie-consent choice. */
export const CONSENT_COOKIE = 'cookie_consent';
