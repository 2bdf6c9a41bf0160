// The coding-assessment page (spec 02 §7 catalogue: questions, consent,
// upload; decision 015): the facts and the deadline in the shared date style
// (decision 049), consent before the clock starts, the answers submitted
// after a confirmation, what is written sent when the server's time is over,
// the server's refusal in words, and a closed assessment read-only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STATE_LABELS,
  AssessmentMessages,
  CandidateAssessmentSchema,
  type AssessmentState,
  type CandidateAssessment,
} from '@talent/contracts/assessments';
import { formatDateTime } from '@talent/contracts/date-format';
import { pathTo } from '@talent/contracts/routes';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { hideToast } from '../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { renderPage, toastText } from '../../test/render.test-support.tsx';
import CodingAssessmentScreen from './coding-assessment-screen.tsx';

const DEADLINE = '2031-03-20T12:30:00Z';
const QUESTIONS = [
  { id: 'q1', prompt: 'Reverse a string.', language: 'javascript' as const, starter_code: 'function reverse(s) {}' },
  { id: 'q2', prompt: 'Count the rows.', language: 'sql' as const, starter_code: 'SELECT' },
];
const assessment = (state: AssessmentState, facts: Partial<CandidateAssessment> = {}): CandidateAssessment =>
  CandidateAssessmentSchema.parse({
    id: 12,
    application_id: 31,
    job_title: 'Backend engineer',
    company_name: 'Northwind Labs',
    title: 'Backend take-home',
    state,
    state_label: ASSESSMENT_STATE_LABELS[state],
    time_limit_minutes: 90,
    deadline_at: DEADLINE,
    ends_at: state === 'assigned' ? null : '2031-03-10T11:00:00Z',
    submitted_at: state === 'submitted' || state === 'reviewed' ? '2031-03-10T10:45:00Z' : null,
    instructions: 'Answer both questions.',
    allow_files: false,
    questions: state === 'assigned' ? [] : QUESTIONS,
    question_count: 2,
    draft: state === 'in_progress' ? { q1: 'const reverse = (s) => [...s].reverse().join("");' } : {},
    draft_saved_at: null,
    files: [],
    server_now: '2031-03-10T09:30:00Z',
    seconds_left: state === 'in_progress' ? 1500 : null,
    ...facts,
  });
const moment = (iso: string) => formatDateTime(iso, { locale: readerLocale() });
const writes = () => http.seen.filter((r) => r.method !== 'GET');
const PATH = '/coding-assessment/31/questions/';

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/coding-assessment/31/');
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

/** The assessment as the server holds it: a change answers it, and the page may read it again. */
let current: CandidateAssessment;
const answerWith = (next: CandidateAssessment) => () => {
  current = next;
  return { body: next };
};

async function openAssessment(shown: CandidateAssessment) {
  current = shown;
  http.on(`GET ${PATH}`, () => ({ body: current }));
  renderPage(
    <Routes>
      <Route path="/coding-assessment/:candidateJobId/" element={<CodingAssessmentScreen />} />
    </Routes>,
    { path: '/coding-assessment/31/' },
  );
  await screen.findByRole('heading', { level: 1, name: shown.title });
}

describe('the coding-assessment page', () => {
  it('shows the facts and the deadline, and starts only once the box is ticked', async () => {
    const user = userEvent.setup();
    await openAssessment(assessment('assigned'));
    expect(screen.getByText(ASSESSMENT_STATE_LABELS.assigned)).toBeTruthy();
    expect(screen.getByText('Backend engineer · Northwind Labs')).toBeTruthy();
    const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(fact('Questions')).toBe('2');
    expect(fact('Time limit')).toBe('1 h 30 min');
    expect(fact('Start before')).toBe(moment(DEADLINE));

    await user.click(screen.getByRole('button', { name: 'Start the assessment' }));
    expect(screen.getByRole('alert').textContent).toBe(AssessmentMessages.consentMustBeTrue);
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);

    http.on('POST /coding-assessment/31/consent/', answerWith(assessment('in_progress')));
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start the assessment' }));
    expect(await screen.findByRole('heading', { name: /Question 1/ })).toBeTruthy();
    expect(writes().map((r) => [r.path, r.body])).toEqual([['/coding-assessment/31/consent/', { consent: true }]]);
    expect(screen.getByText('Reverse a string.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Time left2[45]:\d\d$/);
  });

  it('shows the server’s refusal to start in its words', async () => {
    const user = userEvent.setup();
    await openAssessment(assessment('assigned'));
    http.on('POST /coding-assessment/31/consent/', {
      status: 409,
      body: { detail: AssessmentMessages.deadlinePassed },
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Start the assessment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AssessmentMessages.deadlinePassed);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('submits the draft and the starter code after a confirmation Escape can dismiss', async () => {
    const user = userEvent.setup();
    const started = assessment('in_progress');
    await openAssessment(started);
    expect(screen.getByRole('textbox', { name: 'Your answer to question 1' }).textContent).toBe(started.draft.q1);
    expect(screen.getByText('Your draft is saved as you type.')).toBeTruthy();
    http.on(`POST ${PATH}`, answerWith(assessment('submitted')));

    const opener = screen.getByRole('button', { name: 'Submit answers' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Submit your answers?' });
    expect(within(dialog).getByText('You cannot change your answers after submitting.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(writes()).toEqual([]);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByText(/^Submitted on/)).textContent).toBe(
      `Submitted on ${moment('2031-03-10T10:45:00Z')}. The hiring team will review it.`,
    );
    expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', PATH, { answers: { q1: started.draft.q1, q2: 'SELECT' } }],
    ]);
    await waitFor(() => expect(toastText()).toBe('Your assessment was submitted.'));
    expect(screen.getByText(ASSESSMENT_STATE_LABELS.submitted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
  });

  it('sends what is written when the time is over, and shows a refusal with the button disabled', async () => {
    http.on(`POST ${PATH}`, { status: 409, body: { detail: AssessmentMessages.timeOver } });
    await openAssessment(assessment('in_progress', { seconds_left: 0 }));
    expect((await screen.findByRole('alert')).textContent).toBe(AssessmentMessages.timeOver);
    expect(writes().map((r) => r.body)).toEqual([
      { answers: { q1: assessment('in_progress').draft.q1, q2: 'SELECT' } },
    ]);
    expect(screen.getByRole('timer').textContent).toBe('Time left0:00');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit answers' }).disabled).toBe(true);
    expect(document.body.textContent).not.toContain('"detail"');
  });

  it('warns when less than five minutes are left', async () => {
    await openAssessment(assessment('in_progress', { seconds_left: 240 }));
    expect(
      screen
        .getByText('Less than five minutes left. What you have written is submitted when the time is over.')
        .getAttribute('role'),
    ).toBe('status');
    expect(writes()).toEqual([]);
    expect(screen.getByRole('timer').textContent).toMatch(/^Time left[34]:\d\d$/);
  });

  it('shows a reviewed assessment read-only with a link to the result', async () => {
    await openAssessment(assessment('reviewed'));
    expect(screen.getByText(ASSESSMENT_STATE_LABELS.reviewed)).toBeTruthy();
    expect(screen.getByText('The hiring team has reviewed your assessment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your result' }).getAttribute('href')).toBe(
      pathTo('assessmentReport', {}, { application: 31 }),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
