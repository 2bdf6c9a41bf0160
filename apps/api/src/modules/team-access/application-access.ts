// Which applications a hiring-team member may open (decision 043): those of
// their company; an interviewer only those they are assigned to. Anything
// else is not found (404), like another company's resource (decision 017).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { candidates, companies, hiringMembers, jobs, users } from '../../db/schema/platform.ts';
import { applicationAssignments } from '../../db/schema/team-decisions.ts';
import { notFound } from '../../lib/errors.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';

export interface TeamApplication {
  id: number;
  jobId: number;
  jobTitle: string;
  companyId: number;
  companyName: string;
  stage: string;
  candidateId: number;
  candidateUserId: string;
  candidateName: string;
  candidateEmail: string;
}

const personName = sql<string>`trim(${candidates.firstName} || ' ' || ${candidates.lastName})`;

/** The application as the member may see it, or 404. */
export async function teamApplication(
  db: DbOrTx,
  hiring: HiringContext,
  applicationId: number,
): Promise<TeamApplication> {
  const [row] = await db
    .select({
      id: candidateJobs.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyId: companies.id,
      companyName: companies.name,
      stage: candidateJobs.stage,
      candidateId: candidates.id,
      candidateUserId: users.id,
      candidateName: personName,
      candidateEmail: users.email,
      assigned: sql<boolean>`exists (select 1 from ${applicationAssignments} where ${applicationAssignments.applicationId} = ${candidateJobs.id} and ${applicationAssignments.memberId} = ${hiring.memberId})`,
    })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(candidates, eq(candidates.id, candidateJobs.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(candidateJobs.id, applicationId), eq(jobs.companyId, hiring.companyId)));
  if (!row) throw notFound();
  if (hiring.role === 'interviewer' && !row.assigned) throw notFound();
  const { assigned: _assigned, ...application } = row;
  return { ...application, candidateName: application.candidateName || application.candidateEmail };
}

export async function isAssigned(db: DbOrTx, memberId: number, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: applicationAssignments.memberId })
    .from(applicationAssignments)
    .where(and(eq(applicationAssignments.applicationId, applicationId), eq(applicationAssignments.memberId, memberId)));
  return Boolean(row);
}

export async function assign(db: DbOrTx, applicationId: number, memberIds: number[]) {
  if (!memberIds.length) return;
  await db
    .insert(applicationAssignments)
    .values(memberIds.map((memberId) => ({ applicationId, memberId })))
    .onConflictDoNothing();
}

export interface TeamPerson {
  memberId: number;
  userId: string;
  name: string;
  email: string;
  role: string;
}

const memberName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** Active members of the company among the ids given (unknown or removed ones are left out). */
export async function activeMembers(db: DbOrTx, companyId: number, memberIds: number[]): Promise<TeamPerson[]> {
  if (!memberIds.length) return [];
  return db
    .select({
      memberId: hiringMembers.id,
      userId: hiringMembers.userId,
      name: memberName,
      email: users.email,
      role: hiringMembers.role,
    })
    .from(hiringMembers)
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .where(
      and(
        eq(hiringMembers.companyId, companyId),
        isNull(hiringMembers.removedAt),
        inArray(hiringMembers.id, memberIds),
      ),
    );
}

/** Members by id, removed ones included (history names who did what). */
export async function membersById(db: DbOrTx, memberIds: number[]): Promise<Map<number, TeamPerson>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({
      memberId: hiringMembers.id,
      userId: hiringMembers.userId,
      name: memberName,
      email: users.email,
      role: hiringMembers.role,
    })
    .from(hiringMembers)
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .where(inArray(hiringMembers.id, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.memberId, row]));
}
