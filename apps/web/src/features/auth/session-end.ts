// spec 01 §4 Logout: on success the session is cleared (tokens, profile,
// authorisation), local and session storage are cleared, the authToken and
// refreshToken cookies expire, and the user goes to login keeping a and sa
// (unless already there). The whole application state resets except the
// router. Here (not in a feature) because the navigation bar's Logout and the
// api client's session-end handler both need it.
import { pathTo } from '@talent/contracts/routes';
import { Messages } from '@talent/contracts/messages';
import { analytics } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/api-client.ts';
import { removeCookie } from '../../lib/cookies.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearSessionTokens, getAuthToken, getRefreshToken } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { authApi } from './api/auth-api.ts';

import { IDENTIFIER_COOKIE, REDIRECT_PATH_COOKIE, TEMP_TOKEN_COOKIE } from './session-cookies.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

export function clearSession() {
  clearSessionTokens();
  for (const name of [TEMP_TOKEN_COOKIE, IDENTIFIER_COOKIE, REDIRECT_PATH_COOKIE]) removeCookie(name);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage can be unavailable (private mode); nothing to clear then
  }
  queryClient.clear();
}

/** Login, keeping a and sa of the current page; null when already on login. */
export function loginTarget(current: { pathname: string; search: string }): string | null {
  const signin = pathTo('signin');
  if (current.pathname === signin || current.pathname === pathTo('auth')) return null;
  const params = new URLSearchParams(current.search);
  const keep: Record<string, string> = {};
  for (const key of ['a', 'sa']) {
    const value = params.get(key);
    if (value) keep[key] = value;
  }
  return pathTo('signin', {}, keep);
}

const SESSION_END_FALLBACK_MS = 10_000;
let pendingEnd: ReturnType<typeof setTimeout> | null = null;

/**
 * Clears a session whose end is waiting for the new page (endSession). The
 * root layout calls it once a page that needs no session is on screen.
 */
export function finishSessionEnd() {
  if (pendingEnd === null) return;
  clearTimeout(pendingEnd);
  pendingEnd = null;
  clearSession();
}

/**
 * The api client's session end: a 401 goes to /talent/, a failed refresh to
 * login (spec 01 §2, §8). The page changes first and the session is cleared
 * once the new page is on screen, so the protected page being left never sees
 * a cleared session and sends the visitor to login with a redirect_to of its own.
 */
export async function endSession(reason: 'unauthorized' | 'expired' | 'logout', navigate: Navigate) {
  // spec 01 §4 logout: analytics is reset before the next page, whose view is anonymous
  analytics.reset();
  const target = reason === 'unauthorized' ? pathTo('talent') : loginTarget(window.location);
  if (!target || target === `${window.location.pathname}${window.location.search}`) {
    clearSession();
    return;
  }
  if (pendingEnd !== null) clearTimeout(pendingEnd);
  // should the new page never report back, the session still ends; the wait outlasts a
  // slow load of the next page's code, while which the page being left must keep its session
  pendingEnd = setTimeout(finishSessionEnd, SESSION_END_FALLBACK_MS);
  await navigate(target, { replace: reason !== 'logout' });
}

/** The user's Logout: revoke the refresh token on the server, then end the session here. */
export async function logout(navigate: Navigate): Promise<boolean> {
  const refresh = getRefreshToken();
  if (getAuthToken()) {
    try {
      await authApi.logout(refresh);
    } catch (error) {
      // an access token the server no longer accepts means the session is over anyway
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(Messages.logoutFailed);
        return false;
      }
    }
  }
  await endSession('logout', navigate);
  return true;
}
