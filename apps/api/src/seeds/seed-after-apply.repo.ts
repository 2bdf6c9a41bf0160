// The demo seeds' statements for the rows after applying that the seeds write
// as they stand at the demo's dates (decisions 015, 050): a job's video
// questions and interview slots, a finished self-screening, an assessment
// (one reviewed days ago), a documents request (one completed). The
// applications they belong to, and each move of them, go through the services
// and the lifecycle.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { offers } from '../db/schema/offers.ts';
import {
  assessments,
  interviewSlots,
  mandatoryRequests,
  selfScreeningQuestions,
  selfScreenings,
} from '../db/schema/screening.ts';

export type SeedAssessment = typeof assessments.$inferInsert;
export type SeedDocumentsRequest = typeof mandatoryRequests.$inferInsert;
export type SeedSelfScreening = typeof selfScreenings.$inferInsert;

/** A job's video questions (one with a follow-up), unless it has some. */
export async function addVideoQuestions(tx: DbOrTx, jobId: number) {
  const [existing] = await tx
    .select({ id: selfScreeningQuestions.id })
    .from(selfScreeningQuestions)
    .where(eq(selfScreeningQuestions.jobId, jobId))
    .limit(1);
  if (existing) return;
  const [lead] = await tx
    .insert(selfScreeningQuestions)
    .values({ jobId, position: 0, prompt: 'Have you led a team of engineers?', choices: ['Yes', 'No'], maxSeconds: 60 })
    .returning({ id: selfScreeningQuestions.id });
  await tx.insert(selfScreeningQuestions).values([
    {
      jobId,
      parentId: lead!.id,
      followUpChoice: 'Yes',
      position: 0,
      prompt: 'How large was the team, and what did you change about how it worked?',
      maxSeconds: 60,
    },
    { jobId, position: 1, prompt: 'Tell us about a production problem you solved.', maxSeconds: 90 },
  ]);
}

/** A job's interview slots, unless it has some. */
export async function addSlots(tx: DbOrTx, jobId: number, startsAt: Date[]) {
  const [existing] = await tx
    .select({ id: interviewSlots.id })
    .from(interviewSlots)
    .where(eq(interviewSlots.jobId, jobId))
    .limit(1);
  if (existing) return;
  await tx
    .insert(interviewSlots)
    .values(startsAt.map((at) => ({ jobId, startsAt: at, durationMinutes: 30, capacity: 3 })));
}

export async function insertSelfScreening(tx: DbOrTx, row: SeedSelfScreening) {
  await tx.insert(selfScreenings).values(row);
}

export async function insertAssessment(tx: DbOrTx, row: SeedAssessment): Promise<number> {
  const [created] = await tx.insert(assessments).values(row).returning({ id: assessments.id });
  return created!.id;
}

export async function insertDocumentsRequest(tx: DbOrTx, row: SeedDocumentsRequest) {
  await tx.insert(mandatoryRequests).values(row);
}

/** Whether the candidate has had an offer (the offers demo is made once). */
export async function hasOffer(db: DbOrTx, candidateId: number) {
  return (
    (await db.select({ id: offers.id }).from(offers).where(eq(offers.candidateId, candidateId)).limit(1)).length > 0
  );
}
