import { describe, expect, it } from 'vitest';
import { Messages } from './messages.ts';
import {
  additionalInfoError,
  advancesStatus,
  afterAdditionalInfoRoute,
  basicInfoError,
  DASHBOARD,
  finishOnboardingError,
  furthestStepFor,
  landingRouteFor,
  ONBOARDING_PROFILE_STEP as PROFILE,
  onboardingProgress,
  onboardingReroute,
  onboardingStepValue,
  postLoginRoute,
  queryRedirect,
  safeInternalPath,
} from './onboarding-routing.ts';

const user = (onboarding_status: string, onboarding_complete = false) => ({ onboarding_status, onboarding_complete });

describe('landing route after login (spec 01 §4)', () => {
  it.each([
    ['PHONE_VERIFIED', false, PROFILE],
    ['APPLIED_TO_JOB', false, PROFILE],
    ['SIGNED_UP', false, PROFILE],
    ['PRE_SCREENED', false, PROFILE],
    ['PHONE_VERIFIED', true, PROFILE],
    ['EDUCATION_VERIFIED_V2', false, DASHBOARD],
    ['ASSESSMENT_NA', false, DASHBOARD],
    ['ASSESSMENT_TAKEN', false, DASHBOARD],
    ['14', true, DASHBOARD],
    ['RESUME_UPLOADED', true, DASHBOARD],
    ['RESUME_UPLOADED', false, PROFILE],
    ['BASIC_INFO_VERIFIED_V2', false, PROFILE],
    ['', true, DASHBOARD],
    ['', false, PROFILE],
    ['SOMETHING_NEW', true, DASHBOARD],
  ])('%s with onboarding_complete %s lands on %s', (status, complete, expected) => {
    expect(landingRouteFor(user(status, complete))).toBe(expected);
  });
});

describe('reroutes on each navigation', () => {
  const cases: {
    name: string;
    path: string;
    status: string;
    complete?: boolean;
    search?: string;
    back_page?: string | null;
    expected: string | null;
  }[] = [
    // auth pages, open and neutral routes stop before the reroutes
    { name: 'neutral job search', path: '/jobs/', status: 'SIGNED_UP', expected: null },
    { name: 'open landing page', path: '/talent/', status: 'SIGNED_UP', expected: null },
    { name: 'sign-in page', path: '/auth/signin/', status: 'SIGNED_UP', expected: null },
    { name: 'unknown path', path: '/nowhere/at/all/', status: 'SIGNED_UP', expected: null },
    // skipped routes while onboarding is incomplete
    { name: 'onboarding resume', path: '/onboarding/resume/', status: 'SIGNED_UP', expected: null },
    { name: 'job alert feedback', path: '/jobs-alerts/feedback/', status: 'SIGNED_UP', expected: null },
    { name: 'account settings', path: '/account-settings/', status: 'SIGNED_UP', expected: null },
    { name: 'self-screening', path: '/self-screening/4/', status: 'SIGNED_UP', expected: null },
    { name: 'final self-screening', path: '/selfscreening/final/', status: 'SIGNED_UP', expected: null },
    { name: 'ctc letter', path: '/ctc/7/', status: 'SIGNED_UP', expected: null },
    { name: 'offer letter', path: '/offer/7/', status: 'SIGNED_UP', expected: null },
    { name: 'applied job screening', path: '/applied-job-screening/', status: 'SIGNED_UP', expected: null },
    { name: 'profile view', path: '/profile/view/', status: 'SIGNED_UP', expected: null },
    { name: 'profile view of a user', path: '/profile/view/12/', status: 'SIGNED_UP', expected: null },
    { name: 'dashboard', path: '/dashboard/', status: 'SIGNED_UP', expected: null },
    { name: 'job application', path: '/job-application/3/', status: 'SIGNED_UP', expected: null },
    // skipped routes once onboarding is complete: the listed ones and the profile view
    { name: 'complete, dashboard', path: '/dashboard/', status: '14', complete: true, expected: null },
    { name: 'complete, profile view', path: '/profile/view/', status: '14', complete: true, expected: null },
    { name: 'complete, own profile', path: '/profile/view/5/', status: '14', complete: true, expected: null },
    { name: 'complete, settings', path: '/account-settings/', status: '', complete: true, expected: null },
    // unlisted protected routes reroute by the landing rule
    { name: 'candidate report, new user', path: '/candidate-report/', status: 'SIGNED_UP', expected: PROFILE },
    { name: 'candidate report, done', path: '/candidate-report/', status: '14', complete: true, expected: DASHBOARD },
    // the onboarding flow while incomplete: up to the step the status reached
    { name: 'profile step, new user', path: PROFILE, status: 'SIGNED_UP', expected: null },
    {
      name: 'professional step ahead of status',
      path: '/onboarding/professional-experience/',
      status: 'PHONE_VERIFIED',
      expected: PROFILE,
    },
    {
      name: 'professional step reached',
      path: '/onboarding/professional-experience/',
      status: 'BASIC_INFO_VERIFIED_V2',
      expected: null,
    },
    {
      name: 'personal step ahead of status',
      path: '/onboarding/about-you/',
      status: 'BASIC_INFO_VERIFIED_V2',
      expected: '/onboarding/professional-experience/',
    },
    {
      name: 'legacy personal path ahead of status',
      path: '/onboarding/aboutyou/',
      status: 'SIGNED_UP',
      expected: PROFILE,
    },
    { name: 'personal step reached', path: '/onboarding/about-you/', status: 'EXPERIENCE_VERIFIED_V2', expected: null },
    {
      name: 'going back a step is allowed',
      path: PROFILE,
      status: 'EXPERIENCE_VERIFIED_V2',
      expected: null,
    },
    {
      name: 'refer and earn ahead of status',
      path: '/onboarding/refer-and-earn/',
      status: 'EXPERIENCE_VERIFIED_V2',
      expected: '/onboarding/about-you/',
    },
    {
      name: 'refer and earn after personal details',
      path: '/onboarding/refer-and-earn/',
      status: 'EDUCATION_VERIFIED_V2',
      expected: null,
    },
    // back_page on onboarding routes
    {
      name: 'back_page PHONE_VERIFIED',
      path: '/onboarding/professional-experience/',
      status: 'BASIC_INFO_VERIFIED_V2',
      back_page: 'PHONE_VERIFIED',
      expected: PROFILE,
    },
    {
      name: 'back_page APPLIED_TO_JOB',
      path: '/onboarding/refer-and-earn/',
      status: 'EDUCATION_VERIFIED_V2',
      back_page: 'APPLIED_TO_JOB',
      expected: PROFILE,
    },
    {
      name: 'back_page on the profile step itself',
      path: PROFILE,
      status: 'APPLIED_TO_JOB',
      back_page: 'APPLIED_TO_JOB',
      expected: null,
    },
    {
      name: 'other back_page values',
      path: '/onboarding/refer-and-earn/',
      status: 'EDUCATION_VERIFIED_V2',
      back_page: 'SIGNED_UP',
      expected: null,
    },
    {
      name: 'back_page off onboarding routes',
      path: '/dashboard/',
      status: 'SIGNED_UP',
      back_page: 'PHONE_VERIFIED',
      expected: null,
    },
    // completed onboarding leaves the onboarding steps
    { name: 'complete on a step', path: '/onboarding/about-you/', status: '14', complete: true, expected: DASHBOARD },
    { name: 'left the page', path: '/onboarding/refer-and-earn/', status: '', complete: true, expected: DASHBOARD },
    {
      name: 'complete but status asks for the profile step',
      path: '/onboarding/refer-and-earn/',
      status: 'APPLIED_TO_JOB',
      complete: true,
      expected: PROFILE,
    },
    {
      name: 'a step ahead keeps redirect_url',
      path: '/onboarding/about-you/',
      status: 'SIGNED_UP',
      search: '?redirect_url=%2Fappliedjobs%2F9%2F',
      expected: '/onboarding/profile/?redirect_url=%2Fappliedjobs%2F9%2F',
    },
    {
      name: 'redirect_url is not carried off the onboarding steps',
      path: '/onboarding/about-you/',
      status: '14',
      complete: true,
      search: '?redirect_url=%2Fappliedjobs%2F9%2F',
      expected: DASHBOARD,
    },
    // redirect_to and data on a rerouted route
    {
      name: 'redirect_to once complete',
      path: '/onboarding/profile/',
      status: '14',
      complete: true,
      search: '?redirect_to=jobs?search_term=go',
      expected: '/jobs/?search_term=go',
    },
    {
      name: 'redirect_to ignored while incomplete',
      path: '/candidate-report/',
      status: 'SIGNED_UP',
      search: '?redirect_to=/jobs/',
      expected: PROFILE,
    },
    {
      name: 'data appended to redirect_to',
      path: '/candidate-report/',
      status: 'SIGNED_UP',
      search: '?redirect_to=verify&data=abc123',
      expected: '/verify/abc123/',
    },
    {
      name: 'a lone redirect_to=about is dropped',
      path: '/candidate-report/',
      status: '14',
      complete: true,
      search: '?redirect_to=about',
      expected: DASHBOARD,
    },
    {
      name: 'redirect_to leaving the site is ignored',
      path: '/candidate-report/',
      status: '14',
      complete: true,
      search: '?redirect_to=//evil.example/x',
      expected: DASHBOARD,
    },
  ];

  it.each(cases)('$name: $path → $expected', ({ path, status, complete, search, back_page, expected }) => {
    expect(
      onboardingReroute({
        pathname: path,
        search,
        user: user(status, complete ?? false),
        back_page: back_page ?? null,
      }),
    ).toBe(expected);
  });
});

describe('post-login route and redirect_to', () => {
  it.each([
    ['', user('SIGNED_UP'), PROFILE],
    ['', user('14', true), DASHBOARD],
    ['redirect_to=/offer/5/', user('14', true), '/offer/5/'],
    ['redirect_to=/offer/5/', user('SIGNED_UP'), PROFILE],
    ['redirect_to=jobs&data=42', user('SIGNED_UP'), '/jobs/42/'],
    ['redirect_to=about', user('14', true), DASHBOARD],
    ['redirect_to=about&x=1', user('14', true), '/about/'],
    ['redirect_to=https://evil.example/', user('14', true), DASHBOARD],
    ['redirect_to=javascript:alert(1)', user('14', true), DASHBOARD],
  ])('?%s', (search, who, expected) => {
    expect(postLoginRoute(who, search)).toBe(expected);
  });

  it('keeps paths on the site', () => {
    expect(safeInternalPath('dashboard')).toBe('/dashboard/');
    expect(safeInternalPath('/jobs?x=1')).toBe('/jobs/?x=1');
    expect(safeInternalPath('/\\evil.example')).toBeNull();
    expect(safeInternalPath('%2e//evil.com')).toBeNull();
    expect(safeInternalPath('a/%2e%2e//evil.com')).toBeNull();
    expect(safeInternalPath('%2E%2E/%2E%2E//evil.com/x')).toBeNull();
    expect(safeInternalPath('')).toBeNull();
    expect(queryRedirect(user('14', true), new URLSearchParams({ redirect_to: '/x/y' }))).toBe('/x/y/');
  });
});

describe('onboarding steps', () => {
  it.each([
    ['SIGNED_UP', PROFILE],
    ['PRE_SCREENED', PROFILE],
    ['BASIC_INFO_VERIFIED_V2', '/onboarding/professional-experience/'],
    ['EXPERIENCE_VERIFIED_V2', '/onboarding/about-you/'],
    ['EDUCATION_VERIFIED_V2', '/onboarding/refer-and-earn/'],
  ])('%s may go up to %s', (status, step) => {
    expect(furthestStepFor(status)).toBe(step);
  });

  it.each([
    ['SIGNED_UP', 'BASIC_INFO_VERIFIED_V2', true],
    ['RESUME_UPLOADED', 'BASIC_INFO_VERIFIED_V2', true],
    ['BASIC_INFO_VERIFIED_V2', 'EXPERIENCE_VERIFIED_V2', true],
    ['EXPERIENCE_VERIFIED_V2', 'BASIC_INFO_VERIFIED_V2', false],
    ['EDUCATION_VERIFIED_V2', 'EXPERIENCE_VERIFIED_V2', false],
    ['14', 'EDUCATION_VERIFIED_V2', false],
    ['ASSESSMENT_TAKEN', 'EDUCATION_VERIFIED_V2', false],
  ])('saving moves %s forward to %s: %s', (current, next, expected) => {
    expect(advancesStatus(current, next)).toBe(expected);
  });

  it.each([
    ['/onboarding/profile/', 'SIGNED_UP', 0, 0],
    ['/onboarding/profile/', 'EXPERIENCE_VERIFIED_V2', 0, 3],
    // the resume comes right after the profile, before the steps it fills (decision 049)
    ['/onboarding/resume/', 'BASIC_INFO_VERIFIED_V2', 1, 2],
    ['/onboarding/professional-experience/', 'BASIC_INFO_VERIFIED_V2', 2, 2],
    ['/onboarding/resume/', 'EXPERIENCE_VERIFIED_V2', 1, 3],
    ['/onboarding/aboutyou/', 'EXPERIENCE_VERIFIED_V2', 3, 3],
    ['/onboarding/refer-and-earn/', 'EDUCATION_VERIFIED_V2', 4, 4],
    ['/dashboard/', 'SIGNED_UP', -1, 0],
  ])('the stepper on %s with %s: step %i, %i passed', (path, status, current, passed) => {
    expect(onboardingProgress(path, user(status))).toEqual({ current, passed });
  });

  it('derives the upper-cased step value sent as back_page', () => {
    expect(onboardingStepValue('/onboarding/professional-experience/')).toBe('PROFESSIONAL-EXPERIENCE');
    expect(onboardingStepValue('/onboarding/profile/')).toBe('PROFILE');
    expect(onboardingStepValue('/dashboard/')).toBeNull();
  });
});

describe('after additional information is saved (spec 01 §2)', () => {
  it.each([
    [{ redirectUrl: '/appliedjobs/9', pathname: '/onboarding/about-you/', onOwnProfile: false }, '/appliedjobs/9/'],
    [
      { redirectUrl: 'job-application/3/?x=1', pathname: '/onboarding/about-you/', onOwnProfile: false },
      '/job-application/3/?x=1',
    ],
    [
      {
        redirectUrl: 'https://site.example/appliedjobs/9/',
        pathname: '/x/',
        onOwnProfile: false,
        origin: 'https://site.example',
      },
      'https://site.example/appliedjobs/9/',
    ],
    [
      {
        redirectUrl: 'https://evil.example/apply',
        pathname: '/x/',
        onOwnProfile: false,
        origin: 'https://site.example',
      },
      '/onboarding/refer-and-earn/',
    ],
    [{ redirectUrl: 'javascript:alert(1)', pathname: '/x/', onOwnProfile: false }, '/onboarding/refer-and-earn/'],
    [{ redirectUrl: null, pathname: '/onboarding/about-you/', onOwnProfile: false }, '/onboarding/refer-and-earn/'],
    [{ redirectUrl: '/appliedjobs/9/', pathname: '/profile/view/', onOwnProfile: true }, null],
  ])('%o → %s', (input, expected) => {
    expect(afterAdditionalInfoRoute(input)).toBe(expected);
  });
});

describe('error messages (spec 01 §8)', () => {
  it.each([
    [0, null, Messages.oops],
    [400, { detail: 'Profile is incomplete.' }, 'Profile is incomplete.'],
    [400, 'plain text body', 'plain text body'],
    [500, { detail: 'x' }, Messages.cannotProcess],
    [403, { detail: 'x' }, Messages.somethingWrongLater],
  ])('finish onboarding %s %o', (status, data, expected) => {
    expect(finishOnboardingError(status, data)).toBe(expected);
  });

  it('picks the additional-info and basic-info messages', () => {
    expect(additionalInfoError(0, null)).toBe(Messages.serverIssue);
    expect(additionalInfoError(400, { phone: [Messages.phone], linkedIn: ['Bad link.'] })).toBe(
      `${Messages.phone} Bad link.`,
    );
    expect(additionalInfoError(502, null)).toBe(Messages.genericError);
    expect(basicInfoError({ non_field_errors: ['Nope.'], phone: [Messages.phone] })).toBe(Messages.phone);
    expect(basicInfoError({ non_field_errors: ['Nope.'] })).toBe('Nope.');
    expect(basicInfoError(null)).toBe(Messages.genericError);
  });
});
