// spec 01 §2: the route table. The client router and the server (status codes,
// head tags, trailing-slash rule) are both built from this one list.

export type RouteKind = 'open' | 'standalone' | 'neutral' | 'protected';

export interface RouteDef {
  readonly id: string;
  /** Pattern with a trailing slash; `:name` marks a parameter. */
  readonly path: string;
  readonly kind: RouteKind;
  /** Open routes that are also neutral (spec: /verify-email/). */
  readonly alsoNeutral?: boolean;
  /** spec 02 §2 indexing table; everything else is noindex. */
  readonly indexable?: boolean;
  /** Default document title; dynamic pages refine it. */
  readonly title: string;
  readonly description?: string;
  /** Paths below this one also resolve to it (spec: lookup step 3, sub-routes). */
  readonly subRoutes?: boolean;
  /** The company-detail rule: only for slugs in the configured company list. */
  readonly companySlugOnly?: boolean;
  /** spec 01 §2: these pages never trigger the post-apply redirect. */
  readonly noPostApplyRedirect?: boolean;
  /** spec 01 §4: onboarding redirects are skipped on these routes. */
  readonly skipOnboardingRedirect?: boolean;
  /** ... except when onboarding is complete, where only these still skip it. */
  readonly skipOnboardingRedirectWhenComplete?: boolean;
  readonly onboardingStep?: boolean;
  /** Rendered on the server for visitors without a session (decision 026); defaults to `indexable`. */
  readonly serverRendered?: boolean;
  /** spec 01 §1: what `/embed.js` frames; only these pages may be framed by EMBED_ORIGINS (decision 033). */
  readonly embeddable?: boolean;
  /** The hiring workspace's screens (decision 017): their own app area and frame, never indexed. */
  readonly area?: 'hire';
}

const r = <const T extends RouteDef>(def: T) => def;

export const ROUTES = [
  // open
  r({ id: 'home', path: '/', kind: 'open', indexable: true, title: 'Find remote and on-site jobs at top companies' }),
  r({ id: 'talent', path: '/talent/', kind: 'open', indexable: true, title: 'Discover jobs for top talent' }),
  r({ id: 'auth', path: '/auth/', kind: 'open', title: 'Sign in' }),
  r({ id: 'signin', path: '/auth/signin/', kind: 'open', title: 'Sign in' }),
  r({ id: 'signup', path: '/auth/signup/', kind: 'open', embeddable: true, title: 'Create your account' }),
  r({ id: 'forgotPassword', path: '/forgot-password/', kind: 'open', title: 'Forgot password' }),
  r({ id: 'resetPassword', path: '/reset-password/', kind: 'open', title: 'Reset password' }),
  r({ id: 'verifyEmail', path: '/verify-email/', kind: 'open', alsoNeutral: true, title: 'Verify your e-mail' }),
  // standalone
  r({ id: 'linkedinRedirect', path: '/linkedin-redirect/', kind: 'standalone', title: 'Signing you in' }),
  r({ id: 'pageNotFound', path: '/page-not-found/', kind: 'standalone', title: 'Page not found' }),
  // neutral
  r({
    id: 'searchResults',
    path: '/search/jobs/results/',
    kind: 'neutral',
    indexable: true,
    title: 'Job search results',
  }),
  r({
    id: 'jobs',
    path: '/jobs/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    embeddable: true,
    title: 'Search jobs',
  }),
  r({
    id: 'jobList',
    path: '/joblist/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    title: 'Job list',
  }),
  r({ id: 'discover', path: '/discover/', kind: 'neutral', noPostApplyRedirect: true, title: 'Discover jobs' }),
  r({
    id: 'jobDetails',
    path: '/jobs/:companySlug/:jobSlug/',
    kind: 'neutral',
    serverRendered: true,
    embeddable: true,
    title: 'Job details',
  }),
  r({ id: 'companyJobs', path: '/jobs/:companySlug/', kind: 'neutral', indexable: true, title: 'Company jobs' }),
  r({
    id: 'appliedJob',
    path: '/appliedjobs/:jobApplicationId/',
    kind: 'neutral',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Applied job screening',
  }),
  r({ id: 'candidateReport', path: '/candidate-report/:userId/', kind: 'neutral', title: 'Candidate report' }),
  // decision 049: the magic-link candidate's resume upload, no sign-in
  r({ id: 'magicLinkResume', path: '/resume-upload/:candidateId/', kind: 'neutral', title: 'Upload your resume' }),
  r({ id: 'myAssessments', path: '/candidate/my-assessments/', kind: 'neutral', title: 'My assessments' }),
  r({ id: 'assessmentReport', path: '/candidate/assessment-report/', kind: 'neutral', title: 'Assessment report' }),
  r({ id: 'verify', path: '/verify/', kind: 'neutral', title: 'Verifying' }),
  r({
    id: 'privacyPolicy',
    path: '/privacy-policy/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    title: 'Privacy policy',
  }),
  r({
    id: 'privacyPolicyTalentPartner',
    path: '/privacy-policy/talent-partner/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    title: 'Privacy policy for talent partners',
  }),
  r({
    id: 'privacyPolicyHiringPartner',
    path: '/privacy-policy/hiring-partner/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    title: 'Privacy policy for hiring partners',
  }),
  r({
    id: 'enterpriseTerms',
    path: '/enterprise/enterprise-saas-tnc/',
    kind: 'neutral',
    indexable: true,
    title: 'Enterprise terms',
  }),
  r({
    id: 'faq',
    path: '/faq/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    title: 'Frequently asked questions',
  }),
  r({
    id: 'terms',
    path: '/terms-of-use/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    title: 'Terms of use',
  }),
  r({
    id: 'referAndEarn',
    path: '/refer-and-earn/',
    kind: 'neutral',
    indexable: true,
    noPostApplyRedirect: true,
    title: 'Refer and earn',
  }),
  r({ id: 'blog', path: '/blog/', kind: 'neutral', indexable: true, subRoutes: true, title: 'Blog' }),
  r({
    id: 'blogEnterprises',
    path: '/blog/enterprises/',
    kind: 'neutral',
    indexable: true,
    subRoutes: true,
    title: 'Enterprise blog',
  }),
  // career guides and campaign landing pages (decision 023): content pages by slug prefix
  r({ id: 'guides', path: '/guides/', kind: 'neutral', indexable: true, subRoutes: true, title: 'Career guides' }),
  r({ id: 'campaign', path: '/campaign/', kind: 'neutral', indexable: true, subRoutes: true, title: 'Campaign' }),
  r({
    id: 'enterpriseCampaign',
    path: '/enterprise/campaign/',
    kind: 'neutral',
    indexable: true,
    subRoutes: true,
    title: 'Hiring programmes',
  }),
  r({ id: 'speakup', path: '/speakup/', kind: 'neutral', indexable: true, title: 'Speak up' }),
  r({ id: 'survey', path: '/survey/', kind: 'neutral', title: 'Survey' }),
  r({ id: 'maintenance', path: '/maintenance/', kind: 'neutral', title: 'Under maintenance' }),
  r({ id: 'redirection', path: '/redirection/', kind: 'neutral', title: 'Redirecting' }),
  r({ id: 'fileViewer', path: '/file/', kind: 'neutral', title: 'File viewer' }),
  r({ id: 'contact', path: '/contact/', kind: 'neutral', indexable: true, title: 'Contact us' }),
  r({
    id: 'about',
    path: '/about/',
    kind: 'neutral',
    noPostApplyRedirect: true,
    serverRendered: true,
    title: 'About us',
  }),
  r({
    id: 'analyzeResume',
    path: '/analyze-resume/',
    kind: 'neutral',
    serverRendered: true,
    title: 'Free resume analysis',
  }),
  // the public site (decision 023): the enterprise pages and the newsletter's subscribe, confirm and leave page
  r({ id: 'enterprise', path: '/enterprise/', kind: 'neutral', serverRendered: true, title: 'Hire with us' }),
  r({ id: 'newsletter', path: '/users/subscribe/', kind: 'neutral', title: 'Newsletter' }),
  // protected
  r({
    id: 'onboardingProfile',
    path: '/onboarding/profile/',
    kind: 'protected',
    onboardingStep: true,
    title: 'Your profile',
  }),
  r({
    id: 'onboardingProfessionalExperience',
    path: '/onboarding/professional-experience/',
    kind: 'protected',
    onboardingStep: true,
    title: 'Professional details',
  }),
  r({
    id: 'onboardingAboutYou',
    path: '/onboarding/about-you/',
    kind: 'protected',
    onboardingStep: true,
    title: 'Personal details',
  }),
  r({
    id: 'onboardingAboutYouLegacy',
    path: '/onboarding/aboutyou/',
    kind: 'protected',
    onboardingStep: true,
    title: 'Personal details',
  }),
  r({
    id: 'onboardingResume',
    path: '/onboarding/resume/',
    kind: 'protected',
    onboardingStep: true,
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Upload your resume',
  }),
  r({
    id: 'onboardingReferAndEarn',
    path: '/onboarding/refer-and-earn/',
    kind: 'protected',
    onboardingStep: true,
    title: 'Refer and earn',
  }),
  r({
    id: 'jobApplication',
    path: '/job-application/:jobApplicationId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Job application',
  }),
  r({
    id: 'dashboard',
    path: '/dashboard/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Dashboard',
  }),
  r({
    id: 'profileView',
    path: '/profile/view/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    title: 'My profile',
  }),
  r({
    id: 'profileViewUser',
    path: '/profile/view/:userId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    title: 'My profile',
  }),
  r({
    id: 'accountSettings',
    path: '/account-settings/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Account settings',
  }),
  // an interview the team proposed: the candidate picks a time in their own time zone (decision 044)
  r({
    id: 'interview',
    path: '/interviews/:interviewId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Interview',
  }),
  r({
    id: 'offer',
    path: '/offer/:offerId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Offer letter',
  }),
  r({
    id: 'ctc',
    path: '/ctc/:ctcId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Pay letter',
  }),
  r({
    id: 'selfScreening',
    path: '/self-screening/:jobApplicationId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Self-screening',
  }),
  r({
    id: 'selfScreeningFinal',
    path: '/selfscreening/final/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Self-screening complete',
  }),
  r({
    id: 'jobAlertFeedback',
    path: '/jobs-alerts/feedback/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Job alert feedback',
  }),
  r({
    id: 'appliedJobScreening',
    path: '/applied-job-screening/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Applied job screening',
  }),
  r({
    id: 'offerLetter',
    path: '/offer-letter/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Offer letters',
  }),
  r({
    id: 'ctcLetter',
    path: '/ctc-letter/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Pay letters',
  }),
  r({ id: 'candidateReports', path: '/candidate-report/', kind: 'protected', title: 'Candidate report' }),
  // after applying (decision 015): the coding-assessment page and the mandatory details and documents pages
  r({
    id: 'codingAssessment',
    path: '/coding-assessment/:candidateJobId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Coding assessment',
  }),
  r({
    id: 'mandatoryStatus',
    path: '/candidate/mandatory-details/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Details and documents',
  }),
  r({
    id: 'mandatoryDetails',
    path: '/candidate/mandatory-details/:jobApplicationId/',
    kind: 'protected',
    skipOnboardingRedirect: true,
    skipOnboardingRedirectWhenComplete: true,
    title: 'Details and documents',
  }),
  // the hiring workspace (decision 017): its own frame and screens under /hire/, never indexed; an
  // unknown path below /hire/ stays in the workspace, which says it is not found
  // the sign-in a visitor without a session sees arrives rendered (decision 052)
  r({
    id: 'hire',
    path: '/hire/',
    kind: 'standalone',
    area: 'hire',
    subRoutes: true,
    serverRendered: true,
    title: 'Hiring workspace',
  }),
  r({ id: 'hireInvitation', path: '/hire/invitation/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  r({ id: 'hireAnalytics', path: '/hire/analytics/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  r({ id: 'hireJobNew', path: '/hire/jobs/new/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  r({
    id: 'hireJobEdit',
    path: '/hire/jobs/:jobId/edit/',
    kind: 'standalone',
    area: 'hire',
    title: 'Hiring workspace',
  }),
  r({ id: 'hireJob', path: '/hire/jobs/:jobId/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  // decision 047: a job's applicants as a table, sorted and filtered on the server; the company's e-mail templates
  r({
    id: 'hireApplicants',
    path: '/hire/jobs/:jobId/applicants/',
    kind: 'standalone',
    area: 'hire',
    title: 'Hiring workspace',
  }),
  r({ id: 'hireTemplates', path: '/hire/templates/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  r({
    id: 'hireApplication',
    path: '/hire/applications/:applicationId/',
    kind: 'standalone',
    area: 'hire',
    title: 'Hiring workspace',
  }),
  r({ id: 'hireTeam', path: '/hire/team/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  r({ id: 'hireSurveys', path: '/hire/surveys/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  r({ id: 'hireOverview', path: '/hire/overview/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  // a member's upcoming interviews, in their time zone (decision 044)
  r({ id: 'hireInterviews', path: '/hire/interviews/', kind: 'standalone', area: 'hire', title: 'Hiring workspace' }),
  // company detail last: a bare slug only resolves when it is a configured company.
  r({
    id: 'companyDetail',
    path: '/:companySlug/',
    kind: 'neutral',
    indexable: true,
    companySlugOnly: true,
    title: 'Company',
  }),
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];
/** The hiring workspace's routes (decision 017). */
export type HireRouteId = Extract<(typeof ROUTES)[number], { area: 'hire' }>['id'];

/** Public pages arrive rendered (decision 026): the indexable ones and those that ask for it. */
export const isServerRendered = (route: RouteDef) =>
  route.kind !== 'protected' && (route.serverRendered ?? route.indexable ?? false);

export const ROUTE_BY_ID: Record<RouteId, RouteDef> = Object.fromEntries(
  ROUTES.map((route) => [route.id, route]),
) as Record<RouteId, RouteDef>;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

export interface MatchContext {
  /** Company slugs from the global configuration (spec 01 §2). */
  companySlugs: readonly string[];
}

const isPattern = (path: string) => path.includes(':');
const STATIC_PATHS = new Set<string>(ROUTES.filter((route) => !isPattern(route.path)).map((route) => route.path));
const FIRST_STATIC_SEGMENTS = new Set<string>(
  ROUTES.filter((route) => !isPattern(route.path) && route.path !== '/').map((route) => route.path.split('/')[1]!),
);

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(have[i]!);
      } catch {
        return null;
      }
      params[segment.slice(1)] = value;
    } else if (segment !== have[i]) return null;
  }
  return params;
}

/** spec 01 §2: exact path first, then url patterns, then sub-routes; null means not found. */
export function matchRoute(pathname: string, context: MatchContext): RouteMatch | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (STATIC_PATHS.has(path)) {
    return { route: ROUTES.find((route) => route.path === path)!, params: {} };
  }
  for (const route of ROUTES) {
    if (!isPattern(route.path)) continue;
    const params = matchPattern(route.path, path);
    if (!params) continue;
    if ('companySlugOnly' in route && route.companySlugOnly) {
      const slug = params.companySlug!;
      if (!context.companySlugs.includes(slug) || FIRST_STATIC_SEGMENTS.has(slug)) continue;
    }
    return { route, params };
  }
  let best: RouteDef | null = null;
  for (const route of ROUTES) {
    if ('subRoutes' in route && route.subRoutes && path.startsWith(route.path)) {
      if (!best || route.path.length > best.path.length) best = route;
    }
  }
  return best ? { route: best, params: { rest: path.slice(best.path.length, -1) } } : null;
}

/** Auth and not-found pages are never treated as neutral (spec 01 §2 routing rule). */
export function isNeutral(route: RouteDef): boolean {
  if (route.id === 'signin' || route.id === 'signup' || route.id === 'auth' || route.id === 'pageNotFound')
    return false;
  return route.kind === 'neutral' || route.alsoNeutral === true;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : never;
type PathOf<Id extends RouteId> = Extract<(typeof ROUTES)[number], { id: Id }>['path'];
export type RouteParams<Id extends RouteId> = { [K in ParamNames<PathOf<Id>>]: string | number };

export type QueryInit = Record<string, string | number | boolean | null | undefined>;

/** Every link comes from here. */
export function pathTo<Id extends RouteId>(
  id: Id,
  ...args: ParamNames<PathOf<Id>> extends never
    ? [params?: Record<string, never>, query?: QueryInit]
    : [params: RouteParams<Id>, query?: QueryInit]
): string {
  const [params, query] = args as [Record<string, string | number> | undefined, QueryInit | undefined];
  const path = ROUTE_BY_ID[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`pathTo(${id}): missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return withQuery(path, query);
}

export function withQuery(path: string, query?: QueryInit): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

// spec 01 §2 trailing-slash rule. Static assets are recognised by their extension.
const ASSET_EXTENSION =
  /\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot|otf|pdf|docx?|webmanifest|wasm)$/i;
const SLASH_EXEMPT_PREFIXES = ['/api/', '/wp-admin/', '/wp-content/', '/wp-includes/'];

/** The slash-appended location to redirect to, or null when the path is served as is. */
export function trailingSlashRedirect(pathname: string, search = '', hash = ''): string | null {
  if (pathname === '/' || pathname.endsWith('/')) return null;
  if (SLASH_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  if (ASSET_EXTENSION.test(pathname)) return null;
  // never `//host/`: a path that starts with several slashes (or backslashes) stays on this site
  return `/${pathname.replace(/^[/\\]+/, '')}/${search}${hash}`;
}
