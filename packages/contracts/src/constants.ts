// Business constants and layout tokens (spec 01 §9, spec 02 §9). What every
// page's shell reads as it starts lives in page-shell.ts, so the first visit
// carries only that part (decision 052); it is named here as well.
export {
  APP_CONFIG_ELEMENT_ID,
  BRAND,
  BREAKPOINTS,
  BROWSER_VIEW,
  browserViewFor,
  CONSENT_COOKIE,
  DEFAULT_BRAND,
  ESCAPE_KEY_CODE,
  MARKETING_CLAIM,
  setBrand,
  TOAST_HIDE_MS,
  TOAST_TYPES,
  type BrowserView,
  type ToastType,
} from './page-shell.ts';

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
export const REDIRECTION_READ_DELAY_MS = 1000;
export const REDIRECTION_NAVIGATE_DELAY_MS = 1000;
export const ANALYTICS_READY_TIMEOUT_MS = 5000;

export const DISPLAY_NAME_MAX = 10;
export const DISPLAY_NAME_ELLIPSIS = '....';
export const ONE_TAP_PROMPT = { top: 50, right: 260 } as const;

export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;
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
