// Saved and recently viewed jobs (spec 02 §3–§4): one row per candidate and
// job; saving, unsaving and viewing update it in one upsert.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SavedJobState } from '@talent/contracts/saved-jobs';
import type { DbOrTx } from '../../db/client.ts';
import { candidateSavedJobs as saved } from '../../db/schema/jobs.ts';
import { jobs } from '../../db/schema/platform.ts';
import { isoOrNull } from '../../lib/iso.ts';

export async function upsertSavedJob(
  db: DbOrTx,
  input: { candidateId: number; jobId: number; isSaved?: boolean | undefined; viewed?: boolean | undefined },
  now: Date,
): Promise<SavedJobState> {
  const { isSaved, viewed } = input;
  const [row] = await db
    .insert(saved)
    .values({
      candidateId: input.candidateId,
      jobId: input.jobId,
      isSaved: isSaved ?? false,
      savedAt: isSaved ? now : null,
      viewedAt: viewed ? now : null,
      viewCount: viewed ? 1 : 0,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [saved.candidateId, saved.jobId],
      set: {
        isSaved: isSaved === undefined ? sql`${saved.isSaved}` : isSaved,
        // saving again keeps the first saved_at, so the list order does not jump
        savedAt:
          isSaved === undefined
            ? sql`${saved.savedAt}`
            : isSaved
              ? sql`CASE WHEN ${saved.isSaved} THEN ${saved.savedAt} ELSE ${now} END`
              : null,
        viewedAt: viewed ? now : sql`${saved.viewedAt}`,
        viewCount: viewed ? sql`${saved.viewCount} + 1` : sql`${saved.viewCount}`,
        updatedAt: now,
      },
    })
    .returning();
  return {
    job_id: row!.jobId,
    is_saved: row!.isSaved,
    saved_at: isoOrNull(row!.savedAt),
    viewed_at: isoOrNull(row!.viewedAt),
  };
}

/** Ids of the candidate's saved or recently viewed jobs that are still published, newest first. */
export async function listSavedJobIds(
  db: DbOrTx,
  candidateId: number,
  type: 'saved' | 'recently_viewed',
  paging: { page: number; pageSize: number },
): Promise<{ count: number; ids: number[] }> {
  const where =
    type === 'saved'
      ? and(eq(saved.candidateId, candidateId), eq(saved.isSaved, true), eq(jobs.isPublished, true))
      : and(eq(saved.candidateId, candidateId), isNotNull(saved.viewedAt), eq(jobs.isPublished, true));
  const order = type === 'saved' ? [desc(saved.savedAt), desc(saved.jobId)] : [desc(saved.viewedAt), desc(saved.jobId)];
  // the page and the total in one statement (decision 039); past the last page, the total alone
  const rows = await db
    .select({ jobId: saved.jobId, total: sql<number>`count(*) over ()::int` })
    .from(saved)
    .innerJoin(jobs, eq(jobs.id, saved.jobId))
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  if (rows.length) return { count: Number(rows[0]!.total), ids: rows.map((row) => row.jobId) };
  if (paging.page === 1) return { count: 0, ids: [] };
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(saved)
    .innerJoin(jobs, eq(jobs.id, saved.jobId))
    .where(where);
  return { count: Number(counted?.count ?? 0), ids: [] };
}
