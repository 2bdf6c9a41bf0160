// The pay (CTC) letter page (spec 01 §2 /ctc/{ctcId}/; decision 016): each
// component with its amount grouped as the currency's readers expect and in
// words (spec 02 §5), the total, accept after a confirmation, decline with a
// reason, the server's refusal in words, and an answered letter read-only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@talent/contracts/date-format';
import {
  amountInWords,
  CTC_COMPONENT_LABELS,
  CTC_STATUS_LABELS,
  CtcLetterSchema,
  DECLINE_REASONS,
  DeclineReasonListSchema,
  formatAmount,
  OfferMessages,
  type CtcLetter,
} from '@talent/contracts/offers';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { hideToast } from '../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { renderPage, toastText } from '../../test/render.test-support.tsx';
import CtcScreen from './ctc-screen.tsx';

const component = (kind: 'fixed' | 'variable' | 'bonus', amount: number) => ({
  kind,
  label: CTC_COMPONENT_LABELS[kind],
  amount,
  amount_in_words: amountInWords(amount, 'INR'),
});
const letter = (facts: Partial<CtcLetter> = {}): CtcLetter =>
  CtcLetterSchema.parse({
    id: 8,
    application_id: 31,
    offer_id: 5,
    status: 'pending',
    status_label: CTC_STATUS_LABELS.pending,
    company: { name: 'Northwind Labs', slug: 'northwind-labs' },
    role: 'Backend engineer',
    currency: 'INR',
    components: [component('fixed', 2000000), component('variable', 250000), component('bonus', 150000)],
    total: 2400000,
    total_in_words: amountInWords(2400000, 'INR'),
    effective_from: '2031-04-01',
    note: 'Paid monthly.',
    sent_at: '2031-03-01T09:00:00Z',
    accepted_at: null,
    accepted_from: null,
    declined_at: null,
    decline_reason: null,
    decline_note: '',
    withdrawn_at: null,
    ...facts,
  });
const moment = (iso: string) => formatDateTime(iso, { locale: readerLocale() });
const posts = () => http.seen.filter((r) => r.method === 'POST');

let http: HttpApi;
let current: CtcLetter;
const answerWith = (next: CtcLetter) => () => {
  current = next;
  return { body: next };
};
beforeAll(async () => {
  http = await startHttpApi('/ctc/8/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  setSessionTokens('token-1', 'refresh-1');
  http.on('GET /candidate_jobs/offers/rejection-list/', {
    body: DeclineReasonListSchema.parse({ results: DECLINE_REASONS }),
  });
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

async function openLetter(shown: CtcLetter) {
  current = shown;
  http.on('GET /candidate_jobs/ctc/8/', () => ({ body: current }));
  renderPage(
    <Routes>
      <Route path="/ctc/:ctcId/" element={<CtcScreen />} />
    </Routes>,
    { path: '/ctc/8/' },
  );
  await screen.findByRole('heading', { level: 1, name: shown.role });
}

describe('the pay (CTC) letter page', () => {
  it('shows each component and the total in INR groups and in words, with the dates in the shared style', async () => {
    await openLetter(letter());
    expect(screen.getByText(CTC_STATUS_LABELS.pending)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Yearly cost to company, in INR' });
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row(CTC_COMPONENT_LABELS.fixed)).toEqual([
      `${formatAmount(2000000, 'INR')}${amountInWords(2000000, 'INR')}`,
      amountInWords(2000000, 'INR'),
    ]);
    // lakh and crore groups for INR (spec 02 §5)
    expect(row(CTC_COMPONENT_LABELS.fixed)[0]).toMatch(/^INR 20,00,000/);
    expect(row('Total CTC')).toEqual([
      `${formatAmount(2400000, 'INR')}${amountInWords(2400000, 'INR')}`,
      amountInWords(2400000, 'INR'),
    ]);
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(term('Effective from')).toBe(formatDate('2031-04-01', { locale: readerLocale() }));
    expect(term('Sent')).toBe(moment('2031-03-01T09:00:00Z'));
    expect(screen.getByText('Paid monthly.')).toBeTruthy();
  });

  it('accepts after a confirmation naming the total, and then shows the letter read-only', async () => {
    const user = userEvent.setup();
    await openLetter(letter());
    http.on(
      'POST /candidate_jobs/ctc/accept-ctc/',
      answerWith(
        letter({
          status: 'accepted',
          status_label: CTC_STATUS_LABELS.accepted,
          accepted_at: '2031-03-02T10:00:00Z',
          accepted_from: { ip: '127.0.0.1', user_agent: 'test' },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Accept letter' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this pay letter?' });
    expect(dialog.textContent).toContain(
      `You accept a total CTC of ${formatAmount(2400000, 'INR')} (${amountInWords(2400000, 'INR')}) from Northwind Labs.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));
    expect((await screen.findByText(/^You accepted this letter/)).textContent).toBe(
      `You accepted this letter on ${moment('2031-03-02T10:00:00Z')}.`,
    );
    expect(posts().map((r) => [r.path, r.body])).toEqual([['/candidate_jobs/ctc/accept-ctc/', { ctc_id: 8 }]]);
    await waitFor(() => expect(toastText()).toBe('Pay letter accepted.'));
    expect(screen.getByText(CTC_STATUS_LABELS.accepted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept letter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('declines with a reason chosen by keyboard, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    await openLetter(letter());
    http.on(
      'POST /candidate_jobs/ctc/decline-ctc/',
      answerWith(
        letter({
          status: 'declined',
          status_label: CTC_STATUS_LABELS.declined,
          declined_at: '2031-03-03T10:00:00Z',
          decline_reason: { code: 'compensation', label: DECLINE_REASONS[1].label },
        }),
      ),
    );
    const opener = screen.getByRole('button', { name: 'Decline' });
    await user.click(opener);
    let dialog = screen.getByRole('dialog', { name: 'Decline this pay letter?' });
    // a form starts on Close (decision 030); Cancel closes it and returns to the opener
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    dialog = screen.getByRole('dialog', { name: 'Decline this pay letter?' });
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(DECLINE_REASONS.length + 1));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Why are you declining?'));
    await user.selectOptions(within(dialog).getByLabelText('Why are you declining?'), DECLINE_REASONS[1].label);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await screen.findByText(/^You declined this letter/)).textContent).toBe(
      `You declined this letter on ${moment('2031-03-03T10:00:00Z')} (${DECLINE_REASONS[1].label}).`,
    );
    expect(posts().map((r) => r.body)).toEqual([{ ctc_id: 8, reason: 'compensation' }]);
    await waitFor(() => expect(toastText()).toBe('You declined the pay letter.'));
  });

  it('shows the server’s refusal in its words, never its JSON', async () => {
    const user = userEvent.setup();
    await openLetter(letter());
    http.on('POST /candidate_jobs/ctc/accept-ctc/', { status: 409, body: { detail: OfferMessages.ctcWithdrawn } });
    await user.click(screen.getByRole('button', { name: 'Accept letter' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OfferMessages.ctcWithdrawn);
    expect(document.body.textContent).not.toContain('{');
  });

  it('shows a withdrawn letter read-only', async () => {
    await openLetter(
      letter({
        status: 'withdrawn',
        status_label: CTC_STATUS_LABELS.withdrawn,
        withdrawn_at: '2031-03-04T10:00:00Z',
      }),
    );
    expect(screen.getByText(CTC_STATUS_LABELS.withdrawn)).toBeTruthy();
    expect(screen.getByText(/withdrew this letter/).textContent).toBe(
      `Northwind Labs withdrew this letter on ${moment('2031-03-04T10:00:00Z')}.`,
    );
    expect(screen.queryByRole('button', { name: 'Accept letter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});
