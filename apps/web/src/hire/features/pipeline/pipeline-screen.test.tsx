// The board (decision 017): 'Show as table' opens the job's applicant table,
// the one table that sorts, filters and acts in bulk on the server (decisions 047, 050).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { HiringJob, Pipeline, PipelineApplicant } from '@talent/contracts/hiring';
import { pathTo } from '@talent/contracts/routes';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../../test/render.test-support.tsx';
import { PipelineScreen } from './pipeline-screen.tsx';

const applicant = { id: 11, name: 'Kavya Raman', stage: 'applied', applied_at: '2026-11-01T10:00:00Z' };
const pipeline = {
  job: { id: 7, title: 'Backend Engineer', state: 'published' },
  counts: { applied: 1 },
  results: [applicant as PipelineApplicant],
} satisfies Pipeline;

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/hire/jobs/7/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  http.on('GET /hiring/jobs/7/', () => ({
    body: { id: 7, title: 'Backend Engineer', state: 'published' } as HiringJob,
  }));
  http.on('GET /hiring/jobs/7/applications/', () => ({ body: pipeline }));
  http.on('GET /hiring/jobs/7/self-screening/questions/', () => ({ body: { results: [] } }));
  http.on('GET /hiring/jobs/7/interview-slots/', () => ({ body: { results: [] } }));
  setSessionTokens('token-1', 'refresh-1');
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

describe('the pipeline board', () => {
  it('opens the applicant table from ‘Show as table’', async () => {
    renderPage(
      <Routes>
        <Route path="/hire/jobs/:jobId/" element={<PipelineScreen />} />
        <Route path="/hire/jobs/:jobId/applicants/" element={<h1>Applicant table</h1>} />
      </Routes>,
      { path: '/hire/jobs/7/' },
    );
    await screen.findByRole('link', { name: 'Kavya Raman' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Show as table' }));
    await screen.findByRole('heading', { name: 'Applicant table' });
    await waitFor(() => expect(currentLocation()).toBe(pathTo('hireApplicants', { jobId: 7 })));
  });
});
