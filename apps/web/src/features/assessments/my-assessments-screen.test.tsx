// My assessments (spec 01 §2 /candidate/my-assessments/; decision 015): each
// assessment with its state and the moment that matters in the shared date
// style (decision 049), opening the page that fits it; a visitor is asked to
// sign in, an empty list and a failed load each say so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_STATE_LABELS,
  AssessmentSummarySchema,
  type AssessmentState,
  type AssessmentSummary,
} from '@talent/contracts/assessments';
import { formatDateTime } from '@talent/contracts/date-format';
import type { SuccessOf } from '@talent/contracts/endpoint';
import type { assessmentSchemas } from '@talent/contracts/endpoints/assessments.schemas';
import { pathTo } from '@talent/contracts/routes';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../test/render.test-support.tsx';
import MyAssessmentsScreen from './my-assessments-screen.tsx';

/** The list's answer: each entry parsed by the contract's schema. */
const list = (results: AssessmentSummary[]): SuccessOf<(typeof assessmentSchemas)['myAssessments']> => ({ results });
const moment = (iso: string) => formatDateTime(iso, { locale: readerLocale() });
const summary = (id: number, state: AssessmentState, facts: Partial<AssessmentSummary> = {}) =>
  AssessmentSummarySchema.parse({
    id,
    application_id: 30 + id,
    job_title: 'Backend engineer',
    company_name: 'Northwind Labs',
    title: `Take-home ${id}`,
    state,
    state_label: ASSESSMENT_STATE_LABELS[state],
    time_limit_minutes: 60,
    deadline_at: '2031-03-20T12:30:00Z',
    ends_at: null,
    submitted_at: null,
    ...facts,
  });

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/candidate/my-assessments/');
});
afterAll(() => http.close());
beforeEach(() => http.reset());
afterEach(() => clearSessionTokens());

describe('my assessments', () => {
  it('lists each assessment with its state, its moment and the action that fits it', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /candidate/assessments/', {
      body: list([
        summary(1, 'assigned'),
        summary(2, 'in_progress', { ends_at: '2031-03-10T11:00:00Z' }),
        summary(3, 'reviewed', { submitted_at: '2031-03-05T10:00:00Z' }),
        summary(4, 'expired'),
      ]),
    });
    renderPage(<MyAssessmentsScreen />, { path: '/candidate/my-assessments/' });
    const items = await screen.findAllByRole('listitem');
    const facts = items.map((item) => item.querySelector('strong + span + div')!.textContent);
    expect(facts).toEqual([
      `1 hour · start before ${moment('2031-03-20T12:30:00Z')}`,
      `Ends ${moment('2031-03-10T11:00:00Z')}`,
      `Submitted ${moment('2031-03-05T10:00:00Z')}`,
      `Deadline ${moment('2031-03-20T12:30:00Z')}`,
    ]);
    const states: AssessmentState[] = ['assigned', 'in_progress', 'reviewed', 'expired'];
    states.forEach((state, i) => expect(within(items[i]!).getByText(ASSESSMENT_STATE_LABELS[state])).toBeTruthy());
    const link = (i: number) => within(items[i]!).getByRole('link');
    expect([0, 1, 2, 3].map((i) => [link(i).textContent, link(i).getAttribute('href')])).toEqual([
      ['Start Take-home 1', pathTo('codingAssessment', { candidateJobId: 31 })],
      ['Continue Take-home 2', pathTo('codingAssessment', { candidateJobId: 32 })],
      ['See result of Take-home 3', pathTo('assessmentReport', {}, { application: 33 })],
      ['Open Take-home 4', pathTo('codingAssessment', { candidateJobId: 34 })],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Start Take-home 1' }));
    expect(currentLocation()).toBe('/coding-assessment/31/');
    expect(http.seen.map((r) => r.auth)).toEqual(['Bearer token-1']);
  });

  it('asks a visitor to sign in and asks the server nothing', async () => {
    renderPage(<MyAssessmentsScreen />, { path: '/candidate/my-assessments/' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(pathTo('signin'));
    expect(screen.getByText(/to see your assessments\./)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(http.seen).toEqual([]);
  });

  it('says so when no assessment was sent, and shows a failed load in the server’s words', async () => {
    setSessionTokens('token-1', 'refresh-1');
    http.on('GET /candidate/assessments/', { body: list([]) });
    const { unmount } = renderPage(<MyAssessmentsScreen />, { path: '/candidate/my-assessments/' });
    expect(await screen.findByText('No hiring team has sent you a coding assessment yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();

    http.on('GET /candidate/assessments/', { status: 503, body: { detail: 'The service is down for maintenance.' } });
    renderPage(<MyAssessmentsScreen />, { path: '/candidate/my-assessments/' });
    expect((await screen.findByRole('alert')).textContent).toBe('The service is down for maintenance.');
  });
});
