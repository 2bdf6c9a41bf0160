// spec 01 §3: the session lives in the cookies authToken and refreshToken,
// each 'Bearer {token}'. This module owns them; screens never touch cookies.
import { useSyncExternalStore } from 'react';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

export const AUTH_COOKIE = 'authToken';
export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_DAYS = 30;

const listeners = new Set<() => void>();
let version = 0;
// Reading document.cookie asks the browser each time, and a page's render reads
// the session in every component that shows it (each job card): one read
// serves them all until the current task ends (decision 052). Only this module
// writes the token, and it forgets the read when it does.
let tokenRead: { token: string | null } | null = null;
const notify = () => {
  version += 1;
  tokenRead = null;
  listeners.forEach((listener) => listener());
};

export const withBearer = (token: string) => (/^Bearer /.test(token) ? token : `Bearer ${token}`);
export const withoutBearer = (token: string) => token.replace(/^Bearer\s+/, '');

/** 'Bearer …' or null. */
export const getAuthToken = () => getCookie(AUTH_COOKIE);
/** The raw refresh token (no Bearer prefix), as the refresh and logout calls want it. */
export function getRefreshToken(): string | null {
  const value = getCookie(REFRESH_COOKIE);
  return value ? withoutBearer(value) : null;
}

export function setSessionTokens(access: string, refresh?: string | null) {
  const expires = new Date(Date.now() + COOKIE_DAYS * 24 * 60 * 60 * 1000);
  setCookie(AUTH_COOKIE, withBearer(access), { expires });
  if (refresh) setCookie(REFRESH_COOKIE, withBearer(refresh), { expires });
  notify();
}

export function clearSessionTokens() {
  removeCookie(AUTH_COOKIE);
  removeCookie(REFRESH_COOKIE);
  notify();
}

export interface SessionState {
  token: string | null;
  isAuthorized: boolean;
}

// The visitor's state, which the server renders: the first read in a visitor's
// browser returns this same object, so hydration is not followed by a
// synchronous re-render of every reader (decision 052).
let snapshot: SessionState = { token: null, isAuthorized: false };
let snapshotVersion = version;
function currentToken() {
  if (!tokenRead) {
    tokenRead = { token: getAuthToken() };
    queueMicrotask(() => (tokenRead = null));
  }
  return tokenRead.token;
}

function readSession(): SessionState {
  const token = currentToken();
  if (snapshotVersion !== version || snapshot.token !== token) {
    snapshot = { token, isAuthorized: Boolean(token) };
    snapshotVersion = version;
  }
  return snapshot;
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, readSession, () => snapshot);
}

/** The signed-in user's id (the access token's subject), for pages addressed by it; null for visitors. */
export function sessionUserId(): string | null {
  const token = getAuthToken();
  const payload = token ? withoutBearer(token).split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
