// The lifecycle's transitions on the server (decision 031), table-driven: from
// every state, every transition for every actor. A legal one gives the new
// state, one timeline event and the notifications the model names; an
// illegal one answers 409 and changes nothing. Then the hiring endpoints:
// another company's application 404, a stale version 409, two members at
// once (one wins), hire, reject with a message, reopen, and a closed job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIFECYCLE,
  LIFECYCLE_ACTORS,
  LIFECYCLE_STATES,
  LifecycleMessages,
  TRANSITIONS,
  TRANSITION_NAMES,
  findTransition,
  type LifecycleActor,
  type LifecycleState,
  type TransitionName,
} from '@talent/contracts/application-lifecycle';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import type { HttpError } from '../../lib/errors.ts';
import { outbox } from '../auth/auth.test-support.ts';
import { companyBySlug } from '../hiring/team.repo.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';
import { transition } from './lifecycle.ts';

let ctx: TestContext;
let member: TestHiringMember;
let colleague: TestHiringMember;
let other: TestHiringMember;
let candidate: TestCandidate;
let jobIds: number[];
let applicationId: number;

const apply = async (who: TestCandidate, job: number) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/candidate_jobs/',
    headers: who.auth,
    payload: { job, privacy_policy_status: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};

const facts = async (id: number) => {
  const [row] = await ctx.database.query<{ stage: LifecycleState; version: number; events: number; notes: number }>(
    `SELECT stage, version,
       (SELECT count(*)::int FROM application_events e WHERE e.application_id = a.id) AS events,
       (SELECT count(*)::int FROM notifications n WHERE n.application_id = a.id) AS notes
     FROM candidate_jobs a WHERE id = $1`,
    [id],
  );
  return row!;
};
const setStage = (id: number, stage: LifecycleState) =>
  ctx.database.query('UPDATE candidate_jobs SET stage = $2 WHERE id = $1', [id, stage]);
const newNotes = (id: number, after: number) =>
  ctx.database.query<{ user_id: string; kind: string; category: string }>(
    'SELECT user_id, kind, category FROM notifications WHERE application_id = $1 AND id > $2 ORDER BY id',
    [id, after],
  );
const lastNoteId = async () =>
  (await ctx.database.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM notifications'))[0]!.id;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent.example' } });
  const slug = await addCompany(ctx, { name: 'Cycle Co' });
  const companyId = (await companyBySlug(ctx.database.db, slug))!.id;
  member = await createHiringMember(ctx, companyId);
  colleague = await createHiringMember(ctx, companyId);
  const otherSlug = await addCompany(ctx, { name: 'Elsewhere Ltd' });
  other = await createHiringMember(ctx, (await companyBySlug(ctx.database.db, otherSlug))!.id);
  jobIds = await addJobs(ctx, slug, [
    { title: 'Table Walker' },
    { title: 'Race Runner' },
    { title: 'Hire Direct' },
    { title: 'Closing Role' },
    { title: 'Closing Role Two' },
  ]);
  candidate = await createCandidate(ctx, { firstName: 'Tess', countryCode: 'IN' });
  applicationId = await apply(candidate, jobIds[0]!);
});
afterAll(async () => ctx?.close());

interface Case {
  from: LifecycleState;
  name: TransitionName;
  to: LifecycleState;
  actor: LifecycleActor;
}
const legal: Case[] = [];
const illegal: Case[] = [];
for (const from of LIFECYCLE_STATES) {
  for (const name of TRANSITION_NAMES) {
    for (const to of TRANSITIONS[name].to) {
      for (const actor of LIFECYCLE_ACTORS) {
        const allowed = findTransition(name, from, to, actor) !== null;
        if (allowed) legal.push({ from, name, to, actor });
        // a state the transition does not leave from, by its own first actor; a wrong actor from a state it does
        else if (TRANSITIONS[name].from.includes(from) !== (actor === TRANSITIONS[name].actors[0]) || from === to)
          illegal.push({ from, name, to, actor });
      }
    }
  }
}

describe('every transition from every state (decision 031)', () => {
  it('the table covers every state and transition', () => {
    expect(new Set(legal.map((c) => c.from)).size).toBe(LIFECYCLE_STATES.length - 2); // hired, withdrawn: none out
    expect(new Set(legal.map((c) => c.name)).size).toBe(TRANSITION_NAMES.length);
    expect(illegal.length).toBeGreaterThan(legal.length);
  });

  it.each(legal)('$from → $to by $name ($actor): new state, one event, the model’s notifications', async (c) => {
    await setStage(applicationId, c.from);
    const before = await facts(applicationId);
    const noteMark = await lastNoteId();
    const result = await ctx.database.db.transaction((tx) =>
      transition(tx, {
        applicationId,
        name: c.name,
        to: c.to,
        actor: { kind: c.actor, userId: c.actor === 'hiring' ? member.userId : null },
        at: ctx.clock.now,
        expectedVersion: before.version,
      }),
    );
    const after = await facts(applicationId);
    expect(result.to).toBe(c.to);
    expect(after.stage).toBe(c.to);
    expect(after.version).toBe(before.version + 1);
    expect(after.events).toBe(before.events + 1);
    const notes = await newNotes(applicationId, noteMark);
    const def = TRANSITIONS[c.name];
    const notice = def.candidateNotice ?? LIFECYCLE[c.to].notice;
    const toCandidate = notes.filter((n) => n.user_id === candidate.userId);
    expect(toCandidate.map((n) => n.kind)).toEqual(notice ? [`application.${c.to}`] : []);
    if (notice) expect(toCandidate[0]!.category).toBe(notice.category);
    const toTeam = notes.filter((n) => n.user_id !== candidate.userId);
    expect(toTeam.map((n) => n.user_id).sort()).toEqual(def.notifyTeam ? [member.userId, colleague.userId].sort() : []);
    for (const note of toTeam) expect(note.category).toBe('team');
  });

  it.each(illegal)('$from → $to by $name ($actor): 409, nothing changed', async (c) => {
    await setStage(applicationId, c.from);
    const before = await facts(applicationId);
    const error = await ctx.database.db
      .transaction((tx) =>
        transition(tx, {
          applicationId,
          name: c.name,
          to: c.to,
          actor: { kind: c.actor, userId: c.actor === 'hiring' ? member.userId : null },
          at: ctx.clock.now,
        }),
      )
      .then(
        () => null,
        (thrown: unknown) => thrown as HttpError,
      );
    expect(error?.statusCode).toBe(409);
    expect(await facts(applicationId)).toEqual(before);
  });

  it('a stale version answers 409 and changes nothing', async () => {
    await setStage(applicationId, 'applied');
    const before = await facts(applicationId);
    const error = await ctx.database.db
      .transaction((tx) =>
        transition(tx, {
          applicationId,
          name: 'move',
          to: 'screening',
          actor: { kind: 'hiring', userId: member.userId },
          at: ctx.clock.now,
          expectedVersion: before.version - 1,
        }),
      )
      .catch((thrown: HttpError) => thrown);
    expect((error as HttpError).statusCode).toBe(409);
    expect((error as HttpError).message).toBe(LifecycleMessages.stale);
    expect(await facts(applicationId)).toEqual(before);
  });
});

describe('the hiring endpoints', () => {
  const hiring = (who: TestHiringMember, id: number, action: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/hiring/applications/${id}/${action}/`, headers: who.auth, payload });
  const card = async (id: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/applied_jobs/?page_size=50',
      headers: candidate.auth,
    });
    return res
      .json<{ results: { id: number; status_label: string; can_withdraw: boolean; stage: string }[] }>()
      .results.find((r) => r.id === id)!;
  };

  it('another company’s application answers 404 and changes nothing', async () => {
    const id = await apply(candidate, jobIds[1]!);
    const before = await facts(id);
    expect((await hiring(other, id, 'move', { stage: 'screening' })).statusCode).toBe(404);
    expect((await hiring(other, id, 'reject', { reason: 'Other' })).statusCode).toBe(404);
    expect((await hiring(other, id, 'hire', { confirm_direct: true })).statusCode).toBe(404);
    expect(await facts(id)).toEqual(before);
  });

  it('two members moving at once with the same version: one wins, the other gets 409', async () => {
    const id = (
      await ctx.database.query<{ id: number }>('SELECT id FROM candidate_jobs WHERE job_id = $1', [jobIds[1]])
    )[0]!.id;
    const { version } = await facts(id);
    const answers = await Promise.all([
      hiring(member, id, 'move', { stage: 'assessment', version }),
      hiring(colleague, id, 'move', { stage: 'interview_slot', version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await facts(id);
    expect(after.version).toBe(version + 1);
    expect(['assessment', 'interview_slot']).toContain(after.stage);
  });

  it('hire without an accepted offer needs a confirmation; then the application is closed on both sides', async () => {
    const id = await apply(candidate, jobIds[2]!);
    const refused = await hiring(member, id, 'hire', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(LifecycleMessages.hireConfirm);
    const hired = await hiring(member, id, 'hire', { confirm_direct: true });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json()).toMatchObject({ stage: 'hired', stage_label: 'Hired' });
    expect(await card(id)).toMatchObject({ stage: 'hired', status_label: 'Hired', can_withdraw: false });
    const withdraw = await ctx.app.inject({
      method: 'POST',
      url: '/api/update-application-status/',
      headers: candidate.auth,
      payload: { candidate_job_id: id, status: 'WD' },
    });
    expect(withdraw.statusCode).toBe(409);
    // hired is not reopened
    expect((await hiring(member, id, 'reopen', { reason: 'Oops' })).statusCode).toBe(409);
  });

  it('reject tells the candidate in-app and by e-mail with the message; reopen tells them again', async () => {
    const id = (
      await ctx.database.query<{ id: number }>('SELECT id FROM candidate_jobs WHERE job_id = $1', [jobIds[1]])
    )[0]!.id;
    const rejected = await hiring(member, id, 'reject', { reason: 'Other', message: 'We hope to see you again.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await card(id)).toMatchObject({ status_label: 'Not selected', can_withdraw: false });
    await ctx.drainQueue();
    const mail = (await outbox(ctx, candidate.email)).find((m) => m.subject.startsWith('Not selected'));
    expect(mail?.textBody).toContain('We hope to see you again.');
    expect(mail?.textBody).toContain('https://talent.example/appliedjobs/');
    const reopened = await hiring(member, id, 'reopen', { stage: 'screening', reason: 'Second look' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await card(id)).toMatchObject({ stage: 'screening', can_withdraw: true });
    const [note] = await ctx.database.query<{ title: string }>(
      'SELECT title FROM notifications WHERE application_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(note!.title).toBe('Application reopened');
    expect((await hiring(member, id, 'reopen', { reason: '' })).statusCode).toBe(400);
  });

  it('closing a job ends the applications under review as position closed; an offer made stands', async () => {
    const review = await apply(candidate, jobIds[3]!);
    const jobId = jobIds[3]!;
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/hiring/jobs/${jobId}/close/`,
      headers: member.auth,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await facts(review)).stage).toBe('position_closed');
    expect(await card(review)).toMatchObject({ status_label: 'Position closed', can_withdraw: false });
  });
});
