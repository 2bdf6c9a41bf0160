// Self-screening queries: questions, consent rows, answers, resumable uploads,
// interview slots and bookings. Rows are mapped by the service.
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import {
  interviewBookings,
  interviewSlots,
  selfScreeningAnswers,
  selfScreeningQuestions,
  selfScreenings,
  videoUploadChunks,
  videoUploads,
} from '../../db/schema/screening.ts';

export type QuestionRow = typeof selfScreeningQuestions.$inferSelect;
export type AnswerRow = typeof selfScreeningAnswers.$inferSelect;
export type ScreeningRow = typeof selfScreenings.$inferSelect;
export type UploadRow = typeof videoUploads.$inferSelect;
export type SlotRow = typeof interviewSlots.$inferSelect;
export type BookingRow = typeof interviewBookings.$inferSelect;

export async function jobQuestions(db: DbOrTx, jobId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(selfScreeningQuestions)
    .where(eq(selfScreeningQuestions.jobId, jobId))
    .orderBy(asc(selfScreeningQuestions.position), asc(selfScreeningQuestions.id));
}

export async function countJobQuestions(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(selfScreeningQuestions)
    .where(eq(selfScreeningQuestions.jobId, jobId));
  return Number(row?.n ?? 0);
}

export async function insertQuestion(db: DbOrTx, values: typeof selfScreeningQuestions.$inferInsert) {
  const [row] = await db.insert(selfScreeningQuestions).values(values).returning();
  return row!;
}

export async function findScreening(db: DbOrTx, applicationId: number): Promise<ScreeningRow | null> {
  const [row] = await db.select().from(selfScreenings).where(eq(selfScreenings.applicationId, applicationId));
  return row ?? null;
}

export async function insertConsent(db: DbOrTx, values: typeof selfScreenings.$inferInsert) {
  await db.insert(selfScreenings).values(values).onConflictDoNothing({ target: selfScreenings.applicationId });
}

export async function recordDeviceCheck(db: DbOrTx, applicationId: number, at: Date) {
  await db.update(selfScreenings).set({ deviceCheckedAt: at }).where(eq(selfScreenings.applicationId, applicationId));
}

/** Marks the screening complete unless it already is; false when something else completed it first. */
export async function markCompleted(db: DbOrTx, applicationId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(selfScreenings)
    .set({ completedAt: at })
    .where(and(eq(selfScreenings.applicationId, applicationId), sql`${selfScreenings.completedAt} IS NULL`))
    .returning({ id: selfScreenings.applicationId });
  return rows.length > 0;
}

export async function applicationAnswers(db: DbOrTx, applicationId: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(selfScreeningAnswers)
    .where(eq(selfScreeningAnswers.applicationId, applicationId))
    .orderBy(asc(selfScreeningAnswers.id));
}

export async function findAnswer(db: DbOrTx, answerId: number): Promise<AnswerRow | null> {
  const [row] = await db.select().from(selfScreeningAnswers).where(eq(selfScreeningAnswers.id, answerId));
  return row ?? null;
}

/**
 * Records the answer: a first recording, or the retake (attempts 1 → 2). One
 * statement, so two uploads finishing together cannot both take the retake.
 */
export async function saveAnswer(
  db: DbOrTx,
  values: Omit<typeof selfScreeningAnswers.$inferInsert, 'id' | 'attempts'>,
): Promise<{ row: AnswerRow; previousKey: string | null } | null> {
  const [previous] = await db
    .select({ key: selfScreeningAnswers.videoKey, attempts: selfScreeningAnswers.attempts })
    .from(selfScreeningAnswers)
    .where(
      and(
        eq(selfScreeningAnswers.applicationId, values.applicationId),
        eq(selfScreeningAnswers.questionId, values.questionId),
      ),
    );
  if (!previous) {
    const [row] = await db
      .insert(selfScreeningAnswers)
      .values({ ...values, attempts: 1 })
      .onConflictDoNothing()
      .returning();
    return row ? { row, previousKey: null } : null;
  }
  const [row] = await db
    .update(selfScreeningAnswers)
    .set({ ...values, attempts: sql`${selfScreeningAnswers.attempts} + 1` })
    .where(
      and(
        eq(selfScreeningAnswers.applicationId, values.applicationId),
        eq(selfScreeningAnswers.questionId, values.questionId),
        lt(selfScreeningAnswers.attempts, 2),
      ),
    )
    .returning();
  return row ? { row, previousKey: previous.key } : null;
}

export async function insertUpload(db: DbOrTx, values: typeof videoUploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(videoUploads).values(values).returning();
  return row!;
}

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, id));
  return row ?? null;
}

/** Acknowledges a chunk only if it continues exactly where the upload stands. */
export async function acknowledgeChunk(
  db: DbOrTx,
  chunk: { uploadId: string; offset: number; size: number; storageKey: string },
): Promise<UploadRow | null> {
  const [row] = await db
    .update(videoUploads)
    .set({ receivedBytes: sql`${videoUploads.receivedBytes} + ${chunk.size}` })
    .where(
      and(
        eq(videoUploads.id, chunk.uploadId),
        eq(videoUploads.receivedBytes, chunk.offset),
        sql`${videoUploads.completedAt} IS NULL`,
      ),
    )
    .returning();
  if (!row) return null;
  await db.insert(videoUploadChunks).values({
    uploadId: chunk.uploadId,
    byteOffset: chunk.offset,
    sizeBytes: chunk.size,
    storageKey: chunk.storageKey,
  });
  return row;
}

export async function uploadChunks(db: DbOrTx, uploadId: string) {
  return db
    .select()
    .from(videoUploadChunks)
    .where(eq(videoUploadChunks.uploadId, uploadId))
    .orderBy(asc(videoUploadChunks.byteOffset));
}

export async function finishUpload(db: DbOrTx, uploadId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(videoUploads)
    .set({ completedAt: at })
    .where(and(eq(videoUploads.id, uploadId), sql`${videoUploads.completedAt} IS NULL`))
    .returning({ id: videoUploads.id });
  await db.delete(videoUploadChunks).where(eq(videoUploadChunks.uploadId, uploadId));
  return rows.length > 0;
}

export async function deleteUpload(db: DbOrTx, uploadId: string) {
  await db.delete(videoUploads).where(eq(videoUploads.id, uploadId));
}

export async function jobSlots(db: DbOrTx, jobId: number, options: { openAfter?: Date } = {}): Promise<SlotRow[]> {
  return db
    .select()
    .from(interviewSlots)
    .where(
      options.openAfter
        ? and(
            eq(interviewSlots.jobId, jobId),
            gt(interviewSlots.startsAt, options.openAfter),
            lt(interviewSlots.bookedCount, interviewSlots.capacity),
          )
        : eq(interviewSlots.jobId, jobId),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

export async function hasFutureSlots(db: DbOrTx, jobId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: interviewSlots.id })
    .from(interviewSlots)
    .where(and(eq(interviewSlots.jobId, jobId), gt(interviewSlots.startsAt, now)))
    .limit(1);
  return Boolean(row);
}

export async function findSlot(db: DbOrTx, slotId: number): Promise<SlotRow | null> {
  const [row] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
  return row ?? null;
}

export async function insertSlot(db: DbOrTx, values: typeof interviewSlots.$inferInsert): Promise<SlotRow> {
  const [row] = await db.insert(interviewSlots).values(values).returning();
  return row!;
}

/** Takes a seat if one is left and the slot has not started: one conditional update, safe under races. */
export async function takeSeat(db: DbOrTx, slotId: number, now: Date): Promise<SlotRow | null> {
  const [row] = await db
    .update(interviewSlots)
    .set({ bookedCount: sql`${interviewSlots.bookedCount} + 1` })
    .where(
      and(
        eq(interviewSlots.id, slotId),
        lt(interviewSlots.bookedCount, interviewSlots.capacity),
        gt(interviewSlots.startsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseSeat(db: DbOrTx, slotId: number) {
  await db
    .update(interviewSlots)
    .set({ bookedCount: sql`greatest(${interviewSlots.bookedCount} - 1, 0)` })
    .where(eq(interviewSlots.id, slotId));
}

export async function findBooking(
  db: DbOrTx,
  applicationId: number,
): Promise<{ booking: BookingRow; slot: SlotRow } | null> {
  const [row] = await db
    .select({ booking: interviewBookings, slot: interviewSlots })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
    .where(eq(interviewBookings.applicationId, applicationId));
  return row ?? null;
}

export async function upsertBooking(db: DbOrTx, values: typeof interviewBookings.$inferInsert) {
  await db
    .insert(interviewBookings)
    .values(values)
    .onConflictDoUpdate({
      target: interviewBookings.applicationId,
      set: { slotId: values.slotId, timeZone: values.timeZone, bookedAt: values.bookedAt },
    });
}

export async function applicationStatus(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({ status: candidateJobs.status })
    .from(candidateJobs)
    .where(eq(candidateJobs.id, applicationId));
  return row?.status ?? null;
}
