// Queries of the workspace's job editor: a company's jobs only (every query
// carries the company id, so another company's job is simply not found).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@talent/contracts/constants';
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type HiringJob,
  type HiringJobState,
  type HiringJobSummary,
} from '@talent/contracts/hiring';
import type { ScreeningQuestionDef } from '@talent/contracts/applications';
import { jobPath } from '@talent/contracts/job-pages';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { companies, jobs } from '../../db/schema/platform.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function stateOf(row: { isPublished: boolean; closedAt: Date | null; wasPublished: boolean }): HiringJobState {
  if (row.closedAt) return 'closed';
  if (row.isPublished) return 'published';
  return row.wasPublished ? 'unpublished' : 'draft';
}

const columns = {
  id: jobs.id,
  jobCode: jobs.jobCode,
  slug: jobs.slug,
  companySlug: companies.slug,
  isAnonymized: jobs.isAnonymized,
  title: jobs.title,
  description: jobs.description,
  location: jobs.location,
  countryCode: jobs.countryCode,
  isRemote: jobs.isRemote,
  applicantCountries: jobs.applicantCountries,
  employmentType: jobs.employmentType,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  skills: jobs.skills,
  jobCategory: jobs.jobCategory,
  jobSubCategory: jobs.jobSubCategory,
  redirectionUrl: jobs.redirectionUrl,
  isExternal: jobs.isExternal,
  screeningQuestions: jobs.screeningQuestions,
  isPublished: jobs.isPublished,
  wasPublished: jobs.wasPublished,
  publishedAt: jobs.publishedAt,
  closedAt: jobs.closedAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

const employmentType = (value: string): EmploymentType =>
  (EMPLOYMENT_TYPES as readonly string[]).includes(value) ? (value as EmploymentType) : 'OTHER';

const publicPath = (row: Pick<Row, 'slug' | 'isAnonymized' | 'companySlug'>) =>
  jobPath({ slug: row.slug, is_anonymized: row.isAnonymized, company: { slug: row.companySlug } });

function toJob(row: Row): HiringJob {
  const state = stateOf(row);
  return {
    id: row.id,
    job_code: row.jobCode,
    slug: row.slug,
    company_slug: row.companySlug,
    state,
    title: row.title,
    description: row.description,
    location: row.location,
    country_code: row.countryCode,
    is_remote: row.isRemote,
    applicant_countries: row.applicantCountries,
    employment_type: employmentType(row.employmentType),
    experience_min: row.experienceMin,
    experience_max: row.experienceMax,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: (row.salaryCurrency as Currency | null) ?? null,
    skills: row.skills,
    job_category: row.jobCategory,
    job_sub_category: row.jobSubCategory,
    external_apply_url: row.isExternal ? row.redirectionUrl : null,
    screening_questions: row.screeningQuestions as ScreeningQuestionDef[],
    published_at: row.wasPublished ? iso(row.publishedAt) : null,
    closed_at: iso(row.closedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    public_path: publicPath(row),
  };
}

export async function findCompanyJob(db: DbOrTx, companyId: number, jobId: number): Promise<HiringJob | null> {
  const [row] = await db
    .select(columns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row ? toJob(row) : null;
}

/** Locks the job row for a state change; null when it is not this company's. */
export async function lockCompanyJob(db: DbOrTx, companyId: number, jobId: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      isPublished: jobs.isPublished,
      wasPublished: jobs.wasPublished,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function listCompanyJobs(
  db: DbOrTx,
  companyId: number,
  filter: { state?: HiringJobState | undefined; search?: string | undefined },
): Promise<HiringJobSummary[]> {
  const where: SQL[] = [eq(jobs.companyId, companyId)];
  if (filter.search) where.push(sql`${jobs.title} ILIKE like_contains(${filter.search})`);
  if (filter.state === 'closed') where.push(sql`${jobs.closedAt} IS NOT NULL`);
  if (filter.state === 'published') where.push(sql`${jobs.isPublished} AND ${jobs.closedAt} IS NULL`);
  if (filter.state === 'unpublished')
    where.push(sql`NOT ${jobs.isPublished} AND ${jobs.wasPublished} AND ${jobs.closedAt} IS NULL`);
  if (filter.state === 'draft') where.push(sql`NOT ${jobs.wasPublished} AND ${jobs.closedAt} IS NULL`);
  const rows = await db
    .select({
      ...columns,
      applicantCount: sql<number>`(SELECT count(*)::int FROM ${candidateJobs} cj WHERE cj.job_id = ${jobs.id})`,
      newCount: sql<number>`(SELECT count(*)::int FROM ${candidateJobs} cj WHERE cj.job_id = ${jobs.id} AND cj.stage = 'applied')`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...where))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(500);
  return rows.map((row) => {
    const job = toJob(row);
    return {
      id: job.id,
      job_code: job.job_code,
      state: job.state,
      title: job.title,
      location: job.location,
      is_remote: job.is_remote,
      employment_type: job.employment_type,
      published_at: job.published_at,
      closed_at: job.closed_at,
      updated_at: job.updated_at,
      public_path: job.public_path,
      applicant_count: row.applicantCount,
      new_count: row.newCount,
    };
  });
}

export interface JobWrite {
  title: string;
  description: string;
  location: string;
  countryCode: string;
  isRemote: boolean;
  applicantCountries: string[];
  employmentType: EmploymentType;
  experienceMin: number;
  experienceMax: number;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: Currency | null;
  skills: string[];
  jobCategory: string;
  jobSubCategory: string;
  redirectionUrl: string | null;
  isExternal: boolean;
  screeningQuestions: ScreeningQuestionDef[];
}

export async function insertJob(
  db: DbOrTx,
  input: JobWrite & { companyId: number; jobCode: string; slug: string; memberId: number; now: Date },
): Promise<number> {
  const { now, memberId, ...values } = input;
  const [row] = await db
    .insert(jobs)
    .values({
      ...values,
      isPublished: false,
      wasPublished: false,
      createdByMemberId: memberId,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export async function updateJob(db: DbOrTx, jobId: number, values: JobWrite, now: Date) {
  await db
    .update(jobs)
    .set({ ...values, updatedAt: now })
    .where(eq(jobs.id, jobId));
}

export async function setPublished(db: DbOrTx, jobId: number, published: boolean, now: Date) {
  await db
    .update(jobs)
    .set(
      published
        ? { isPublished: true, wasPublished: true, publishedAt: now, closedAt: null, updatedAt: now }
        : { isPublished: false, updatedAt: now },
    )
    .where(eq(jobs.id, jobId));
}

export async function setClosed(db: DbOrTx, jobId: number, now: Date) {
  await db.update(jobs).set({ isPublished: false, closedAt: now, updatedAt: now }).where(eq(jobs.id, jobId));
}
