// The Apply button's branches (spec 01 §4 job apply flow): already applied,
// a job that applies elsewhere on the site, a visitor, an external job, a new
// application and where it leads, and the failures of spec 01 §8.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLIED_JOB_SCREENING, applyFailureMessage } from '@talent/contracts/apply-routing';
import type { JobDetails } from '@talent/contracts/jobs';
import { Messages } from '@talent/contracts/messages';
import { ONBOARDING_PROFILE_STEP } from '@talent/contracts/onboarding-routing';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { currentLocation, renderPage, toastText } from '../../../test/render.test-support.tsx';
import { ApplyButton } from './apply-button.tsx';

const JOB_PAGE = '/jobs/acme/backend-engineer/';

const job = (facts: Partial<JobDetails> = {}) =>
  ({
    id: 41,
    title: 'Backend engineer',
    needsScreening: 0,
    is_external: false,
    redirection_url: null,
    application_id: null,
    ...facts,
  }) as JobDetails;

const candidate = (onboarding_complete: boolean) => ({
  id: 7,
  first_name: 'Asha',
  last_name: 'Rao',
  country_code: 'IN',
  resume_link: null,
  back_page: null,
  user: { email: 'asha@example.com', onboarding_status: onboarding_complete ? '14' : 'SIGNED_UP', onboarding_complete },
});

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi(JOB_PAGE);
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  clearSessionTokens();
  sessionStorage.clear();
});
afterEach(() => {
  hideToast();
  vi.restoreAllMocks();
});

const calls = () => http.seen.map((request) => `${request.method} ${request.path}`);

describe('the Apply button (spec 01 §4)', () => {
  it('shows the application instead of the button once applied', () => {
    renderPage(<ApplyButton job={job({ application_id: 55 })} />, { path: JOB_PAGE });
    expect(screen.getByText(/You applied to this job\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your application' }).getAttribute('href')).toBe(
      APPLIED_JOB_SCREENING(55),
    );
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('opens an on-site redirection in a new tab and creates nothing', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    http.on('GET /candidate_jobs/41/', { body: job({ redirection_url: '/jobs/other/' }) });
    renderPage(<ApplyButton job={job()} />, { path: JOB_PAGE });
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/jobs/other/', '_blank', 'noopener'));
    expect(calls()).toEqual(['GET /candidate_jobs/41/']);
  });

  it('asks a visitor to sign up, keeping the job to apply to after', async () => {
    http.on('GET /candidate_jobs/41/', { body: job() });
    renderPage(<ApplyButton job={job()} />, { path: `${JOB_PAGE}?utm_source=mail` });
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(currentLocation()).toContain('a=signup'));
    expect(new URLSearchParams(currentLocation()!.split('?')[1]).get('applying_to')).toBe('41');
    expect(calls()).toEqual(['GET /candidate_jobs/41/']);
  });

  it('counts an external application, then opens the company site', async () => {
    setSessionTokens('token-1', 'refresh-1');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const external = job({ is_external: true, redirection_url: 'https://careers.example/1' });
    http.on('GET /candidate_jobs/41/', { body: external });
    http.on('POST /candidate_jobs/track-external-applications/', { body: {} });
    renderPage(<ApplyButton job={external} />, { path: JOB_PAGE });
    await userEvent.click(screen.getByRole('button', { name: 'Apply on company site' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://careers.example/1', '_blank', 'noopener'));
    expect(calls()).toEqual(['GET /candidate_jobs/41/', 'POST /candidate_jobs/track-external-applications/']);
    expect(http.seen[1]!.body).toEqual({ job_id: 41 });
  });

  it('creates the application and sends a candidate without onboarding to it first', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /candidate_jobs/41/', { body: job() });
    http.on('GET /v3/users/candidate/', { body: candidate(false) });
    http.on('POST /candidate_jobs/', { status: 201, body: { id: 55 } });
    renderPage(<ApplyButton job={job()} />, { path: `${JOB_PAGE}?utm_source=mail&utm_term=asha` });
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(currentLocation()).toContain(ONBOARDING_PROFILE_STEP));
    // the country decides India or international (spec 01 §4); a failed lookup counts as India
    expect(calls()).toEqual([
      'GET /candidate_jobs/41/',
      'GET /v3/users/candidate/',
      'GET /auth/keys/',
      'POST /candidate_jobs/',
    ]);
    expect(http.seen[3]!.body).toEqual({
      job: 41,
      status: 'PS',
      privacy_policy_status: true,
      source: 'mail',
      sourcer: 'asha',
      is_int_candidate: false,
    });
    expect(new URLSearchParams(currentLocation()!.split('?')[1]).get('redirect_url')).toBe(APPLIED_JOB_SCREENING(55));
  });

  it('stays with the success message on a page that never redirects', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /candidate_jobs/41/', { body: job() });
    http.on('GET /v3/users/candidate/', { body: candidate(true) });
    http.on('POST /candidate_jobs/', { status: 201, body: { id: 56 } });
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${http.origin}/jobs/`);
    renderPage(<ApplyButton job={job()} />, { path: '/jobs/' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(toastText()).toBe(Messages.jobApplicationSuccessful));
    expect(currentLocation()).toBe('/jobs/');
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${http.origin}${JOB_PAGE}`);
  });

  it('says why an application was refused, and the button works again', async () => {
    setSessionTokens('token-1', 'refresh-1');
    const refusal = { detail: 'You have already applied to this job.' };
    http.on('GET /candidate_jobs/41/', { body: job() });
    http.on('GET /v3/users/candidate/', { body: candidate(true) });
    http.on('POST /candidate_jobs/', { status: 400, body: refusal });
    renderPage(<ApplyButton job={job()} />, { path: JOB_PAGE });
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(toastText()).toBe(applyFailureMessage(400, refusal)));
    expect(currentLocation()).toBe(JOB_PAGE);
    expect(screen.getByRole('button', { name: 'Apply now' }).hasAttribute('disabled')).toBe(false);
  });

  it('says the job is closed when it is no longer published', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /candidate_jobs/41/', { status: 204 });
    renderPage(<ApplyButton job={job()} />, { path: JOB_PAGE });
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(toastText()).not.toBeNull());
    expect(toastText()).toBe(Messages.jobClosed);
    expect(calls()).toEqual(['GET /candidate_jobs/41/']);
  });
});
