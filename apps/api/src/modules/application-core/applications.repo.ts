// Applications ('candidate jobs'), external-application clicks and campaign
// events: queries only, rows mapped explicitly.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateCampaignEvents, candidateJobs, externalApplications } from '../../db/schema/jobs.ts';
import { jobs, type ScreeningQuestion } from '../../db/schema/platform.ts';
import type { ApplicationRow } from '../../db/application-facts.ts';

export { candidateFacts, findApplication, type ApplicationRow } from '../../db/application-facts.ts';

/** Inserts unless the candidate already applied to the job (the unique key decides, also under races). */
export async function insertApplication(
  db: DbOrTx,
  values: typeof candidateJobs.$inferInsert,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .insert(candidateJobs)
    .values(values)
    .onConflictDoNothing({ target: [candidateJobs.candidateId, candidateJobs.jobId] })
    .returning();
  return row ?? null;
}

/**
 * An application to one of the company's jobs, or null — the hiring team's
 * way in (decision 010): another company's application reads as missing.
 */
export async function findCompanyApplication(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select({ application: candidateJobs })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .where(and(eq(candidateJobs.id, id), eq(jobs.companyId, companyId)));
  return row?.application ?? null;
}

export async function listApplications(
  db: DbOrTx,
  candidateId: number,
  paging: { page: number; pageSize: number },
): Promise<{ count: number; rows: ApplicationRow[] }> {
  const where = eq(candidateJobs.candidateId, candidateId);
  // the page and the total in one statement (decision 039); past the last page, the total alone
  const found = await db
    .select({ row: candidateJobs, total: sql<number>`count(*) over ()` })
    .from(candidateJobs)
    .where(where)
    .orderBy(desc(candidateJobs.createdAt), desc(candidateJobs.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  if (found.length) return { count: Number(found[0]!.total), rows: found.map((item) => item.row) };
  if (paging.page === 1) return { count: 0, rows: [] };
  const total = await db.select({ n: count() }).from(candidateJobs).where(where);
  return { count: Number(total[0]?.n ?? 0), rows: [] };
}

/**
 * Records the screening answers only while the application still waits for them (AP, none submitted):
 * one conditional update, so a withdrawal or a second submission in between cannot be overwritten.
 */
export async function screenApplication(
  db: DbOrTx,
  id: number,
  candidateId: number,
  values: Pick<ApplicationRow, 'screeningAnswers' | 'screeningSubmittedAt' | 'updatedAt'>,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(candidateJobs)
    .set({ ...values, status: 'SC' })
    .where(
      and(
        eq(candidateJobs.id, id),
        eq(candidateJobs.candidateId, candidateId),
        eq(candidateJobs.status, 'AP'),
        isNull(candidateJobs.screeningSubmittedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The first e-mail click of the redirection page; later clicks keep the first time. */
export async function recordEmailClick(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(candidateJobs)
    .set({ emailClickedAt: now })
    .where(and(eq(candidateJobs.id, id), isNull(candidateJobs.emailClickedAt)));
}

export async function recordExternalClick(db: DbOrTx, candidateId: number, jobId: number, now: Date) {
  const [row] = await db
    .insert(externalApplications)
    .values({ candidateId, jobId, firstClickedAt: now, lastClickedAt: now })
    .onConflictDoUpdate({
      target: [externalApplications.candidateId, externalApplications.jobId],
      set: { clickCount: sql`${externalApplications.clickCount} + 1`, lastClickedAt: now },
    })
    .returning({ id: externalApplications.id, clickCount: externalApplications.clickCount });
  return row!;
}

export async function listExternalApplications(
  db: DbOrTx,
  candidateId: number,
  paging: { page: number; pageSize: number },
) {
  const where = eq(externalApplications.candidateId, candidateId);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: externalApplications.id,
        jobId: externalApplications.jobId,
        firstClickedAt: externalApplications.firstClickedAt,
        lastClickedAt: externalApplications.lastClickedAt,
      })
      .from(externalApplications)
      .where(where)
      .orderBy(desc(externalApplications.firstClickedAt), desc(externalApplications.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(externalApplications).where(where),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows };
}

export async function recordCampaignEvent(db: DbOrTx, candidateId: number, campaign: string, now: Date) {
  await db.insert(candidateCampaignEvents).values({ candidateId, campaign, createdAt: now });
}

/** The oldest application still waiting for its screening answers. */
export async function pendingScreening(db: DbOrTx, candidateId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(candidateJobs)
    .where(and(eq(candidateJobs.candidateId, candidateId), eq(candidateJobs.status, 'AP')))
    .orderBy(candidateJobs.createdAt, candidateJobs.id)
    .limit(1);
  return row ?? null;
}

export async function jobScreeningQuestions(db: DbOrTx, jobId: number): Promise<ScreeningQuestion[]> {
  const [row] = await db.select({ questions: jobs.screeningQuestions }).from(jobs).where(eq(jobs.id, jobId));
  return row?.questions ?? [];
}
