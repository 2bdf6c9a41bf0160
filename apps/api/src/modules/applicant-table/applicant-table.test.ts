// The applicant table, tags, bulk actions and e-mail templates (decision 047):
// sorted and filtered on the server, bad query values 400 naming the
// parameter; bulk actions through the lifecycle with each refusal reported;
// templates with placeholders, escaped in the HTML e-mail. PGlite, and
// PostgreSQL in the api-postgres project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BULK_MAX, type ApplicantTable, type BulkResult } from '@talent/contracts/applicant-table';
import type { EmailTemplate } from '@talent/contracts/email-templates';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { candidates } from '../../db/schema/platform.ts';
import { outbox } from '../auth/auth.test-support.ts';
import { castTeam, type TeamCast } from '../team-access/team-work.test-support.ts';

let ctx: TestContext;
let cast: TeamCast;
const ids: number[] = [];
let otherApplication: number;
/** Addresses of this run only (the PostgreSQL database is shared by the test files). */
const run = Math.random().toString(36).slice(2, 8);
const address = (first: string) => `${first.toLowerCase()}.${run}@example.com`;

const as = (auth: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
const table = async (query: string) => {
  const res = await as(cast.recruiter.auth, 'GET', `/hiring/jobs/${cast.jobId}/applicant-table/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicantTable>();
};

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await castTeam(ctx, 'table-team');
  ids.push(cast.applicationId);
  for (const [first, last, source] of [
    ['Arjun', 'Mehta', 'linkedin'],
    ['Meera', 'Iyer', 'referral'],
  ] as const) {
    ctx.clock.advance(60_000);
    const candidate = await createCandidate(ctx, { email: address(first), firstName: first });
    await ctx.database.db
      .update(candidates)
      .set({ firstName: first, lastName: last })
      .where(eq(candidates.id, candidate.candidateId));
    const applied = await as(candidate.auth, 'POST', '/candidate_jobs/', {
      job: cast.jobId,
      privacy_policy_status: true,
      source,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    ids.push(applied.json<{ id: number }>().id);
  }
  // an application of another company's job
  const job = await as(cast.outsider.auth, 'POST', '/hiring/jobs/', {
    title: 'Other job',
    description: '<p>Other.</p>',
    location: 'Pune, India',
    skills: ['Go'],
  });
  const otherJob = job.json<{ id: number }>().id;
  await as(cast.outsider.auth, 'POST', `/hiring/jobs/${otherJob}/publish/`);
  const applied = await as(cast.candidate.auth, 'POST', '/candidate_jobs/', {
    job: otherJob,
    privacy_policy_status: true,
  });
  otherApplication = applied.json<{ id: number }>().id;
});
afterAll(async () => ctx?.close());

describe('applicant table', () => {
  it('sorts by date, stage and fit, and pages', async () => {
    const newest = await table('sort=applied_at&order=desc');
    expect(newest.count).toBe(3);
    expect(newest.results.map((row) => row.id)).toEqual([...ids].reverse());
    expect((await table('sort=applied_at&order=asc')).results.map((row) => row.id)).toEqual(ids);
    await as(cast.recruiter.auth, 'POST', `/hiring/applications/${ids[0]}/move/`, { stage: 'screening' });
    const byStage = await table('sort=stage&order=desc');
    expect(byStage.results[0]!.id).toBe(ids[0]);
    expect((await table('sort=stage&order=asc')).results.at(-1)!.id).toBe(ids[0]);
    const byFit = (await table('sort=fit&order=desc')).results.map((row) => row.fit.score);
    expect(byFit).toEqual([...byFit].sort((a, b) => b - a));
    expect((await table('page=2')).results).toEqual([]);
  });

  it('filters by stage, source, tag and rating', async () => {
    expect((await table('stage=screening')).results.map((row) => row.id)).toEqual([ids[0]]);
    expect((await table('source=referral')).results.map((row) => row.id)).toEqual([ids[2]]);
    const tagged = await as(cast.recruiter.auth, 'POST', `/hiring/applications/${ids[1]}/tags/`, {
      tag: '  Strong   Backend ',
    });
    expect(tagged.statusCode, tagged.body).toBe(201);
    expect(tagged.json()).toEqual({ tags: ['strong backend'] });
    const byTag = await table(`tag=${encodeURIComponent('strong backend')}`);
    expect(byTag.results.map((row) => row.id)).toEqual([ids[1]]);
    expect(byTag.tags).toEqual(['strong backend']);
    expect(byTag.sources).toEqual(expect.arrayContaining(['linkedin', 'referral']));
    const template = await as(cast.recruiter.auth, 'GET', `/hiring/jobs/${cast.jobId}/scorecard/`);
    const groups = template.json<{ groups: { name: string; attributes: string[] }[] }>().groups;
    const card = await as(cast.recruiter.auth, 'POST', `/hiring/applications/${ids[1]}/scorecards/`, {
      ratings: groups.flatMap((group) =>
        group.attributes.map((attribute) => ({ group: group.name, attribute, rating: 4, note: '' })),
      ),
      recommendation: 'strong_yes',
    });
    expect(card.statusCode, card.body).toBe(201);
    const rated = await table('rating=strong_yes');
    expect(rated.results.map((row) => row.id)).toEqual([ids[1]]);
    expect(rated.results[0]!.rating).toEqual({ recommendation: 'strong_yes', scorecards: 1 });
    expect((await table('rating=none')).count).toBe(2);
    expect((await table('rating=no')).count).toBe(0);
    const removed = await as(cast.recruiter.auth, 'DELETE', `/hiring/applications/${ids[1]}/tags/strong%20backend/`);
    expect(removed.json()).toEqual({ tags: [] });
  });

  it('answers 400 naming the parameter for a bad value, 404 for another company', async () => {
    for (const [query, field] of [
      ['sort=salary', 'sort'],
      ['order=up', 'order'],
      ['stage=nowhere', 'stage'],
      ['rating=great', 'rating'],
      ['page=0', 'page'],
    ]) {
      const res = await as(cast.recruiter.auth, 'GET', `/hiring/jobs/${cast.jobId}/applicant-table/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()), query).toContain(field);
    }
    const other = await as(cast.outsider.auth, 'GET', `/hiring/jobs/${cast.jobId}/applicant-table/`);
    expect(other.statusCode).toBe(404);
    const tag = await as(cast.outsider.auth, 'POST', `/hiring/applications/${ids[0]}/tags/`, { tag: 'mine' });
    expect(tag.statusCode).toBe(404);
  });
});

describe('e-mail templates', () => {
  it('lists the defaults, refuses an unknown placeholder naming it, and saves', async () => {
    const list = await as(cast.recruiter.auth, 'GET', '/hiring/email-templates/');
    const results = list.json<{ results: EmailTemplate[] }>().results;
    expect(results.map((t) => [t.kind, t.is_default])).toEqual([
      ['rejection', true],
      ['interview_invitation', true],
      ['offer_cover_note', true],
    ]);
    const bad = await as(cast.recruiter.auth, 'PUT', '/hiring/email-templates/rejection/', {
      body: 'Hi {{candidate_first_name}}, see {{interview_link}} and {{nickname}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ body: string[] }>().body.join(' ')).toMatch(/\{\{interview_link\}\}.*\{\{nickname\}\}/);
    const unknownKind = await as(cast.recruiter.auth, 'PUT', '/hiring/email-templates/welcome/', { body: 'Hi' });
    expect(unknownKind.statusCode).toBe(400);
    expect(Object.keys(unknownKind.json())).toContain('kind');
    const saved = await as(cast.admin.auth, 'PUT', '/hiring/email-templates/rejection/', {
      body: 'Dear {{candidate_first_name}},\n\nThe {{job_title}} team at {{company_name}} & friends "thanks" you.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EmailTemplate>().is_default).toBe(false);
    // another company still has the default
    const theirs = await as(cast.outsider.auth, 'GET', '/hiring/email-templates/');
    expect(theirs.json<{ results: EmailTemplate[] }>().results[0]!.is_default).toBe(true);
  });

  it("a new offer's e-mail carries the company's cover note, filled for the candidate", async () => {
    const saved = await as(cast.recruiter.auth, 'PUT', '/hiring/email-templates/offer_cover_note/', {
      body: 'Welcome aboard, {{candidate_first_name}}! Read it at {{offer_link}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const person = await createCandidate(ctx, { email: address('Nisha'), firstName: 'Nisha' });
    await ctx.database.db
      .update(candidates)
      .set({ firstName: 'Nisha', lastName: 'Rao' })
      .where(eq(candidates.id, person.candidateId));
    const applied = await as(person.auth, 'POST', '/candidate_jobs/', { job: cast.jobId, privacy_policy_status: true });
    const offer = await as(cast.recruiter.auth, 'POST', '/hiring/offers/', {
      application_id: applied.json<{ id: number }>().id,
      role: 'Backend Engineer',
      start_date: new Date(ctx.clock.now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
      location: 'Pune, India',
      expires_at: new Date(ctx.clock.now.getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offerId = offer.json<{ id: number }>().id;
    const mail = (await outbox(ctx, address('Nisha'))).find((m) => m.textBody.includes('Welcome aboard'));
    expect(mail?.textBody).toContain('Welcome aboard, Nisha! Read it at ');
    expect(mail?.textBody).toMatch(new RegExp(`Read it at \\S+/offer/${offerId}/`));
  });

  it('an interviewer may not read or write templates', async () => {
    expect((await as(cast.interviewer.auth, 'GET', '/hiring/email-templates/')).statusCode).toBe(403);
    expect(
      (await as(cast.interviewer.auth, 'PUT', '/hiring/email-templates/rejection/', { body: 'Hi' })).statusCode,
    ).toBe(403);
  });
});

describe('bulk actions', () => {
  it('refuses an empty or oversized batch with a clear 400', async () => {
    const empty = await as(cast.recruiter.auth, 'POST', '/hiring/bulk-actions/', {
      action: 'move',
      application_ids: [],
      stage: 'screening',
    });
    expect(empty.statusCode).toBe(400);
    const big = await as(cast.recruiter.auth, 'POST', '/hiring/bulk-actions/', {
      action: 'move',
      application_ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1),
      stage: 'screening',
    });
    expect(big.statusCode).toBe(400);
    expect(big.json<{ application_ids: string[] }>().application_ids).toEqual([
      `Select at most ${BULK_MAX} applicants at a time.`,
    ]);
  });

  it('moves each legal one, reports the illegal and the foreign, and changes nothing of another company', async () => {
    await as(cast.recruiter.auth, 'POST', `/hiring/applications/${ids[2]}/reject/`, { reason: 'Other' });
    const res = await as(cast.recruiter.auth, 'POST', '/hiring/bulk-actions/', {
      action: 'move',
      application_ids: [ids[1], ids[2], otherApplication],
      stage: 'interview_slot',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BulkResult>();
    expect(result.done.map((d) => d.id)).toEqual([ids[1]]);
    expect(result.failed).toEqual([
      { id: ids[2], name: 'Meera Iyer', reason: expect.stringMatching(/.+/) },
      { id: otherApplication, name: null, reason: 'Not found.' },
    ]);
    const theirs = await ctx.database.query(`SELECT stage FROM candidate_jobs WHERE id = ${otherApplication}`);
    expect(theirs).toEqual([{ stage: 'applied' }]);
  });

  it('rejects with the company template, escaped in the HTML e-mail', async () => {
    const res = await as(cast.recruiter.auth, 'POST', '/hiring/bulk-actions/', {
      action: 'reject',
      application_ids: [ids[0], ids[1]],
      reason: 'Position filled',
    });
    expect(res.json<BulkResult>()).toEqual({
      done: [
        { id: ids[0], stage_label: expect.any(String) },
        { id: ids[1], stage_label: expect.any(String) },
      ],
      failed: [],
    });
    // the rejection's e-mail among the applicant's (the earlier move e-mailed them too)
    const mails = await outbox(ctx, address('Arjun'));
    const mail = mails.find((m) => m.textBody.includes('The Backend Engineer team at'));
    expect(mail?.subject).toMatch(/Backend Engineer/);
    expect(mail!.textBody).toContain('Dear Arjun,');
    expect(mail!.textBody).toContain('The Backend Engineer team at table-team Ltd & friends "thanks" you.');
    expect(mail!.htmlBody).toContain('&amp; friends &quot;thanks&quot; you.');
    expect(mail!.htmlBody).not.toContain('& friends "thanks"');
  });

  it('sends a survey to each, reporting those that already have it', async () => {
    const created = await as(cast.recruiter.auth, 'POST', '/hiring/survey-forms/', {
      title: 'How did we do?',
      trigger: 'after_interview',
      questions: [{ id: 'q', kind: 'rating', label: 'How clear was our process?', scale: 5, required: true }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const surveyId = created.json<{ id: number }>().id;
    const first = await as(cast.recruiter.auth, 'POST', '/hiring/bulk-actions/', {
      action: 'survey',
      application_ids: [ids[0]],
      survey_id: surveyId,
    });
    expect(first.json<BulkResult>().done).toEqual([{ id: ids[0], stage_label: null }]);
    const again = await as(cast.recruiter.auth, 'POST', '/hiring/bulk-actions/', {
      action: 'survey',
      application_ids: [ids[0], ids[1]],
      survey_id: surveyId,
    });
    expect(again.json<BulkResult>()).toEqual({
      done: [{ id: ids[1], stage_label: null }],
      failed: [{ id: ids[0], name: 'Kavya Raman', reason: 'This applicant already has this survey.' }],
    });
  });
});
