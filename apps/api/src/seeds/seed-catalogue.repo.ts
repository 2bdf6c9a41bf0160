// The demo seeds' statements for what no service writes in one go (decision
// 050): the catalogue of demo companies and jobs, the home page's banners and
// cards, and the demo accounts themselves (signed up, verified and onboarded),
// with the look-ups the seeds need to find them again.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { banners, promotionalCards } from '../db/schema/jobs.ts';
import { candidates, companies, jobs, users } from '../db/schema/platform.ts';

export type { ScreeningQuestion } from '../db/schema/platform.ts';
export type SeedCompany = typeof companies.$inferInsert;
export type SeedJobRow = typeof jobs.$inferInsert;
export type SeedBanner = typeof banners.$inferInsert;
export type SeedCard = typeof promotionalCards.$inferInsert;

/** Upserts by slug; answers each slug's id. An operator's logo stays; an install seeded before logos gets them. */
export async function upsertCompanies(tx: DbOrTx, rows: SeedCompany[]): Promise<Map<string, number>> {
  const found = await tx
    .insert(companies)
    .values(rows)
    .onConflictDoUpdate({
      target: companies.slug,
      set: { name: sql`excluded.name`, logoUrl: sql`coalesce(${companies.logoUrl}, excluded.logo_url)` },
    })
    .returning({ id: companies.id, slug: companies.slug });
  return new Map(found.map((row) => [row.slug, row.id]));
}

/** Jobs by their job code, in batches; one already there stays as it is. */
export async function insertNewJobs(tx: DbOrTx, rows: SeedJobRow[]) {
  for (let start = 0; start < rows.length; start += 200) {
    await tx
      .insert(jobs)
      .values(rows.slice(start, start + 200))
      .onConflictDoNothing({ target: jobs.jobCode });
  }
}

/** Banners and cards have no natural key: seeded only into empty tables. */
export async function insertBannersIfNone(tx: DbOrTx, rows: SeedBanner[]) {
  if ((await tx.select({ id: banners.id }).from(banners).limit(1)).length === 0) await tx.insert(banners).values(rows);
}

export async function insertCardsIfNone(tx: DbOrTx, rows: SeedCard[]) {
  if ((await tx.select({ id: promotionalCards.id }).from(promotionalCards).limit(1)).length === 0)
    await tx.insert(promotionalCards).values(rows);
}

/** A seeded account by e-mail: its user and candidate ids. */
export async function findAccount(db: DbOrTx, email: string) {
  const [found] = await db
    .select({ userId: users.id, candidateId: candidates.id })
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return found ?? null;
}

/** A demo account, signed up, verified and onboarded (the demo candidate, the demo operator). */
export async function insertAccount(
  tx: DbOrTx,
  account: {
    user: Omit<typeof users.$inferInsert, 'onboardingStatus' | 'onboardingComplete' | 'emailVerified'>;
    candidate: Omit<typeof candidates.$inferInsert, 'userId'>;
  },
) {
  const [user] = await tx
    .insert(users)
    .values({ ...account.user, onboardingStatus: '14', onboardingComplete: true, emailVerified: true })
    .returning({ id: users.id });
  const [candidate] = await tx
    .insert(candidates)
    .values({ ...account.candidate, userId: user!.id })
    .returning({ id: candidates.id });
  return { userId: user!.id, candidateId: candidate!.id };
}

/** Job ids by job code (the ones that exist). */
export async function jobIdsByCode(db: DbOrTx, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: jobs.id, jobCode: jobs.jobCode }).from(jobs).where(inArray(jobs.jobCode, codes));
  return new Map(rows.map((row) => [row.jobCode, row.id]));
}

/**
 * Stable picks for the demo's applications: the oldest published in-platform
 * jobs with a named company, with whether each asks screening questions and
 * whether the candidate applied to it already.
 */
export async function oldestOpenJobs(db: DbOrTx, candidateId: number, limit: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      companyId: jobs.companyId,
      company: companies.name,
      asksQuestions: sql<boolean>`jsonb_array_length(${jobs.screeningQuestions}) > 0`,
      applied: sql<boolean>`EXISTS (SELECT 1 FROM candidate_jobs a WHERE a.job_id = ${jobs.id} AND a.candidate_id = ${candidateId})`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.isPublished, true), eq(jobs.isExternal, false), eq(jobs.isAnonymized, false)))
    .orderBy(asc(jobs.id))
    .limit(limit);
}
