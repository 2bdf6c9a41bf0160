// How operators put companies, jobs and the content around them in
// (ARCHITECTURE: 'Who creates jobs'): the admin command line calls these, and
// tests use them too. Rows are validated with zod, descriptions sanitised to
// the rich-text allow-list, jobs upserted by job_code; a job that becomes
// published (new, or re-published) gets a fresh published_at and is handed to
// the alert worker in the same transaction (side effects after commit).
import { z } from 'zod';
import { CURRENCIES } from '@talent/contracts/constants';
import { EMPLOYMENT_TYPES } from '@talent/contracts/hiring';
import { ScreeningQuestionSchema, type ScreeningQuestionDef } from '@talent/contracts/applications';
import type { Db, DbOrTx } from '../../db/client.ts';
import { enqueueAlertMatching } from './alert-digest.ts';
import * as repo from './catalogue.repo.ts';
import { isValidUrl } from '@talent/contracts/validators';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.ts';
import { slugify } from '../../lib/slug.ts';

const SLUG = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
  .max(120);
const text = (max: number) => z.string().trim().max(max);
// http(s) only: these links end up in hrefs and window.open (javascript: and data: are refused)
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isValidUrl, { message: 'must be an http(s) URL' })
  .nullish()
  .or(z.literal('').transform(() => null));
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');
const optionalInt = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number' });
      return z.NEVER;
    }
    return n;
  });

export const CompanyImportSchema = z.object({
  slug: SLUG,
  name: text(200).min(1),
  short_description: text(500).default(''),
  about: text(20000).default(''),
  logo_url: optionalUrl,
  website: optionalUrl,
  industry: text(120).nullish(),
  size: text(40).nullish(),
  founded: optionalInt,
  headquarters: text(200).nullish(),
  priority: optionalInt.transform((v) => v ?? 0),
});
export type CompanyImport = z.input<typeof CompanyImportSchema>;

const list = z
  .union([z.array(z.string()), z.string()])
  .default([])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split('|'))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 30),
  );

export const JobImportSchema = z
  .object({
    job_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{2,40}$/, 'letters, digits and hyphens'),
    company: SLUG,
    title: text(200).min(1),
    slug: SLUG.optional(),
    description: text(50000).default(''),
    location: text(200).default(''),
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
      .transform((v) => v.toUpperCase())
      .default('IN'),
    is_remote: flag.default(false),
    employment_type: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
    job_category: text(100).default(''),
    job_sub_category: text(100).default(''),
    skills: list,
    experience_min: optionalInt.transform((v) => v ?? 0),
    experience_max: optionalInt.transform((v) => v ?? 0),
    salary_min: optionalInt,
    salary_max: optionalInt,
    salary_currency: z
      .enum(CURRENCIES)
      .nullish()
      .or(z.literal('').transform(() => null)),
    flow_type: text(40).default('regular'),
    is_anonymized: flag.default(false),
    is_published: flag.default(true),
    is_leadership: flag.default(false),
    redirection_url: optionalUrl,
    is_external: flag.default(false),
    valid_through: z.coerce
      .date()
      .nullish()
      .or(z.literal('').transform(() => null)),
    screening_questions: z
      .union([z.array(ScreeningQuestionSchema), z.string()])
      .default([])
      .transform((v, ctx) => {
        if (Array.isArray(v)) return v;
        if (!v.trim()) return [];
        try {
          return z.array(ScreeningQuestionSchema).parse(JSON.parse(v));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of questions' });
          return z.NEVER;
        }
      }),
  })
  .refine((v) => v.experience_min <= v.experience_max, {
    message: 'experience_min must not exceed experience_max',
    path: ['experience_max'],
  })
  .refine((v) => v.salary_min === null || v.salary_max === null || v.salary_min <= v.salary_max, {
    message: 'salary_min must not exceed salary_max',
    path: ['salary_max'],
  })
  .refine((v) => !v.is_external || Boolean(v.redirection_url), {
    message: 'an external job needs its redirection_url',
    path: ['redirection_url'],
  });
export type JobImport = z.input<typeof JobImportSchema>;

export class ImportError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Import refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ImportError';
    this.problems = problems;
  }
}

function parseAll<S extends z.ZodType>(schema: S, rows: unknown[], label: (row: unknown, i: number) => string) {
  const parsed: z.output<S>[] = [];
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else
      problems.push(
        ...result.error.issues.map((issue) => `${label(row, i)}: ${issue.path.join('.') || 'row'} ${issue.message}`),
      );
  });
  if (problems.length) throw new ImportError(problems);
  return parsed;
}

const rowLabel = (key: string) => (row: unknown, i: number) => {
  const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return `row ${i + 1}${typeof value === 'string' && value ? ` (${value})` : ''}`;
};

/** Upserts companies by slug; nothing is written when any row is invalid. */
export async function importCompanies(db: Db, rows: unknown[]): Promise<{ created: number; updated: number }> {
  const parsed = parseAll(CompanyImportSchema, rows, rowLabel('slug'));
  if (parsed.length === 0) return { created: 0, updated: 0 };
  return repo.upsertCompaniesBySlug(
    db,
    parsed.map((c) => ({
      slug: c.slug,
      name: c.name,
      shortDescription: c.short_description,
      about: sanitizeRichText(c.about),
      logoUrl: c.logo_url ?? null,
      website: c.website ?? null,
      industry: c.industry ?? null,
      size: c.size ?? null,
      founded: c.founded,
      headquarters: c.headquarters ?? null,
      priority: c.priority,
    })),
  );
}

export interface JobImportResult {
  created: number;
  updated: number;
  /** Jobs that became published by this import (handed to the alert worker). */
  newlyPublished: number[];
}

/**
 * Upserts jobs by job_code, in one transaction: nothing is written when any
 * row is invalid or names an unknown company.
 */
export async function importJobs(db: Db, rows: unknown[], now: Date): Promise<JobImportResult> {
  const parsed = parseAll(JobImportSchema, rows, rowLabel('job_code'));
  if (parsed.length === 0) return { created: 0, updated: 0, newlyPublished: [] };
  const codes = parsed.map((job) => job.job_code);
  if (new Set(codes).size !== codes.length) throw new ImportError(['the same job_code appears twice']);
  return db.transaction(async (tx) => {
    const companyId = await repo.companyIdsBySlug(
      tx,
      parsed.map((job) => job.company),
    );
    const unknown = [...new Set(parsed.map((job) => job.company).filter((slug) => !companyId.has(slug)))];
    if (unknown.length) throw new ImportError(unknown.map((slug) => `unknown company '${slug}'`));
    const before = await repo.publishedStateByJobCode(tx, codes);
    const touched = await repo.upsertJobsByCode(
      tx,
      parsed.map((job) => ({
        jobCode: job.job_code,
        slug: job.slug ?? slugify(`${job.title} ${job.job_code}`),
        companyId: companyId.get(job.company)!,
        title: job.title,
        description: sanitizeRichText(job.description),
        location: job.location,
        countryCode: job.country_code,
        isRemote: job.is_remote,
        employmentType: job.employment_type,
        jobCategory: job.job_category,
        jobSubCategory: job.job_sub_category,
        skills: job.skills,
        experienceMin: job.experience_min,
        experienceMax: job.experience_max,
        salaryMin: job.salary_min,
        salaryMax: job.salary_max,
        salaryCurrency: job.salary_currency ?? null,
        flowType: job.flow_type,
        isAnonymized: job.is_anonymized,
        isPublished: job.is_published,
        isLeadership: job.is_leadership,
        redirectionUrl: job.redirection_url ?? null,
        isExternal: job.is_external,
        screeningQuestions: job.screening_questions,
        validThrough: job.valid_through ?? null,
      })),
      now,
    );
    const newlyPublished = touched.filter((row) => row.published && before.get(row.code) !== true).map((row) => row.id);
    await enqueueAlertMatching(tx, newlyPublished);
    const updated = touched.filter((row) => before.has(row.code)).length;
    return { created: touched.length - updated, updated, newlyPublished };
  });
}

/** Publishes or unpublishes one job; publishing again notifies alerts. */
export async function setJobPublished(db: Db, jobCode: string, published: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await repo.findJobPublicationByCode(tx, jobCode);
    if (!job) throw new ImportError([`unknown job '${jobCode}'`]);
    if (job.published === published) return;
    if (published) {
      await repo.markJobPublished(tx, job.id, now);
      await enqueueAlertMatching(tx, [job.id]);
    } else await repo.markJobUnpublished(tx, job.id, now);
  });
}

export async function addScreeningQuestion(
  db: DbOrTx,
  jobCode: string,
  question: Omit<ScreeningQuestionDef, 'id'>,
): Promise<ScreeningQuestionDef> {
  const job = await repo.findJobScreeningQuestionsByCode(db, jobCode);
  if (!job) throw new ImportError([`unknown job '${jobCode}'`]);
  const next = Math.max(0, ...job.questions.map((q) => Number(/^q(\d+)$/.exec(q.id)?.[1] ?? 0))) + 1;
  const added = ScreeningQuestionSchema.parse({ ...question, id: `q${next}` });
  if (added.kind === 'choice' && !added.options?.length) throw new ImportError(['a choice question needs options']);
  await repo.setJobScreeningQuestions(db, job.id, [...job.questions, added]);
  return added;
}

/** The fields banners and promotional cards share, as stored. */
function placedContent(item: {
  placement: string;
  title: string;
  body: string;
  link_url?: string | null | undefined;
  link_text?: string | null | undefined;
  priority: number;
}): repo.PlacedContentValues {
  return {
    placement: item.placement,
    title: item.title,
    body: item.body,
    linkUrl: item.link_url ?? null,
    linkText: item.link_text ?? null,
    priority: item.priority,
  };
}

export const BannerImportSchema = z.object({
  placement: text(40).default('home'),
  title: text(200).min(1),
  body: text(1000).default(''),
  link_url: z.string().trim().max(2000).nullish(),
  link_text: text(80).nullish(),
  priority: z.coerce.number().int().default(0),
  starts_at: z.coerce.date().nullish(),
  ends_at: z.coerce.date().nullish(),
});

export async function addBanner(db: DbOrTx, input: z.input<typeof BannerImportSchema>) {
  const banner = BannerImportSchema.parse(input);
  return repo.insertBanner(db, {
    ...placedContent(banner),
    startsAt: banner.starts_at ?? null,
    endsAt: banner.ends_at ?? null,
  });
}

export const PromotionalCardImportSchema = z.object({
  placement: text(40).default('home'),
  title: text(200).min(1),
  body: text(1000).default(''),
  image_url: z.string().trim().max(2000).nullish(),
  link_url: z.string().trim().max(2000).nullish(),
  link_text: text(80).nullish(),
  priority: z.coerce.number().int().default(0),
});

export async function addPromotionalCard(db: DbOrTx, input: z.input<typeof PromotionalCardImportSchema>) {
  const card = PromotionalCardImportSchema.parse(input);
  return repo.insertPromotionalCard(db, { ...placedContent(card), imageUrl: card.image_url ?? null });
}

export async function setSubCategoryMeta(
  db: DbOrTx,
  input: {
    job_sub_category: string;
    meta_title: string;
    meta_description: string;
    content_title?: string;
    content_description?: string;
  },
  now: Date,
) {
  await repo.upsertSubCategoryMeta(db, {
    jobSubCategory: input.job_sub_category.trim(),
    metaTitle: input.meta_title.trim(),
    metaDescription: input.meta_description.trim(),
    contentTitle: input.content_title?.trim() ?? '',
    contentDescription: sanitizeRichText(input.content_description ?? ''),
    updatedAt: now,
  });
}
