// spec 01 §4 job apply flow as pure functions, so the client follows them and
// the table-driven test beside this file pins every branch: what the Apply
// button does before an application exists, the application status rule, the
// traffic source rule, where the candidate goes after a successful apply (by
// India / outside India and onboarding state), the redirect helper, the
// utm_campaign rule of the event message, and the apply failure message.
import {
  APPLICATION_STATUS,
  DASHBOARD_REDIRECT_DELAY_MS,
  DEFAULT_TRAFFIC_SOURCE,
  HOME_COUNTRY_CODE,
} from './constants.ts';
import { Messages } from './messages.ts';
import { readsAsWords } from './plain-text.ts';
import { ONBOARDING_PROFILE_STEP } from './onboarding-routing.ts';

export const APPLIED_JOB_SCREENING = (applicationId: number | string) => `/appliedjobs/${applicationId}/`;
export const INTERNATIONAL_JOB_APPLY = (applicationId: number | string) => `/job-application/${applicationId}/`;
export const ONBOARDING_RESUME = '/onboarding/resume/';
const DASHBOARD = '/dashboard/';

const withRedirectUrl = (path: string, redirectUrl: string) =>
  `${path}?${new URLSearchParams({ redirect_url: redirectUrl }).toString()}`;

/** spec 01 §3: a country code other than IN is international; a missing one falls back to India. */
export const isInternationalCountry = (countryCode: string | null | undefined) =>
  (countryCode || HOME_COUNTRY_CODE).toUpperCase() !== HOME_COUNTRY_CODE;

// ------------------------------------------------------------ before the application exists

export interface ApplyJobFacts {
  redirection_url: string | null;
  is_external: boolean;
}

export type PreApplyAction =
  /** Step 1: an internal redirection url opens in a new tab. */
  | { kind: 'open-internal'; url: string }
  /** Step 2: the sign-up modal with applying_to; an external job stores returnToJob first. */
  | { kind: 'sign-up'; returnToJob: { url: string; shouldOpenNewTab: boolean } | null }
  /** Step 3: the external application is tracked, then its url opens in a new tab. */
  | { kind: 'track-external'; url: string }
  /** Step 4 onwards: create the application. */
  | { kind: 'create' };

export function preApplyAction(job: ApplyJobFacts, isAuth: boolean): PreApplyAction {
  if (job.redirection_url && !job.is_external) return { kind: 'open-internal', url: job.redirection_url };
  if (!isAuth) {
    return {
      kind: 'sign-up',
      returnToJob: job.is_external && job.redirection_url ? { url: job.redirection_url, shouldOpenNewTab: true } : null,
    };
  }
  if (job.is_external && job.redirection_url) return { kind: 'track-external', url: job.redirection_url };
  return { kind: 'create' };
}

// ------------------------------------------------------------ the application itself

/** spec 01 §4: 'AP' if the job needs screening or the user is international, otherwise 'PS'. */
export function applicationStatusFor(input: { needsScreening: number | boolean; isInternational: boolean }) {
  return Number(input.needsScreening) > 0 || input.isInternational
    ? APPLICATION_STATUS.AWAITING_PRESCREEN
    : APPLICATION_STATUS.PRESCREEN_SKIPPED;
}

/** spec 01 §7: source from utm_source, sourcer from utm_term, both defaulting to 'T500-Direct'. */
export function trafficSource(search: URLSearchParams | { utm_source?: string | null; utm_term?: string | null }) {
  const get = (key: 'utm_source' | 'utm_term') =>
    (search instanceof URLSearchParams ? search.get(key) : search[key])?.trim() || DEFAULT_TRAFFIC_SOURCE;
  return { source: get('utm_source'), sourcer: get('utm_term') };
}

/** spec 01 §7: the event message is asked for only for 'fastnext_T500' or 'automated_…' (sent as 'automated_'). */
export function eventMessageCampaign(utmCampaign: string | null | undefined): string | null {
  if (!utmCampaign) return null;
  if (utmCampaign === 'fastnext_T500') return utmCampaign;
  if (utmCampaign.startsWith('automated_')) return 'automated_';
  return null;
}

// ------------------------------------------------------------ after a successful apply

export interface PostApplyInput {
  applicationId: number;
  countryCode: string | null | undefined;
  onboardingComplete: boolean;
  onboardingStatus: string;
  hasResume: boolean;
  /** Count of the job's screening questions. */
  needsScreening: number;
  /** The onboarding_skip=true query. */
  onboardingSkip: boolean;
  /** The is_leadership_job session flag. */
  leadership: boolean;
  /** spec 01 §2: faq, terms, refer, new jobs, job list, about and privacy policy never redirect. */
  pageSkipsRedirect: boolean;
}

export type PostApplyAction =
  | { kind: 'stay'; message: string }
  | { kind: 'success-then-dashboard'; message: string; to: string; delayMs: number }
  | { kind: 'navigate'; to: string; replace: boolean };

const go = (to: string, replace = false): PostApplyAction => ({ kind: 'navigate', to, replace });

/**
 * Where the candidate goes once the application exists. Steps 4–7 of the apply
 * flow and the routing table by country are one rule here; where they overlap
 * the narrower one wins:
 * - India, onboarded, no screening: the success message and the dashboard
 *   (step 5), also with the skip or leadership flag — an applied-job screening
 *   page without questions would be empty.
 * - Outside India without onboarding: the routing table (resume decides), as it
 *   is the more specific reading of step 4 for international candidates.
 */
export function postApplyAction(input: PostApplyInput): PostApplyAction {
  const id = input.applicationId;
  if (input.pageSkipsRedirect) return { kind: 'stay', message: Messages.jobApplicationSuccessful };
  const international = isInternationalCountry(input.countryCode);
  const flagged = input.onboardingSkip || input.leadership;

  if (!international) {
    if (input.onboardingComplete && input.needsScreening === 0) {
      return {
        kind: 'success-then-dashboard',
        message: Messages.jobApplicationSuccessful,
        to: DASHBOARD,
        delayMs: DASHBOARD_REDIRECT_DELAY_MS,
      };
    }
    if (flagged) return go(input.onboardingComplete ? APPLIED_JOB_SCREENING(id) : INTERNATIONAL_JOB_APPLY(id));
    // step 7: the redirect helper sends an onboarded Indian candidate to screening, replacing history
    if (input.onboardingComplete) return go(redirectHelper(APPLIED_JOB_SCREENING(id), input)!, true);
    // PHONE_VERIFIED, APPLIED_TO_JOB and every other state: onboarding first, then screening
    return go(withRedirectUrl(ONBOARDING_PROFILE_STEP, APPLIED_JOB_SCREENING(id)));
  }

  if (flagged || input.onboardingComplete) return go(INTERNATIONAL_JOB_APPLY(id));
  if (!input.hasResume) return go(withRedirectUrl(ONBOARDING_PROFILE_STEP, INTERNATIONAL_JOB_APPLY(id)));
  return go(INTERNATIONAL_JOB_APPLY(id));
}

/**
 * spec 01 §4 redirect helper: acts only when redirect_url points at an applied
 * job. Outside India: the international job-apply page, through the onboarding
 * resume step first when not onboarded. India: the screening page when
 * onboarded, else the onboarding profile step (keeping redirect_url).
 */
export function redirectHelper(
  redirectUrl: string | null | undefined,
  user: { countryCode: string | null | undefined; onboardingComplete: boolean },
): string | null {
  if (!redirectUrl || !redirectUrl.includes('appliedjobs')) return null;
  const id = /appliedjobs\/(\d+)/.exec(redirectUrl)?.[1];
  if (!id) return null;
  if (isInternationalCountry(user.countryCode)) {
    return user.onboardingComplete
      ? INTERNATIONAL_JOB_APPLY(id)
      : withRedirectUrl(ONBOARDING_RESUME, INTERNATIONAL_JOB_APPLY(id));
  }
  return user.onboardingComplete
    ? APPLIED_JOB_SCREENING(id)
    : withRedirectUrl(ONBOARDING_PROFILE_STEP, APPLIED_JOB_SCREENING(id));
}

// ------------------------------------------------------------ failure

/**
 * spec 01 §8 apply failure: the response's message field, or the whole
 * response when it is a sentence. A response that is data (JSON without a
 * message, a gateway's HTML page) is never shown as it is: the generic
 * message stands in. The catalogue adds the session-expired message by
 * status; we show it for 401 only, where the session really ended — a
 * refused duplicate application must not claim the session expired.
 */
export function applyFailureMessage(status: number, data: unknown): string {
  if (status === 401) return Messages.sessionExpired;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    if (typeof record.detail === 'string' && record.detail) return record.detail;
    const first = Object.values(record).find((v) => Array.isArray(v) && typeof v[0] === 'string') as
      string[] | undefined;
    if (first) return first[0]!;
    return Messages.genericError;
  }
  if (typeof data === 'string' && readsAsWords(data)) return data.trim();
  return Messages.genericError;
}
