// Offers, letters, surveys and the timeline are the candidate's data: in the
// GDPR export, and gone with the account. A hiring member's account can go too
// without rewriting what the candidate was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { remainingCandidateRows } from '../auth/gdpr.repo.ts';
import { applyAs, call, letterWorld, type LetterWorld } from './offers.test-support.ts';

let ctx: TestContext;
let world: LetterWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  world = await letterWorld(ctx, 'Tern Analytics');
});
afterAll(async () => ctx?.close());

const DAY = 24 * 60 * 60 * 1000;

describe('GDPR export and deletion', () => {
  it('exports offers, versions, pay letters, surveys and timeline events, and deletes them with the account', async () => {
    const candidate = await createCandidate(ctx);
    const application = await applyAs(ctx, candidate, world.jobs[0]!);
    const offer = await call(ctx, world.member, 'POST', '/hiring/offers/', {
      application_id: application,
      role: 'Analytics Engineer',
      start_date: new Date(ctx.clock.now.getTime() + 30 * DAY).toISOString().slice(0, 10),
      location: 'Chennai',
      expires_at: new Date(ctx.clock.now.getTime() + 5 * DAY).toISOString(),
    });
    expect(offer.statusCode).toBe(201);
    // the pay letter follows the accepted offer (decision 031)
    const accepted = await call(ctx, candidate, 'POST', '/candidate_jobs/offers/accept-offer/', {
      offer_id: offer.json().id,
      version: 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ctc = await call(ctx, world.member, 'POST', '/hiring/ctc-letters/', {
      application_id: application,
      currency: 'INR',
      fixed: 900000,
    });
    expect(ctc.statusCode).toBe(201);
    const survey = await call(ctx, world.member, 'POST', '/hiring/survey-forms/', {
      title: 'After your application',
      trigger: 'after_application',
      questions: [{ id: 'ease', kind: 'rating', label: 'How easy was it to apply?', scale: 5, required: true }],
    });
    await call(ctx, world.member, 'POST', `/hiring/survey-forms/${survey.json().id}/send/`, {
      application_ids: [application],
    });

    const exported = await call(ctx, candidate, 'GET', '/gdpr/generate_candidate_data/');
    expect(exported.statusCode).toBe(200);
    const tables = exported.json().tables;
    expect(tables.offers).toHaveLength(1);
    expect(tables.offer_versions[0]).toMatchObject({ role: 'Analytics Engineer', location: 'Chennai' });
    expect(tables.ctc_letters[0]).toMatchObject({ currency: 'INR' });
    // bigint comes back as a number from PGlite and as a string from node-postgres
    expect(Number(tables.ctc_letters[0].total_amount)).toBe(900000);
    expect(tables.survey_forms).toHaveLength(1);
    expect(tables.application_events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['applied', 'offered', 'sent', 'survey_sent']),
    );

    // the hiring member who acted leaves: the candidate's records stay, unlinked from them
    await ctx.database.query('DELETE FROM users WHERE id = $1', [world.member.userId]);
    const [event] = await ctx.database.query<{ actor_user_id: string | null }>(
      `SELECT actor_user_id FROM application_events WHERE application_id = $1 AND action = 'offered'`,
      [application],
    );
    expect(event!.actor_user_id).toBeNull();

    const requested = await call(ctx, candidate, 'POST', '/users/gdpr/delete/', { password: candidate.password });
    expect(requested.statusCode).toBe(200);
    const confirmed = await call(ctx, candidate, 'POST', '/users/gdpr/confirm/delete/', {
      confirmation_token: requested.json().confirmation_token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(
      await remainingCandidateRows(ctx.database.db, { userId: candidate.userId, candidateId: candidate.candidateId }),
    ).toEqual({});
  });
});
