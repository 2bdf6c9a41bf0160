// spec 01 §2 / spec 02 §4: a visitor who applies, saves a job or creates an
// alert gets the sign-in or sign-up modal, which the accounts feature opens
// from the query (a=signin|signup plus the flow's parameters). The current
// query (filters) is kept so the page is the same after signing in.
import { withQuery } from '@talent/contracts/routes';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export function openAuthModal(
  navigate: Navigate,
  action: 'signin' | 'signup',
  params: Record<string, string>,
  location: { pathname: string; search: string } = window.location,
) {
  const search = new URLSearchParams(location.search);
  for (const key of ['sa', 'token', 'redirect']) search.delete(key);
  search.set('a', action);
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  navigate(withQuery(location.pathname, Object.fromEntries(search)));
}

/** The job page to come back to after a job-description sign-in (local storage jdURL, below /jobs/). */
export function rememberJobPage(url: string) {
  try {
    localStorage.setItem('jdURL', url.replace(/^\/jobs\//, ''));
  } catch {
    // storage blocked: sign-in then lands on the root, as the spec says
  }
}
