// Who may touch an application (docs/conventions.md §3, decision 010): the candidate
// who made it, or a hiring-team member of the job's company (an operator on
// the command line acts for every company). Anything else reads as missing.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { companies, jobs } from '../../db/schema/platform.ts';
import { notFound } from '../../lib/errors.ts';
import type { HiringScope } from '../../lib/hiring-scope.ts';
import { findApplication, type ApplicationRow } from './applications.repo.ts';

export type { HiringScope } from '../../lib/hiring-scope.ts';

export interface ApplicationWithJob {
  application: ApplicationRow;
  job: { id: number; title: string; companyId: number; companyName: string | null };
}

async function load(db: DbOrTx, id: number): Promise<ApplicationWithJob | null> {
  const [row] = await db
    .select({
      application: candidateJobs,
      jobId: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      companyName: companies.name,
    })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(candidateJobs.id, id));
  if (!row) return null;
  return {
    application: row.application,
    job: { id: row.jobId, title: row.title, companyId: row.companyId, companyName: row.companyName ?? null },
  };
}

export async function candidateApplication(db: DbOrTx, candidateId: number, id: number): Promise<ApplicationWithJob> {
  const found = await load(db, id);
  if (!found || found.application.candidateId !== candidateId) throw notFound();
  return found;
}

export async function hiringApplication(db: DbOrTx, scope: HiringScope, id: number): Promise<ApplicationWithJob> {
  const found = await load(db, id);
  if (!found || (scope.companyId !== null && found.job.companyId !== scope.companyId)) throw notFound();
  return found;
}

/** A job of the member's company (any job for an operator), or 404. */
export async function hiringJob(db: DbOrTx, scope: HiringScope, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId })
    .from(jobs)
    .where(
      scope.companyId === null ? eq(jobs.id, jobId) : and(eq(jobs.id, jobId), eq(jobs.companyId, scope.companyId)),
    );
  if (!job) throw notFound();
  return job;
}

/** The candidate's own application; another candidate's answers 404, like a missing one (docs/conventions.md §3). */
export async function ownApplication(db: DbOrTx, candidateId: number, id: number): Promise<ApplicationRow> {
  const application = await findApplication(db, id);
  if (!application || application.candidateId !== candidateId) throw notFound();
  return application;
}
