// The reads and the one write of a lifecycle transition (decision 031).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LifecycleState } from '@talent/contracts/application-lifecycle';
import type { ApplicationStatus } from '@talent/contracts/applications';
import type { DbOrTx } from '../../db/client.ts';
import { applicationEvents } from '../../db/schema/application-events.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { candidates, companies, hiringMembers, jobs, users } from '../../db/schema/platform.ts';

/** The application locked for a transition, with what its notifications name. */
export async function lockApplication(tx: DbOrTx, applicationId: number) {
  const [row] = await tx
    .select({
      application: candidateJobs,
      jobTitle: jobs.title,
      companyId: jobs.companyId,
      companyName: companies.name,
      candidateUserId: users.id,
      candidateName: sql<string>`trim(${candidates.firstName} || ' ' || ${candidates.lastName})`,
    })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(candidates, eq(candidates.id, candidateJobs.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidateJobs.id, applicationId))
    .for('update', { of: candidateJobs });
  return row ?? null;
}
export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** Writes the new state when the version is still the one read; false when another change won. */
export async function writeState(
  tx: DbOrTx,
  input: { applicationId: number; version: number; to: LifecycleState; at: Date; status?: ApplicationStatus },
): Promise<boolean> {
  const rows = await tx
    .update(candidateJobs)
    .set({
      stage: input.to,
      stageChangedAt: input.at,
      updatedAt: input.at,
      version: input.version + 1,
      ...(input.status ? { status: input.status } : {}),
    })
    .where(and(eq(candidateJobs.id, input.applicationId), eq(candidateJobs.version, input.version)))
    .returning({ id: candidateJobs.id });
  return rows.length === 1;
}

/** The active members of a company (users.id), told when a candidate acts. */
export async function companyMemberUserIds(tx: DbOrTx, companyId: number): Promise<string[]> {
  const rows = await tx
    .select({ userId: hiringMembers.userId })
    .from(hiringMembers)
    .where(and(eq(hiringMembers.companyId, companyId), isNull(hiringMembers.removedAt)));
  return rows.map((row) => row.userId);
}

/** The state an application left by its latest `name` transition (null when none). */
export async function lastTransitionFrom(tx: DbOrTx, applicationId: number, name: string): Promise<string | null> {
  const [row] = await tx
    .select({ from: sql<string | null>`${applicationEvents.detail}->>'from'` })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, applicationId),
        sql`${applicationEvents.detail}->>'transition' = ${name}`,
      ),
    )
    .orderBy(desc(applicationEvents.id))
    .limit(1);
  return row?.from ?? null;
}

/** The job's applications in one of `states`, oldest first. */
export async function applicationsOfJobIn(
  tx: DbOrTx,
  jobId: number,
  states: readonly LifecycleState[],
): Promise<number[]> {
  const rows = await tx
    .select({ id: candidateJobs.id })
    .from(candidateJobs)
    .where(and(eq(candidateJobs.jobId, jobId), inArray(candidateJobs.stage, [...states])))
    .orderBy(asc(candidateJobs.id));
  return rows.map((row) => row.id);
}

/**
 * A closed application asks nothing more: its open offer and pending pay
 * letter are withdrawn with the closing reason (decision 031).
 */
export async function closePendingRequests(tx: DbOrTx, applicationId: number, at: Date, reason: string) {
  await tx.execute(
    sql`UPDATE offers SET status = 'withdrawn', withdrawn_at = ${at}, withdraw_reason = ${reason}, updated_at = ${at}
        WHERE application_id = ${applicationId} AND status = 'open'`,
  );
  await tx.execute(
    sql`UPDATE ctc_letters SET status = 'withdrawn', withdrawn_at = ${at}, withdraw_reason = ${reason}
        WHERE application_id = ${applicationId} AND status = 'pending'`,
  );
}

/** Where the application stands, with its job's title and company (the deadline's notices name them). */
export async function applicationStageAndJob(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({ stage: candidateJobs.stage, title: jobs.title, companyName: companies.name })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(candidateJobs.id, applicationId));
  return row ?? null;
}
