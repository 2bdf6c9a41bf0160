// spec 01 §4: where a signed-in candidate belongs, by onboarding status — the
// landing route after login, the reroutes on each navigation with their skips
// and exceptions, back_page, the redirect_to/data query, and where the user
// goes after additional information is saved. Pure functions; the client's
// onboarding hook and the sign-in flow call them, and the table-driven test
// beside this file pins every branch.
//
// Readings of the spec made here (it leaves them open):
// - The onboarding flow of this client is profile → resume → professional
//   details → personal details (the 'additional information') → refer and
//   earn: a resume fills the jobs, education and skills the later steps ask
//   for, so it comes before them; it can be skipped (decision 049).
//   While onboarding is incomplete a candidate may stay on any step up to the
//   one their status has reached; a step further ahead sends them to that
//   step. The general landing rule would send an unfinished candidate back to
//   the profile step from every later step (their V2 status is 'unknown'), so
//   it applies on onboarding routes only once onboarding is complete.
// - 'When onboarding is complete the redirect still happens on every route
//   except those listed and profile view': a completed candidate is rerouted
//   from onboarding steps and other unlisted protected routes, never from the
//   listed ones or the profile view.
import { Messages } from './messages.ts';
import { ONBOARDING_FINISHED } from './onboarding.ts';
import { matchRoute, type RouteDef } from './routes.ts';

/** The spec does not show the onboarding profile step's path; we chose this one (decision 005). */
export const ONBOARDING_PROFILE_STEP = '/onboarding/profile/';
export const DASHBOARD = '/dashboard/';
export const ONBOARDING_REFER_AND_EARN = '/onboarding/refer-and-earn/';
export const ONBOARDING_RESUME_STEP = '/onboarding/resume/';
export const ONBOARDING_PROFESSIONAL_STEP = '/onboarding/professional-experience/';
export const ONBOARDING_PERSONAL_STEP = '/onboarding/about-you/';

export interface LandingUser {
  onboarding_status: string;
  onboarding_complete: boolean;
}

/** spec 01 §4 landing route after login by onboarding status. */
export function landingRouteFor(user: LandingUser): string {
  switch (user.onboarding_status) {
    case 'PHONE_VERIFIED':
    case 'APPLIED_TO_JOB':
    case 'SIGNED_UP':
    case 'PRE_SCREENED':
      return ONBOARDING_PROFILE_STEP;
    case 'EDUCATION_VERIFIED_V2':
    case 'ASSESSMENT_NA':
    case 'ASSESSMENT_TAKEN':
    case ONBOARDING_FINISHED:
      return DASHBOARD;
    default:
      return user.onboarding_complete ? DASHBOARD : ONBOARDING_PROFILE_STEP;
  }
}

// ------------------------------------------------------------ the onboarding flow

/**
 * The steps in order, one per screen, with the label the stepper shows (spec 01
 * §4 page labels for the three the spec names). Phone verification is part of
 * the profile step, next to the phone number (decision 008).
 */
export const ONBOARDING_STEPS = [
  { path: ONBOARDING_PROFILE_STEP, routeIds: ['onboardingProfile'], label: 'PROFILE' },
  { path: ONBOARDING_RESUME_STEP, routeIds: ['onboardingResume'], label: 'RESUME' },
  {
    path: ONBOARDING_PROFESSIONAL_STEP,
    routeIds: ['onboardingProfessionalExperience'],
    label: 'PROFESSIONAL DETAILS',
  },
  {
    path: ONBOARDING_PERSONAL_STEP,
    routeIds: ['onboardingAboutYou', 'onboardingAboutYouLegacy'],
    label: 'PERSONAL DETAILS',
  },
  { path: ONBOARDING_REFER_AND_EARN, routeIds: ['onboardingReferAndEarn'], label: 'REFER AND EARN' },
] as const;

/** The status each step's save leaves behind (spec 01 §4 names; the V2 ones drive the page labels). */
export const STATUS_AFTER_STEP = {
  profile: 'BASIC_INFO_VERIFIED_V2',
  professional: 'EXPERIENCE_VERIFIED_V2',
  personal: 'EDUCATION_VERIFIED_V2',
} as const;

const PROFILE_STATUSES = new Set(['SIGNED_UP', 'PHONE_VERIFIED', 'APPLIED_TO_JOB', 'PRE_SCREENED']);

/** The furthest step an unfinished candidate may open, by status. */
export function furthestStepFor(status: string): string {
  if (PROFILE_STATUSES.has(status)) return ONBOARDING_PROFILE_STEP;
  if (status === 'BASIC_INFO_VERIFIED_V2') return ONBOARDING_PROFESSIONAL_STEP;
  if (status === 'EXPERIENCE_VERIFIED_V2') return ONBOARDING_PERSONAL_STEP;
  return ONBOARDING_REFER_AND_EARN;
}

/** How far a status is through the flow; statuses from other flows count as not started. */
function statusRank(status: string): number {
  if (status === 'BASIC_INFO_VERIFIED_V2') return 1;
  if (status === 'EXPERIENCE_VERIFIED_V2') return 2;
  if (['EDUCATION_VERIFIED_V2', 'ASSESSMENT_NA', 'ASSESSMENT_TAKEN'].includes(status)) return 3;
  if (status === ONBOARDING_FINISHED) return 4;
  return 0;
}

/** A saved step moves the status forward only; going back to edit a step never sets it back. */
export const advancesStatus = (current: string, next: string) => statusRank(next) > statusRank(current);

const stepIndexOfRoute = (routeId: string) =>
  ONBOARDING_STEPS.findIndex((step) => (step.routeIds as readonly string[]).includes(routeId));
const stepIndexOfPath = (path: string) => ONBOARDING_STEPS.findIndex((step) => step.path === path);

/**
 * The stepper's view of a screen: which step it is and how many steps the
 * status has already passed (every one before the furthest step it may open).
 */
export function onboardingProgress(pathname: string, user: LandingUser): { current: number; passed: number } {
  const match = matchRoute(pathname, { companySlugs: [] });
  const current = match ? stepIndexOfRoute(match.route.id) : -1;
  const passed = user.onboarding_complete
    ? ONBOARDING_STEPS.length
    : stepIndexOfPath(furthestStepFor(user.onboarding_status));
  return { current, passed };
}

/** spec 01 §7: on onboarding routes the profile call also sends a path-derived, upper-cased step value. */
export function onboardingStepValue(pathname: string): string | null {
  const match = /^\/onboarding\/([^/]+)\/?$/.exec(pathname);
  return match ? match[1]!.toUpperCase() : null;
}

// ------------------------------------------------------------ redirect_to and data

/** A same-site path from a redirect_to value, with a trailing slash on its path; null if it leaves the site. */
export function safeInternalPath(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed.includes('\\')) {
    return null;
  }
  const segments = trimmed.split('?')[0]!.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const url = new URL(`/${trimmed.replace(/^\/+/, '')}`, 'http://site.invalid');
  // encoded dot segments (%2e) are only resolved by the parser: check its result
  if (url.origin !== 'http://site.invalid' || url.pathname.startsWith('//')) return null;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${path}${url.search}`;
}

/**
 * spec 01 §4 'When redirecting': a data parameter sends the user to redirect_to
 * with a trailing slash and the data appended; otherwise redirect_to applies
 * once onboarding is complete. A lone redirect_to=about query is dropped.
 */
export function queryRedirect(user: LandingUser, search: string | URLSearchParams): string | null {
  const query = new URLSearchParams(search);
  const redirectTo = query.get('redirect_to');
  if (!redirectTo) return null;
  if (redirectTo === 'about' && query.size === 1) return null;
  const target = safeInternalPath(redirectTo);
  if (!target) return null;
  const data = query.get('data');
  if (data) {
    // the data are path segments (e.g. 'company/job'): appended, then checked again
    const [path = '/', rest = ''] = target.split('?');
    const appended = safeInternalPath(`${path}${data.replace(/^\/+/, '')}`);
    if (appended) return rest ? `${appended}${appended.includes('?') ? '&' : '?'}${rest}` : appended;
  }
  return user.onboarding_complete ? target : null;
}

/** The post-login redirect handler (spec 01 §4 sign-in success, step 8). */
export function postLoginRoute(user: LandingUser, search: string | URLSearchParams = ''): string {
  return queryRedirect(user, search) ?? landingRouteFor(user);
}

// ------------------------------------------------------------ reroutes on navigation

/** spec 01 §4: a back_page of these statuses sends the user back to the onboarding profile step. */
export const BACK_TO_PROFILE_STEP = ['PHONE_VERIFIED', 'APPLIED_TO_JOB'] as const;

export interface RerouteInput {
  pathname: string;
  search?: string;
  user: LandingUser;
  back_page?: string | null;
}

const isProfileView = (route: RouteDef) => route.id === 'profileView' || route.id === 'profileViewUser';

/** Whether the reroutes are skipped on this route (spec 01 §4 skips and their exception). */
export function skipsOnboardingRedirect(route: RouteDef, complete: boolean): boolean {
  if (complete) return Boolean(route.skipOnboardingRedirectWhenComplete) || isProfileView(route);
  return Boolean(route.skipOnboardingRedirect);
}

/** Where to send the user on this navigation, or null to stay. */
export function onboardingReroute(input: RerouteInput): string | null {
  const { pathname, user } = input;
  const match = matchRoute(pathname, { companySlugs: [] });
  // auth pages, open and neutral routes stop before the reroutes (session start, step 3)
  if (!match || match.route.kind !== 'protected') return null;
  const { route } = match;
  const complete = user.onboarding_complete;
  if (skipsOnboardingRedirect(route, complete)) return null;
  // moving between onboarding steps keeps where the user is headed afterwards (spec 01 §4 post-apply)
  const redirectUrl = new URLSearchParams(input.search ?? '').get('redirect_url');
  const go = (target: string) => {
    if (target === pathname) return null;
    return redirectUrl && stepIndexOfPath(target) >= 0
      ? `${target}?${new URLSearchParams({ redirect_url: redirectUrl })}`
      : target;
  };

  const fromQuery = queryRedirect(user, input.search ?? '');
  if (fromQuery) return go(fromQuery);

  if (route.onboardingStep) {
    if (input.back_page && (BACK_TO_PROFILE_STEP as readonly string[]).includes(input.back_page)) {
      return go(ONBOARDING_PROFILE_STEP);
    }
    if (complete) return go(landingRouteFor(user));
    const here = stepIndexOfRoute(route.id);
    const furthest = furthestStepFor(user.onboarding_status);
    return here > stepIndexOfPath(furthest) ? go(furthest) : null;
  }
  return go(landingRouteFor(user));
}

// ------------------------------------------------------------ after additional information

/**
 * spec 01 §2: after additional information is saved the user goes to
 * redirect_url (a trailing slash added when it is not an absolute link),
 * otherwise to the onboarding refer-and-earn page; on their own profile view
 * they stay (null). Absolute links must be http(s).
 */
export function afterAdditionalInfoRoute(input: {
  redirectUrl?: string | null;
  pathname: string;
  onOwnProfile: boolean;
  /** This site's origin: an absolute redirect_url is followed only when it stays on it. */
  origin?: string;
}): string | null {
  if (input.onOwnProfile) return null;
  const redirectUrl = input.redirectUrl?.trim();
  if (redirectUrl) {
    if (/^https?:\/\//i.test(redirectUrl)) {
      return input.origin && new URL(redirectUrl).origin === input.origin ? redirectUrl : ONBOARDING_REFER_AND_EARN;
    }
    const internal = safeInternalPath(redirectUrl);
    if (internal) return internal;
  }
  return ONBOARDING_REFER_AND_EARN;
}

// ------------------------------------------------------------ messages (spec 01 §8)

function firstMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return data || undefined;
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const pick = (value: unknown) =>
    Array.isArray(value) && typeof value[0] === 'string' ? value[0] : typeof value === 'string' ? value : undefined;
  return pick(record.detail) ?? pick(record.non_field_errors) ?? Object.values(record).map(pick).find(Boolean);
}

/** Finish onboarding from the menu: no response, 400, 500, other. status 0 means no response. */
export function finishOnboardingError(status: number, data: unknown): string {
  if (status === 0) return Messages.oops;
  if (status === 400) return firstMessage(data) ?? Messages.somethingWrongLater;
  if (status === 500) return Messages.cannotProcess;
  return Messages.somethingWrongLater;
}

/** Additional-info save: no response → the server-issue text; else the field error values, else the generic one. */
export function additionalInfoError(status: number, data: unknown): string {
  if (status === 0) return Messages.serverIssue;
  if (data && typeof data === 'object') {
    const values = Object.values(data as Record<string, unknown>)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((value): value is string => typeof value === 'string' && value.length > 0);
    if (values.length) return values.join(' ');
  }
  return Messages.genericError;
}

/** Basic-info update: the phone error first, then the first non-field error, else the generic one. */
export function basicInfoError(data: unknown): string {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const first = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);
  return first(record.phone) ?? first(record.non_field_errors) ?? Messages.genericError;
}
