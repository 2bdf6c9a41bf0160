// The self-screening page (spec 01 §2 /self-screening/{jobApplicationId}/;
// decision 015): consent first — what is recorded, who sees it, how long it
// is kept — nothing sent until the box is ticked; the step the server says
// comes next; the finish with the booked interview in the shared date style
// (decision 049); the server's refusals in words; a completed one read-only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLIED_JOB_SCREENING } from '@talent/contracts/apply-routing';
import { formatDate, formatTime } from '@talent/contracts/date-format';
import { pathTo } from '@talent/contracts/routes';
import {
  CompletionSchema,
  QuestionListSchema,
  ScreeningConsentSchema,
  ScreeningMessages,
  type ScreeningConsent,
} from '@talent/contracts/screening';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { hideToast } from '../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../test/render.test-support.tsx';
import SelfScreeningScreen from './self-screening-screen.tsx';

const CONSENT = '/candidate_jobs/31/screening_consent_show_v2/';
const consent = (facts: Partial<ScreeningConsent> = {}): ScreeningConsent =>
  ScreeningConsentSchema.parse({
    application_id: 31,
    job_title: 'Backend engineer',
    company_name: 'Northwind Labs',
    state: 'not_started',
    open: true,
    consent_version: '2031-01',
    consented_at: null,
    device_checked_at: null,
    completed_at: null,
    recorded: ['Your video and voice for each answer', 'The choice you pick, when a question offers choices'],
    who_sees: 'The hiring team of this job.',
    retention_days: 180,
    ...facts,
  });
const SLOT = {
  id: 3,
  starts_at: '2031-03-12T10:00:00Z',
  ends_at: '2031-03-12T10:30:00Z',
  duration_minutes: 30,
  seats_left: 1,
};
const answeredList = () =>
  QuestionListSchema.parse({
    application_id: 31,
    job_title: 'Backend engineer',
    company_name: 'Northwind Labs',
    state: 'in_progress',
    consented: true,
    device_checked: true,
    questions: [
      {
        id: 1,
        prompt: 'Tell us about a system you built.',
        choices: [],
        max_seconds: 120,
        parent_id: null,
        follow_up_choice: null,
        answer: {
          id: 9,
          choice: null,
          duration_ms: 64000,
          size_bytes: 1000,
          attempts: 1,
          retakes_left: 1,
          recorded_at: '2031-03-10T09:00:00Z',
        },
      },
    ],
    next_question_id: null,
    slots_offered: true,
    booking: { slot: SLOT, time_zone: 'UTC', booked_at: '2031-03-10T09:05:00Z' },
    can_complete: true,
  });
const writes = () => http.seen.filter((r) => r.method !== 'GET');
const currentStep = () => screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')!;

let http: HttpApi;
let current: ScreeningConsent;
beforeAll(async () => {
  http = await startHttpApi('/self-screening/31/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  setSessionTokens('token-1', 'refresh-1');
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

function openPage(shown: ScreeningConsent | { status: number; body: unknown }) {
  if ('application_id' in shown) {
    current = shown;
    http.on(`GET ${CONSENT}`, () => ({ body: current }));
  } else http.on(`GET ${CONSENT}`, shown);
  renderPage(
    <Routes>
      <Route path="/self-screening/:jobApplicationId/" element={<SelfScreeningScreen />} />
      <Route path={pathTo('selfScreeningFinal')} element={<p>Final page</p>} />
    </Routes>,
    { path: '/self-screening/31/' },
  );
}

describe('the self-screening page', () => {
  it('explains what is recorded before consent and sends nothing until the box is ticked', async () => {
    const user = userEvent.setup();
    openPage(consent());
    await screen.findByRole('heading', { name: 'Before you start' });
    expect(screen.getByText('Backend engineer · Northwind Labs')).toBeTruthy();
    expect(currentStep().textContent).toBe('Consent');
    expect(screen.getByText('Your video and voice for each answer')).toBeTruthy();
    expect(screen.getByText('The hiring team of this job.')).toBeTruthy();
    expect(screen.getByText(/^180 days after you finish/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I agree, continue' }));
    expect(screen.getByRole('alert').textContent).toBe(ScreeningMessages.consentMustBeTrue);
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);

    http.on('POST /candidate_jobs/31/update_screening_consent_v2/', () => {
      current = consent({ consented_at: '2031-03-10T08:00:00Z', state: 'in_progress' });
      return { body: current };
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I agree, continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    expect(currentStep().textContent).toBe('Devices');
    expect(writes().map((r) => [r.path, r.body])).toEqual([
      ['/candidate_jobs/31/update_screening_consent_v2/', { consent: true }],
    ]);
  });

  it('shows a refused consent in the server’s words', async () => {
    const user = userEvent.setup();
    openPage(consent());
    http.on('POST /candidate_jobs/31/update_screening_consent_v2/', {
      status: 409,
      body: { detail: ScreeningMessages.applicationWithdrawn },
    });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I agree, continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ScreeningMessages.applicationWithdrawn);
    expect(currentStep().textContent).toBe('Consent');
  });

  it('says why there is no self-screening, never with the raw body, and links to the application', async () => {
    openPage({ status: 400, body: { non_field_errors: [ScreeningMessages.noSelfScreening] } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ScreeningMessages.noSelfScreening)).toBeTruthy();
    expect(alert.textContent).not.toContain('non_field_errors');
    expect(within(alert).getByRole('link', { name: 'Go to your application' }).getAttribute('href')).toBe(
      APPLIED_JOB_SCREENING(31),
    );
  });

  it('finishes with the booked interview shown, then goes to the final page', async () => {
    const user = userEvent.setup();
    openPage(
      consent({
        state: 'in_progress',
        consented_at: '2031-03-10T08:00:00Z',
        device_checked_at: '2031-03-10T08:01:00Z',
      }),
    );
    http.on('GET /candidate_jobs/screening_interview_question_list_v2/31/', { body: answeredList() });
    await screen.findByRole('heading', { name: 'Ready to send' });
    expect(currentStep().textContent).toBe('Finish');
    const locale = readerLocale();
    expect(screen.getByText(/^Your live interview:/).textContent).toBe(
      `Your live interview: ${formatDate(SLOT.starts_at, { locale, weekday: true })}, ${formatTime(SLOT.starts_at, { locale })} – ${formatTime(SLOT.ends_at, { locale })}.`,
    );
    expect(screen.getByText('Answered: 1 of 1')).toBeTruthy();

    http.on('POST /candidate_jobs/31/complete_self_screening/', {
      status: 400,
      body: { non_field_errors: [ScreeningMessages.slotRequired] },
    });
    await user.click(screen.getByRole('button', { name: 'Finish self-screening' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ScreeningMessages.slotRequired);
    expect(currentLocation()).toBe('/self-screening/31/');

    http.on('POST /candidate_jobs/31/complete_self_screening/', {
      body: CompletionSchema.parse({
        application_id: 31,
        status: 'SS',
        status_label: 'Self-screening completed',
        completed_at: '2031-03-10T09:10:00Z',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Finish self-screening' }));
    await waitFor(() => expect(currentLocation()).toBe(pathTo('selfScreeningFinal', {}, { application: 31 })));
    expect(writes().map((r) => r.path)).toEqual([
      '/candidate_jobs/31/complete_self_screening/',
      '/candidate_jobs/31/complete_self_screening/',
    ]);
  });

  it('shows a completed self-screening read-only, with the way to the timeline', async () => {
    openPage(
      consent({
        state: 'completed',
        open: false,
        consented_at: '2031-03-10T08:00:00Z',
        device_checked_at: '2031-03-10T08:01:00Z',
        completed_at: '2031-03-10T09:10:00Z',
      }),
    );
    expect(
      await screen.findByText('You completed this self-screening. The hiring team will be in touch.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your application’s timeline' }).getAttribute('href')).toBe(
      APPLIED_JOB_SCREENING(31),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Progress' })).toBeNull();
  });
});
