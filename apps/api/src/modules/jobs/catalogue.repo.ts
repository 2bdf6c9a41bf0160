// The operators' catalogue writes (companies, jobs, banners, promotional
// cards, sub-category copy): queries only. The service validates and
// sanitises; these functions take the values as they are to be stored.
import { eq, inArray, sql } from 'drizzle-orm';
import type { ScreeningQuestionDef } from '@talent/contracts/applications';
import type { DbOrTx } from '../../db/client.ts';
import { fromExcluded } from '../../db/raw-query.ts';
import { banners, jobSubCategoryMeta, promotionalCards } from '../../db/schema/jobs.ts';
import { companies, jobs } from '../../db/schema/platform.ts';
import type { CompanyRow } from './companies.repo.ts';

/** A company as the catalogue import writes it. */
export type CompanyValues = Omit<CompanyRow, 'id' | 'openJobs'>;

/** Inserts or updates companies by slug; says how many rows were new. */
export async function upsertCompaniesBySlug(
  db: DbOrTx,
  values: readonly CompanyValues[],
): Promise<{ created: number; updated: number }> {
  const result = await db
    .insert(companies)
    .values([...values])
    .onConflictDoUpdate({
      target: companies.slug,
      set: fromExcluded(companies, [
        'name',
        'shortDescription',
        'about',
        'logoUrl',
        'website',
        'industry',
        'size',
        'founded',
        'headquarters',
        'priority',
      ]),
    })
    // xmax = 0 only on a row this statement inserted
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = result.filter((r) => r.inserted).length;
  return { created, updated: result.length - created };
}

/** Company ids by slug, for the slugs that exist. */
export async function companyIdsBySlug(db: DbOrTx, slugs: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Whether each existing job (by job_code) is published. */
export async function publishedStateByJobCode(db: DbOrTx, codes: readonly string[]): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ code: jobs.jobCode, published: jobs.isPublished })
    .from(jobs)
    .where(inArray(jobs.jobCode, [...codes]));
  return new Map(rows.map((row) => [row.code, row.published]));
}

export interface JobValues {
  jobCode: string;
  slug: string;
  companyId: number;
  title: string;
  description: string;
  location: string;
  countryCode: string;
  isRemote: boolean;
  employmentType: string;
  jobCategory: string;
  jobSubCategory: string;
  skills: string[];
  experienceMin: number;
  experienceMax: number;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  flowType: string;
  isAnonymized: boolean;
  isPublished: boolean;
  isLeadership: boolean;
  redirectionUrl: string | null;
  isExternal: boolean;
  screeningQuestions: ScreeningQuestionDef[];
  validThrough: Date | null;
}

export interface UpsertedJob {
  id: number;
  code: string;
  published: boolean;
}

// 27 parameters a row: 500 rows stay far below PostgreSQL's 65,535 parameters a statement
const JOB_UPSERT_CHUNK = 500;

/**
 * Inserts or updates jobs by job_code. An update keeps the posting date unless
 * the job comes back from unpublished; `now` is the posting date otherwise.
 */
export async function upsertJobsByCode(db: DbOrTx, values: readonly JobValues[], now: Date): Promise<UpsertedJob[]> {
  const touched: UpsertedJob[] = [];
  for (let start = 0; start < values.length; start += JOB_UPSERT_CHUNK) {
    const chunk = values.slice(start, start + JOB_UPSERT_CHUNK);
    const written = await db
      .insert(jobs)
      .values(chunk.map((job) => ({ ...job, publishedAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: jobs.jobCode,
        set: {
          ...fromExcluded(jobs, [
            'slug',
            'companyId',
            'title',
            'description',
            'location',
            'countryCode',
            'isRemote',
            'employmentType',
            'jobCategory',
            'jobSubCategory',
            'skills',
            'experienceMin',
            'experienceMax',
            'salaryMin',
            'salaryMax',
            'salaryCurrency',
            'flowType',
            'isAnonymized',
            'isPublished',
            'isLeadership',
            'redirectionUrl',
            'isExternal',
            'screeningQuestions',
            'validThrough',
            'updatedAt',
          ]),
          // an update keeps the posting date unless the job comes back from unpublished
          publishedAt: sql`CASE WHEN ${jobs.isPublished} OR NOT excluded.is_published THEN ${jobs.publishedAt} ELSE excluded.published_at END`,
        },
      })
      .returning({ id: jobs.id, code: jobs.jobCode, published: jobs.isPublished });
    touched.push(...written);
  }
  return touched;
}

export async function findJobPublicationByCode(
  db: DbOrTx,
  jobCode: string,
): Promise<{ id: number; published: boolean } | null> {
  const [row] = await db
    .select({ id: jobs.id, published: jobs.isPublished })
    .from(jobs)
    .where(eq(jobs.jobCode, jobCode));
  return row ?? null;
}

/** Publishes a job with a fresh posting date. */
export async function markJobPublished(db: DbOrTx, jobId: number, now: Date): Promise<void> {
  await db.update(jobs).set({ isPublished: true, publishedAt: now, updatedAt: now }).where(eq(jobs.id, jobId));
}

export async function markJobUnpublished(db: DbOrTx, jobId: number, now: Date): Promise<void> {
  await db.update(jobs).set({ isPublished: false, updatedAt: now }).where(eq(jobs.id, jobId));
}

export async function findJobScreeningQuestionsByCode(
  db: DbOrTx,
  jobCode: string,
): Promise<{ id: number; questions: ScreeningQuestionDef[] } | null> {
  const [row] = await db
    .select({ id: jobs.id, questions: jobs.screeningQuestions })
    .from(jobs)
    .where(eq(jobs.jobCode, jobCode));
  return row ?? null;
}

export async function setJobScreeningQuestions(
  db: DbOrTx,
  jobId: number,
  questions: ScreeningQuestionDef[],
): Promise<void> {
  await db.update(jobs).set({ screeningQuestions: questions }).where(eq(jobs.id, jobId));
}

/** What banners and promotional cards share: where they show, what they say, where they lead. */
export interface PlacedContentValues {
  placement: string;
  title: string;
  body: string;
  linkUrl: string | null;
  linkText: string | null;
  priority: number;
}

export interface BannerValues extends PlacedContentValues {
  startsAt: Date | null;
  endsAt: Date | null;
}

export async function insertBanner(db: DbOrTx, banner: BannerValues): Promise<number> {
  const [row] = await db.insert(banners).values(banner).returning({ id: banners.id });
  return row!.id;
}

export interface PromotionalCardValues extends PlacedContentValues {
  imageUrl: string | null;
}

export async function insertPromotionalCard(db: DbOrTx, card: PromotionalCardValues): Promise<number> {
  const [row] = await db.insert(promotionalCards).values(card).returning({ id: promotionalCards.id });
  return row!.id;
}

export interface SubCategoryMetaValues {
  jobSubCategory: string;
  metaTitle: string;
  metaDescription: string;
  contentTitle: string;
  contentDescription: string;
  updatedAt: Date;
}

export async function upsertSubCategoryMeta(db: DbOrTx, meta: SubCategoryMetaValues): Promise<void> {
  await db
    .insert(jobSubCategoryMeta)
    .values(meta)
    .onConflictDoUpdate({ target: jobSubCategoryMeta.jobSubCategory, set: meta });
}
