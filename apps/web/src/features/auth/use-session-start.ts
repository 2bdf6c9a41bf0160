// spec 01 §4 'Session start', on each location change:
// 1. a token or identifier in the URL while the authToken cookie is expired or
//    missing (and not already on the verify page): kept in a cookie (tempToken
//    with the Bearer prefix, or identifier), the path in redirect_path, the
//    token stripped, on to the verify page;
// 2. no token on a protected route: logged out (the route guard then takes
//    the visitor to login);
// 3. a token while signed in: stripped from the URL (the profile loads on
//    first render through the shared profile query);
// 4. a profile load answering 401 logs out (the api client calls the
//    session-end handler installed here: the full logout of §4);
// 5. is_leadership_job=true goes to session storage and leaves the URL.
// The token of /reset-password/ and /verify-email/ (and of their modals), and
// of a confirm-first sign-up link (/auth/signup/?sa=confirm, decision 014), is
// the link's own parameter, not a session token.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute, pathTo } from '@talent/contracts/routes';
import { isTokenExpired } from '@talent/contracts/request-checks';
import { IDENTIFIER_COOKIE, REDIRECT_PATH_COOKIE, TEMP_TOKEN_COOKIE } from './session-cookies.ts';
import { setSessionEndHandler } from '../../lib/api-client.ts';
import { appConfig } from '../../lib/config.ts';
import { setCookie } from '../../lib/cookies.ts';
import { clearSessionTokens, getAuthToken, getRefreshToken, withBearer } from '../../lib/session.ts';
import { hrefWith } from './auth-query.ts';

// The session's end (and the logout call it makes) loads when a session ends,
// not with every visitor's page.
const sessionEnd = () => import('./session-end.ts');

const LINK_TOKEN_ROUTES = new Set(['resetPassword', 'verifyEmail']);
const LINK_TOKEN_ACTIONS = new Set(['reset-password', 'verify-email']);

export function useSessionStart(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    setSessionEndHandler((reason) => void sessionEnd().then((end) => end.endSession(reason, navigate)));
  }, [navigate]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const route = matchRoute(location.pathname, { companySlugs: appConfig().companySlugs })?.route;
    let changed = false;
    // a logout waiting for this page: it needs no session, so the session can go now
    // (one is waiting only while the session's cookies are still there)
    if (route?.kind !== 'protected' && (getAuthToken() || getRefreshToken()))
      void sessionEnd().then((end) => end.finishSessionEnd());

    // 5.
    if (params.get('is_leadership_job') === 'true') {
      sessionStorage.setItem('is_leadership_job', 'true');
      params.delete('is_leadership_job');
      changed = true;
    }

    const linkToken =
      LINK_TOKEN_ROUTES.has(route?.id ?? '') ||
      LINK_TOKEN_ACTIONS.has(params.get('a') ?? '') ||
      (route?.id === 'signup' && params.get('sa') === 'confirm');
    const token = linkToken ? null : params.get('token');
    const identifier = params.get('identifier');
    if (token || identifier) {
      params.delete('token');
      params.delete('identifier');
      changed = true;
      // 1.
      if (isTokenExpired(getAuthToken()) && route?.id !== 'verify') {
        if (token) setCookie(TEMP_TOKEN_COOKIE, withBearer(token));
        else setCookie(IDENTIFIER_COOKIE, identifier!);
        setCookie(REDIRECT_PATH_COOKIE, hrefWith(location.pathname, params));
        navigate(pathTo('verify'), { replace: true });
        return;
      }
      // 3. falls through: the token only leaves the URL
    }

    // 2.
    if (!getAuthToken() && route?.kind === 'protected' && getRefreshToken()) clearSessionTokens();

    if (changed) navigate(hrefWith(location.pathname, params, location.hash), { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
}
