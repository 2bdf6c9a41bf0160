// What the candidate report (decision 015) reads: the candidate, their
// applications and what each holds. Queries only; the lists of an
// application's parts take every application id at once.
import type { LifecycleState } from '@talent/contracts/application-lifecycle';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ApplicationStatus } from '@talent/contracts/applications';
import type { DbOrTx } from '../../db/client.ts';
import { candidateExperiences, candidateQualifications } from '../../db/schema/candidates.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { candidates, companies, hiringMembers, jobs, users } from '../../db/schema/platform.ts';
import {
  assessments,
  interviewBookings,
  interviewSlots,
  selfScreeningAnswers,
  selfScreeningQuestions,
} from '../../db/schema/screening.ts';

export interface ReportedCandidate {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  currentLocation: string | null;
  skills: string[];
}

export async function findCandidateByUserId(db: DbOrTx, userId: string): Promise<ReportedCandidate | null> {
  const [row] = await db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: users.email,
      phone: candidates.phone,
      currentLocation: candidates.currentLocation,
      skills: candidates.skills,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.userId, userId));
  return row ? { ...row, skills: row.skills.map((skill) => skill.name) } : null;
}

/** The company whose hiring team the user is on now; null for anyone else. */
export async function activeHiringCompanyOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ companyId: hiringMembers.companyId })
    .from(hiringMembers)
    .where(and(eq(hiringMembers.userId, userId), isNull(hiringMembers.removedAt)));
  return row?.companyId ?? null;
}

export interface ReportedApplication {
  id: number;
  jobId: number;
  jobTitle: string;
  companyName: string | null;
  status: ApplicationStatus;
  stage: LifecycleState;
  screeningAnswers: Record<string, string>;
  createdAt: Date;
}

/** The candidate's applications, newest first; only those to one company's jobs when `companyId` is given. */
export async function applicationsOfCandidate(
  db: DbOrTx,
  candidateId: number,
  companyId: number | null,
): Promise<ReportedApplication[]> {
  return db
    .select({
      id: candidateJobs.id,
      jobId: candidateJobs.jobId,
      jobTitle: jobs.title,
      companyName: companies.name,
      status: candidateJobs.status,
      stage: candidateJobs.stage,
      screeningAnswers: candidateJobs.screeningAnswers,
      createdAt: candidateJobs.createdAt,
    })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      companyId === null
        ? eq(candidateJobs.candidateId, candidateId)
        : and(eq(candidateJobs.candidateId, candidateId), eq(jobs.companyId, companyId)),
    )
    .orderBy(desc(candidateJobs.createdAt));
}

export interface VideoAnswer {
  applicationId: number;
  prompt: string;
  choice: string | null;
  durationMs: number;
  recordedAt: Date;
}

/** The recorded answers of the applications, in the order of their questions. */
export async function videoAnswersOfApplications(
  db: DbOrTx,
  applicationIds: readonly number[],
): Promise<VideoAnswer[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: selfScreeningAnswers.applicationId,
      prompt: selfScreeningQuestions.prompt,
      choice: selfScreeningAnswers.choice,
      durationMs: selfScreeningAnswers.durationMs,
      recordedAt: selfScreeningAnswers.recordedAt,
    })
    .from(selfScreeningAnswers)
    .innerJoin(selfScreeningQuestions, eq(selfScreeningQuestions.id, selfScreeningAnswers.questionId))
    .where(inArray(selfScreeningAnswers.applicationId, [...applicationIds]))
    .orderBy(asc(selfScreeningQuestions.position), asc(selfScreeningQuestions.id));
}

export async function interviewTimesOfApplications(
  db: DbOrTx,
  applicationIds: readonly number[],
): Promise<{ applicationId: number; startsAt: Date }[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({ applicationId: interviewBookings.applicationId, startsAt: interviewSlots.startsAt })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .where(inArray(interviewBookings.applicationId, [...applicationIds]));
}

// whole rows: the assessments module's assessmentState reads an assessment row
export type AssessmentRecord = typeof assessments.$inferSelect;

export async function assessmentsOfApplications(
  db: DbOrTx,
  applicationIds: readonly number[],
): Promise<AssessmentRecord[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(assessments)
    .where(inArray(assessments.applicationId, [...applicationIds]));
}

export interface Experience {
  title: string;
  companyName: string;
  durationStart: string;
  durationEnd: string | null;
  isCurrent: boolean;
}

/** Latest first. */
export async function experiencesOfCandidate(db: DbOrTx, candidateId: number): Promise<Experience[]> {
  return db
    .select({
      title: candidateExperiences.title,
      companyName: candidateExperiences.companyName,
      durationStart: candidateExperiences.durationStart,
      durationEnd: candidateExperiences.durationEnd,
      isCurrent: candidateExperiences.isCurrent,
    })
    .from(candidateExperiences)
    .where(eq(candidateExperiences.candidateId, candidateId))
    .orderBy(desc(candidateExperiences.durationStart));
}

export async function qualificationsOfCandidate(
  db: DbOrTx,
  candidateId: number,
): Promise<{ name: string; institution: string }[]> {
  return db
    .select({ name: candidateQualifications.name, institution: candidateQualifications.institution })
    .from(candidateQualifications)
    .where(eq(candidateQualifications.candidateId, candidateId));
}

/** The application-form questions of the jobs, by question id. */
export async function screeningPromptsOfJobs(db: DbOrTx, jobIds: readonly number[]): Promise<Map<string, string>> {
  const prompts = new Map<string, string>();
  if (jobIds.length === 0) return prompts;
  const rows = await db
    .select({ questions: jobs.screeningQuestions })
    .from(jobs)
    .where(inArray(jobs.id, [...jobIds]));
  for (const row of rows) for (const question of row.questions) prompts.set(question.id, question.question);
  return prompts;
}
