// Your self-screenings (spec 01 §2 /applied-job-screening/; decision 015):
// the applications that ask for one — open, or already done — each with its
// state and the action that fits it; a withdrawn application, one still
// waiting for its screening answers and a job without video questions are
// left out; an empty list and a failed load each say so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppliedJobListSchema, type AppliedJob } from '@talent/contracts/applications';
import type { LifecycleState } from '@talent/contracts/application-lifecycle';
import { pathTo } from '@talent/contracts/routes';
import { ScreeningConsentSchema, ScreeningMessages, type ScreeningConsent } from '@talent/contracts/screening';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../test/render.test-support.tsx';
import AppliedJobScreeningScreen from './applied-job-screening-screen.tsx';

const application = (id: number, title: string, stage: LifecycleState, facts: Partial<AppliedJob> = {}) => ({
  id,
  status: 'SC',
  status_label: 'Screening submitted',
  stage,
  stage_explanation: '',
  can_withdraw: stage !== 'withdrawn',
  steps_done: [],
  screening_pending: false,
  version: 1,
  applied_at: '2031-03-01T09:00:00Z',
  source: '',
  is_int_candidate: false,
  screening_submitted_at: '2031-03-01T09:10:00Z',
  job: {
    id: 100 + id,
    job_code: `J${id}`,
    slug: `job-${id}`,
    title,
    company: { id: 2, slug: 'northwind-labs', name: 'Northwind Labs', logo_url: null },
    companyName: 'Northwind Labs',
    location: 'Pune',
    country_code: 'IN',
    is_remote: false,
    employment_type: 'FULL_TIME',
    job_category: 'Engineering',
    job_sub_category: 'Backend',
    skills: [],
    experience_min: 2,
    experience_max: 5,
    salary: null,
    flow_type: 'regular',
    is_anonymized: false,
    is_leadership: false,
    needsScreening: 1,
    is_external: false,
    redirection_url: null,
    published_at: '2031-02-01T09:00:00Z',
    valid_through: null,
    url: `/jobs/northwind-labs/job-${id}/`,
  },
  ...facts,
});
const view = (id: number, title: string, facts: Partial<ScreeningConsent>) =>
  ScreeningConsentSchema.parse({
    application_id: id,
    job_title: title,
    company_name: 'Northwind Labs',
    state: 'not_started',
    open: true,
    consent_version: '2031-01',
    consented_at: null,
    device_checked_at: null,
    completed_at: null,
    recorded: ['Your video and voice for each answer'],
    who_sees: 'The hiring team of this job.',
    retention_days: 180,
    ...facts,
  });
const applied = (results: unknown[]) => ({
  body: AppliedJobListSchema.parse({ count: results.length, next: null, previous: null, results }),
});

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/applied-job-screening/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  setSessionTokens('token-1', 'refresh-1');
});
afterEach(() => clearSessionTokens());

describe('your self-screenings', () => {
  it('lists each open or done self-screening with the action that fits it, and leaves the others out', async () => {
    http.on(
      'GET /applied_jobs/',
      applied([
        application(31, 'Backend engineer', 'screening'),
        application(32, 'Data engineer', 'screening'),
        application(33, 'QA engineer', 'assessment'),
        application(34, 'SRE', 'screening'),
        application(35, 'Designer', 'withdrawn'),
        application(36, 'Analyst', 'applied', { screening_pending: true }),
        application(37, 'Writer', 'screening'),
      ]),
    );
    http.on('GET /candidate_jobs/31/screening_consent_show_v2/', { body: view(31, 'Backend engineer', {}) });
    http.on('GET /candidate_jobs/32/screening_consent_show_v2/', {
      body: view(32, 'Data engineer', { state: 'in_progress', consented_at: '2031-03-02T09:00:00Z' }),
    });
    http.on('GET /candidate_jobs/33/screening_consent_show_v2/', {
      body: view(33, 'QA engineer', { state: 'completed', open: false, completed_at: '2031-03-03T09:00:00Z' }),
    });
    // not open for it (yet): left out
    http.on('GET /candidate_jobs/34/screening_consent_show_v2/', { body: view(34, 'SRE', { open: false }) });
    // a job without video questions answers 400: left out
    http.on('GET /candidate_jobs/37/screening_consent_show_v2/', {
      status: 400,
      body: { detail: ScreeningMessages.noSelfScreening },
    });
    renderPage(<AppliedJobScreeningScreen />, { path: '/applied-job-screening/' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Backend engineer · Northwind LabsTo doStart self-screening for Backend engineer',
      'Data engineer · Northwind LabsIn progressContinue self-screening for Data engineer',
      'QA engineer · Northwind LabsCompletedView self-screening for QA engineer',
    ]);
    // the withdrawn application and the one still waiting for its screening answers are not asked
    const asked = http.seen.map((r) => r.path).filter((path) => path.includes('screening_consent_show_v2'));
    expect(asked.sort()).toEqual([31, 32, 33, 34, 37].map((id) => `/candidate_jobs/${id}/screening_consent_show_v2/`));
    expect(http.seen[0]!.url).toBe('/applied_jobs/?page_size=50');
    await userEvent.click(within(items[1]!).getByRole('link'));
    expect(currentLocation()).toBe(pathTo('selfScreening', { jobApplicationId: 32 }));
  });

  it('says so when no application asks for one, with the way back to the dashboard', async () => {
    http.on('GET /applied_jobs/', applied([application(35, 'Designer', 'withdrawn')]));
    renderPage(<AppliedJobScreeningScreen />, { path: '/applied-job-screening/' });
    expect(await screen.findByText(/^None of your applications asks for a self-screening right now\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(pathTo('dashboard'));
    expect(http.seen.map((r) => r.path)).toEqual(['/applied_jobs/']);
  });

  it('says so when the applications cannot be loaded', async () => {
    http.on('GET /applied_jobs/', { status: 503, body: { detail: 'The service is down for maintenance.' } });
    renderPage(<AppliedJobScreeningScreen />, { path: '/applied-job-screening/' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load your self-screenings. Please try again.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
