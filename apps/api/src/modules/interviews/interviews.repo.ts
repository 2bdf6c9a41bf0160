// Queries of interviews (decision 044). Reads of the team join the
// application's job to the member's company; reads of the candidate join the
// application to the candidate.
import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { candidates, companies, hiringMembers, jobs, users } from '../../db/schema/platform.ts';
import { interviewInterviewers, interviewProposedTimes, interviews } from '../../db/schema/team-decisions.ts';

export type InterviewRow = typeof interviews.$inferSelect;

export interface InterviewContext {
  interview: InterviewRow;
  companyId: number;
  companyName: string;
  jobTitle: string;
  candidateId: number;
  candidateName: string;
  candidateEmail: string;
  /** The candidate's account, told in-app (decision 032). */
  candidateUserId: string;
}

const candidateName = sql<string>`coalesce(nullif(trim(${candidates.firstName} || ' ' || ${candidates.lastName}), ''), ${users.email})`;

function contextQuery(db: DbOrTx) {
  return db
    .select({
      interview: interviews,
      companyId: companies.id,
      companyName: companies.name,
      jobTitle: jobs.title,
      candidateId: candidates.id,
      candidateName,
      candidateEmail: users.email,
      candidateUserId: users.id,
    })
    .from(interviews)
    .innerJoin(candidateJobs, eq(candidateJobs.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(candidates, eq(candidates.id, candidateJobs.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId));
}

export async function companyInterview(db: DbOrTx, companyId: number, interviewId: number, lock = false) {
  const query = contextQuery(db).where(and(eq(interviews.id, interviewId), eq(jobs.companyId, companyId)));
  const [row] = lock ? await query.for('update', { of: interviews }) : await query;
  return row ?? null;
}

export async function candidateInterview(db: DbOrTx, candidateId: number, interviewId: number, lock = false) {
  const query = contextQuery(db).where(and(eq(interviews.id, interviewId), eq(candidateJobs.candidateId, candidateId)));
  const [row] = lock ? await query.for('update', { of: interviews }) : await query;
  return row ?? null;
}

export async function applicationInterviews(db: DbOrTx, applicationId: number): Promise<InterviewContext[]> {
  return contextQuery(db)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(asc(interviews.createdAt), asc(interviews.id));
}

export async function candidateInterviews(db: DbOrTx, candidateId: number): Promise<InterviewContext[]> {
  return contextQuery(db)
    .where(and(eq(candidateJobs.candidateId, candidateId), ne(interviews.status, 'cancelled')))
    .orderBy(asc(interviews.createdAt), asc(interviews.id));
}

/** A member's interviews still ahead: waiting for a time, or scheduled to end after now. */
export async function upcomingFor(db: DbOrTx, memberId: number, now: Date): Promise<InterviewContext[]> {
  return contextQuery(db)
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .where(
      and(
        eq(interviewInterviewers.memberId, memberId),
        or(eq(interviews.status, 'proposed'), and(eq(interviews.status, 'scheduled'), gt(interviews.endsAt, now))),
      ),
    )
    .orderBy(sql`${interviews.startsAt} ASC NULLS LAST`, asc(interviews.id));
}

export async function proposedTimesOf(db: DbOrTx, interviewIds: number[]) {
  if (!interviewIds.length) return new Map<number, { startsAt: Date; endsAt: Date }[]>();
  const rows = await db
    .select()
    .from(interviewProposedTimes)
    .where(inArray(interviewProposedTimes.interviewId, interviewIds))
    .orderBy(asc(interviewProposedTimes.startsAt));
  const byInterview = new Map<number, { startsAt: Date; endsAt: Date }[]>();
  for (const row of rows) {
    byInterview.set(row.interviewId, [
      ...(byInterview.get(row.interviewId) ?? []),
      { startsAt: row.startsAt, endsAt: row.endsAt },
    ]);
  }
  return byInterview;
}

export async function interviewersOf(db: DbOrTx, interviewIds: number[]) {
  if (!interviewIds.length) return new Map<number, { memberId: number; name: string; email: string }[]>();
  const rows = await db
    .select({
      interviewId: interviewInterviewers.interviewId,
      memberId: hiringMembers.id,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
      email: users.email,
    })
    .from(interviewInterviewers)
    .innerJoin(hiringMembers, eq(hiringMembers.id, interviewInterviewers.memberId))
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .where(inArray(interviewInterviewers.interviewId, interviewIds))
    .orderBy(asc(hiringMembers.id));
  const byInterview = new Map<number, { memberId: number; name: string; email: string }[]>();
  for (const { interviewId, ...person } of rows) {
    byInterview.set(interviewId, [...(byInterview.get(interviewId) ?? []), person]);
  }
  return byInterview;
}

/** Scheduled interviews of these members, other than `exceptId`, that overlap [start, end). */
export async function overlapping(
  db: DbOrTx,
  memberIds: number[],
  windows: { start: Date; end: Date }[],
  exceptId: number | null,
) {
  if (!memberIds.length || !windows.length) return [];
  const overlapsAny = or(
    ...windows.map((window) => and(lt(interviews.startsAt, window.end), gt(interviews.endsAt, window.start))),
  );
  return db
    .select({
      memberId: interviewInterviewers.memberId,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
      interviewId: interviews.id,
      title: interviews.title,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
    })
    .from(interviews)
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .innerJoin(hiringMembers, eq(hiringMembers.id, interviewInterviewers.memberId))
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .where(
      and(
        eq(interviews.status, 'scheduled'),
        inArray(interviewInterviewers.memberId, memberIds),
        exceptId === null ? undefined : ne(interviews.id, exceptId),
        overlapsAny,
      ),
    );
}

export async function insertInterview(db: DbOrTx, values: typeof interviews.$inferInsert) {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

export async function replaceProposedTimes(db: DbOrTx, interviewId: number, slots: { startsAt: Date; endsAt: Date }[]) {
  await db.delete(interviewProposedTimes).where(eq(interviewProposedTimes.interviewId, interviewId));
  await db.insert(interviewProposedTimes).values(slots.map((slot) => ({ interviewId, ...slot })));
}

export async function setInterviewers(db: DbOrTx, interviewId: number, memberIds: number[]) {
  await db.insert(interviewInterviewers).values(memberIds.map((memberId) => ({ interviewId, memberId })));
}

export async function updateInterview(
  db: DbOrTx,
  interviewId: number,
  values: Partial<typeof interviews.$inferInsert>,
) {
  const [row] = await db.update(interviews).set(values).where(eq(interviews.id, interviewId)).returning();
  return row!;
}
