// spec 01 §2 'Auth modal via query': sign-in, sign-up, reset-password and
// verify-email open as a modal from the query parameter a (sub-action sa).
export const AUTH_ACTIONS = ['signin', 'signup', 'reset-password', 'verify-email'] as const;
export type AuthAction = (typeof AUTH_ACTIONS)[number];

export function authActionOf(search: URLSearchParams): AuthAction | null {
  const value = search.get('a');
  return (AUTH_ACTIONS as readonly string[]).includes(value ?? '') ? (value as AuthAction) : null;
}

/** When the action changes, sa, token and redirect are removed. */
export function withAuthAction(search: URLSearchParams, action: AuthAction): URLSearchParams {
  const next = new URLSearchParams(search);
  if (next.get('a') !== action) {
    for (const key of ['sa', 'token', 'redirect']) next.delete(key);
  }
  next.set('a', action);
  return next;
}

/** Everything the auth modal and the flows that open it put into the query. */
export const AUTH_MODAL_PARAMS = [
  'a',
  'sa',
  'token',
  'redirect',
  'applying_to',
  'job_id',
  'jobCode',
  'is_onboarding_skip',
  'redirectedOnApply',
  'job_redirection_url',
  'job_alert',
  // what a=signup and a=signin carry (spec 01 §2): none of it outlives the modal
  'is_customize',
  'onboarding_skip',
  'jobs_page',
  'redirect_jobsPage',
  'jobURL',
  'job_description',
] as const;

/**
 * Clearing the action removes a, sa, token, redirect, applying_to, job_id, jobCode, is_onboarding_skip,
 * redirectedOnApply, job_redirection_url and job_alert, and the parameters a=signup and a=signin carry.
 */
export function withoutAuthAction(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of AUTH_MODAL_PARAMS) next.delete(key);
  return next;
}

export const hrefWith = (pathname: string, search: URLSearchParams, hash = '') => {
  const text = search.toString();
  return `${pathname}${text ? `?${text}` : ''}${hash}`;
};
