// The roles' access matrix (decision 043): every hiring route of every
// endpoint table, called by an interviewer of the same company who is not
// assigned to anything, and by a recruiter. A route that does not name the
// interviewer's role answers 403 with the role message before the body is
// read; a route that does answers 404 for the unassigned application, note or
// interview (and 200 for the member's own lists); the recruiter is never
// refused for their role. Nothing of the company changes. Runs on PGlite, and
// on PostgreSQL in the api-postgres project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor, routerPath, type EndpointRoute, type HttpMethod } from '@talent/contracts/endpoint';
import { HiringRoleMessages } from '@talent/contracts/hiring-roles';
import type { Interview } from '@talent/contracts/interviews';
import type { Note } from '@talent/contracts/team-notes';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { allEndpoints, type WalkedEndpoint } from './endpoint-walk.test-support.ts';
import { castTeam, slotsFrom, type TeamCast } from './team-work.test-support.ts';

let ctx: TestContext;
let cast: TeamCast;
let fixtures: Record<string, number>;
let endpoints: WalkedEndpoint[] = [];
const declared = (await allEndpoints()).filter(({ route }) => route.access === 'hiring');

const UNKNOWN_ID = 2_000_000_000;
const paramsFor = (route: EndpointRoute) =>
  Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, fixtures[name!] ?? UNKNOWN_ID]));

/** Bodies that pass validation, so an answer is about access, not input. */
const bodies = (): Record<string, unknown> => ({
  'team-notes.ts:addNote': { body: 'Intruding note' },
  'team-notes.ts:editNote': { body: 'Intruding edit' },
  'applicant-table.ts:addTag': { tag: 'intruding' },
  'applicant-table.ts:bulkAction': { action: 'move', application_ids: [2_000_000_000], stage: 'screening' },
  'applicant-table.ts:saveEmailTemplate': { body: 'Intruding template' },
  'scorecards.ts:submitScorecard': {
    ratings: [{ group: 'Skills', attribute: 'Technical depth', rating: 1, note: '' }],
    recommendation: 'strong_no',
  },
});

const send = (endpoint: WalkedEndpoint, headers: Record<string, string>) =>
  ctx.app.inject({
    method: endpoint.route.method as HttpMethod,
    url: `/api${pathFor(endpoint.route, paramsFor(endpoint.route))}`,
    headers,
    ...(endpoint.route.method === 'GET' || endpoint.route.method === 'DELETE'
      ? {}
      : { payload: (bodies()[endpoint.name] ?? {}) as object }),
  });

async function snapshot() {
  const tables = [
    'application_notes',
    'scorecards',
    'interviews',
    'candidate_jobs',
    'application_team_events',
    'application_tags',
    'email_templates',
  ];
  return Promise.all(tables.map((table) => ctx.database.query(`SELECT * FROM ${table} ORDER BY 1`)));
}

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await castTeam(ctx, 'matrix-roles');
  endpoints = declared.filter(({ route }) =>
    ctx.app.hasRoute({ method: route.method, url: `/api${routerPath(route.path)}` }),
  );
  const note = await ctx.app.inject({
    method: 'POST',
    url: `/api/hiring/applications/${cast.applicationId}/notes/`,
    headers: cast.recruiter.auth,
    payload: { body: 'For the second interviewer', mentions: [cast.interviewer2.memberId] },
  });
  // the second interviewer is assigned; the first is not
  const interview = await ctx.app.inject({
    method: 'POST',
    url: `/api/hiring/applications/${cast.applicationId}/interviews/`,
    headers: cast.recruiter.auth,
    payload: {
      title: 'Technical interview',
      interviewer_ids: [cast.interviewer2.memberId],
      location_kind: 'place',
      location: 'Pune office',
      time_zone: 'Asia/Kolkata',
      proposed_times: slotsFrom(ctx.clock.now, [24, 25]),
    },
  });
  fixtures = {
    jobId: cast.jobId,
    applicationId: cast.applicationId,
    candidateJobId: cast.applicationId,
    jobApplicationId: cast.applicationId,
    noteId: note.json<Note>().id,
    interviewId: interview.json<Interview>().id,
    memberId: cast.interviewer2.memberId,
  };
});
afterAll(async () => ctx?.close());

describe('hiring roles access matrix', () => {
  it('finds the team-work endpoints in the contracts', () => {
    expect(endpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'team-notes.ts:addNote',
        'scorecards.ts:submitScorecard',
        'interviews.ts:scheduleInterview',
        'hiring.ts:moveApplication',
        'applicant-table.ts:applicantTable',
        'applicant-table.ts:bulkAction',
        'applicant-table.ts:saveEmailTemplate',
        // decision 048: the company's figures, for admins and recruiters
        'company-analytics.ts:companyAnalytics',
      ]),
    );
  });

  it('refuses an unassigned interviewer: 403 by role, 404 for what is not assigned to them', async () => {
    const before = await snapshot();
    for (const endpoint of endpoints) {
      const res = await send(endpoint, cast.interviewer.auth);
      const label = `${endpoint.name} as an unassigned interviewer`;
      const allowed = endpoint.route.roles?.includes('interviewer') ?? false;
      if (!allowed) {
        expect(res.statusCode, label).toBe(403);
        expect(res.json(), label).toEqual({ detail: HiringRoleMessages.notForRole });
      } else if (/\{\w+\}/.test(endpoint.route.path)) {
        expect(res.statusCode, label).toBe(404);
        expect(res.body, label).not.toContain('second interviewer');
      } else {
        expect(res.statusCode, label).toBe(200);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never refuses a recruiter for their role on a route open to recruiters', async () => {
    for (const endpoint of endpoints.filter(({ route }) => route.method === 'GET')) {
      const res = await send(endpoint, cast.recruiter.auth);
      const allowed = endpoint.route.roles?.includes('recruiter') ?? true;
      if (allowed)
        expect(res.json<{ detail?: string }>().detail, endpoint.name).not.toBe(HiringRoleMessages.notForRole);
      else expect(res.statusCode, endpoint.name).toBe(403);
    }
  });

  it('lets the assigned interviewer open the application, its interview and the notes that mention them', async () => {
    const as = cast.interviewer2.auth;
    for (const url of [
      `/api/hiring/applications/${cast.applicationId}/`,
      `/api/hiring/applications/${cast.applicationId}/scorecards/`,
      `/api/hiring/applications/${cast.applicationId}/interviews/`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: as })).statusCode, url).toBe(200);
    }
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/hiring/applications/${cast.applicationId}/notes/`,
      headers: as,
    });
    expect(notes.json<{ results: Note[] }>().results.map((note) => note.body)).toEqual(['For the second interviewer']);
  });
});
