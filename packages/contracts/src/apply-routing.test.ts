import { describe, expect, it } from 'vitest';
import {
  applicationStatusFor,
  applyFailureMessage,
  eventMessageCampaign,
  isInternationalCountry,
  postApplyAction,
  preApplyAction,
  redirectHelper,
  trafficSource,
  type PostApplyInput,
} from './apply-routing.ts';

describe('before the application exists (spec 01 §4 steps 1–4)', () => {
  const internal = { redirection_url: 'https://talent500.example/apply/1', is_external: false };
  const external = { redirection_url: 'https://careers.acme.example/apply/9', is_external: true };
  const plain = { redirection_url: null, is_external: false };

  it.each([
    ['internal url, signed in', internal, true, { kind: 'open-internal', url: internal.redirection_url }],
    ['internal url, signed out', internal, false, { kind: 'open-internal', url: internal.redirection_url }],
    [
      'external job, signed out: returnToJob first',
      external,
      false,
      { kind: 'sign-up', returnToJob: { url: external.redirection_url, shouldOpenNewTab: true } },
    ],
    ['plain job, signed out', plain, false, { kind: 'sign-up', returnToJob: null }],
    ['external job, signed in', external, true, { kind: 'track-external', url: external.redirection_url }],
    ['plain job, signed in', plain, true, { kind: 'create' }],
  ] as const)('%s', (_name, job, isAuth, expected) => {
    expect(preApplyAction(job, isAuth)).toEqual(expected);
  });
});

describe('application status rule', () => {
  it.each([
    [0, false, 'PS'],
    [2, false, 'AP'],
    [0, true, 'AP'],
    [3, true, 'AP'],
  ] as const)('screening %s, international %s → %s', (needsScreening, isInternational, status) => {
    expect(applicationStatusFor({ needsScreening, isInternational })).toBe(status);
  });

  it('treats a missing country as India and any other code as international', () => {
    expect(isInternationalCountry('IN')).toBe(false);
    expect(isInternationalCountry('in')).toBe(false);
    expect(isInternationalCountry('')).toBe(false);
    expect(isInternationalCountry(null)).toBe(false);
    expect(isInternationalCountry('US')).toBe(true);
  });
});

describe('traffic source and event message rules', () => {
  it.each([
    ['', { source: 'T500-Direct', sourcer: 'T500-Direct' }],
    ['utm_source=linkedin', { source: 'linkedin', sourcer: 'T500-Direct' }],
    ['utm_source=newsletter&utm_term=ravi', { source: 'newsletter', sourcer: 'ravi' }],
    ['utm_source=&utm_term=%20', { source: 'T500-Direct', sourcer: 'T500-Direct' }],
  ])('?%s', (query, expected) => {
    expect(trafficSource(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    ['fastnext_T500', 'fastnext_T500'],
    ['automated_march_drive', 'automated_'],
    ['automated_', 'automated_'],
    ['fastnext_t500', null],
    ['summer_sale', null],
    ['', null],
    [null, null],
  ])('utm_campaign %s → %s', (campaign, expected) => {
    expect(eventMessageCampaign(campaign)).toBe(expected);
  });
});

const base: PostApplyInput = {
  applicationId: 42,
  countryCode: 'IN',
  onboardingComplete: true,
  onboardingStatus: '14',
  hasResume: true,
  needsScreening: 0,
  onboardingSkip: false,
  leadership: false,
  pageSkipsRedirect: false,
};

describe('routing after a successful apply (spec 01 §4)', () => {
  it.each<[string, Partial<PostApplyInput>, ReturnType<typeof postApplyAction>]>([
    [
      'India, onboarded, no screening: success message then dashboard after 1000 ms',
      {},
      { kind: 'success-then-dashboard', message: 'Job application successful!', to: '/dashboard/', delayMs: 1000 },
    ],
    [
      'India, onboarded, screening: applied-job screening replacing history',
      { needsScreening: 2 },
      { kind: 'navigate', to: '/appliedjobs/42/', replace: true },
    ],
    [
      'India, PHONE_VERIFIED: onboarding profile step with redirect_url to screening',
      { onboardingComplete: false, onboardingStatus: 'PHONE_VERIFIED', needsScreening: 2 },
      { kind: 'navigate', to: '/onboarding/profile/?redirect_url=%2Fappliedjobs%2F42%2F', replace: false },
    ],
    [
      'India, APPLIED_TO_JOB: onboarding profile step with redirect_url to screening',
      { onboardingComplete: false, onboardingStatus: 'APPLIED_TO_JOB' },
      { kind: 'navigate', to: '/onboarding/profile/?redirect_url=%2Fappliedjobs%2F42%2F', replace: false },
    ],
    [
      'India, any other state: the same',
      { onboardingComplete: false, onboardingStatus: 'SIGNED_UP', hasResume: false },
      { kind: 'navigate', to: '/onboarding/profile/?redirect_url=%2Fappliedjobs%2F42%2F', replace: false },
    ],
    [
      'India, onboarding_skip, onboarded, screening: applied-job screening',
      { onboardingSkip: true, needsScreening: 1 },
      { kind: 'navigate', to: '/appliedjobs/42/', replace: false },
    ],
    [
      'India, onboarding_skip, not onboarded: international job-apply',
      { onboardingSkip: true, onboardingComplete: false, onboardingStatus: 'SIGNED_UP' },
      { kind: 'navigate', to: '/job-application/42/', replace: false },
    ],
    [
      'India, leadership flag, not onboarded: international job-apply',
      { leadership: true, onboardingComplete: false, onboardingStatus: 'SIGNED_UP', needsScreening: 2 },
      { kind: 'navigate', to: '/job-application/42/', replace: false },
    ],
    [
      'India, leadership flag, onboarded, screening: applied-job screening',
      { leadership: true, needsScreening: 2 },
      { kind: 'navigate', to: '/appliedjobs/42/', replace: false },
    ],
    [
      'India, skip flag, onboarded, no screening: still the dashboard (no empty screening page)',
      { onboardingSkip: true },
      { kind: 'success-then-dashboard', message: 'Job application successful!', to: '/dashboard/', delayMs: 1000 },
    ],
    [
      'outside India, onboarded: international job-apply',
      { countryCode: 'US' },
      { kind: 'navigate', to: '/job-application/42/', replace: false },
    ],
    [
      'outside India, skip flag, not onboarded, no resume: international job-apply',
      { countryCode: 'DE', onboardingSkip: true, onboardingComplete: false, hasResume: false },
      { kind: 'navigate', to: '/job-application/42/', replace: false },
    ],
    [
      'outside India, leadership flag: international job-apply',
      { countryCode: 'GB', leadership: true, onboardingComplete: false, hasResume: false },
      { kind: 'navigate', to: '/job-application/42/', replace: false },
    ],
    [
      'outside India, not onboarded, no resume: onboarding profile step with redirect_url to job-apply',
      { countryCode: 'US', onboardingComplete: false, onboardingStatus: 'SIGNED_UP', hasResume: false },
      { kind: 'navigate', to: '/onboarding/profile/?redirect_url=%2Fjob-application%2F42%2F', replace: false },
    ],
    [
      'outside India, not onboarded, with resume: international job-apply',
      { countryCode: 'US', onboardingComplete: false, onboardingStatus: 'RESUME_UPLOADED', hasResume: true },
      { kind: 'navigate', to: '/job-application/42/', replace: false },
    ],
    [
      'a page that never triggers the post-apply redirect',
      { pageSkipsRedirect: true, needsScreening: 3, onboardingComplete: false },
      { kind: 'stay', message: 'Job application successful!' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(postApplyAction({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('redirect helper', () => {
  it.each([
    ['/dashboard/', 'IN', true, null],
    [null, 'IN', true, null],
    ['/appliedjobs/', 'IN', true, null],
    ['/appliedjobs/7/', 'IN', true, '/appliedjobs/7/'],
    ['/appliedjobs/7/', 'IN', false, '/onboarding/profile/?redirect_url=%2Fappliedjobs%2F7%2F'],
    ['/appliedjobs/7/', 'US', true, '/job-application/7/'],
    ['/appliedjobs/7/', 'US', false, '/onboarding/resume/?redirect_url=%2Fjob-application%2F7%2F'],
    ['https://talent500.example/appliedjobs/9/?x=1', 'AE', true, '/job-application/9/'],
  ] as const)('%s for %s (onboarded %s) → %s', (redirectUrl, countryCode, onboardingComplete, expected) => {
    expect(redirectHelper(redirectUrl, { countryCode, onboardingComplete })).toBe(expected);
  });
});

describe('apply failure message (spec 01 §8)', () => {
  it.each([
    [400, { message: 'Job closed' }, 'Job closed'],
    [409, { detail: 'You have already applied to this job.' }, 'You have already applied to this job.'],
    [400, { job: ['Invalid pk.'] }, 'Invalid pk.'],
    // data is never shown as it is: the generic message stands in
    [400, { unexpected: 1 }, 'Error has occurred. Please try again.'],
    [502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'Error has occurred. Please try again.'],
    [500, '{"error": "boom"}', 'Error has occurred. Please try again.'],
    [500, 'Bad gateway', 'Bad gateway'],
    [0, null, 'Error has occurred. Please try again.'],
    [401, { detail: 'Given token not valid' }, 'Your session has expired. Please log in again to continue.'],
  ])('%s %j → %s', (status, data, expected) => {
    expect(applyFailureMessage(status, data)).toBe(expected);
  });
});
