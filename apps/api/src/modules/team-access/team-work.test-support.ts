// A company with an admin, a recruiter and two interviewers, another company,
// a published job and a candidate who applied: the cast of the team-work tests.
import type { HiringJob } from '@talent/contracts/hiring';
import type { HiringRole } from '@talent/contracts/hiring-roles';
import {
  createCandidate,
  createHiringMember,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { candidates, users } from '../../db/schema/platform.ts';
import { eq } from 'drizzle-orm';
import { catalogueOf } from '../jobs/jobs.test-support.ts';
import { companyBySlug } from '../hiring/team.repo.ts';

export interface TeamCast {
  admin: TestHiringMember;
  recruiter: TestHiringMember;
  interviewer: TestHiringMember;
  interviewer2: TestHiringMember;
  outsider: TestHiringMember;
  candidate: TestCandidate;
  jobId: number;
  applicationId: number;
}

async function named(ctx: TestContext, companyId: number, role: HiringRole, first: string, last: string) {
  const member = await createHiringMember(ctx, companyId, role);
  await ctx.database.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, member.userId));
  return member;
}

export async function castTeam(ctx: TestContext, slug: string): Promise<TeamCast> {
  await catalogueOf(ctx).importCompanies([
    { slug, name: `${slug} Ltd` },
    { slug: `${slug}-other`, name: `${slug} Other` },
  ]);
  const a = (await companyBySlug(ctx.database.db, slug))!.id;
  const b = (await companyBySlug(ctx.database.db, `${slug}-other`))!.id;
  const admin = await named(ctx, a, 'admin', 'Ana', 'Admin');
  const recruiter = await named(ctx, a, 'recruiter', 'Ravi', 'Recruiter');
  const interviewer = await named(ctx, a, 'interviewer', 'Ines', 'Interviewer');
  const interviewer2 = await named(ctx, a, 'interviewer', 'Omar', 'Second');
  const outsider = await named(ctx, b, 'admin', 'Otto', 'Outsider');
  const job = await ctx.app.inject({
    method: 'POST',
    url: '/api/hiring/jobs/',
    headers: recruiter.auth,
    payload: { title: 'Backend Engineer', description: '<p>APIs.</p>', location: 'Pune, India', skills: ['Go'] },
  });
  const jobId = job.json<HiringJob>().id;
  await ctx.app.inject({ method: 'POST', url: `/api/hiring/jobs/${jobId}/publish/`, headers: recruiter.auth });
  const candidate = await createCandidate(ctx, { email: `kavya.${slug}@example.com`, firstName: 'Kavya' });
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/api/candidate_jobs/',
    headers: candidate.auth,
    payload: { job: jobId, privacy_policy_status: true },
  });
  if (applied.statusCode !== 201) throw new Error(applied.body);
  await ctx.database.db
    .update(candidates)
    .set({ firstName: 'Kavya', lastName: 'Raman' })
    .where(eq(candidates.id, candidate.candidateId));
  return {
    admin,
    recruiter,
    interviewer,
    interviewer2,
    outsider,
    candidate,
    jobId,
    applicationId: applied.json<{ id: number }>().id,
  };
}

/** Future slots on whole hours from the test clock. */
export const slotsFrom = (now: Date, hoursAhead: number[], minutes = 45) =>
  hoursAhead.map((hours) => {
    const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + hours * 3_600_000);
    return { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + minutes * 60_000).toISOString() };
  });
