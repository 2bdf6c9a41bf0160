import { describe, expect, it } from 'vitest';
import { isNeutral, matchRoute, pathTo, ROUTE_BY_ID, ROUTES, trailingSlashRedirect } from './routes.ts';

const ctx = { companySlugs: ['northwind-labs', 'faq'] };

describe('route lookup (spec 01 §2)', () => {
  it('prefers an exact path over a pattern', () => {
    expect(matchRoute('/jobs/', ctx)?.route.id).toBe('jobs');
    expect(matchRoute('/profile/view/', ctx)?.route.id).toBe('profileView');
    expect(matchRoute('/blog/enterprises/', ctx)?.route.id).toBe('blogEnterprises');
  });

  it('falls back to url patterns with decoded parameters', () => {
    expect(matchRoute('/jobs/northwind-labs/', ctx)).toMatchObject({
      route: { id: 'companyJobs' },
      params: { companySlug: 'northwind-labs' },
    });
    expect(matchRoute('/jobs/acme/senior%20dev/', ctx)).toMatchObject({
      route: { id: 'jobDetails' },
      params: { companySlug: 'acme', jobSlug: 'senior dev' },
    });
    expect(matchRoute('/profile/view/42/', ctx)?.params).toEqual({ userId: '42' });
  });

  it('resolves a bare slug only for a configured company that is not a static route', () => {
    expect(matchRoute('/northwind-labs/', ctx)?.route.id).toBe('companyDetail');
    expect(matchRoute('/faq/', ctx)?.route.id).toBe('faq');
    expect(matchRoute('/unknown-company/', ctx)).toBeNull();
  });

  it('then sub-routes, the longest prefix winning', () => {
    expect(matchRoute('/blog/how-to-interview/', ctx)).toMatchObject({
      route: { id: 'blog' },
      params: { rest: 'how-to-interview' },
    });
    expect(matchRoute('/blog/enterprises/remote-teams/', ctx)?.route.id).toBe('blogEnterprises');
  });

  it('returns null for anything unmatched', () => {
    expect(matchRoute('/a/b/c/d/', ctx)).toBeNull();
    expect(matchRoute('/jobs/%E0%A4%A/x/', ctx)).toBeNull();
  });

  it('has unique ids and paths that all end with a slash', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(route.path.endsWith('/')).toBe(true);
  });

  it('never treats sign-in, sign-up or not-found as neutral', () => {
    expect(isNeutral(ROUTE_BY_ID.signin)).toBe(false);
    expect(isNeutral(ROUTE_BY_ID.signup)).toBe(false);
    expect(isNeutral(ROUTE_BY_ID.pageNotFound)).toBe(false);
    expect(isNeutral(ROUTE_BY_ID.verifyEmail)).toBe(true);
    expect(isNeutral(ROUTE_BY_ID.jobs)).toBe(true);
    expect(isNeutral(ROUTE_BY_ID.dashboard)).toBe(false);
  });
});

describe('trailing-slash rule (spec 01 §2)', () => {
  it.each([
    ['/talent', '', '', '/talent/'],
    ['/jobs', '?search_term=go', '#top', '/jobs/?search_term=go#top'],
    ['/wp-admin', '', '', '/wp-admin/'],
    ['/api', '', '', '/api/'],
  ])('%s%s%s → %s', (path, search, hash, expected) => {
    expect(trailingSlashRedirect(path, search, hash)).toBe(expected);
  });

  it.each([
    '/',
    '/talent/',
    '/api/health',
    '/wp-admin/x',
    '/wp-content/a.php',
    '/wp-includes/b',
    '/assets/index-abc.js',
    '/favicon.svg',
    '/resume.pdf',
  ])('leaves %s alone', (path) => {
    expect(trailingSlashRedirect(path)).toBeNull();
  });
});

describe('pathTo', () => {
  it('builds paths from the table with encoded parameters and a query', () => {
    expect(pathTo('jobDetails', { companySlug: 'acme', jobSlug: 'a b' })).toBe('/jobs/acme/a%20b/');
    expect(pathTo('signin', {}, { redirect_to: 'jobs', skip: undefined })).toBe('/auth/signin/?redirect_to=jobs');
    expect(pathTo('dashboard')).toBe('/dashboard/');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathTo('offer', { offerId: '' })).toThrow(/missing parameter offerId/);
  });
});
