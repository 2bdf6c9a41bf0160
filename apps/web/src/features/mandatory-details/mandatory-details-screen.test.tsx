// The details and documents page (spec 02 §7 catalogue:
// candidate_mandatory_details and candidate_mandatory_documents; decision
// 015): what is still missing in the contracts' words, the details checked
// before they are sent (the date-of-birth rules), the body sent, the server's
// refusals on their fields or in words, a document checked by its content
// before upload, and a complete request with nothing left to ask.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@talent/contracts/date-format';
import { DateRuleMessages } from '@talent/contracts/date-rules';
import {
  MANDATORY_DETAIL_FIELDS,
  MANDATORY_DOCUMENT_KINDS,
  MandatoryDetailsSchema,
  MandatoryDocumentSchema,
  MandatoryMessages,
  type MandatoryDetails,
} from '@talent/contracts/mandatory-details';
import type { Experience } from '@talent/contracts/profile';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { hideToast } from '../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { renderPage, toastText } from '../../test/render.test-support.tsx';
import MandatoryDetailsScreen from './mandatory-details-screen.tsx';

const PATH = '/wrapper/job_application/31/candidate_mandatory_details/';
const DOCUMENTS = '/wrapper/job_application/31/candidate_mandatory_documents/';
const details = (facts: Partial<MandatoryDetails> = {}): MandatoryDetails =>
  MandatoryDetailsSchema.parse({
    application_id: 31,
    job_title: 'Backend engineer',
    company_name: 'Northwind Labs',
    requested_at: '2031-03-01T09:00:00Z',
    completed_at: null,
    due_at: '2031-03-08T09:00:00Z',
    complete: false,
    missing: { details: ['date_of_birth', 'permanent_address'], documents: ['address_proof'] },
    required_details: (['legal_name', 'date_of_birth', 'permanent_address'] as const).map((key) => ({
      key,
      label: MANDATORY_DETAIL_FIELDS[key],
    })),
    details: { legal_name: 'Asha Rao' },
    required_documents: (['identity_proof', 'address_proof'] as const).map((kind) => ({
      kind,
      label: MANDATORY_DOCUMENT_KINDS[kind],
    })),
    documents: [
      {
        id: 4,
        kind: 'identity_proof',
        label: MANDATORY_DOCUMENT_KINDS.identity_proof,
        filename: 'pan.pdf',
        content_type: 'application/pdf',
        size_bytes: 20480,
        uploaded_at: '2031-03-02T09:00:00Z',
      },
    ],
    ...facts,
  });
/** The profile's jobs: a date of birth after a job's start is refused (date-rules). */
const job = { id: 1, title: 'Engineer', company_name: 'Acme', duration_start: '2008-06-01' } as Experience;
const writes = () => http.seen.filter((r) => r.method !== 'GET');

let http: HttpApi;
let current: MandatoryDetails;
beforeAll(async () => {
  http = await startHttpApi('/candidate/mandatory-details/31/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  setSessionTokens('token-1', 'refresh-1');
  http.on('GET /v3/users/candidate/', { body: { id: 7, experience: [job], user: { onboarding_complete: true } } });
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

async function openPage(shown: MandatoryDetails) {
  current = shown;
  http.on(`GET ${PATH}`, () => ({ body: current }));
  renderPage(
    <Routes>
      <Route path="/candidate/mandatory-details/:jobApplicationId/" element={<MandatoryDetailsScreen />} />
    </Routes>,
    { path: '/candidate/mandatory-details/31/' },
  );
  await screen.findByRole('heading', { name: 'Your details' });
  await waitFor(() => expect(http.seen.map((r) => r.path)).toContain('/v3/users/candidate/'));
}

describe('the details and documents page', () => {
  it('says what is still missing and shows what was given, with its date in the shared style', async () => {
    await openPage(details());
    expect(screen.getByText('Backend engineer · Northwind Labs')).toBeTruthy();
    expect(screen.getByText(/^Still missing/).parentElement!.textContent).toBe(
      `Still missing (3): Date of birth, ${MANDATORY_DETAIL_FIELDS.permanent_address}, ${MANDATORY_DOCUMENT_KINDS.address_proof}.`,
    );
    expect(screen.getByLabelText<HTMLInputElement>(MANDATORY_DETAIL_FIELDS.legal_name).value).toBe('Asha Rao');
    expect(screen.getByText(MANDATORY_DETAIL_FIELDS.permanent_address, { selector: 'label' }).textContent).toBe(
      `${MANDATORY_DETAIL_FIELDS.permanent_address} · missing`,
    );
    const rows = within(screen.getByRole('region', { name: 'Your documents' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Received')).toBeTruthy();
    expect(rows[0]!.querySelector('p')!.textContent).toBe(
      `pan.pdf · 20 KB · ${formatDate('2031-03-02', { locale: readerLocale() })}`,
    );
    expect(within(rows[1]!).getByText('Missing')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  it('checks the details before sending them, then sends them trimmed', async () => {
    const user = userEvent.setup();
    await openPage(details());
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const address = screen.getByLabelText(/^Permanent address/);
    expect((await within(address.parentElement!).findByRole('alert')).textContent).toBe(
      MandatoryMessages.detailRequired,
    );
    expect(address.getAttribute('aria-invalid')).toBe('true');

    const birth = screen.getByLabelText(/^Date of birth/);
    await user.type(birth, '2010-02-10');
    await user.type(address, '  12 MG Road, Pune  ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(within(birth.parentElement!).getByRole('alert').textContent).toBe(DateRuleMessages.birthAfterStart),
    );
    expect(writes()).toEqual([]);

    http.on(`PUT ${PATH}`, () => {
      current = details({ details: { legal_name: 'Asha Rao', date_of_birth: '1990-02-10', permanent_address: 'x' } });
      return { body: current };
    });
    await user.clear(birth);
    await user.type(birth, '1990-02-10');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toastText()).toBe('Your details are saved.'));
    expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'PUT',
        PATH,
        { details: { legal_name: 'Asha Rao', date_of_birth: '1990-02-10', permanent_address: '12 MG Road, Pune' } },
      ],
    ]);
  });

  it('puts the server’s field refusal on its field, and another refusal in words', async () => {
    const user = userEvent.setup();
    await openPage(
      details({ details: { legal_name: 'Asha Rao', date_of_birth: '1990-02-10', permanent_address: 'x' } }),
    );
    http.on(`PUT ${PATH}`, { status: 400, body: { 'details.legal_name': ['Use letters only.'] } });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const name = screen.getByLabelText(/^Full legal name/);
    await waitFor(() => expect(within(name.parentElement!).getByRole('alert').textContent).toBe('Use letters only.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    http.on(`PUT ${PATH}`, { status: 409, body: { detail: MandatoryMessages.applicationClosed } });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MandatoryMessages.applicationClosed)).toBeTruthy();
    expect(document.body.textContent).not.toContain('"detail"');
  });

  it('refuses a document by its content before sending, and uploads a real PDF', async () => {
    const user = userEvent.setup();
    await openPage(details());
    const input = screen.getByLabelText(`Upload ${MANDATORY_DOCUMENT_KINDS.address_proof.toLowerCase()}`);
    await user.upload(input, new File(['just text'], 'bill.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MandatoryMessages.fileType);
    expect(writes()).toEqual([]);

    http.on(`POST ${DOCUMENTS}`, {
      status: 201,
      body: MandatoryDocumentSchema.parse({
        id: 5,
        kind: 'address_proof',
        label: MANDATORY_DOCUMENT_KINDS.address_proof,
        filename: 'bill.pdf',
        content_type: 'application/pdf',
        size_bytes: 14,
        uploaded_at: '2031-03-03T09:00:00Z',
      }),
    });
    await user.upload(input, new File(['%PDF-1.4\n%%EOF'], 'bill.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toastText()).toBe(`${MANDATORY_DOCUMENT_KINDS.address_proof} uploaded.`));
    const [upload] = writes();
    expect(upload!.path).toBe(DOCUMENTS);
    expect(upload!.body).toMatch(/name="kind"\r\n\r\naddress_proof\r\n/);
    expect(upload!.body).toMatch(/name="file"; filename="bill.pdf"/);
  });

  it('says a complete request is complete, with nothing left missing', async () => {
    await openPage(
      details({
        complete: true,
        completed_at: '2031-03-03T09:00:00Z',
        missing: { details: [], documents: [] },
        details: { legal_name: 'Asha Rao', date_of_birth: '1990-02-10', permanent_address: '12 MG Road' },
      }),
    );
    expect(screen.getByText(/^All details and documents are in\./).textContent).toBe(
      `${MandatoryMessages.complete} The hiring team will be in touch.`,
    );
    expect(screen.queryByText(/Still missing/)).toBeNull();
    expect(screen.queryByText(/· missing/)).toBeNull();
  });
});
