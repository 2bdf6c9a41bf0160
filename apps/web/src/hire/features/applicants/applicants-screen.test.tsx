// The applicant table (decision 047): the address holds the query (a reload
// asks the server the same), sorting and filtering change it, and a bulk
// rejection is confirmed with the count, runs, and sums up what was refused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { ApplicantRow, ApplicantTable } from '@talent/contracts/applicant-table';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../../test/render.test-support.tsx';
import { ApplicantsScreen } from './applicants-screen.tsx';

const row = (id: number, name: string, facts: Partial<ApplicantRow> = {}): ApplicantRow => ({
  id,
  candidate_id: id + 100,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  stage: 'applied',
  stage_label: 'Applied',
  source: 'linkedin',
  applied_at: '2026-11-01T10:00:00Z',
  fit: { score: 70, summary: '2 of 3 skills' },
  tags: [],
  rating: null,
  ...facts,
});
const rows = [
  row(1, 'Kavya Raman', { tags: ['strong backend'], rating: { recommendation: 'yes', scorecards: 2 } }),
  row(2, 'Arjun Mehta'),
  row(3, 'Meera Iyer', { stage: 'hired', stage_label: 'Hired' }),
];
const page = (results: ApplicantRow[]): ApplicantTable => ({
  job: { id: 7, title: 'Backend Engineer' },
  count: results.length,
  page: 1,
  page_size: 25,
  sources: ['linkedin', 'referral'],
  tags: ['strong backend'],
  results,
});

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/hire/jobs/7/applicants/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  http.on('GET /hiring/jobs/7/applicant-table/', () => ({ body: page(rows) }));
  setSessionTokens('token-1', 'refresh-1');
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

const user = () => userEvent.setup();
const render = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/hire/jobs/:jobId/applicants/" element={<ApplicantsScreen />} />
    </Routes>,
    { path },
  );
const tableRequests = () => http.seen.filter((r) => r.path === '/hiring/jobs/7/applicant-table/').map((r) => r.url);

describe('applicant table', () => {
  it('asks the server for the query in the address, and writes sorts and filters back into it', async () => {
    const { queryClient } = render('/hire/jobs/7/applicants/?sort=fit&tag=strong+backend');
    await screen.findByText('Kavya Raman');
    expect(screen.getByText('3 applicants')).toBeTruthy();
    expect(tableRequests()[0]).toBe('/hiring/jobs/7/applicant-table/?sort=fit&tag=strong+backend');
    expect(screen.getByRole('columnheader', { name: 'Fit' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('Yes (2 scorecards)')).toBeTruthy();

    await user().selectOptions(screen.getByLabelText('Stage'), 'hired');
    await waitFor(() =>
      expect(currentLocation()).toBe('/hire/jobs/7/applicants/?sort=fit&stage=hired&tag=strong+backend'),
    );
    await user().click(screen.getByRole('button', { name: 'Applied' }));
    await waitFor(() => expect(currentLocation()).toBe('/hire/jobs/7/applicants/?stage=hired&tag=strong+backend'));
    await waitFor(() =>
      expect(tableRequests().at(-1)).toBe('/hiring/jobs/7/applicant-table/?stage=hired&tag=strong+backend'),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('confirms a bulk rejection with the count, and sums up what was refused and why', async () => {
    http.on('POST /hiring/bulk-actions/', () => ({
      body: {
        done: [{ id: 1, stage_label: 'Rejected' }],
        failed: [{ id: 3, name: 'Meera Iyer', reason: 'A hired application cannot be rejected.' }],
      },
    }));
    const { queryClient } = render('/hire/jobs/7/applicants/');
    await screen.findByText('Kavya Raman');
    await user().click(screen.getByLabelText('Select Kavya Raman'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user().click(screen.getByLabelText('Select Meera Iyer'));
    await user().selectOptions(screen.getByLabelText('Reason'), 'Position filled');
    const opener = screen.getByRole('button', { name: 'Reject…' });
    await user().click(opener);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(opener);
    await user().click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants?' });
    await user().click(within(dialog).getByRole('button', { name: 'Reject' }));
    const summary = await screen.findByRole('status', { name: 'Bulk action summary' });
    expect(summary.textContent).toContain('1 applicant rejected.');
    expect(summary.textContent).toContain('1 was refused:');
    expect(summary.textContent).toContain('Meera Iyer: A hired application cannot be rejected.');
    expect(http.seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { action: 'reject', application_ids: [1, 3], reason: 'Position filled', notify: true },
    ]);
    expect(document.activeElement).toBe(summary);
    // the table is read again after the action
    await waitFor(() => expect(tableRequests()).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
