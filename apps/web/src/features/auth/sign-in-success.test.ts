// spec 01 §4 'Sign-in success': the redirect order after sign-in, steps 1–8,
// one row per branch. Each row sets the sign-in page's query (and what the
// browser stored before), then checks where the candidate goes.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import type { CandidateProfileCore } from '@talent/contracts/profile';
import { ApiError } from '../../lib/api-client.ts';
import { hideToast, useStatusMessage } from '../../lib/toast.ts';
import { redirectAfterSignIn } from './sign-in-success.ts';

const complete = { user: { onboarding_status: '14', onboarding_complete: true } } as CandidateProfileCore;
const fresh = { user: { onboarding_status: 'SIGNED_UP', onboarding_complete: false } } as CandidateProfileCore;

interface Row {
  step: string;
  query: string;
  profile?: CandidateProfileCore;
  before?: () => void;
  /** What applyToJob does when called (step 1). */
  apply?: () => Promise<void>;
  applied?: number;
  to: string | null;
  opened?: string;
  toast?: string;
}

const rows: Row[] = [
  { step: '1. applying_to: apply to that job', query: 'applying_to=12', applied: 12, to: null },
  {
    step: '1. applying_to, the apply fails: its message, then the post-login redirect',
    query: 'applying_to=12',
    apply: () => Promise.reject(new ApiError(400, 'Bad Request', { message: 'This job is closed.' })),
    applied: 12,
    to: '/dashboard/',
    toast: 'This job is closed.',
  },
  {
    step: '2. jobs_page with redirect_jobsPage: the job search with the rest of the query',
    query: 'jobs_page=true&redirect_jobsPage=true&redirecting=true&search_term=go',
    to: '/jobs/?search_term=go',
  },
  {
    step: '2. jobs_page: the job page it came from, with the pop-up',
    query: 'jobs_page=true&jobURL=acme%2Fbackend-engineer%2F',
    to: '/jobs/acme/backend-engineer/?popUp=true',
  },
  {
    step: '3. job_alert: back to the job list without a and job_alert',
    query: 'a=signin&job_alert=true&search_term=go',
    to: '/joblist/?search_term=go',
  },
  {
    step: '4. job_description: the remembered job page',
    query: 'job_description=true',
    before: () => localStorage.setItem('jdURL', 'acme/backend-engineer/'),
    to: '/jobs/acme/backend-engineer/',
  },
  { step: '4. job_description without a remembered page: the root', query: 'job_description=true', to: '/' },
  {
    step: '5. offered candidate: the dashboard',
    query: 'is_offered_candidate=true',
    profile: fresh,
    to: '/dashboard/',
  },
  { step: '5. skipped onboarding: the dashboard', query: 'is_onboarding_skip=True', profile: fresh, to: '/dashboard/' },
  {
    step: '6. flow_type: the profile view for document upload',
    query: 'flow_type=offer',
    to: '/profile/view/7/?flow_type=doc_upload',
  },
  {
    step: '7. job_redirection_url: the stored third-party page in a new tab, then the redirect',
    query: 'job_redirection_url=true',
    before: () =>
      sessionStorage.setItem(
        'returnToJob',
        JSON.stringify({ url: 'https://careers.example/jobs/1', shouldOpenNewTab: true }),
      ),
    opened: 'https://careers.example/jobs/1',
    to: '/dashboard/',
  },
  {
    step: '7. job_redirection_url without a stored page: only the redirect (a crafted link goes nowhere)',
    query: 'job_redirection_url=https%3A%2F%2Fevil.example%2F',
    to: '/dashboard/',
  },
  {
    step: '8. nothing else: onboarding not complete lands on its first step',
    query: '',
    profile: fresh,
    to: '/onboarding/profile/',
  },
  { step: '8. nothing else: redirect_to once onboarding is complete', query: 'redirect_to=jobs', to: '/jobs/' },
  {
    step: '8. no profile loaded: the dashboard',
    query: '',
    profile: null as unknown as CandidateProfileCore,
    to: '/dashboard/',
  },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  hideToast();
  vi.restoreAllMocks();
});

describe('redirect after sign-in (spec 01 §4 steps 1–8)', () => {
  it.each(rows)('$step', async (row) => {
    row.before?.();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const navigate = vi.fn();
    const applyToJob = vi.fn(row.apply ?? (() => Promise.resolve()));
    const toast = renderHook(() => useStatusMessage());

    await redirectAfterSignIn(
      { candidate_id: 7 },
      row.profile === undefined ? complete : row.profile,
      new URLSearchParams(row.query),
      { navigate, applyToJob },
    );

    if (row.applied) expect(applyToJob).toHaveBeenCalledWith(row.applied, expect.objectContaining({ navigate }));
    else expect(applyToJob).not.toHaveBeenCalled();
    if (row.to === null) expect(navigate).not.toHaveBeenCalled();
    else expect(navigate.mock.calls).toEqual([[row.to, { replace: true }]]);
    if (row.opened) expect(open).toHaveBeenCalledWith(row.opened, '_blank', 'noopener');
    else expect(open).not.toHaveBeenCalled();
    expect(toast.result.current.visible ? toast.result.current.message : null).toBe(row.toast ?? null);
  });

  it('shows the generic message when the apply fails without an answer', async () => {
    const navigate = vi.fn();
    const toast = renderHook(() => useStatusMessage());
    await redirectAfterSignIn({ candidate_id: 7 }, complete, new URLSearchParams('applying_to=3'), {
      navigate,
      applyToJob: () => Promise.reject(new Error('offline')),
    });
    expect(toast.result.current.message).toBe(Messages.genericError);
    expect(navigate).toHaveBeenCalledWith('/dashboard/', { replace: true });
  });
});
