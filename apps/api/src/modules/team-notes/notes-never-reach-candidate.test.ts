// Notes are the team's only (decision 043): after notes, a mention, a
// scorecard note and an interview the candidate picked, no GET endpoint the
// candidate may call (every one in the contracts' tables, walked, with the
// candidate's own ids), their data export and no e-mail sent to them carries
// a word of a note, a scorecard or a tag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor, routerPath, type EndpointRoute } from '@talent/contracts/endpoint';
import type { Interview } from '@talent/contracts/interviews';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { outbox } from '../auth/auth.test-support.ts';
import { allEndpoints } from '../team-access/endpoint-walk.test-support.ts';
import { castTeam, slotsFrom, type TeamCast } from '../team-access/team-work.test-support.ts';

const SECRET = 'Zanzibarnote';
const SCORE_SECRET = 'Quokkascore';
/** The team's tags are the team's too (decision 047). */
const TAG_SECRET = 'wombattag';

let ctx: TestContext;
let cast: TeamCast;
let interview: Interview;
// a live stream never ends: what it would carry is the notifications list, which is walked
const candidateEndpoints = (await allEndpoints()).filter(
  ({ route }) => route.method === 'GET' && route.access !== 'hiring' && !route.path.endsWith('/stream/'),
);

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await castTeam(ctx, 'no-leak');
  const hiring = (url: string, payload: unknown, who = cast.recruiter) =>
    ctx.app.inject({ method: 'POST', url: `/api/hiring${url}`, headers: who.auth, payload: payload as object });
  await hiring(`/applications/${cast.applicationId}/notes/`, {
    body: `${SECRET}: @Ines Interviewer ask about the gap year`,
    mentions: [cast.interviewer.memberId],
  });
  interview = (
    await hiring(`/applications/${cast.applicationId}/interviews/`, {
      title: 'Technical interview',
      interviewer_ids: [cast.interviewer.memberId],
      location_kind: 'video',
      location: 'https://meet.example.test/x',
      time_zone: 'Asia/Kolkata',
      proposed_times: slotsFrom(ctx.clock.now, [24, 30]),
    })
  ).json<Interview>();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/candidate_jobs/interviews/${interview.id}/pick/`,
    headers: cast.candidate.auth,
    payload: { starts_at: interview.proposed_times[0]!.starts_at, time_zone: 'Europe/Berlin' },
  });
  const ratings = [
    ['Skills', 'Technical depth'],
    ['Skills', 'Problem solving'],
    ['Communication', 'Clarity'],
    ['Communication', 'Listening'],
    ['Working together', 'Collaboration'],
    ['Working together', 'Ownership'],
  ].map(([group, attribute]) => ({ group, attribute, rating: 3, note: SCORE_SECRET }));
  await hiring(
    `/applications/${cast.applicationId}/scorecards/`,
    { ratings, recommendation: 'yes', note: SCORE_SECRET },
    cast.interviewer,
  );
  await hiring(`/applications/${cast.applicationId}/move/`, { stage: 'screening', note: '' });
  const tagged = await hiring(`/applications/${cast.applicationId}/tags/`, { tag: TAG_SECRET });
  expect(tagged.statusCode).toBe(201);
});
afterAll(async () => ctx?.close());

describe('notes never reach the candidate', () => {
  it('keeps them out of every GET endpoint the candidate may call', async () => {
    const ids: Record<string, string | number> = {
      candidateID: cast.candidate.candidateId,
      candidateId: cast.candidate.candidateId,
      userId: cast.candidate.userId,
      applicationId: cast.applicationId,
      jobApplicationId: cast.applicationId,
      candidateJobId: cast.applicationId,
      interviewId: interview.id,
      jobId: cast.jobId,
      id: cast.applicationId,
    };
    const paramsFor = (route: EndpointRoute) =>
      Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, ids[name!] ?? 1]));
    let called = 0;
    for (const { name, route } of candidateEndpoints) {
      if (!ctx.app.hasRoute({ method: route.method, url: `/api${routerPath(route.path)}` })) continue;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api${pathFor(route, paramsFor(route))}`,
        headers: cast.candidate.auth,
      });
      called += 1;
      expect(res.body, name).not.toContain(SECRET);
      expect(res.body, name).not.toContain(SCORE_SECRET);
      expect(res.body, name).not.toContain('gap year');
      expect(res.body, name).not.toContain(TAG_SECRET);
    }
    expect(called).toBeGreaterThan(30);
    // the interview itself is the candidate's to see
    const interviews = await ctx.app.inject({
      method: 'GET',
      url: '/api/candidate_jobs/interviews/',
      headers: cast.candidate.auth,
    });
    expect(interviews.json<{ results: unknown[] }>().results).toHaveLength(1);
  });

  it('keeps them out of the data export and of every e-mail to the candidate', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/gdpr/generate_candidate_data/',
      headers: cast.candidate.auth,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(cast.candidate.email);
    expect(exported.body).not.toContain(SECRET);
    expect(exported.body).not.toContain(SCORE_SECRET);
    expect(exported.body).not.toContain(TAG_SECRET);
    const mails = await outbox(ctx, cast.candidate.email);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      const everything = JSON.stringify(mail);
      expect(everything).not.toContain(SECRET);
      expect(everything).not.toContain(SCORE_SECRET);
      expect(everything).not.toContain(TAG_SECRET);
    }
    // the mentioned colleague was told
    const told = await outbox(ctx, cast.interviewer.email);
    expect(told.some((mail) => mail.textBody.includes(SECRET))).toBe(true);
  });
});
