// spec 01 §4 'Landing route after login' — the post-login redirect handler
// (last step of sign-in success): redirect_to with data, redirect_to when
// onboarding is complete (a lone redirect_to=about is dropped), otherwise
// the landing rule of the contracts, which the onboarding feature owns.
import { landingRouteFor, type LandingUser } from '@talent/contracts/onboarding-routing';

/**
 * A same-site path from a redirect value ('jobs?x=1', '/dashboard/', 'jobs/acme'),
 * with the trailing slash the routes want; null for anything that could leave
 * the site (a scheme, '//host', a backslash).
 */
export function safeRelativePath(value: string | null | undefined): { path: string; query: string } | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed.includes('\\')) {
    return null;
  }
  const [rawPath = '', ...rest] = trimmed.split('?');
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const path = segments.length ? `/${segments.join('/')}/` : '/';
  return { path, query: rest.length ? `?${rest.join('?')}` : '' };
}

export function postLoginTarget(user: LandingUser, search: URLSearchParams): string {
  const redirectTo = search.get('redirect_to');
  const target = redirectTo === 'about' ? null : safeRelativePath(redirectTo);
  const data = search.get('data');
  if (target && data) {
    const appended = safeRelativePath(`${target.path}${data}`);
    if (appended) return `${appended.path}${target.query}`;
  }
  if (target && user.onboarding_complete) return `${target.path}${target.query}`;
  return landingRouteFor(user);
}
