import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTimeline } from '@talent/contracts/application-timeline';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';
import { recordStageChange } from './application-events.ts';

let ctx: TestContext;
let candidate: TestCandidate;
let other: TestCandidate;
let member: TestHiringMember;
let outsider: TestHiringMember;
const jobs: Record<string, number> = {};
let plainApplication = 0;

const get = (who: { auth: Record<string, string> } | null, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.auth ?? {} });
const apply = async (who: TestCandidate, job: number) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/candidate_jobs/',
    headers: who.auth,
    payload: { job },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
const companyIdOf = async (slug: string) =>
  (await ctx.database.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [slug]))[0]!.id;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await addCompany(ctx, { name: 'Heron Labs' });
  const rival = await addCompany(ctx, { name: 'Rival Works' });
  [jobs.plain, jobs.screened] = await addJobs(ctx, company, [
    { title: 'Data Engineer' },
    { title: 'Platform Engineer', screening_questions: [{ id: 'q1', question: 'Why us?', kind: 'text' }] },
  ]);
  candidate = await createCandidate(ctx);
  other = await createCandidate(ctx);
  member = await createHiringMember(ctx, await companyIdOf(company));
  outsider = await createHiringMember(ctx, await companyIdOf(rival));
});
afterAll(async () => ctx?.close());

describe('application timeline', () => {
  it('records the application, the screening answers and the withdrawal, each with its date', async () => {
    const id = await apply(candidate, jobs.screened!);
    let timeline = (await get(candidate, `/candidate_jobs/${id}/timeline/`)).json<ApplicationTimeline>();
    expect(timeline.stage).toBe('applied');
    expect(timeline.events.map((e) => [e.stage, e.action, e.actor])).toEqual([['applied', 'applied', 'candidate']]);
    expect(timeline.events[0]!.at).toBe(ctx.clock.now.toISOString());
    // waiting for screening answers: the next step says where, with no invented deadline
    expect(timeline.next_steps).toEqual([
      { title: 'Answer the screening questions', link: `/appliedjobs/${id}/`, due_at: null, stage: 'screening' },
    ]);

    ctx.clock.advance(60_000);
    const screened = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/submit_screening/',
      headers: candidate.auth,
      payload: { candidate_job_id: id, answers: [{ question_id: 'q1', answer: 'The mission.' }] },
    });
    expect(screened.statusCode).toBe(200);
    timeline = (await get(candidate, `/candidate_jobs/${id}/timeline/`)).json<ApplicationTimeline>();
    // answering is a step the candidate completes: the state stays until the team moves it (decision 031)
    expect(timeline.stage).toBe('applied');
    expect(timeline.events.map((e) => e.action)).toEqual(['applied', 'submitted']);
    expect(timeline.next_steps).toEqual([]);

    ctx.clock.advance(60_000);
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/update-application-status/',
      headers: candidate.auth,
      payload: { candidate_job_id: id, status: 'WD' },
    });
    expect(withdrawn.statusCode).toBe(200);
    // a second withdrawal changes nothing and records nothing
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update-application-status/',
      headers: candidate.auth,
      payload: { candidate_job_id: id, status: 'WD' },
    });
    timeline = (await get(candidate, `/candidate_jobs/${id}/timeline/`)).json<ApplicationTimeline>();
    expect(timeline.stage).toBe('withdrawn');
    expect(timeline.events.map((e) => e.stage)).toEqual(['applied', 'applied', 'withdrawn']);
    expect(timeline.can_withdraw).toBe(false);
  });

  it('a refused screening submission records nothing', async () => {
    const id = (plainApplication = await apply(candidate, jobs.plain!));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/submit_screening/',
      headers: candidate.auth,
      payload: { candidate_job_id: id, answers: [] },
    });
    expect(refused.statusCode).toBe(400);
    const timeline = (await get(candidate, `/candidate_jobs/${id}/timeline/`)).json<ApplicationTimeline>();
    expect(timeline.events).toHaveLength(1);
  });

  it('recordStageChange moves the stage in the caller’s transaction, or keeps it when asked', async () => {
    const id = await apply(other, jobs.plain!);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await recordStageChange(tx, {
          applicationId: id,
          stage: 'assessment',
          action: 'requested',
          summary: 'Take the coding assessment.',
          actor: { kind: 'hiring', userId: member.userId },
          at: ctx.clock.now,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    let timeline = (await get(other, `/candidate_jobs/${id}/timeline/`)).json<ApplicationTimeline>();
    expect(timeline.stage).toBe('applied');
    expect(timeline.events).toHaveLength(1);

    await recordStageChange(ctx.database.db, {
      applicationId: id,
      stage: 'offer',
      action: 'survey_answered',
      summary: 'You answered a survey.',
      actor: { kind: 'candidate' },
      at: ctx.clock.now,
      keepStage: true,
      subject: { kind: 'survey', id: 7 },
    });
    timeline = (await get(other, `/candidate_jobs/${id}/timeline/`)).json<ApplicationTimeline>();
    expect(timeline.stage).toBe('applied');
    expect(timeline.events[1]).toMatchObject({ stage: 'offer', subject: { kind: 'survey', id: 7 } });
  });

  it('events are append-only', async () => {
    await expect(ctx.database.query('UPDATE application_events SET summary = $1', ['rewritten'])).rejects.toThrow(
      /append-only/,
    );
  });

  it('another candidate’s application answers 404; the hiring team of the job reads it, another company’s does not', async () => {
    const id = plainApplication;
    expect((await get(other, `/candidate_jobs/${id}/timeline/`)).statusCode).toBe(404);
    expect((await get(null, `/candidate_jobs/${id}/timeline/`)).statusCode).toBe(401);
    expect((await get(candidate, `/candidate_jobs/999999/timeline/`)).statusCode).toBe(404);
    expect((await get(candidate, `/candidate_jobs/abc/timeline/`)).statusCode).toBe(400);
    const hiring = await get(member, `/hiring/applications/${id}/timeline/`);
    expect(hiring.statusCode).toBe(200);
    expect(hiring.json<ApplicationTimeline>().application_id).toBe(id);
    expect((await get(outsider, `/hiring/applications/${id}/timeline/`)).statusCode).toBe(404);
    expect((await get(candidate, `/hiring/applications/${id}/timeline/`)).statusCode).toBe(403);
  });
});
