// All the details and documents asked for (spec 02 §7 catalogue:
// candidate_mandatory_status): each application with how much is missing and
// its deadline in the shared date style (decisions 046, 049), or that it is
// complete; an empty list and a failed load each say so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@talent/contracts/date-format';
import { MandatoryStatusSchema, type MandatoryStatusItem } from '@talent/contracts/mandatory-details';
import { pathTo } from '@talent/contracts/routes';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../test/render.test-support.tsx';
import MandatoryStatusScreen from './mandatory-status-screen.tsx';

const DUE = '2031-03-08T09:00:00Z';
const item = (facts: Partial<MandatoryStatusItem>): MandatoryStatusItem => ({
  application_id: 31,
  job_title: 'Backend engineer',
  company_name: 'Northwind Labs',
  requested_at: '2031-03-01T09:00:00Z',
  completed_at: null,
  due_at: DUE,
  complete: false,
  missing: { details: ['date_of_birth'], documents: ['address_proof', 'photograph'] },
  ...facts,
});
const status = (results: MandatoryStatusItem[]) => ({ body: MandatoryStatusSchema.parse({ results }) });

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/candidate/mandatory-details/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  setSessionTokens('token-1', 'refresh-1');
});
afterEach(() => clearSessionTokens());

describe('all your details and documents', () => {
  it('lists each request with what is missing and its deadline, or that it is complete', async () => {
    http.on(
      'GET /wrapper/candidate_mandatory_status/',
      status([
        item({}),
        item({
          application_id: 32,
          job_title: 'Data engineer',
          company_name: null,
          complete: true,
          completed_at: '2031-03-02T09:00:00Z',
          missing: { details: [], documents: [] },
        }),
        // a request made before deadlines existed has none (decision 046)
        item({
          application_id: 33,
          job_title: 'QA engineer',
          due_at: null,
          missing: { details: [], documents: ['photograph'] },
        }),
      ]),
    );
    renderPage(<MandatoryStatusScreen />, { path: '/candidate/mandatory-details/' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((entry) => entry.textContent)).toEqual([
      `Backend engineer · Northwind LabsDue by ${formatDateTime(DUE, { locale: readerLocale() })}3 missingComplete details for Backend engineer`,
      'Data engineerCompleteView details for Data engineer',
      'QA engineer · Northwind Labs1 missingComplete details for QA engineer',
    ]);
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe(
      pathTo('mandatoryDetails', { jobApplicationId: 32 }),
    );
    await userEvent.click(within(items[0]!).getByRole('link', { name: 'Complete details for Backend engineer' }));
    expect(currentLocation()).toBe('/candidate/mandatory-details/31/');
  });

  it('says so when nothing was asked for', async () => {
    http.on('GET /wrapper/candidate_mandatory_status/', status([]));
    renderPage(<MandatoryStatusScreen />, { path: '/candidate/mandatory-details/' });
    expect(await screen.findByText('No hiring team has asked you for details or documents.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a failed load in the server’s words, never its JSON', async () => {
    http.on('GET /wrapper/candidate_mandatory_status/', {
      status: 503,
      body: { detail: 'The service is down for maintenance.' },
    });
    renderPage(<MandatoryStatusScreen />, { path: '/candidate/mandatory-details/' });
    expect((await screen.findByRole('alert')).textContent).toBe('The service is down for maintenance.');
    expect(document.body.textContent).not.toContain('"detail"');
  });
});
