// Queries of the pipeline: a company's applications by stage, one applicant's
// page, and the overview's numbers. Every query joins the job and filters by
// the member's company, so another company's application is not found.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STAGE_LABELS, type ApplicationStage } from '@talent/contracts/application-timeline';
import type { PipelineApplicant } from '@talent/contracts/hiring';
import type { DbOrTx } from '../../db/client.ts';
import { applicationEvents } from '../../db/schema/application-events.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { candidates, companies, jobs, users } from '../../db/schema/platform.ts';
import { stateOf } from './hiring-jobs.repo.ts';

const name = sql<string>`trim(${candidates.firstName} || ' ' || ${candidates.lastName})`;

export async function stageCounts(db: DbOrTx, jobId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ stage: candidateJobs.stage, n: sql<number>`count(*)::int` })
    .from(candidateJobs)
    .where(eq(candidateJobs.jobId, jobId))
    .groupBy(candidateJobs.stage);
  return Object.fromEntries(rows.map((row) => [row.stage, row.n]));
}

export async function listApplicants(
  db: DbOrTx,
  jobId: number,
  filter: { stage?: ApplicationStage | undefined; search?: string | undefined; sort: string; order: 'asc' | 'desc' },
): Promise<Omit<PipelineApplicant, 'fit'>[]> {
  const where: SQL[] = [eq(candidateJobs.jobId, jobId)];
  if (filter.stage) where.push(eq(candidateJobs.stage, filter.stage));
  if (filter.search) {
    where.push(
      sql`(${name} ILIKE like_contains(${filter.search}) OR ${users.email} ILIKE like_contains(${filter.search}))`,
    );
  }
  const column =
    filter.sort === 'name'
      ? name
      : filter.sort === 'stage_changed_at'
        ? candidateJobs.stageChangedAt
        : candidateJobs.createdAt;
  const rows = await db
    .select({
      id: candidateJobs.id,
      candidateId: candidates.id,
      name,
      email: users.email,
      location: candidates.currentLocation,
      experienceYears: candidates.experienceYears,
      stage: candidateJobs.stage,
      stageChangedAt: candidateJobs.stageChangedAt,
      createdAt: candidateJobs.createdAt,
      screeningSubmittedAt: candidateJobs.screeningSubmittedAt,
    })
    .from(candidateJobs)
    .innerJoin(candidates, eq(candidates.id, candidateJobs.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(...where))
    .orderBy(filter.order === 'asc' ? asc(column) : desc(column), asc(candidateJobs.id))
    .limit(1000);
  return rows.map((row) => ({
    id: row.id,
    candidate_id: row.candidateId,
    name: row.name || row.email,
    email: row.email,
    location: row.location,
    experience_years: row.experienceYears === null ? null : Number(row.experienceYears),
    stage: row.stage,
    stage_label: APPLICATION_STAGE_LABELS[row.stage],
    stage_changed_at: row.stageChangedAt.toISOString(),
    applied_at: row.createdAt.toISOString(),
    screening_submitted: row.screeningSubmittedAt !== null,
  }));
}

/** One application of the company with its job and candidate; null when it is not theirs. */
export async function findApplicant(db: DbOrTx, companyId: number, applicationId: number) {
  const [row] = await db
    .select({
      application: candidateJobs,
      job: jobs,
      companyName: companies.name,
      candidate: candidates,
      email: users.email,
      userId: users.id,
    })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(candidates, eq(candidates.id, candidateJobs.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(candidateJobs.id, applicationId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

/** The application's events with the acting member's name (members act by name on the hiring side). */
export async function historyOf(db: DbOrTx, applicationId: number) {
  return db
    .select({
      event: applicationEvents,
      actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      actorEmail: users.email,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorUserId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

export async function overviewStages(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      isPublished: jobs.isPublished,
      wasPublished: jobs.wasPublished,
      closedAt: jobs.closedAt,
      stage: candidateJobs.stage,
      n: sql<number>`count(${candidateJobs.id})::int`,
    })
    .from(jobs)
    .leftJoin(candidateJobs, eq(candidateJobs.jobId, jobs.id))
    .where(eq(jobs.companyId, companyId))
    .groupBy(jobs.id, jobs.title, jobs.isPublished, jobs.wasPublished, jobs.closedAt, candidateJobs.stage)
    .orderBy(desc(jobs.id));
  const byJob = new Map<
    number,
    { id: number; title: string; state: ReturnType<typeof stateOf>; stages: Record<string, number>; total: number }
  >();
  for (const row of rows) {
    const job = byJob.get(row.id) ?? { id: row.id, title: row.title, state: stateOf(row), stages: {}, total: 0 };
    if (row.stage) {
      job.stages[row.stage] = row.n;
      job.total += row.n;
    }
    byJob.set(row.id, job);
  }
  return [...byJob.values()];
}

export async function timeInStage(db: DbOrTx, companyId: number, now: Date) {
  const rows = await db
    .select({
      stage: candidateJobs.stage,
      applicants: sql<number>`count(*)::int`,
      averageDays: sql<number>`round((avg(extract(epoch FROM (${now.toISOString()}::timestamptz - ${candidateJobs.stageChangedAt}))) / 86400)::numeric, 1)::float8`,
    })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .where(eq(jobs.companyId, companyId))
    .groupBy(candidateJobs.stage);
  return rows.map((row) => ({ stage: row.stage, applicants: row.applicants, average_days: Number(row.averageDays) }));
}

/** Offers sent, accepted and declined, from the timeline (decision 016), so no offer table is read here. */
export async function offerOutcomes(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      sent: sql<number>`count(DISTINCT ${applicationEvents.applicationId})::int`,
      accepted: sql<number>`count(DISTINCT ${applicationEvents.applicationId}) FILTER (WHERE ${applicationEvents.action} = 'accepted')::int`,
      declined: sql<number>`count(DISTINCT ${applicationEvents.applicationId}) FILTER (WHERE ${applicationEvents.action} = 'declined')::int`,
    })
    .from(applicationEvents)
    .innerJoin(candidateJobs, eq(candidateJobs.id, applicationEvents.applicationId))
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    // an answer is recorded under the state it moves into (decision 031)
    .where(
      and(
        eq(jobs.companyId, companyId),
        inArray(applicationEvents.stage, ['offer', 'offer_accepted', 'offer_declined']),
      ),
    );
  return { sent: row?.sent ?? 0, accepted: row?.accepted ?? 0, declined: row?.declined ?? 0 };
}
