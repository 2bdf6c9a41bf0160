// The pipeline (decision 017): applicants of a job by stage with search and
// sort, an applicant's page with screening answers and history, moves and
// rejection recorded on the candidate's timeline with the member as actor,
// invalid transitions answered 409 with nothing changed, and the overview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LifecycleMessages } from '@talent/contracts/application-lifecycle';
import type { ApplicationTimeline } from '@talent/contracts/application-timeline';
import type { ApplicantDetail, HiringJob, Overview, Pipeline } from '@talent/contracts/hiring';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { outbox } from '../auth/auth.test-support.ts';
import { catalogueOf } from '../jobs/jobs.test-support.ts';
import { companyBySlug } from './team.repo.ts';

let ctx: TestContext;
let member: TestHiringMember;
let job: HiringJob;
let ada: TestCandidate;
let bob: TestCandidate;
const applications: Record<string, number> = {};

const hire = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/hiring${url}`, headers: member.auth, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestApp();
  await catalogueOf(ctx).importCompanies([{ slug: 'pipe-co', name: 'Pipe Co' }]);
  member = await createHiringMember(ctx, (await companyBySlug(ctx.database.db, 'pipe-co'))!.id);
  const created = await hire('POST', '/jobs/', {
    title: 'Pipeline Fitter',
    description: '<p>Fit pipes.</p>',
    location: 'Chennai, India',
    screening_questions: [{ question: 'Can you weld?', kind: 'yes_no' }],
  });
  job = created.json<HiringJob>();
  await hire('POST', `/jobs/${job.id}/publish/`);
  ada = await createCandidate(ctx, { email: 'ada.pipe@example.com', firstName: 'Ada' });
  bob = await createCandidate(ctx, { email: 'bob.pipe@example.com', firstName: 'Bob' });
  for (const [key, who] of [
    ['ada', ada],
    ['bob', bob],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate_jobs/',
      headers: who.auth,
      payload: { job: job.id, privacy_policy_status: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    applications[key] = res.json<{ id: number }>().id;
  }
});
afterAll(async () => ctx?.close());

describe('pipeline', () => {
  it('lists applicants by stage with counts, search and sort', async () => {
    const all = (await hire('GET', `/jobs/${job.id}/applications/?sort=applied_at&order=asc`)).json<Pipeline>();
    expect(all.counts).toEqual({ applied: 2 });
    expect(all.results.map((a) => a.email)).toEqual(['ada.pipe@example.com', 'bob.pipe@example.com']);
    const search = (await hire('GET', `/jobs/${job.id}/applications/?search=bob`)).json<Pipeline>();
    expect(search.results.map((a) => a.email)).toEqual(['bob.pipe@example.com']);
    const bad = await hire('GET', `/jobs/${job.id}/applications/?sort=salary`);
    expect(bad.statusCode).toBe(400);
  });

  it('sorts applicants by fit and shows each one’s evidence (decision 038)', async () => {
    await ctx.database.query(
      `UPDATE jobs SET skills = '{Welding,AutoCAD}', experience_min = 2, experience_max = 5 WHERE id = $1`,
      [job.id],
    );
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/candidate/',
      headers: bob.auth,
      payload: { skills: [{ name: 'welding', exp_years: '3' }], experience_years: '3', current_location: 'Chennai' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const byFit = (await hire('GET', `/jobs/${job.id}/applications/?sort=fit`)).json<Pipeline>();
    expect(byFit.results.map((a) => a.email)).toEqual(['bob.pipe@example.com', 'ada.pipe@example.com']);
    expect(byFit.results[0]!.fit.summary).toBe(
      '1 of 2 skills: Welding (3 years); missing: AutoCAD · 3 years, asks 2–5',
    );
    expect(byFit.results[1]!.fit.profile_missing).toContain('skills');
    const worstFirst = (await hire('GET', `/jobs/${job.id}/applications/?sort=fit&order=asc`)).json<Pipeline>();
    expect(worstFirst.results.map((a) => a.email)).toEqual(['ada.pipe@example.com', 'bob.pipe@example.com']);
  });

  it('moves an application and records it on the candidate’s timeline with the member as actor', async () => {
    const res = await hire('POST', `/applications/${applications.ada}/move/`, {
      stage: 'screening',
      note: 'Strong CV',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stage: 'screening' });
    const same = await hire('POST', `/applications/${applications.ada}/move/`, { stage: 'screening' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ detail: LifecycleMessages.illegal('screening', 'screening') });

    const timeline = await ctx.app.inject({
      method: 'GET',
      url: `/api/candidate_jobs/${applications.ada}/timeline/`,
      headers: ada.auth,
    });
    const events = timeline.json<ApplicationTimeline>().events;
    expect(events.at(-1)).toMatchObject({ stage: 'screening', actor: 'hiring' });

    const detail = (await hire('GET', `/applications/${applications.ada}/`)).json<ApplicantDetail>();
    expect(detail.candidate.email).toBe('ada.pipe@example.com');
    expect(detail.screening).toEqual([{ question: 'Can you weld?', kind: 'yes_no', answer: null }]);
    expect(detail.history.at(-1)).toMatchObject({ action: 'moved', detail: { from: 'applied', note: 'Strong CV' } });
    expect(detail.history.at(-1)!.actor).not.toBe('Candidate');
  });

  it('rejects with a reason and an e-mail; a rejected application cannot move again', async () => {
    // what applying sent is out of the way, so the newest e-mail is the rejection's
    await ctx.drainQueue();
    const res = await hire('POST', `/applications/${applications.bob}/reject/`, {
      reason: 'Position filled',
      notify: true,
      message: 'We will keep your profile for future roles.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox(ctx, 'bob.pipe@example.com');
    expect(mail!.subject).toBe('Not selected: Pipeline Fitter');
    expect(mail!.textBody).toContain('We will keep your profile for future roles.');
    expect(mail!.textBody).not.toContain('Position filled');

    for (const [url, body, to] of [
      [`/applications/${applications.bob}/move/`, { stage: 'assessment' }, 'assessment'],
      [`/applications/${applications.bob}/reject/`, { reason: 'Other' }, 'rejected'],
    ] as const) {
      const refused = await hire('POST', url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: LifecycleMessages.illegal('rejected', to) });
    }
    const detail = (await hire('GET', `/applications/${applications.bob}/`)).json<ApplicantDetail>();
    expect(detail.stage).toBe('rejected');
    expect(detail.history.filter((e) => e.action === 'rejected')).toHaveLength(1);
  });

  it('refuses a stage outside the hand moves and an unknown reason with 400', async () => {
    expect((await hire('POST', `/applications/${applications.ada}/move/`, { stage: 'hired' })).statusCode).toBe(400);
    expect((await hire('POST', `/applications/${applications.ada}/reject/`, { reason: 'Vibes' })).statusCode).toBe(400);
  });

  it('sums applicants per stage and job, and time in stage, for the overview', async () => {
    const overview = (await hire('GET', '/overview/')).json<Overview>();
    expect(overview.jobs).toEqual([
      expect.objectContaining({ id: job.id, total: 2, stages: { screening: 1, rejected: 1 } }),
    ]);
    expect(overview.time_in_stage.map((t) => t.stage).sort()).toEqual(['rejected', 'screening']);
    expect(overview.offers).toEqual({ sent: 0, accepted: 0, declined: 0 });
  });
});
