// Surveys and the forms addressed to candidates: queries only. Submitting is
// one conditional update (or, for the fixed survey, one insert guarded by a
// unique index), so a survey is answered once even when two tabs race.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { surveyForms, surveys } from '../../db/schema/offers.ts';
import { candidates, companies, jobs } from '../../db/schema/platform.ts';
import type { SurveyAnswers } from '@talent/contracts/surveys';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyFormRow = typeof surveyForms.$inferSelect;

export async function findSurvey(db: DbOrTx, id: number): Promise<SurveyRow | null> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id));
  return row ?? null;
}

export async function insertSurvey(db: DbOrTx, values: typeof surveys.$inferInsert) {
  const [row] = await db.insert(surveys).values(values).returning();
  return row!;
}

export async function surveysOfCompany(db: DbOrTx, companyId: number) {
  const rows = await db.select().from(surveys).where(eq(surveys.companyId, companyId)).orderBy(desc(surveys.id));
  const tallies = rows.length
    ? await db
        .select({ surveyId: surveyForms.surveyId, status: surveyForms.status, n: count() })
        .from(surveyForms)
        .where(
          inArray(
            surveyForms.surveyId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(surveyForms.surveyId, surveyForms.status)
    : [];
  return rows.map((row) => {
    const mine = tallies.filter((t) => t.surveyId === row.id);
    return {
      row,
      sent: mine.reduce((sum, t) => sum + Number(t.n), 0),
      submitted: Number(mine.find((t) => t.status === 'submitted')?.n ?? 0),
    };
  });
}

/** One addressed form with what the candidate's list shows about it. */
const formColumns = {
  form: surveyForms,
  survey: surveys,
  jobTitle: jobs.title,
  companyName: companies.name,
};

export type FormWithSurvey = {
  form: SurveyFormRow;
  survey: SurveyRow;
  jobTitle: string | null;
  companyName: string | null;
};

export async function formsOfCandidate(db: DbOrTx, candidateId: number): Promise<FormWithSurvey[]> {
  return db
    .select(formColumns)
    .from(surveyForms)
    .innerJoin(surveys, eq(surveys.id, surveyForms.surveyId))
    .leftJoin(candidateJobs, eq(candidateJobs.id, surveyForms.applicationId))
    .leftJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .leftJoin(companies, eq(companies.id, surveys.companyId))
    .where(eq(surveyForms.candidateId, candidateId))
    .orderBy(sql`${surveyForms.status} = 'submitted'`, desc(surveyForms.sentAt), desc(surveyForms.id));
}

export async function findForm(db: DbOrTx, id: number): Promise<FormWithSurvey | null> {
  const [row] = await db
    .select(formColumns)
    .from(surveyForms)
    .innerJoin(surveys, eq(surveys.id, surveyForms.surveyId))
    .leftJoin(candidateJobs, eq(candidateJobs.id, surveyForms.applicationId))
    .leftJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .leftJoin(companies, eq(companies.id, surveys.companyId))
    .where(eq(surveyForms.id, id));
  return row ?? null;
}

/** The fixed survey's form of a candidate (there is at most one). */
export async function fixedSurveyForm(db: DbOrTx, surveyId: number, candidateId: number) {
  const [row] = await db
    .select()
    .from(surveyForms)
    .where(
      and(
        eq(surveyForms.surveyId, surveyId),
        eq(surveyForms.candidateId, candidateId),
        isNull(surveyForms.applicationId),
      ),
    );
  return row ?? null;
}

/** Answers the fixed survey; null when this candidate already has. */
export async function insertFixedSubmission(
  db: DbOrTx,
  values: { surveyId: number; candidateId: number; answers: SurveyAnswers; now: Date },
): Promise<SurveyFormRow | null> {
  const [row] = await db
    .insert(surveyForms)
    .values({
      surveyId: values.surveyId,
      candidateId: values.candidateId,
      status: 'submitted',
      answers: values.answers,
      sentAt: values.now,
      submittedAt: values.now,
    })
    .onConflictDoNothing({
      target: [surveyForms.surveyId, surveyForms.candidateId],
      where: sql`application_id IS NULL`,
    })
    .returning();
  return row ?? null;
}

export async function submitForm(
  db: DbOrTx,
  input: { id: number; candidateId: number; answers: SurveyAnswers; now: Date },
): Promise<SurveyFormRow | null> {
  const [row] = await db
    .update(surveyForms)
    .set({ status: 'submitted', answers: input.answers, submittedAt: input.now })
    .where(
      and(
        eq(surveyForms.id, input.id),
        eq(surveyForms.candidateId, input.candidateId),
        eq(surveyForms.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Addresses the survey to an application's candidate, once; null when it already was. */
export async function insertForm(
  db: DbOrTx,
  values: { surveyId: number; candidateId: number; applicationId: number; sentBy: string | null; now: Date },
): Promise<SurveyFormRow | null> {
  const [row] = await db
    .insert(surveyForms)
    .values({
      surveyId: values.surveyId,
      candidateId: values.candidateId,
      applicationId: values.applicationId,
      sentBy: values.sentBy,
      sentAt: values.now,
    })
    .onConflictDoNothing({
      target: [surveyForms.surveyId, surveyForms.applicationId],
      where: sql`application_id IS NOT NULL`,
    })
    .returning();
  return row ?? null;
}

export async function responsesOf(db: DbOrTx, surveyId: number) {
  return db
    .select({
      form: surveyForms,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(surveyForms)
    .innerJoin(candidates, eq(candidates.id, surveyForms.candidateId))
    .where(eq(surveyForms.surveyId, surveyId))
    .orderBy(asc(surveyForms.sentAt), asc(surveyForms.id));
}

export async function pendingFormsOfApplication(db: DbOrTx, applicationId: number) {
  return db
    .select({ id: surveyForms.id, title: surveys.title })
    .from(surveyForms)
    .innerJoin(surveys, eq(surveys.id, surveyForms.surveyId))
    .where(and(eq(surveyForms.applicationId, applicationId), eq(surveyForms.status, 'pending')));
}
