// Business constants and layout tokens (spec 01 §9, spec 02 §9).

export const APPLICATION_STATUS = { AWAITING_PRESCREEN: 'AP', PRESCREEN_SKIPPED: 'PS' } as const;
export type ApplicationStatusCode = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const DEFAULT_TRAFFIC_SOURCE = 'T500-Direct';
export const TAKE_TWO_CAMPAIGN = 'take-two';
export const HOME_COUNTRY_CODE = 'IN';

export const TOKEN_REFRESH_RETRIES = 1;
export const PROFILE_UPDATE_TIMEOUT_MS = 5000;
export const DISCOVER_RELOAD_DELAY_MS = 500;
export const NAVBAR_SHADOW_THRESHOLD_PX = 48;
export const DASHBOARD_REDIRECT_DELAY_MS = 1000;
export const ONE_TAP_RELOAD_DELAY_MS = 1000;
export const EMBED_INIT_RETRIES_MS = [1000, 3000] as const;
export const TOAST_HIDE_MS = 2000;
export const REDIRECTION_READ_DELAY_MS = 1000;
export const REDIRECTION_NAVIGATE_DELAY_MS = 1000;
export const METADATA_POLL = { intervalMs: 500, attempts: 20 } as const;
export const STORE_POLL = { intervalMs: 1000, attempts: 15 } as const;
export const ANALYTICS_READY_TIMEOUT_MS = 5000;

export const DISPLAY_NAME_MAX = 10;
export const DISPLAY_NAME_ELLIPSIS = '....';
export const ESCAPE_KEY_CODE = 27;
export const ONE_TAP_PROMPT = { top: 50, right: 260 } as const;

export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;
export const MARKETING_CLAIM = '1.6M+ professionals';
export const MIN_CTC = 10000;

export const PROFILE_RESUME_MAX_BYTES = 5242880;
export const ANALYSIS_RESUME_MAX_BYTES = 10485760;
export const PROFILE_IMAGE_MAX_BYTES = 5242880;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const FONT_EXTENSIONS = ['woff', 'woff2', 'ttf', 'svg', 'eot'] as const;

export const CURRENCIES = ['USD', 'EUR', 'INR', 'AED', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const SKILL_YEARS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '>9'] as const;
export const QUALIFICATION_TYPES = ['degree', 'certificate', 'diploma'] as const;

export const BREAKPOINTS = { phone: 544, tablet: 820, desktop: 1280 } as const;
export const RESUME_PAGE_COLLAPSE_PX = 768;
export const RESUME_PAGE_MAX_WIDTH_PX = 1200;
export const PAGE_MAX_WIDTH_PX = 1140;
export const NAVBAR_HEIGHT_PX = 60;
export const FOOTER_MIN_HEIGHT_PX = 300;
export const COPYRIGHT_BAR_PX = 40;
export const SUGGESTION_MAX_HEIGHT_PX = 200;
export const TRANSITIONS_MS = [80, 160, 240, 320, 560] as const;
export const SCROLL_OFFSET_JOB_SECTIONS_PX = 220;
export const SCROLL_OFFSET_PROFILE_EXTRA_PX = 50;

export const EXPORT_PRINT = { marginInches: 1, contentWidthPx: 800, closeAfterMs: 1000 } as const;

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

// spec 02 §9: profile-completeness weights, total 100.
export const COMPLETENESS_WEIGHTS = {
  experience: 15,
  education: 10,
  skills: 10,
  location: 5,
  phone: 10,
  first_name: 5,
  job_profile_preference: 5,
  resume: 20,
  salary_amount: 5,
  experience_years: 5,
  joining_range: 5,
  linkedIn: 5,
} as const;

export const BUSINESS_EMAIL_BLOCKED_DOMAINS = [
  'gmail',
  'google',
  'yahoo',
  'outlook',
  'hotmail',
  'msn',
  'yopmail',
  'aol',
  'abc',
  'rediffmail',
  'live',
  'me',
  'ymail',
  'example',
] as const;

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
