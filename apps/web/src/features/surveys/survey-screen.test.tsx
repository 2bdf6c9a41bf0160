// The survey page (spec 01 §2 /survey/; spec 02 §7 survey paths; decision
// 016): a visitor reads the fixed survey and is asked to sign in; a candidate
// sees the surveys addressed to them and answers one once — the answers sent
// as typed, each question's refusal under it, another refusal in words, and
// an answered survey read-only with its date in the shared style.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@talent/contracts/date-format';
import { pathTo } from '@talent/contracts/routes';
import {
  CandidateSurveyFormDetailSchema,
  CandidateSurveyFormListSchema,
  FixedSurveySchema,
  SURVEY_TRIGGER_LABELS,
  SurveyMessages,
  type CandidateSurveyFormDetail,
  type SurveyQuestion,
} from '@talent/contracts/surveys';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { hideToast } from '../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { renderPage, toastText } from '../../test/render.test-support.tsx';
import SurveyScreen from './survey-screen.tsx';

const questions: SurveyQuestion[] = [
  { id: 'found_us', kind: 'single', label: 'How did you find us?', options: ['Search', 'A friend'], required: true },
  {
    id: 'liked',
    kind: 'multiple',
    label: 'What did you like?',
    options: ['Speed', 'Clarity', 'Design'],
    required: false,
  },
  { id: 'score', kind: 'rating', label: 'How easy was it?', scale: 5, required: true },
  { id: 'comment', kind: 'text', label: 'Anything else?', required: false },
];
const fixed = (submitted = false) =>
  FixedSurveySchema.parse({
    id: 1,
    title: 'About this platform',
    description: 'Four questions.',
    questions,
    submitted,
  });
const addressed = (facts: Partial<CandidateSurveyFormDetail> = {}) =>
  CandidateSurveyFormDetailSchema.parse({
    id: 3,
    survey_id: 9,
    title: 'Your interview with us',
    description: 'Tell us how it went.',
    trigger: 'after_interview',
    trigger_label: SURVEY_TRIGGER_LABELS.after_interview,
    application_id: 31,
    job_title: 'Backend engineer',
    company_name: 'Northwind Labs',
    status: 'pending',
    sent_at: '2031-03-01T09:00:00Z',
    submitted_at: null,
    questions,
    answers: null,
    ...facts,
  });
const posts = () => http.seen.filter((r) => r.method === 'POST');

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/survey/');
});
afterAll(() => http.close());
beforeEach(() => http.reset());
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

async function answerAll() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'A friend' }));
  await user.click(screen.getByRole('checkbox', { name: 'Speed' }));
  await user.click(screen.getByRole('checkbox', { name: 'Design' }));
  await user.click(screen.getByRole('checkbox', { name: 'Speed' }));
  await user.click(within(screen.getByRole('group', { name: /How easy was it\?/ })).getByRole('radio', { name: '4' }));
  await user.click(screen.getByRole('button', { name: 'Submit answers' }));
}

describe('the survey page', () => {
  it('shows a visitor the fixed survey read-only and asks them to sign in', async () => {
    http.on('GET /1/survey_questions/', { body: fixed() });
    renderPage(<SurveyScreen />, { path: '/survey/' });
    await screen.findByRole('heading', { name: 'About this platform' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      pathTo('signin', {}, { redirect_to: '/survey/' }),
    );
    for (const group of screen.getAllByRole('group')) expect((group as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getAllByRole('group')).toHaveLength(questions.length);
    expect(screen.getByRole('group', { name: /How did you find us\? \(required\)/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Surveys for you' })).toBeNull();
    expect(http.seen.map((r) => `${r.path} ${r.auth ?? '-'}`)).toEqual(['/1/survey_questions/ -']);
  });

  it('lists the surveys addressed to the candidate and sends the fixed survey’s answers as given', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /1/survey_questions/', { body: fixed() });
    http.on('GET /candidate-survey-forms/', {
      body: CandidateSurveyFormListSchema.parse({
        count: 2,
        results: [
          addressed(),
          addressed({
            id: 2,
            title: 'Your application',
            trigger: 'after_application',
            trigger_label: SURVEY_TRIGGER_LABELS.after_application,
            status: 'submitted',
            submitted_at: '2031-02-01T09:00:00Z',
          }),
        ].map(({ questions: _q, answers: _a, ...form }) => form),
      }),
    });
    http.on('POST /submit_survey/', {
      status: 201,
      body: { detail: 'Thank you.', submitted_at: '2031-03-02T09:00:00Z' },
    });
    renderPage(<SurveyScreen />, { path: '/survey/' });
    const waiting = within(await screen.findByRole('region', { name: 'Surveys for you' }));
    const items = await waiting.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Your interview with usWaiting for your answersNorthwind Labs · Backend engineer · ${SURVEY_TRIGGER_LABELS.after_interview}`,
      `Your applicationAnsweredNorthwind Labs · Backend engineer · ${SURVEY_TRIGGER_LABELS.after_application}`,
    ]);
    expect(waiting.getByRole('link', { name: 'Your interview with us' }).getAttribute('href')).toBe('/survey/?form=3');

    await screen.findByRole('heading', { name: 'About this platform' });
    await answerAll();
    expect(await screen.findByText('Thank you — you have answered this survey.')).toBeTruthy();
    // the unanswered text and the emptied choices are left out
    expect(posts().map((r) => [r.path, r.auth, r.body])).toEqual([
      ['/submit_survey/', 'Bearer token-1', { answers: { found_us: 'A friend', liked: ['Design'], score: 4 } }],
    ]);
    await waitFor(() => expect(toastText()).toBe('Thank you for your answers.'));
  });

  it('shows each question’s refusal under it, and no raw body', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /1/survey_questions/', { body: fixed() });
    http.on('GET /candidate-survey-forms/', { body: CandidateSurveyFormListSchema.parse({ count: 0, results: [] }) });
    http.on('POST /submit_survey/', {
      status: 400,
      body: { found_us: [SurveyMessages.answerRequired], score: [SurveyMessages.rating(5)] },
    });
    renderPage(<SurveyScreen />, { path: '/survey/' });
    expect(await screen.findByText('No company has asked you to answer a survey.')).toBeTruthy();
    await screen.findByRole('heading', { name: 'About this platform' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    const found = await screen.findByRole('group', { name: /How did you find us\?/ });
    await waitFor(() => expect(within(found).getByRole('alert').textContent).toBe(SurveyMessages.answerRequired));
    expect(found.getAttribute('aria-describedby')).toBe('q-found_us-error');
    const score = screen.getByRole('group', { name: /How easy was it\?/ });
    expect(within(score).getByRole('alert').textContent).toBe(SurveyMessages.rating(5));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(posts().map((r) => r.body)).toEqual([{ answers: {} }]);
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeTruthy();
  });

  it('answers a survey addressed to the candidate, and shows the server’s refusal in words', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /survey-forms/', { body: addressed() });
    http.on('POST /survey-form-submission/', { status: 409, body: { detail: SurveyMessages.alreadySubmitted } });
    renderPage(<SurveyScreen />, { path: '/survey/?form=3' });
    await screen.findByRole('heading', { level: 1, name: 'Your interview with us' });
    expect(
      screen.getByText(`${SURVEY_TRIGGER_LABELS.after_interview} · Northwind Labs · Backend engineer`),
    ).toBeTruthy();
    expect(http.seen[0]!.url).toBe('/survey-forms/?form_id=3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Anything else?' }), 'Quick and clear.');
    await answerAll();
    expect((await screen.findByRole('alert')).textContent).toBe(SurveyMessages.alreadySubmitted);
    expect(posts().map((r) => r.body)).toEqual([
      { form_id: 3, answers: { comment: 'Quick and clear.', found_us: 'A friend', liked: ['Design'], score: 4 } },
    ]);
  });

  it('shows an answered survey read-only, with the date in the shared style', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /survey-forms/', {
      body: addressed({
        status: 'submitted',
        submitted_at: '2031-03-02T09:15:00Z',
        answers: { found_us: 'Search', score: 5 },
      }),
    });
    renderPage(<SurveyScreen />, { path: '/survey/?form=3' });
    await screen.findByRole('heading', { level: 1, name: 'Your interview with us' });
    expect(screen.getByText(/^Thank you — you answered this survey/).textContent).toBe(
      `Thank you — you answered this survey on ${formatDateTime('2031-03-02T09:15:00Z', { locale: readerLocale() })}.`,
    );
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: 'All your surveys' }).getAttribute('href')).toBe(pathTo('survey'));
  });
});
