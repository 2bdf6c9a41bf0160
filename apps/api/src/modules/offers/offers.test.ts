import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE } from '@talent/contracts/application-lifecycle';
import type { ApplicationTimeline } from '@talent/contracts/application-timeline';
import { OfferMessages, type HiringOffer, type Offer } from '@talent/contracts/offers';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { applyAs, call, letterWorld, outbox, pdfText, runJobsDue, type LetterWorld } from './offers.test-support.ts';
import { OFFER_EXPIRE_JOB, OFFER_REMINDER_JOB } from './offers-expiry.service.ts';

let ctx: TestContext;
let world: LetterWorld;
let asha: TestCandidate;
let ravi: TestCandidate;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent500.example' } });
  world = await letterWorld(ctx);
  asha = await createCandidate(ctx);
  ravi = await createCandidate(ctx);
});
afterAll(async () => ctx?.close());

const inDays = (days: number) => new Date(ctx.clock.now.getTime() + days * DAY).toISOString();
const startDate = (days = 30) => inDays(days).slice(0, 10);

async function makeOffer(candidate: TestCandidate, job: number, extra: Record<string, unknown> = {}) {
  const application = await applyAs(ctx, candidate, job);
  const res = await call(ctx, world.member, 'POST', '/hiring/offers/', {
    application_id: application,
    role: 'Senior Backend Engineer',
    start_date: startDate(),
    location: 'Bengaluru, India (hybrid)',
    expires_at: inDays(7),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { application, offer: res.json<HiringOffer>() };
}

const accept = (who: TestCandidate, offerId: number, version: number, headers: Record<string, string> = {}) =>
  call(ctx, who, 'POST', '/candidate_jobs/offers/accept-offer/', { offer_id: offerId, version }, headers);
const decline = (who: TestCandidate, offerId: number, reason: string, note?: string) =>
  call(ctx, who, 'POST', '/candidate_jobs/offers/decline-offer/', { offer_id: offerId, reason, note });
const offerOf = async (who: TestCandidate, id: number) =>
  (await call(ctx, who, 'GET', `/candidate_jobs/offers/${id}/`)).json<Offer>();
/** The in-app notices of one application, by whom and what (decision 032). */
const noticesOf = (application: number) =>
  ctx.database.query<{ user_id: string; kind: string }>(
    'SELECT user_id, kind FROM notifications WHERE application_id = $1 ORDER BY id',
    [application],
  );
const timelineOf = async (who: TestCandidate, application: number) =>
  (await call(ctx, who, 'GET', `/candidate_jobs/${application}/timeline/`)).json<ApplicationTimeline>();

describe('making an offer (hiring team)', () => {
  it('renders the letter from the template, e-mails a link straight to the page and shows on the timeline', async () => {
    const { application, offer } = await makeOffer(asha, world.jobs[0]!);
    expect(offer).toMatchObject({
      status: 'open',
      version: 1,
      role: 'Senior Backend Engineer',
      company: { name: world.companyName },
      candidate: { id: asha.candidateId, email: asha.email },
      changes: [],
    });
    expect(offer.letter_text).toMatch(/^Dear Test Candidate\d+,\n\n/);
    expect(offer.letter_text).toContain(`position of Senior Backend Engineer at ${world.companyName}`);
    expect(offer.letter_text).not.toContain('{{');

    const list = (await call(ctx, asha, 'GET', '/candidate_jobs/offers/')).json<{ count: number; results: Offer[] }>();
    expect(list.results.map((o) => o.id)).toContain(offer.id);

    await ctx.drainQueue();
    const mails = await outbox(ctx, asha.email);
    const mail = mails.find((m) => m.subject === `You have an offer from ${world.companyName}`);
    expect(mail?.text_body).toContain(`https://talent500.example/offer/${offer.id}/`);

    const timeline = await timelineOf(asha, application);
    expect(timeline.stage).toBe('offer');
    expect(timeline.events.at(-1)).toMatchObject({
      stage: 'offer',
      action: 'offered',
      actor: 'hiring',
      due_at: offer.expires_at,
      subject: { kind: 'offer', id: offer.id },
    });
    expect(timeline.next_steps).toEqual([
      {
        title: 'Accept or decline your offer for Senior Backend Engineer',
        link: `/offer/${offer.id}/`,
        due_at: offer.expires_at,
        stage: 'offer',
      },
    ]);
  });

  it('fills a company template’s own fields, and names a field left without a value', async () => {
    const template = await call(ctx, world.member, 'POST', '/hiring/offer-templates/', {
      name: 'With joining bonus',
      body: 'Dear {{candidate_name}},\n\nWelcome as {{role}}. Joining bonus: {{joining_bonus}}.',
    });
    expect(template.statusCode).toBe(201);
    const templateId = template.json<{ id: number; fields: string[] }>().id;
    expect(template.json<{ fields: string[] }>().fields).toEqual(['candidate_name', 'role', 'joining_bonus']);
    const application = await applyAs(ctx, ravi, world.jobs[0]!);
    const body = {
      application_id: application,
      template_id: templateId,
      role: 'Backend Engineer',
      start_date: startDate(),
      location: 'Remote',
      expires_at: inDays(5),
    };
    const missing = await call(ctx, world.member, 'POST', '/hiring/offers/', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ fields: [OfferMessages.missingField('joining_bonus')] });
    const made = await call(ctx, world.member, 'POST', '/hiring/offers/', {
      ...body,
      fields: { joining_bonus: 'INR 50000' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json<HiringOffer>().letter_text).toContain('Joining bonus: INR 50000.');
    // the rival company cannot use this template, nor see the offer
    const templates = await call(ctx, world.outsider, 'GET', '/hiring/offer-templates/');
    expect(templates.json<{ results: { id: number }[] }>().results.map((t) => t.id)).not.toContain(templateId);
    expect((await call(ctx, world.outsider, 'GET', `/hiring/offers/${made.json<HiringOffer>().id}/`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input and changes nothing', async () => {
    const application = await applyAs(ctx, ravi, world.jobs[1]!);
    const base = {
      application_id: application,
      role: 'Frontend Engineer',
      start_date: startDate(),
      location: 'Pune',
      expires_at: inDays(3),
    };
    const cases: [Record<string, unknown>, number][] = [
      [{ ...base, expires_at: inDays(-1) }, 400],
      [{ ...base, expires_at: inDays(120) }, 400],
      [{ ...base, expires_at: 'next week' }, 400],
      [{ ...base, start_date: startDate(-3) }, 400],
      [{ ...base, role: 'Lead <script>' }, 400],
      [{ ...base, application_id: 'abc' }, 400],
      [{ ...base, application_id: 99999999 }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await call(ctx, world.member, 'POST', '/hiring/offers/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await call(ctx, world.outsider, 'POST', '/hiring/offers/', base)).statusCode).toBe(404);
    expect((await call(ctx, ravi, 'POST', '/hiring/offers/', base)).statusCode).toBe(403);
    expect((await call(ctx, null, 'POST', '/hiring/offers/', base)).statusCode).toBe(401);
    const offers = await ctx.database.query('SELECT id FROM offers WHERE application_id = $1', [application]);
    expect(offers).toHaveLength(0);

    expect((await call(ctx, world.member, 'POST', '/hiring/offers/', base)).statusCode).toBe(201);
    const second = await call(ctx, world.member, 'POST', '/hiring/offers/', base);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: OfferMessages.openOfferExists });
  });

  it('a withdrawn application cannot receive an offer', async () => {
    const application = await applyAs(ctx, ravi, world.jobs[2]!);
    await call(ctx, ravi, 'POST', '/update-application-status/', { candidate_job_id: application, status: 'WD' });
    const res = await call(ctx, world.member, 'POST', '/hiring/offers/', {
      application_id: application,
      role: 'Data Analyst',
      start_date: startDate(),
      location: 'Pune',
      expires_at: inDays(3),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: OfferMessages.applicationClosed });
  });
});

describe('answering an offer (candidate)', () => {
  it('accepting records when, from where and which version; a second accept or a decline after it answers 409', async () => {
    const { application, offer } = await makeOffer(asha, world.jobs[1]!);
    const res = await accept(asha, offer.id, 1, { 'user-agent': 'Mozilla/5.0 (X11; Linux) Chromium/140' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Offer>()).toMatchObject({
      status: 'accepted',
      accepted_at: ctx.clock.now.toISOString(),
      accepted_version: 1,
      accepted_from: { ip: '127.0.0.1', user_agent: 'Mozilla/5.0 (X11; Linux) Chromium/140' },
    });
    const again = await accept(asha, offer.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: OfferMessages.alreadyAccepted });
    const late = await decline(asha, offer.id, 'compensation');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: OfferMessages.alreadyAccepted });
    expect((await offerOf(asha, offer.id)).status).toBe('accepted');
    const timeline = await timelineOf(asha, application);
    expect(timeline.events.filter((e) => e.subject?.kind === 'offer').map((e) => e.action)).toEqual([
      'offered',
      'accepted',
    ]);
    expect(timeline.next_steps).toEqual([]);
    // the hiring team is told in-app
    expect(await noticesOf(application)).toContainEqual({ user_id: world.member.userId, kind: 'hiring.accept_offer' });
  });

  it('two tabs racing end with exactly one outcome', async () => {
    const { offer } = await makeOffer(asha, world.jobs[2]!);
    const [a, b] = await Promise.all([accept(asha, offer.id, 1), accept(asha, offer.id, 1)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);

    const { offer: other } = await makeOffer(ravi, world.jobs[3]!);
    const results = await Promise.all([accept(ravi, other.id, 1), decline(ravi, other.id, 'personal')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const final = await offerOf(ravi, other.id);
    expect(['accepted', 'declined']).toContain(final.status);
    const events = await ctx.database.query<{ action: string }>(
      `SELECT action FROM application_events WHERE subject_kind = 'offer' AND subject_id = $1 AND action IN ('accepted', 'declined')`,
      [other.id],
    );
    expect(events).toHaveLength(1);
  });

  it('declining needs a reason from the rejection list (and a note for “Other”)', async () => {
    const reasons = await call(ctx, ravi, 'GET', '/candidate_jobs/offers/rejection-list/');
    expect(reasons.statusCode).toBe(200);
    const codes = reasons.json<{ results: { code: string }[] }>().results.map((r) => r.code);
    expect(codes).toContain('accepted_other_offer');
    const { offer } = await makeOffer(ravi, world.jobs[4]!);
    const unknown = await decline(ravi, offer.id, 'bored');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ reason: [OfferMessages.unknownReason] });
    const bare = await decline(ravi, offer.id, 'other');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ note: [OfferMessages.noteRequired] });
    const symbols = await decline(ravi, offer.id, 'other', 'pay | perks');
    expect(symbols.statusCode).toBe(400);
    expect((await offerOf(ravi, offer.id)).status).toBe('open');
    const declined = await decline(ravi, offer.id, 'accepted_other_offer');
    expect(declined.statusCode).toBe(200);
    expect(await noticesOf(declined.json<Offer>().application_id)).toContainEqual({
      user_id: world.member.userId,
      kind: 'hiring.decline_offer',
    });
    expect(declined.json<Offer>()).toMatchObject({
      status: 'declined',
      decline_reason: { code: 'accepted_other_offer', label: 'I accepted another offer' },
    });
    const after = await accept(ravi, offer.id, 1);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ detail: OfferMessages.declined });
  });

  it('another candidate’s offer answers 404, for reading, the PDF and answering', async () => {
    const { offer } = await makeOffer(asha, world.jobs[3]!);
    expect((await call(ctx, ravi, 'GET', `/candidate_jobs/offers/${offer.id}/`)).statusCode).toBe(404);
    expect((await call(ctx, ravi, 'GET', `/candidate_jobs/offers/${offer.id}/pdf/`)).statusCode).toBe(404);
    expect((await accept(ravi, offer.id, 1)).statusCode).toBe(404);
    expect((await decline(ravi, offer.id, 'personal')).statusCode).toBe(404);
    expect((await call(ctx, null, 'GET', '/candidate_jobs/offers/')).statusCode).toBe(401);
    expect((await call(ctx, asha, 'GET', '/candidate_jobs/offers/abc/')).statusCode).toBe(400);
    expect((await offerOf(asha, offer.id)).status).toBe('open');
  });

  it('downloads the letter as a PDF made on the server', async () => {
    const { offer } = await makeOffer(ravi, world.jobs[5]!);
    const res = await call(ctx, ravi, 'GET', `/candidate_jobs/offers/${offer.id}/pdf/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="offer-${offer.id}-v1.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(world.companyName);
    expect(text).toContain('Senior Backend Engineer');
    expect(text).toContain('Bengaluru, India (hybrid)');
    expect(text).toContain('Version 1');
  });
});

describe('revisions, withdrawal and expiry', () => {
  it('a revision is a new version: the candidate sees what changed and must accept the new one', async () => {
    const candidate = await createCandidate(ctx);
    const { application, offer } = await makeOffer(candidate, world.jobs[0]!);
    const revised = await call(ctx, world.member, 'POST', `/hiring/offers/${offer.id}/revise/`, {
      location: 'Remote (India)',
      expires_at: inDays(10),
      change_note: 'Fully remote, as discussed.',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const seen = await offerOf(candidate, offer.id);
    expect(seen.version).toBe(2);
    expect(seen.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(seen.versions[1]!.change_note).toBe('Fully remote, as discussed.');
    expect(seen.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['location', 'Bengaluru, India (hybrid)', 'Remote (India)'],
      ['expires_at', expect.any(String), expect.any(String)],
      ['letter_text', expect.stringContaining('Bengaluru'), expect.stringContaining('Remote (India)')],
    ]);
    // the first version is kept as it was
    const [v1] = await ctx.database.query<{ location: string }>(
      'SELECT location FROM offer_versions WHERE offer_id = $1 AND version = 1',
      [offer.id],
    );
    expect(v1!.location).toBe('Bengaluru, India (hybrid)');
    await expect(
      ctx.database.query(`UPDATE offer_versions SET letter_text = 'rewritten' WHERE offer_id = $1`, [offer.id]),
    ).rejects.toThrow(/immutable/);

    const stale = await accept(candidate, offer.id, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: OfferMessages.revised });
    const nothing = await call(ctx, world.member, 'POST', `/hiring/offers/${offer.id}/revise/`, {
      change_note: 'No change',
    });
    expect(nothing.statusCode).toBe(400);
    expect((await accept(candidate, offer.id, 2)).statusCode).toBe(200);
    const afterAccept = await call(ctx, world.member, 'POST', `/hiring/offers/${offer.id}/revise/`, {
      location: 'Pune',
      change_note: 'Moved',
    });
    expect(afterAccept.statusCode).toBe(409);
    await ctx.drainQueue();
    const mails = await outbox(ctx, candidate.email);
    expect(mails.map((m) => m.subject)).toContain(`${world.companyName} revised your offer for ${'Backend Engineer'}`);
    const timeline = await timelineOf(candidate, application);
    expect(timeline.events.map((e) => e.action)).toEqual(['applied', 'offered', 'revised', 'accepted']);
  });

  it('a withdrawn offer can no longer be accepted or declined', async () => {
    const candidate = await createCandidate(ctx);
    const { offer } = await makeOffer(candidate, world.jobs[1]!);
    const withdrawn = await call(ctx, world.member, 'POST', `/hiring/offers/${offer.id}/withdraw/`, {
      reason: 'The position was closed.',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<HiringOffer>().status).toBe('withdrawn');
    for (const res of [await accept(candidate, offer.id, 1), await decline(candidate, offer.id, 'personal')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: OfferMessages.withdrawn });
    }
    expect(
      (await call(ctx, world.member, 'POST', `/hiring/offers/${offer.id}/withdraw/`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await call(ctx, world.outsider, 'POST', `/hiring/offers/${offer.id}/withdraw/`, { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('a candidate who turned reminders off gets the reminder in the bell, not by e-mail', async () => {
    const candidate = await createCandidate(ctx);
    const off = await call(ctx, candidate, 'PATCH', '/notifications/email-preferences/', {
      category: 'reminders',
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    const { application } = await makeOffer(candidate, world.jobs[5]!, { expires_at: inDays(3) });
    await ctx.drainQueue();
    await runJobsDue(ctx, [OFFER_REMINDER_JOB]);
    expect((await outbox(ctx, candidate.email)).map((m) => m.subject)).not.toContain(
      `Your offer from ${world.companyName} expires soon`,
    );
    expect(await noticesOf(application)).toContainEqual({ user_id: candidate.userId, kind: 'reminder.offer' });
  });

  it('expiry: a reminder the day before, then the offer expires and can no longer change', async () => {
    const candidate = await createCandidate(ctx);
    const { application, offer } = await makeOffer(candidate, world.jobs[2]!, { expires_at: inDays(3) });
    await ctx.drainQueue();
    await runJobsDue(ctx, [OFFER_REMINDER_JOB]);
    const mails = await outbox(ctx, candidate.email);
    const reminder = mails.find((m) => m.subject === `Your offer from ${world.companyName} expires soon`);
    expect(reminder?.text_body).toContain(`https://talent500.example/offer/${offer.id}/`);

    ctx.clock.advance(3 * DAY + 1000);
    try {
      expect((await offerOf(candidate, offer.id)).status).toBe('expired');
      const late = await accept(candidate, offer.id, 1);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ detail: OfferMessages.expired });
      await runJobsDue(ctx, [OFFER_EXPIRE_JOB]);
      await runJobsDue(ctx, [OFFER_EXPIRE_JOB]);
      const timeline = await timelineOf(candidate, application);
      expect(timeline.events.filter((e) => e.action === 'expired')).toEqual([
        expect.objectContaining({ actor: 'system', at: offer.expires_at }),
      ]);
      expect(timeline.next_steps).toEqual([]);
      // the state moved, and both sides are told: the candidate in-app and by e-mail, the team in-app
      expect(timeline.stage).toBe('offer_expired');
      expect(timeline.can_withdraw).toBe(false);
      const notices = await noticesOf(application);
      expect(notices.filter((n) => n.kind === 'application.offer_expired')).toEqual([
        { user_id: candidate.userId, kind: 'application.offer_expired' },
      ]);
      expect(notices.filter((n) => n.kind === 'hiring.expire_offer')).toEqual([
        { user_id: world.member.userId, kind: 'hiring.expire_offer' },
      ]);
      expect((await outbox(ctx, candidate.email)).map((m) => m.subject)).toContain(
        `${LIFECYCLE.offer_expired.notice!.title}: Data Analyst`,
      );
    } finally {
      ctx.clock.advance(-(3 * DAY + 1000));
    }
  });
});
