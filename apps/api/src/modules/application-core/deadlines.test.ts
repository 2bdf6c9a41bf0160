// A documents request's deadline (decision 046), driven through the queue
// with the test clock: a week by default, a past or far one refused; a
// reminder 24 hours before it (in-app and e-mail, once); when it passes with
// something missing the candidate is told (in-app and e-mail), every member
// of the team in-app, the timeline says so and the application stays where it
// is; a completed or re-dated request makes the old jobs do nothing. An
// assessment's deadline passing unsubmitted tells both sides the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTimeline } from '@talent/contracts/application-timeline';
import { AssessmentDeadlineNotices } from '@talent/contracts/assessments';
import { DocumentsDeadlineNotices, MandatoryMessages } from '@talent/contracts/mandatory-details';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { companyBySlug } from '../hiring/team.repo.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';
import { outbox, runJobsDue } from '../offers/offers.test-support.ts';
import { ASSESSMENT_LAPSE_JOB } from '../assessments/assessments-deadline.service.ts';
import { DOCUMENTS_LAPSE_JOB, DOCUMENTS_REMINDER_JOB } from '../mandatory-details/mandatory-deadline.service.ts';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let member: TestHiringMember;
let colleague: TestHiringMember;
let jobIds: number[];

const call = (who: { auth: Record<string, string> }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: who.auth,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const apply = async (who: TestCandidate, job: number) => {
  const res = await call(who, 'POST', '/candidate_jobs/', { job, privacy_policy_status: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};
const ask = (application: number, extra: Record<string, unknown> = {}) =>
  call(member, 'POST', `/hiring/applications/${application}/mandatory-details/`, { details: ['legal_name'], ...extra });
const notes = (application: number) =>
  ctx.database.query<{ user_id: string; kind: string; category: string; title: string }>(
    'SELECT user_id, kind, category, title FROM notifications WHERE application_id = $1 ORDER BY id',
    [application],
  );
const timelineOf = async (who: TestCandidate, application: number) =>
  (await call(who, 'GET', `/candidate_jobs/${application}/timeline/`)).json<ApplicationTimeline>();

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent.example' } });
  const slug = await addCompany(ctx, { name: 'Deadline Co' });
  const companyId = (await companyBySlug(ctx.database.db, slug))!.id;
  member = await createHiringMember(ctx, companyId);
  colleague = await createHiringMember(ctx, companyId);
  jobIds = await addJobs(ctx, slug, [
    { title: 'Paper Chaser' },
    { title: 'Form Filler' },
    { title: 'Late Starter' },
    { title: 'Kata Taker' },
    { title: 'Kata Finisher' },
  ]);
});
afterAll(async () => ctx?.close());

describe('a documents request’s deadline (decision 046)', () => {
  it('is a week from the request unless the team chooses; a past or far one is refused and changes nothing', async () => {
    const candidate = await createCandidate(ctx);
    const application = await apply(candidate, jobIds[0]!);
    for (const [due_at, message] of [
      [new Date(ctx.clock.now.getTime() - 1000).toISOString(), MandatoryMessages.dueInPast],
      ['next week', MandatoryMessages.dueInPast],
      [new Date(ctx.clock.now.getTime() + 31 * DAY).toISOString(), MandatoryMessages.dueTooFar],
    ] as const) {
      const refused = await ask(application, { due_at });
      expect(refused.statusCode, due_at).toBe(400);
      expect(refused.json().due_at).toEqual([message]);
    }
    expect(
      await ctx.database.query('SELECT 1 FROM mandatory_requests WHERE application_id = $1', [application]),
    ).toEqual([]);
    const res = await ask(application);
    expect(res.statusCode, res.body).toBe(201);
    const due = new Date(ctx.clock.now.getTime() + 7 * DAY).toISOString();
    expect(res.json().due_at).toBe(due);
    const status = (await call(candidate, 'GET', '/wrapper/candidate_mandatory_status/')).json();
    expect(status.results[0].due_at).toBe(due);
    // 'What to do next' shows the deadline
    const timeline = await timelineOf(candidate, application);
    expect(timeline.next_steps).toEqual([expect.objectContaining({ stage: 'documents', due_at: due })]);
  });

  it('reminds the candidate a day before, once; when it passes both sides are told and the application stays', async () => {
    const candidate = await createCandidate(ctx);
    const application = await apply(candidate, jobIds[1]!);
    const due = new Date(ctx.clock.now.getTime() + 3 * DAY);
    expect((await ask(application, { due_at: due.toISOString() })).statusCode).toBe(201);
    await ctx.drainQueue();
    const before = (await notes(application)).length;

    await runJobsDue(ctx, [DOCUMENTS_REMINDER_JOB]);
    await runJobsDue(ctx, [DOCUMENTS_REMINDER_JOB]);
    const reminders = (await notes(application)).slice(before);
    expect(reminders).toEqual([
      {
        user_id: candidate.userId,
        kind: 'reminder.documents',
        category: 'reminders',
        title: DocumentsDeadlineNotices.reminderTitle,
      },
    ]);
    const reminderMail = (await outbox(ctx, candidate.email)).filter(
      (m) => m.subject === DocumentsDeadlineNotices.reminderTitle,
    );
    expect(reminderMail).toHaveLength(1);
    expect(reminderMail[0]!.text_body).toContain('Form Filler');
    expect(reminderMail[0]!.text_body).toContain(`https://talent.example/`);

    ctx.clock.advance(3 * DAY + 1000);
    try {
      await runJobsDue(ctx, [DOCUMENTS_LAPSE_JOB]);
      await runJobsDue(ctx, [DOCUMENTS_LAPSE_JOB]);
      const lapsed = (await notes(application)).slice(before + 1);
      expect(lapsed.filter((n) => n.user_id === candidate.userId)).toEqual([
        expect.objectContaining({ kind: 'application.documents_lapsed', title: DocumentsDeadlineNotices.lapsedTitle }),
      ]);
      const team = lapsed.filter((n) => n.user_id !== candidate.userId);
      expect(team.map((n) => n.user_id).sort()).toEqual([member.userId, colleague.userId].sort());
      for (const note of team) expect(note).toMatchObject({ kind: 'hiring.documents_lapsed', category: 'team' });
      expect(
        (await outbox(ctx, candidate.email)).filter((m) => m.subject === DocumentsDeadlineNotices.lapsedTitle),
      ).toHaveLength(1);
      const timeline = await timelineOf(candidate, application);
      expect(timeline.stage).toBe('documents');
      expect(timeline.events.filter((e) => e.action === 'lapsed')).toEqual([
        expect.objectContaining({ actor: 'system', at: due.toISOString() }),
      ]);

      // late details are still taken, and completing tells the team
      const late = await call(
        candidate,
        'PUT',
        `/wrapper/job_application/${application}/candidate_mandatory_details/`,
        {
          details: { legal_name: 'Lata Late' },
        },
      );
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().complete).toBe(true);
      const done = (await notes(application)).filter((n) => n.kind === 'hiring.step.documents_completed');
      expect(done.map((n) => n.user_id).sort()).toEqual([member.userId, colleague.userId].sort());
      // the card, the application page and the timeline read 'Documents complete' now, not 'Documents needed'
      const card = (await call(candidate, 'GET', '/applied_jobs/')).json().results[0];
      expect(card).toMatchObject({
        id: application,
        stage: 'documents',
        status_label: 'Documents complete',
        steps_done: ['documents_completed'],
        can_withdraw: true,
        screening_pending: false,
      });
      const page = (await call(candidate, 'GET', `/candidate_jobs/form-data/?candidate_job_id=${application}`)).json();
      expect(page).toMatchObject({ status_label: 'Documents complete', stage_explanation: card.stage_explanation });
      const after = await timelineOf(candidate, application);
      expect(after).toMatchObject({ stage_label: 'Documents complete', next_steps: [] });
    } finally {
      ctx.clock.advance(-(3 * DAY + 1000));
    }
  });

  it('does nothing for a request completed in time or given a new deadline', async () => {
    const candidate = await createCandidate(ctx);
    const application = await apply(candidate, jobIds[2]!);
    const first = new Date(ctx.clock.now.getTime() + 2 * DAY);
    expect((await ask(application, { due_at: first.toISOString() })).statusCode).toBe(201);
    const second = new Date(ctx.clock.now.getTime() + 10 * DAY);
    expect((await ask(application, { due_at: second.toISOString() })).statusCode).toBe(201);
    await ctx.drainQueue();
    const before = (await notes(application)).length;
    ctx.clock.advance(2 * DAY + 1000);
    try {
      // the first deadline's jobs find the request re-dated
      await ctx.database.query(
        "UPDATE queue_jobs SET run_at = now() WHERE done_at IS NULL AND kind = ANY($1) AND payload->>'dueAt' = $2",
        [[DOCUMENTS_REMINDER_JOB, DOCUMENTS_LAPSE_JOB], first.toISOString()],
      );
      await ctx.drainQueue();
      expect((await notes(application)).slice(before)).toEqual([]);
      // completed before the second deadline: its reminder and lapse say nothing
      await call(candidate, 'PUT', `/wrapper/job_application/${application}/candidate_mandatory_details/`, {
        details: { legal_name: 'Tim Ontime' },
      });
      const afterDone = (await notes(application)).length;
      await runJobsDue(ctx, [DOCUMENTS_REMINDER_JOB, DOCUMENTS_LAPSE_JOB]);
      expect((await notes(application)).length).toBe(afterDone);
      expect((await timelineOf(candidate, application)).events.filter((e) => e.action === 'lapsed')).toEqual([]);
    } finally {
      ctx.clock.advance(-(2 * DAY + 1000));
    }
  });
});

describe('an assessment’s deadline (decision 046)', () => {
  const send = (application: number, deadline: Date) =>
    call(member, 'POST', `/hiring/applications/${application}/assessments/`, {
      title: 'Deadline kata',
      questions: [{ prompt: 'Write a queue.' }],
      time_limit_minutes: 30,
      deadline_at: deadline.toISOString(),
    });

  it('passing unsubmitted tells the candidate (in-app and e-mail) and the team (in-app); the application stays', async () => {
    const candidate = await createCandidate(ctx);
    const application = await apply(candidate, jobIds[3]!);
    const deadline = new Date(ctx.clock.now.getTime() + 2 * DAY);
    const sent = await send(application, deadline);
    expect(sent.statusCode, sent.body).toBe(201);
    await ctx.drainQueue();
    const before = (await notes(application)).length;
    ctx.clock.advance(2 * DAY + 1000);
    try {
      await runJobsDue(ctx, [ASSESSMENT_LAPSE_JOB]);
      await runJobsDue(ctx, [ASSESSMENT_LAPSE_JOB]);
      const told = (await notes(application)).slice(before);
      expect(told.filter((n) => n.user_id === candidate.userId)).toEqual([
        {
          user_id: candidate.userId,
          kind: 'application.assessment_lapsed',
          category: 'updates',
          title: AssessmentDeadlineNotices.lapsedTitle,
        },
      ]);
      const team = told.filter((n) => n.user_id !== candidate.userId);
      expect(team.map((n) => n.user_id).sort()).toEqual([member.userId, colleague.userId].sort());
      for (const note of team) expect(note).toMatchObject({ kind: 'hiring.assessment_lapsed', category: 'team' });
      expect(
        (await outbox(ctx, candidate.email)).filter((m) => m.subject === AssessmentDeadlineNotices.lapsedTitle),
      ).toHaveLength(1);
      const timeline = await timelineOf(candidate, application);
      expect(timeline.stage).toBe('assessment');
      expect(timeline.events.filter((e) => e.action === 'lapsed')).toEqual([
        expect.objectContaining({ actor: 'system', at: deadline.toISOString() }),
      ]);
    } finally {
      ctx.clock.advance(-(2 * DAY + 1000));
    }
  });

  it('says nothing when the assessment was submitted in time', async () => {
    const candidate = await createCandidate(ctx);
    const application = await apply(candidate, jobIds[4]!);
    expect((await send(application, new Date(ctx.clock.now.getTime() + 2 * DAY))).statusCode).toBe(201);
    expect(
      (await call(candidate, 'POST', `/coding-assessment/${application}/consent/`, { consent: true })).statusCode,
    ).toBe(200);
    const submitted = await call(candidate, 'POST', `/coding-assessment/${application}/questions/`, {
      answers: { q1: 'class Queue {}' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await ctx.drainQueue();
    const before = (await notes(application)).length;
    ctx.clock.advance(2 * DAY + 1000);
    try {
      await runJobsDue(ctx, [ASSESSMENT_LAPSE_JOB]);
      expect((await notes(application)).slice(before)).toEqual([]);
    } finally {
      ctx.clock.advance(-(2 * DAY + 1000));
    }
  });
});
