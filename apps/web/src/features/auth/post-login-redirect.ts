// Same-site paths from redirect values in the query (jobURL, jdURL,
// redirect_path). The post-login redirect handler itself is postLoginRoute in
// the contracts, shared with the onboarding reroutes.

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
