// The statements behind coding assessments (decision 015): one assessment per
// application, its answer files, and the candidate's list. The service decides
// when each may run; the guards that make a write happen once (not started,
// not submitted) are part of the statement, so two requests cannot both win.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { companies, jobs } from '../../db/schema/platform.ts';
import { assessmentFiles, assessments } from '../../db/schema/screening.ts';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AssessmentFileRow = typeof assessmentFiles.$inferSelect;
type NewAssessment = typeof assessments.$inferInsert;
type NewAssessmentFile = typeof assessmentFiles.$inferInsert;

export async function assessmentOfApplication(db: DbOrTx, applicationId: number): Promise<AssessmentRow | null> {
  const [row] = await db.select().from(assessments).where(eq(assessments.applicationId, applicationId));
  return row ?? null;
}

export async function assessmentById(db: DbOrTx, assessmentId: number): Promise<AssessmentRow | null> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
  return row ?? null;
}

export function assessmentFilesOf(db: DbOrTx, assessmentId: number): Promise<AssessmentFileRow[]> {
  return db
    .select()
    .from(assessmentFiles)
    .where(eq(assessmentFiles.assessmentId, assessmentId))
    .orderBy(asc(assessmentFiles.id));
}

export async function assessmentFile(
  db: DbOrTx,
  assessmentId: number,
  fileId: number,
): Promise<AssessmentFileRow | null> {
  const [file] = await db
    .select()
    .from(assessmentFiles)
    .where(and(eq(assessmentFiles.id, fileId), eq(assessmentFiles.assessmentId, assessmentId)));
  return file ?? null;
}

/** Starts the clock once: null when it already runs. */
export async function startAssessment(db: DbOrTx, assessmentId: number, consentedAt: Date, endsAt: Date) {
  const [row] = await db
    .update(assessments)
    .set({ consentedAt, endsAt })
    .where(and(eq(assessments.id, assessmentId), isNull(assessments.endsAt)))
    .returning();
  return row ?? null;
}

/** Writes answers while the assessment is not submitted: null once it is. */
export async function writeAnswers(
  db: DbOrTx,
  assessmentId: number,
  set: Pick<NewAssessment, 'draft' | 'draftSavedAt'> & Partial<Pick<NewAssessment, 'answers' | 'submittedAt'>>,
) {
  const [row] = await db
    .update(assessments)
    .set(set)
    .where(and(eq(assessments.id, assessmentId), isNull(assessments.submittedAt)))
    .returning();
  return row ?? null;
}

export async function insertAssessmentFile(db: DbOrTx, values: NewAssessmentFile): Promise<AssessmentFileRow> {
  const [row] = await db.insert(assessmentFiles).values(values).returning();
  return row!;
}

/** The candidate's assessments with their job and company, soonest deadline first. */
export function candidateAssessments(db: DbOrTx, candidateId: number) {
  return db
    .select({ assessment: assessments, title: jobs.title, companyName: companies.name })
    .from(assessments)
    .innerJoin(candidateJobs, eq(candidateJobs.id, assessments.applicationId))
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(assessments.candidateId, candidateId))
    .orderBy(asc(assessments.deadlineAt));
}

/** The application's one assessment: null when it already has one. */
export async function insertAssessment(db: DbOrTx, values: NewAssessment): Promise<AssessmentRow | null> {
  const [row] = await db
    .insert(assessments)
    .values(values)
    .onConflictDoNothing({ target: assessments.applicationId })
    .returning();
  return row ?? null;
}

export async function recordReview(
  db: DbOrTx,
  assessmentId: number,
  review: Pick<NewAssessment, 'score' | 'result' | 'feedback' | 'reviewedAt' | 'reviewedBy'>,
): Promise<AssessmentRow> {
  const [row] = await db.update(assessments).set(review).where(eq(assessments.id, assessmentId)).returning();
  return row!;
}
