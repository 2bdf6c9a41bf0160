// The access matrix of the hiring workspace (decision 017): every route with
// access 'hiring' in any endpoint table of the contracts — found by walking
// packages/contracts/src/endpoints, so a new hiring endpoint is covered
// without touching this file — answers 401 without a token, 403 to a
// candidate, and 404 (or nothing of ours) to another company's member; and
// none of those calls changes company A's data.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor, routerPath, type EndpointRoute, type HttpMethod } from '@talent/contracts/endpoint';
import type { HiringJob, HiringJobInput } from '@talent/contracts/hiring';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { catalogueOf } from '../jobs/jobs.test-support.ts';
import { companyBySlug } from './team.repo.ts';

const endpointsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/contracts/src/endpoints',
);

interface HiringEndpoint {
  name: string;
  route: EndpointRoute;
}

const isRoute = (value: unknown): value is EndpointRoute =>
  Boolean(value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value);

async function hiringEndpoints(): Promise<HiringEndpoint[]> {
  const found: HiringEndpoint[] = [];
  const files = readdirSync(endpointsDir).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.schemas.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const module = (await import(path.join(endpointsDir, file))) as Record<string, unknown>;
    for (const table of Object.values(module)) {
      if (!table || typeof table !== 'object') continue;
      for (const [name, route] of Object.entries(table)) {
        if (isRoute(route) && route.access === 'hiring') found.push({ name: `${file}:${name}`, route });
      }
    }
  }
  return found;
}

const declared = await hiringEndpoints();
/** The declared endpoints the server serves (a contract may land before its routes). */
let endpoints: HiringEndpoint[] = [];

const MARKER = 'Matrixsecret';
const jobInput = (title: string): HiringJobInput => ({
  title,
  description: '<p>Only company A may see this.</p>',
  location: 'Pune, India',
  skills: ['Go'],
});

let ctx: TestContext;
let memberA: TestHiringMember;
let colleagueA: TestHiringMember;
let memberB: TestHiringMember;
let candidate: TestCandidate;
let fixtures: Record<string, number>;

/** Bodies that pass validation, so a refusal is about access, not input. */
const bodies: Record<string, unknown> = {
  'hiring.ts:inviteMember': { email: 'matrix.invitee@example.com' },
  'hiring.ts:createJob': jobInput('Created By Intruder'),
  'hiring.ts:updateJob': jobInput('Renamed By Intruder'),
};

/** An id that belongs to company A for each path parameter we know; others get one that exists nowhere. */
const UNKNOWN_ID = 2_000_000_000;
const paramsFor = (route: EndpointRoute) =>
  Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, fixtures[name!] ?? UNKNOWN_ID]));

const send = (endpoint: HiringEndpoint, headers: Record<string, string>) =>
  ctx.app.inject({
    method: endpoint.route.method as HttpMethod,
    url: `/api${pathFor(endpoint.route, paramsFor(endpoint.route))}`,
    headers,
    ...(endpoint.route.method === 'GET' || endpoint.route.method === 'DELETE'
      ? {}
      : { payload: (bodies[endpoint.name] ?? {}) as object }),
  });

async function snapshotOfA() {
  const [job, team, app] = await Promise.all([
    ctx.app.inject({ method: 'GET', url: `/api/hiring/jobs/${fixtures.jobId}/`, headers: memberA.auth }),
    ctx.app.inject({ method: 'GET', url: '/api/hiring/members/', headers: memberA.auth }),
    ctx.database.query('SELECT * FROM candidate_jobs WHERE id = $1', [fixtures.applicationId]),
  ]);
  const { updated_at: _updated, ...jobBody } = job.json<HiringJob>();
  return { job: jobBody, team: team.json<unknown>(), application: app };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await catalogueOf(ctx).importCompanies([
    { slug: 'matrix-a', name: 'Matrix A' },
    { slug: 'matrix-b', name: 'Matrix B' },
  ]);
  const a = (await companyBySlug(ctx.database.db, 'matrix-a'))!.id;
  const b = (await companyBySlug(ctx.database.db, 'matrix-b'))!.id;
  memberA = await createHiringMember(ctx, a, 'admin');
  colleagueA = await createHiringMember(ctx, a);
  memberB = await createHiringMember(ctx, b, 'admin');
  candidate = await createCandidate(ctx);
  endpoints = declared.filter(({ route }) =>
    ctx.app.hasRoute({ method: route.method, url: `/api${routerPath(route.path)}` }),
  );

  const job = await ctx.app.inject({
    method: 'POST',
    url: '/api/hiring/jobs/',
    headers: memberA.auth,
    payload: jobInput(`${MARKER} Role`),
  });
  const jobId = job.json<HiringJob>().id;
  await ctx.app.inject({ method: 'POST', url: `/api/hiring/jobs/${jobId}/publish/`, headers: memberA.auth });
  const invitation = await ctx.app.inject({
    method: 'POST',
    url: '/api/hiring/members/invitations/',
    headers: memberA.auth,
    payload: { email: `${MARKER.toLowerCase()}.pending@example.com` },
  });
  const [application] = await ctx.database.db
    .insert(candidateJobs)
    .values({ candidateId: candidate.candidateId, jobId, status: 'PS', source: 'T500-Direct', sourcer: 'T500-Direct' })
    .returning({ id: candidateJobs.id });
  fixtures = {
    jobId,
    memberId: colleagueA.memberId,
    invitationId: invitation.json<{ id: number }>().id,
    applicationId: application!.id,
    candidateJobId: application!.id,
    jobApplicationId: application!.id,
  };
});
afterAll(async () => ctx?.close());

describe('hiring access matrix', () => {
  it('finds the hiring endpoints in the contracts', () => {
    expect(endpoints.map((e) => e.name)).toEqual(
      expect.arrayContaining(['hiring.ts:me', 'hiring.ts:createJob', 'hiring.ts:removeMember']),
    );
  });

  it('answers 401 without a token and 403 to a candidate, for every hiring endpoint', async () => {
    for (const endpoint of endpoints) {
      const anonymous = await send(endpoint, {});
      expect(anonymous.statusCode, `${endpoint.name} without a token`).toBe(401);
      const asCandidate = await send(endpoint, candidate.auth);
      expect(asCandidate.statusCode, `${endpoint.name} as a candidate`).toBe(403);
    }
  });

  it("gives another company's member 404 for company A's resources and none of A's data", async () => {
    const before = await snapshotOfA();
    for (const endpoint of endpoints) {
      const res = await send(endpoint, memberB.auth);
      const label = `${endpoint.name} as another company's member`;
      if (/\{\w+\}/.test(endpoint.route.path)) {
        // a valid body reaches the ownership check (404); an unknown endpoint's empty body may stop at 400
        expect([404, ...(bodies[endpoint.name] ? [] : [400])], label).toContain(res.statusCode);
      } else {
        expect(res.statusCode, label).toBeLessThan(500);
      }
      expect(res.body, label).not.toContain(MARKER);
      expect(res.body.toLowerCase(), label).not.toContain(MARKER.toLowerCase());
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
