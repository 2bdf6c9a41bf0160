// Queries of scorecards (decision 043).
import { and, asc, eq } from 'drizzle-orm';
import type { ScorecardGroup } from '@talent/contracts/scorecards';
import type { DbOrTx } from '../../db/client.ts';
import { applicationAssignments, scorecards, scorecardTemplates } from '../../db/schema/team-decisions.ts';

export type ScorecardRow = typeof scorecards.$inferSelect;

export async function templateOf(db: DbOrTx, jobId: number) {
  const [row] = await db.select().from(scorecardTemplates).where(eq(scorecardTemplates.jobId, jobId));
  return row ?? null;
}

export async function saveTemplate(db: DbOrTx, jobId: number, groups: ScorecardGroup[], at: Date) {
  await db
    .insert(scorecardTemplates)
    .values({ jobId, groups, updatedAt: at })
    .onConflictDoUpdate({ target: scorecardTemplates.jobId, set: { groups, updatedAt: at } });
}

export async function cardsOf(db: DbOrTx, applicationId: number): Promise<ScorecardRow[]> {
  return db
    .select()
    .from(scorecards)
    .where(eq(scorecards.applicationId, applicationId))
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
}

/** Inserts the member's card; null when they already submitted one (the unique key refuses a second). */
export async function insertCard(
  db: DbOrTx,
  values: Omit<typeof scorecards.$inferInsert, 'id'>,
): Promise<ScorecardRow | null> {
  const [row] = await db.insert(scorecards).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function assignedMembers(db: DbOrTx, applicationId: number): Promise<number[]> {
  const rows = await db
    .select({ memberId: applicationAssignments.memberId })
    .from(applicationAssignments)
    .where(and(eq(applicationAssignments.applicationId, applicationId)));
  return rows.map((row) => row.memberId);
}
