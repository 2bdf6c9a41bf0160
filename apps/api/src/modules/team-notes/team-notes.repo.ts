// Queries of the team's notes (decision 043). Every read goes through an
// application the member may open (application-access.ts) or joins the
// note's application to the member's company.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { jobs } from '../../db/schema/platform.ts';
import { applicationNotes } from '../../db/schema/team-decisions.ts';

export type NoteRow = typeof applicationNotes.$inferSelect;

export async function notesOf(db: DbOrTx, applicationId: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(applicationNotes)
    .where(and(eq(applicationNotes.applicationId, applicationId), isNull(applicationNotes.deletedAt)))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

/** A live note of the company, locked for a change; null when it is not theirs or deleted. */
export async function companyNote(db: DbOrTx, companyId: number, noteId: number): Promise<NoteRow | null> {
  const [row] = await db
    .select({ note: applicationNotes })
    .from(applicationNotes)
    .innerJoin(candidateJobs, eq(candidateJobs.id, applicationNotes.applicationId))
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .where(and(eq(applicationNotes.id, noteId), eq(jobs.companyId, companyId), isNull(applicationNotes.deletedAt)))
    .for('update', { of: applicationNotes });
  return row?.note ?? null;
}

export async function insertNote(
  db: DbOrTx,
  values: { applicationId: number; authorMemberId: number; body: string; mentions: number[]; at: Date },
): Promise<NoteRow> {
  const [row] = await db
    .insert(applicationNotes)
    .values({
      applicationId: values.applicationId,
      authorMemberId: values.authorMemberId,
      body: values.body,
      mentions: values.mentions,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  return row!;
}

export async function updateNote(db: DbOrTx, noteId: number, values: { body: string; mentions: number[]; at: Date }) {
  const [row] = await db
    .update(applicationNotes)
    .set({ body: values.body, mentions: values.mentions, updatedAt: values.at })
    .where(eq(applicationNotes.id, noteId))
    .returning();
  return row!;
}

export async function deleteNote(db: DbOrTx, noteId: number, at: Date) {
  await db.update(applicationNotes).set({ deletedAt: at }).where(eq(applicationNotes.id, noteId));
}
