// The offer page (spec 01 §2 /offer/{offerId}/; decision 016): the terms with
// the expiry in the shared date style (decision 049), what the revision
// changed, accept after a confirmation naming the version, decline with a
// reason ('Other' needs a note), the server's refusal in words, and a closed
// offer read-only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@talent/contracts/date-format';
import {
  DECLINE_REASONS,
  DeclineReasonListSchema,
  OFFER_STATUS_LABELS,
  OfferMessages,
  OfferSchema,
  type Offer,
} from '@talent/contracts/offers';
import { readerLocale } from '../../lib/dates.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { hideToast } from '../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { renderPage, toastText } from '../../test/render.test-support.tsx';
import OfferScreen from './offer-screen.tsx';

const EXPIRES = '2031-03-20T12:30:00Z';
const offer = (facts: Partial<Offer> = {}): Offer =>
  OfferSchema.parse({
    id: 5,
    application_id: 31,
    status: 'open',
    status_label: OFFER_STATUS_LABELS.open,
    company: { name: 'Northwind Labs', slug: 'northwind-labs' },
    version: 2,
    role: 'Backend engineer',
    start_date: '2031-04-01',
    location: 'Bengaluru',
    expires_at: EXPIRES,
    letter_text: 'Dear Asha,\n\nWe are delighted to offer you the position.\n\nSincerely,\nThe team',
    sent_at: '2031-03-01T09:00:00Z',
    revised_at: '2031-03-05T10:00:00Z',
    changes: [{ field: 'location', label: 'Location', before: 'Pune', after: 'Bengaluru' }],
    versions: [
      { version: 1, created_at: '2031-03-01T09:00:00Z', change_note: '' },
      { version: 2, created_at: '2031-03-05T10:00:00Z', change_note: 'Moved to the Bengaluru office.' },
    ],
    accepted_at: null,
    accepted_version: null,
    accepted_from: null,
    declined_at: null,
    decline_reason: null,
    decline_note: '',
    withdrawn_at: null,
    withdraw_reason: '',
    ...facts,
  });
const reasons = DeclineReasonListSchema.parse({ results: DECLINE_REASONS });
const moment = (iso: string) => formatDateTime(iso, { locale: readerLocale() });
const day = (iso: string) => formatDate(iso, { locale: readerLocale() });
const posts = () => http.seen.filter((r) => r.method === 'POST');

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/offer/5/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  setSessionTokens('token-1', 'refresh-1');
  http.on('GET /candidate_jobs/offers/rejection-list/', { body: reasons });
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

/** The offer as the server holds it: an answer changes it, and the page reads it again. */
let current: Offer;
const answerWith = (next: Offer) => () => {
  current = next;
  return { body: next };
};

async function openOffer(shown: Offer) {
  current = shown;
  http.on('GET /candidate_jobs/offers/5/', () => ({ body: current }));
  renderPage(
    <Routes>
      <Route path="/offer/:offerId/" element={<OfferScreen />} />
    </Routes>,
    { path: '/offer/5/' },
  );
  await screen.findByRole('heading', { level: 1, name: shown.role });
}

describe('the offer page', () => {
  it('shows the terms, the expiry and start in the shared date style, what changed, and the letter', async () => {
    await openOffer(offer());
    expect(screen.getByText(OFFER_STATUS_LABELS.open)).toBeTruthy();
    const terms = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(terms('Start date')).toBe(day('2031-04-01'));
    const answerBy = terms('Answer by')!;
    expect(answerBy.startsWith(`${moment(EXPIRES)} (in `)).toBe(true);
    expect(answerBy.slice(moment(EXPIRES).length)).toMatch(/^ \(in \d+ days\)$/);
    expect(terms('Version')).toBe(`2, revised ${moment('2031-03-05T10:00:00Z')}`);
    const changes = screen.getByRole('region', { name: 'What changed in version 2' });
    expect(within(changes).getByText('Moved to the Bengaluru office.')).toBeTruthy();
    expect(within(changes).getByLabelText('Before: Pune')).toBeTruthy();
    expect(within(changes).getByLabelText('Now: Bengaluru')).toBeTruthy();
    expect(screen.getByText('We are delighted to offer you the position.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your application’s timeline' }).getAttribute('href')).toBe(
      '/appliedjobs/31/',
    );
  });

  it('accepts the version read after a confirmation that Escape closes without sending anything', async () => {
    const user = userEvent.setup();
    await openOffer(offer());
    http.on(
      'POST /candidate_jobs/offers/accept-offer/',
      answerWith(
        offer({
          status: 'accepted',
          status_label: OFFER_STATUS_LABELS.accepted,
          accepted_at: '2031-03-06T08:00:00Z',
          accepted_version: 2,
          accepted_from: { ip: '127.0.0.1', user_agent: 'test' },
        }),
      ),
    );
    const opener = screen.getByRole('button', { name: 'Accept offer' });
    await user.click(opener);
    let dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    expect(within(dialog).getByText(/You accept version 2 of the offer from Northwind Labs/).textContent).toContain(
      day('2031-04-01'),
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(posts()).toEqual([]);

    await user.click(opener);
    dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));
    expect(
      (await screen.findByText(/You accepted version 2 of this offer/, { selector: '[role="status"]' })).textContent,
    ).toBe(`You accepted version 2 of this offer on ${moment('2031-03-06T08:00:00Z')}.`);
    expect(posts().map((r) => [r.path, r.body])).toEqual([
      ['/candidate_jobs/offers/accept-offer/', { offer_id: 5, version: 2 }],
    ]);
    await waitFor(() => expect(toastText()).toBe('Offer accepted. Congratulations!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(OFFER_STATUS_LABELS.accepted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows the server’s words when it refuses the acceptance, never its JSON', async () => {
    const user = userEvent.setup();
    await openOffer(offer());
    http.on('POST /candidate_jobs/offers/accept-offer/', { status: 409, body: { detail: OfferMessages.revised } });
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OfferMessages.revised);
    expect(document.body.textContent).not.toContain('"detail"');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Accept offer' })).toBeTruthy();
  });

  it('declines with a listed reason, asking for a note when the reason is Other, and sends them', async () => {
    const user = userEvent.setup();
    await openOffer(offer());
    http.on(
      'POST /candidate_jobs/offers/decline-offer/',
      answerWith(
        offer({
          status: 'declined',
          status_label: OFFER_STATUS_LABELS.declined,
          declined_at: '2031-03-07T08:00:00Z',
          decline_reason: { code: 'other', label: 'Other' },
          decline_note: 'Staying in Pune.',
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' });
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Why are you declining?');
    await waitFor(() => expect(select.options).toHaveLength(DECLINE_REASONS.length + 1));
    expect([...select.options].slice(1).map((o) => o.textContent)).toEqual(DECLINE_REASONS.map((r) => r.label));

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');
    await user.selectOptions(select, 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(OfferMessages.noteRequired);
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Anything you would like/), '  Staying in Pune.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await screen.findByText(/You declined this offer on/)).textContent).toBe(
      `You declined this offer on ${moment('2031-03-07T08:00:00Z')} (Other).`,
    );
    expect(posts().map((r) => r.body)).toEqual([{ offer_id: 5, reason: 'other', note: 'Staying in Pune.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastText()).toBe('You declined the offer.');
    expect(screen.getByText(OFFER_STATUS_LABELS.declined)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows a refused decline inside the dialog, in the server’s words', async () => {
    const user = userEvent.setup();
    await openOffer(offer());
    http.on('POST /candidate_jobs/offers/decline-offer/', { status: 409, body: { detail: OfferMessages.expired } });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' });
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(dialog).getByLabelText('Why are you declining?'), 'compensation');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(OfferMessages.expired);
    expect(posts().map((r) => r.body)).toEqual([{ offer_id: 5, reason: 'compensation' }]);
  });

  it('shows an accepted offer read-only, with the PDF still there', async () => {
    await openOffer(
      offer({
        status: 'accepted',
        status_label: OFFER_STATUS_LABELS.accepted,
        accepted_at: '2031-03-06T08:00:00Z',
        accepted_version: 2,
        accepted_from: { ip: '127.0.0.1', user_agent: 'test' },
      }),
    );
    expect(screen.getByText(OFFER_STATUS_LABELS.accepted)).toBeTruthy();
    expect(screen.getByText(/^You accepted/).textContent).toBe(
      `You accepted version 2 of this offer on ${moment('2031-03-06T08:00:00Z')}.`,
    );
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    // no time left is counted for an offer already answered
    expect(screen.getByText('Answer by', { selector: 'dt' }).nextElementSibling!.textContent).toBe(moment(EXPIRES));
  });
});
