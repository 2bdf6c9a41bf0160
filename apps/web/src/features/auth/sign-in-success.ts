// spec 01 §4 'Sign-in success' and 'One-tap sign-in success', step by step.
import type { LoginResponse, OneTapResponse } from '@talent/contracts/auth';
import { ONE_TAP_RELOAD_DELAY_MS } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import type { CandidateProfileCore } from '@talent/contracts/profile';
import { pathTo } from '@talent/contracts/routes';
import { analytics } from '../../lib/analytics.ts';
import { ApiError, firstErrorMessage } from '../../lib/api-client.ts';
import { ensureCountry } from '../../lib/country.ts';
import { currentCandidateQuery } from '../../lib/current-candidate.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setSessionTokens } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { authApi } from './api/auth-api.ts';
import { hrefWith } from './auth-query.ts';
import { consentPayload } from './cookie-preferences.ts';
import { postLoginRoute } from '@talent/contracts/onboarding-routing';
import { safeRelativePath } from './post-login-redirect.ts';
import type { Navigate, SignInSteps } from './sign-in-steps.ts';

export interface SuccessContext extends SignInSteps {
  navigate: Navigate;
  /** Where the sign-in happened: its query carries applying_to, jobs_page, redirect_to … */
  pathname: string;
  search: URLSearchParams;
}

const isTrue = (value: string | null) => value === 'true' || value === 'True' || value === '1';

async function loadProfile(): Promise<CandidateProfileCore | null> {
  try {
    return await queryClient.fetchQuery({ ...currentCandidateQuery(), staleTime: 0 });
  } catch {
    return null;
  }
}

/** A third-party link only (the job redirection url of spec 01 §4 step 7). */
function externalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function returnToJob(): { url: string; shouldOpenNewTab: boolean } | null {
  try {
    const raw = sessionStorage.getItem('returnToJob');
    if (!raw) return null;
    const value = JSON.parse(raw) as { url?: unknown; shouldOpenNewTab?: unknown };
    return typeof value.url === 'string' ? { url: value.url, shouldOpenNewTab: value.shouldOpenNewTab === true } : null;
  } catch {
    return null;
  }
}

function applyFailureText(data: unknown): string {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : (firstErrorMessage(data) ?? Messages.genericError);
}

/** spec 01 §4: the redirect order after sign-in (steps 1–8). */
export async function redirectAfterSignIn(
  login: { candidate_id: number },
  profile: CandidateProfileCore | null,
  search: URLSearchParams,
  { navigate, applyToJob }: Pick<SuccessContext, 'navigate' | 'applyToJob'>,
) {
  const applyingTo = Number(search.get('applying_to'));
  const jobRedirection = search.get('job_redirection_url');
  const landing = () =>
    navigate(profile ? postLoginRoute(profile.user, search) : pathTo('dashboard'), { replace: true });

  // 1. applying_to set and no job_redirection_url: apply to that job
  if (Number.isInteger(applyingTo) && applyingTo > 0 && !jobRedirection) {
    try {
      await applyToJob(applyingTo, { navigate, search });
    } catch (error) {
      // spec 01 §4, §8: an apply failure after sign-in shows the response's message (else the response),
      // then the post-login redirect runs
      toast.error(error instanceof ApiError ? applyFailureText(error.data) : Messages.genericError);
      landing();
    }
    return;
  }
  // 2. jobs_page=true
  if (isTrue(search.get('jobs_page'))) {
    if (isTrue(search.get('redirect_jobsPage'))) {
      const rest = new URLSearchParams(search);
      for (const key of ['jobs_page', 'redirecting', 'jobURL', 'redirect_jobsPage']) rest.delete(key);
      navigate(hrefWith(pathTo('jobs'), rest), { replace: true });
    } else {
      const job = safeRelativePath(`${pathTo('jobs')}${search.get('jobURL') ?? ''}`);
      navigate(`${job?.path ?? pathTo('jobs')}?popUp=true`, { replace: true });
    }
    return;
  }
  // 3. job_alert: back to the job list the alert was made from, without a and job_alert
  if (isTrue(search.get('job_alert'))) {
    const rest = new URLSearchParams(search);
    for (const key of ['a', 'job_alert', 'redirecting']) rest.delete(key);
    navigate(hrefWith(pathTo('jobList'), rest), { replace: true });
    return;
  }
  // 4. job_description: the saved job page, or the root
  if (isTrue(search.get('job_description'))) {
    const saved = safeRelativePath(`${pathTo('jobs')}${localStorage.getItem('jdURL') ?? ''}`);
    navigate(localStorage.getItem('jdURL') && saved ? saved.path : '/', { replace: true });
    return;
  }
  // 5. offered candidates and skipped onboarding: dashboard
  if (isTrue(search.get('is_offered_candidate')) || isTrue(search.get('is_onboarding_skip'))) {
    navigate(pathTo('dashboard'), { replace: true });
    return;
  }
  // 6. flow_type: the profile view with flow_type=doc_upload
  if (search.get('flow_type')) {
    navigate(pathTo('profileViewUser', { userId: login.candidate_id }, { flow_type: 'doc_upload' }), {
      replace: true,
    });
    return;
  }
  // 7. job_redirection_url: the third-party job page (stored as returnToJob before sign-up)
  if (jobRedirection) {
    // The query only flags the step; the address itself must come from the
    // returnToJob the apply flow stored, or a crafted link could send a user
    // anywhere right after signing in.
    const stored = returnToJob();
    const url = externalUrl(stored?.url);
    if (url) {
      sessionStorage.removeItem('returnToJob');
      if (stored?.shouldOpenNewTab) {
        window.open(url, '_blank', 'noopener');
      } else {
        window.location.assign(url);
        return;
      }
    }
  }
  // 8. the post-login redirect handler with the user
  landing();
}

function replaceAuthQuery(ctx: SuccessContext): URLSearchParams {
  const search = new URLSearchParams(ctx.search);
  // spec 01 §4: change query 'a=signin' to 'redirecting=true' (the modal closes with it)
  if (search.get('a') === 'signin' || search.get('a') === 'signup') {
    search.delete('a');
    search.delete('sa');
    search.set('redirecting', 'true');
    ctx.navigate(hrefWith(ctx.pathname, search), { replace: true });
  }
  return search;
}

/**
 * spec 01 §4 / spec 02 §9: identify on sign-in and sign-up (a sign-up also
 * aliases the anonymous visitor), with the user id only and the A/B variant.
 */
function recordSignIn(candidateId: number, signedUp: boolean) {
  // spec 01 §3: the country record for the apply rule and currency defaults
  void ensureCountry();
  const userId = String(candidateId);
  if (signedUp) analytics.alias(userId);
  analytics.identify(userId);
  analytics.track(signedUp ? 'Signed Up' : 'Signed In');
}

/** Sign-in (and sign-up) success, spec 01 §4, in the spec's order. */
export async function completeSignIn(login: LoginResponse, ctx: SuccessContext, options: { signedUp?: boolean } = {}) {
  setSessionTokens(login.token, login.refresh);
  const search = replaceAuthQuery(ctx);
  const profile = await loadProfile();
  recordSignIn(login.candidate_id, options.signedUp === true);
  // the stored consent goes to the account; a failure here must not block the sign-in
  authApi.cookiePreferences(consentPayload()).catch(() => undefined);
  await redirectAfterSignIn(login, profile, search, ctx);
}

/** One-tap (and LinkedIn) success: tokens and profile, the first-login greeting, apply or redirect, reload. */
export async function completeOneTap(login: OneTapResponse, ctx: SuccessContext) {
  setSessionTokens(login.token, login.refresh);
  const search = replaceAuthQuery(ctx);
  const profile = await loadProfile();
  // spec 01 §4: a one-tap first login (login_count 1) is a sign-up
  recordSignIn(login.candidate_id, login.user.login_count === 1);
  authApi.cookiePreferences(consentPayload()).catch(() => undefined);
  if (login.user.login_count === 1) {
    toast.success(Messages.firstLoginGreeting(login.first_name || profile?.first_name || ''));
  }
  await redirectAfterSignIn(login, profile, search, ctx);
  window.setTimeout(() => window.location.reload(), ONE_TAP_RELOAD_DELAY_MS);
}
