import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTimeline } from '@talent/contracts/application-timeline';
import { OfferMessages, type CtcLetter } from '@talent/contracts/offers';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { applyAs, call, letterWorld, outbox, pdfText, type LetterWorld } from './offers.test-support.ts';

let ctx: TestContext;
let world: LetterWorld;
let priya: TestCandidate;
let sam: TestCandidate;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent500.example' } });
  world = await letterWorld(ctx, 'Osprey Payments');
  priya = await createCandidate(ctx);
  sam = await createCandidate(ctx);
});
afterAll(async () => ctx?.close());

const send = (body: Record<string, unknown>) => call(ctx, world.member, 'POST', '/hiring/ctc-letters/', body);
const acceptCtc = (who: TestCandidate, id: number) =>
  call(ctx, who, 'POST', '/candidate_jobs/ctc/accept-ctc/', { ctc_id: id });
const declineCtc = (who: TestCandidate, id: number, reason: string, note?: string) =>
  call(ctx, who, 'POST', '/candidate_jobs/ctc/decline-ctc/', { ctc_id: id, reason, note });

async function letterFor(candidate: TestCandidate, job: number, body: Record<string, unknown> = {}) {
  const application = await applyAs(ctx, candidate, job);
  const res = await send({
    application_id: application,
    currency: 'INR',
    fixed: 1_250_000,
    variable: 150_000,
    bonus: '100000',
    other_components: [{ label: 'Relocation allowance', amount: 75_000 }],
    effective_from: '2027-01-04',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { application, letter: res.json<CtcLetter>() };
}

describe('pay (CTC) letters', () => {
  it('a structured breakdown with amounts in words (Indian words for INR), e-mailed with a link', async () => {
    const { application, letter } = await letterFor(priya, world.jobs[0]!);
    expect(letter.components).toEqual([
      {
        kind: 'fixed',
        label: 'Fixed pay',
        amount: 1_250_000,
        amount_in_words: 'Twelve lakh fifty thousand Indian rupees',
      },
      {
        kind: 'variable',
        label: 'Variable pay',
        amount: 150_000,
        amount_in_words: 'One lakh fifty thousand Indian rupees',
      },
      { kind: 'bonus', label: 'Bonus', amount: 100_000, amount_in_words: 'One lakh Indian rupees' },
      {
        kind: 'other',
        label: 'Relocation allowance',
        amount: 75_000,
        amount_in_words: 'Seventy-five thousand Indian rupees',
      },
    ]);
    expect(letter.total).toBe(1_575_000);
    expect(letter.total_in_words).toBe('Fifteen lakh seventy-five thousand Indian rupees');
    expect(letter.status).toBe('pending');

    const mine = await call(ctx, priya, 'GET', `/candidate_jobs/ctc/${letter.id}/`);
    expect(mine.json<CtcLetter>().total_in_words).toBe(letter.total_in_words);
    const list = await call(ctx, priya, 'GET', '/candidate_jobs/ctc/');
    expect(list.json<{ results: CtcLetter[] }>().results.map((l) => l.id)).toEqual([letter.id]);

    await ctx.drainQueue();
    const mail = (await outbox(ctx, priya.email)).find(
      (m) => m.subject === 'Your pay (CTC) letter from Osprey Payments',
    );
    expect(mail?.text_body).toContain(`https://talent500.example/ctc/${letter.id}/`);
    const timeline = (
      await call(ctx, priya, 'GET', `/candidate_jobs/${application}/timeline/`)
    ).json<ApplicationTimeline>();
    expect(timeline.stage).toBe('ctc');
    expect(timeline.next_steps).toEqual([
      { title: 'Review and answer your pay (CTC) letter', link: `/ctc/${letter.id}/`, due_at: null, stage: 'ctc' },
    ]);

    const pdf = await call(ctx, priya, 'GET', `/candidate_jobs/ctc/${letter.id}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('INR 12,50,000');
    expect(text).toContain('Fifteen lakh seventy-five thousand Indian rupees');
    expect(text).toContain('Relocation allowance');

    const accepted = await acceptCtc(priya, letter.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<CtcLetter>()).toMatchObject({ status: 'accepted', accepted_from: { ip: '127.0.0.1' } });
    const again = await acceptCtc(priya, letter.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: OfferMessages.ctcAlreadyAccepted });
    expect((await declineCtc(priya, letter.id, 'compensation')).statusCode).toBe(409);
  });

  it('other currencies use international words, up to 8 digits', async () => {
    const { letter } = await letterFor(sam, world.jobs[1]!, {
      currency: 'USD',
      fixed: 98_500,
      variable: undefined,
      bonus: undefined,
      other_components: [],
    });
    expect(letter.total_in_words).toBe('Ninety-eight thousand five hundred US dollars');
    const application = await applyAs(ctx, sam, world.jobs[2]!);
    const tooLong = await send({ application_id: application, currency: 'USD', fixed: 123_456_789 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ fixed: [OfferMessages.amountTooLarge(8)] });
    const inr = await send({ application_id: application, currency: 'INR', fixed: 1_234_567_890 });
    expect(inr.statusCode).toBe(201);
    expect(inr.json<CtcLetter>().total_in_words).toBe(
      'One hundred twenty-three crore forty-five lakh sixty-seven thousand eight hundred ninety Indian rupees',
    );
  });

  it('reads amounts with the separators people type (24,00,000 and 2,400,000)', async () => {
    for (const [job, fixed, bonus] of [
      [world.jobs[1]!, '24,00,000', '1,50,000'],
      [world.jobs[2]!, '2,400,000', '150000'],
    ] as const) {
      const application = await applyAs(ctx, priya, job);
      const res = await send({ application_id: application, currency: 'INR', fixed, bonus });
      expect(res.statusCode, fixed).toBe(201);
      expect(res.json<CtcLetter>().total).toBe(2_550_000);
    }
  });

  it('refuses malformed amounts, an unknown currency and a total under the minimum CTC; nothing is created', async () => {
    const application = await applyAs(ctx, sam, world.jobs[3]!);
    const cases: Record<string, unknown>[] = [
      { fixed: 9999 },
      { fixed: 5000, variable: 4999 },
      { fixed: '12,000.50' },
      { fixed: '12,,000' },
      { fixed: '1e6' },
      { fixed: -20000 },
      { fixed: 20000.5 },
      { fixed: 'lots' },
      { fixed: 50000, currency: 'JPY' },
      { fixed: 50000, other_components: [{ label: '<b>', amount: 10 }] },
      { fixed: 12_345_678_901, currency: 'INR' },
    ];
    for (const body of cases) {
      const res = await send({ application_id: application, currency: 'EUR', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const minimum = await send({ application_id: application, currency: 'EUR', fixed: 9999 });
    expect(minimum.json()).toEqual({ fixed: [OfferMessages.minCtc] });
    const rows = await ctx.database.query('SELECT id FROM ctc_letters WHERE application_id = $1', [application]);
    expect(rows).toHaveLength(0);
    expect((await send({ application_id: application, currency: 'EUR', fixed: 10000 })).statusCode).toBe(201);
    const second = await send({ application_id: application, currency: 'EUR', fixed: 20000 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: OfferMessages.ctcPendingExists });
  });

  it('racing answers end with one outcome; another candidate’s letter answers 404; a withdrawn letter is final', async () => {
    const { letter } = await letterFor(sam, world.jobs[4]!);
    expect((await call(ctx, priya, 'GET', `/candidate_jobs/ctc/${letter.id}/`)).statusCode).toBe(404);
    expect((await call(ctx, priya, 'GET', `/candidate_jobs/ctc/${letter.id}/pdf/`)).statusCode).toBe(404);
    expect((await acceptCtc(priya, letter.id)).statusCode).toBe(404);
    expect((await call(ctx, world.outsider, 'GET', '/hiring/ctc-letters/')).json().results).toEqual([]);
    const results = await Promise.all([acceptCtc(sam, letter.id), declineCtc(sam, letter.id, 'personal')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const { letter: other } = await letterFor(sam, world.jobs[5]!);
    expect(
      (await call(ctx, world.outsider, 'POST', `/hiring/ctc-letters/${other.id}/withdraw/`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const withdrawn = await call(ctx, world.member, 'POST', `/hiring/ctc-letters/${other.id}/withdraw/`, {
      reason: 'Budget changed.',
    });
    expect(withdrawn.statusCode).toBe(200);
    const late = await acceptCtc(sam, other.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: OfferMessages.ctcWithdrawn });
    const unknown = await declineCtc(sam, other.id, 'nope');
    expect(unknown.statusCode).toBe(400);
  });
});
