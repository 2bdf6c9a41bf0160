// The statements behind mandatory details (decision 015): one request per
// application, its documents (one per kind), and the record of every read.
// The service decides when each may run.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateExperiences } from '../../db/schema/candidates.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { companies, jobs, users } from '../../db/schema/platform.ts';
import { mandatoryDocuments, mandatoryReads, mandatoryRequests } from '../../db/schema/screening.ts';

export type RequestRow = typeof mandatoryRequests.$inferSelect;
export type DocumentRow = typeof mandatoryDocuments.$inferSelect;
type NewRequest = typeof mandatoryRequests.$inferInsert;
type NewDocument = typeof mandatoryDocuments.$inferInsert;
type NewRead = typeof mandatoryReads.$inferInsert;

export async function requestOf(db: DbOrTx, applicationId: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(mandatoryRequests).where(eq(mandatoryRequests.applicationId, applicationId));
  return row ?? null;
}

export function documentsOf(db: DbOrTx, applicationId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(mandatoryDocuments)
    .where(eq(mandatoryDocuments.applicationId, applicationId))
    .orderBy(asc(mandatoryDocuments.id));
}

/** The application's document with this id, or of this kind. */
export async function documentOf(
  db: DbOrTx,
  applicationId: number,
  which: { id: number } | { kind: string },
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(mandatoryDocuments)
    .where(
      and(
        eq(mandatoryDocuments.applicationId, applicationId),
        'id' in which ? eq(mandatoryDocuments.id, which.id) : eq(mandatoryDocuments.kind, which.kind),
      ),
    );
  return row ?? null;
}

/** The application's document of this kind, replacing the one it had. */
export async function saveDocument(
  db: DbOrTx,
  key: Pick<NewDocument, 'applicationId' | 'candidateId' | 'kind'>,
  values: Pick<NewDocument, 'filename' | 'contentType' | 'sizeBytes' | 'storageKey' | 'uploadedAt'>,
): Promise<DocumentRow> {
  const [row] = await db
    .insert(mandatoryDocuments)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [mandatoryDocuments.applicationId, mandatoryDocuments.kind], set: values })
    .returning();
  return row!;
}

/** The candidate's requests with their job and company, the latest first. */
export function candidateRequests(db: DbOrTx, candidateId: number) {
  return db
    .select({ request: mandatoryRequests, title: jobs.title, companyName: companies.name })
    .from(mandatoryRequests)
    .innerJoin(candidateJobs, eq(candidateJobs.id, mandatoryRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(mandatoryRequests.candidateId, candidateId))
    .orderBy(desc(mandatoryRequests.requestedAt));
}

/**
 * A new request, or the application's request changed: what it asks, its
 * deadline, and completed and lapsed cleared.
 */
export async function saveRequest(
  db: DbOrTx,
  values: Pick<
    NewRequest,
    | 'applicationId'
    | 'candidateId'
    | 'requiredDetails'
    | 'requiredDocuments'
    | 'requestedAt'
    | 'requestedBy'
    | 'updatedAt'
    | 'dueAt'
  >,
): Promise<void> {
  await db
    .insert(mandatoryRequests)
    .values(values)
    .onConflictDoUpdate({
      target: mandatoryRequests.applicationId,
      set: {
        requiredDetails: values.requiredDetails,
        requiredDocuments: values.requiredDocuments,
        updatedAt: values.updatedAt,
        completedAt: null,
        dueAt: values.dueAt,
        lapsedAt: null,
      },
    });
}

export async function writeDetails(db: DbOrTx, applicationId: number, details: RequestRow['details'], at: Date) {
  await db
    .update(mandatoryRequests)
    .set({ details, updatedAt: at })
    .where(eq(mandatoryRequests.applicationId, applicationId));
}

export async function markCompleted(db: DbOrTx, applicationId: number, at: Date) {
  await db.update(mandatoryRequests).set({ completedAt: at }).where(eq(mandatoryRequests.applicationId, applicationId));
}

export async function markLapsed(db: DbOrTx, applicationId: number, at: Date) {
  await db.update(mandatoryRequests).set({ lapsedAt: at }).where(eq(mandatoryRequests.applicationId, applicationId));
}

export async function insertRead(db: DbOrTx, values: NewRead) {
  await db.insert(mandatoryReads).values(values);
}

/** The latest reads of an application's details and documents, with the reader's e-mail. */
export function readsOf(db: DbOrTx, applicationId: number, limit: number) {
  return db
    .select({ read: mandatoryReads, email: users.email })
    .from(mandatoryReads)
    .leftJoin(users, eq(users.id, mandatoryReads.readerUserId))
    .where(eq(mandatoryReads.applicationId, applicationId))
    .orderBy(desc(mandatoryReads.at), desc(mandatoryReads.id))
    .limit(limit);
}

/** When each of the candidate's jobs started (a date of birth must come before them). */
export async function experienceStarts(db: DbOrTx, candidateId: number) {
  const rows = await db
    .select({ start: candidateExperiences.durationStart })
    .from(candidateExperiences)
    .where(eq(candidateExperiences.candidateId, candidateId));
  return rows.map((row) => row.start);
}
