// Job alerts on the dashboard can be changed, not only switched off: the edit
// form starts from the alert's search, sends the whole search with its
// frequency, and a refusal stays on the form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertLabel, type JobAlert } from '@talent/contracts/job-alerts';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { renderPage } from '../../../test/render.test-support.tsx';
import { JobAlerts } from './my-jobs-sections.tsx';

const alert = (facts: Partial<JobAlert>): JobAlert => {
  const base = {
    id: 3,
    search_term: 'react',
    location: 'Pune',
    experience_range: null,
    job_sub_category: null,
    company: null,
    remote: null,
    frequency: 'instant' as const,
    is_active: true,
    created_at: '2026-01-01T00:00:00Z',
    last_sent_at: null,
    ...facts,
  };
  return { ...base, label: alertLabel(base) };
};

let alerts: JobAlert[];
let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/dashboard/');
});
afterAll(() => http.close());
beforeEach(async () => {
  http.reset();
  alerts = [alert({})];
  http.on('GET /v1/job-search/alerts/', () => ({
    body: { count: alerts.length, next: null, previous: null, results: alerts },
  }));
  setSessionTokens('token-1', 'refresh-1');
  renderPage(<JobAlerts />, { path: '/dashboard/' });
  await screen.findByText('react, in Pune');
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

const user = () => userEvent.setup();

describe('editing a job alert', () => {
  it('starts from the alert, sends the new search and frequency, and shows the changed alert', async () => {
    http.on('PATCH /v1/job-search/alerts/3/', (request) => {
      const body = request.body as Partial<JobAlert>;
      alerts = [alert({ ...body, location: body.location ?? null, remote: body.remote ?? null })];
      return { body: alerts[0] };
    });
    expect(screen.getByText('As soon as jobs are posted', { selector: 'span' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Edit alert react, in Pune' }));
    const form = screen.getByRole('form', { name: 'Edit alert react, in Pune' });
    expect(within(form).getByLabelText<HTMLInputElement>('Keyword').value).toBe('react');
    expect(within(form).getByLabelText<HTMLInputElement>('Location').value).toBe('Pune');
    await user().clear(within(form).getByLabelText('Keyword'));
    await user().type(within(form).getByLabelText('Keyword'), 'typescript');
    await user().clear(within(form).getByLabelText('Location'));
    await user().type(within(form).getByLabelText('Experience (years)'), '2-5');
    await user().selectOptions(within(form).getByLabelText('E-mail me'), 'weekly');
    await user().click(within(form).getByRole('button', { name: 'Save alert' }));

    await screen.findByText('typescript, 2-5 years');
    expect(screen.getByText('Once a week', { selector: 'span' })).toBeTruthy();
    expect(http.seen.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { search_term: 'typescript', experience_range: '2-5', frequency: 'weekly' },
    ]);
    expect(screen.queryByRole('form', { name: /^Edit alert/ })).toBeNull();
  });

  it('keeps the form open with the reason when the change is refused', async () => {
    http.on('PATCH /v1/job-search/alerts/3/', () => ({
      status: 400,
      body: { non_field_errors: ['You already have an alert for this search.'] },
    }));
    await user().click(screen.getByRole('button', { name: 'Edit alert react, in Pune' }));
    const form = screen.getByRole('form', { name: 'Edit alert react, in Pune' });
    await user().click(within(form).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('You already have an alert for this search.'),
    );
    await user().click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('react, in Pune')).toBeTruthy();
  });
});
