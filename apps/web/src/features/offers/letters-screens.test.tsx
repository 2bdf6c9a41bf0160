// The lists of offers and pay letters (spec 01 §2 /offer-letter/ and
// /ctc-letter/): each entry with its status, the open offer's expiry in the
// shared date style (decision 049), a link to its page; the empty list and a
// failed load each say so.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@talent/contracts/date-format';
import {
  amountInWords,
  CTC_STATUS_LABELS,
  CtcLetterListSchema,
  formatAmount,
  OFFER_STATUS_LABELS,
  OfferListSchema,
  type OfferStatus,
} from '@talent/contracts/offers';
import { pathTo } from '@talent/contracts/routes';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../test/render.test-support.tsx';
import { CtcLettersScreen, OfferLettersScreen } from './letters-screens.tsx';

const moment = (iso: string) => formatDateTime(iso, { locale: readerLocale() });
const offerEntry = (id: number, role: string, status: OfferStatus) => ({
  id,
  application_id: 30 + id,
  status,
  status_label: OFFER_STATUS_LABELS[status],
  company: { name: 'Northwind Labs', slug: 'northwind-labs' },
  version: 1,
  role,
  start_date: '2031-04-01',
  location: 'Bengaluru',
  expires_at: '2031-03-20T12:30:00Z',
  letter_text: 'Dear Asha,\n\nWelcome.',
  sent_at: '2031-03-01T09:00:00Z',
  revised_at: null,
  changes: [],
  versions: [{ version: 1, created_at: '2031-03-01T09:00:00Z', change_note: '' }],
  accepted_at: status === 'accepted' ? '2031-03-02T09:00:00Z' : null,
  accepted_version: status === 'accepted' ? 1 : null,
  accepted_from: null,
  declined_at: null,
  decline_reason: null,
  decline_note: '',
  withdrawn_at: null,
  withdraw_reason: '',
});

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/offer-letter/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  setSessionTokens('token-1', 'refresh-1');
});
afterEach(() => clearSessionTokens());

describe('your offers', () => {
  it('lists each offer with its status; an open one shows its expiry, an answered one when it was sent', async () => {
    http.on('GET /candidate_jobs/offers/', {
      body: OfferListSchema.parse({
        count: 2,
        results: [offerEntry(5, 'Backend engineer', 'open'), offerEntry(4, 'Data engineer', 'accepted')],
      }),
    });
    renderPage(<OfferLettersScreen />, { path: '/offer-letter/' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Backend engineer at Northwind Labs${OFFER_STATUS_LABELS.open}Answer by ${moment('2031-03-20T12:30:00Z')}`,
      `Data engineer at Northwind Labs${OFFER_STATUS_LABELS.accepted}Sent ${moment('2031-03-01T09:00:00Z')}`,
    ]);
    await userEvent.click(within(items[0]!).getByRole('link', { name: 'Backend engineer at Northwind Labs' }));
    expect(currentLocation()).toBe(pathTo('offer', { offerId: 5 }));
  });

  it('says so when there is no offer yet, and when the list cannot be loaded', async () => {
    http.on('GET /candidate_jobs/offers/', { body: OfferListSchema.parse({ count: 0, results: [] }) });
    const { unmount } = renderPage(<OfferLettersScreen />, { path: '/offer-letter/' });
    expect(await screen.findByText(/^No offers yet\./)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();

    http.on('GET /candidate_jobs/offers/', { status: 500, body: { detail: 'Server error.' } });
    renderPage(<OfferLettersScreen />, { path: '/offer-letter/' });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your offers.');
  });
});

describe('your pay (CTC) letters', () => {
  it('lists each letter with its status and total, each opening its page', async () => {
    const entry = (id: number, status: 'pending' | 'declined', total: number, currency: 'INR' | 'USD') => ({
      id,
      application_id: 31,
      offer_id: null,
      status,
      status_label: CTC_STATUS_LABELS[status],
      company: { name: 'Northwind Labs', slug: 'northwind-labs' },
      role: 'Backend engineer',
      currency,
      components: [
        { kind: 'fixed', label: 'Fixed pay', amount: total, amount_in_words: amountInWords(total, currency) },
      ],
      total,
      total_in_words: amountInWords(total, currency),
      effective_from: null,
      note: '',
      sent_at: '2031-03-01T09:00:00Z',
      accepted_at: null,
      accepted_from: null,
      declined_at: status === 'declined' ? '2031-03-02T09:00:00Z' : null,
      decline_reason: null,
      decline_note: '',
      withdrawn_at: null,
    });
    http.on('GET /candidate_jobs/ctc/', {
      body: CtcLetterListSchema.parse({
        count: 2,
        results: [entry(8, 'pending', 2400000, 'INR'), entry(7, 'declined', 120000, 'USD')],
      }),
    });
    renderPage(<CtcLettersScreen />, { path: '/ctc-letter/' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Backend engineer at Northwind Labs${CTC_STATUS_LABELS.pending}Total ${formatAmount(2400000, 'INR')}`,
      `Backend engineer at Northwind Labs${CTC_STATUS_LABELS.declined}Total ${formatAmount(120000, 'USD')}`,
    ]);
    await userEvent.click(within(items[1]!).getByRole('link'));
    expect(currentLocation()).toBe(pathTo('ctc', { ctcId: 7 }));
  });

  it('says so when there is no letter yet, and when the list cannot be loaded', async () => {
    http.on('GET /candidate_jobs/ctc/', { body: CtcLetterListSchema.parse({ count: 0, results: [] }) });
    const { unmount } = renderPage(<CtcLettersScreen />, { path: '/ctc-letter/' });
    expect(await screen.findByText('No pay letters yet.')).toBeTruthy();
    unmount();

    http.on('GET /candidate_jobs/ctc/', { status: 500, body: { detail: 'Server error.' } });
    renderPage(<CtcLettersScreen />, { path: '/ctc-letter/' });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your letters.');
  });
});
