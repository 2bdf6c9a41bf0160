// How operators put companies, jobs and the content around them in
// (ARCHITECTURE: 'Who creates jobs'): the admin command line calls these, and
// tests use them too. Rows are validated with zod, descriptions sanitised to
// the rich-text allow-list, jobs upserted by job_code; a job that becomes
// published (new, or re-published) gets a fresh published_at and is handed to
// the alert worker in the same transaction (side effects after commit).
import { ScreeningQuestionSchema, type ScreeningQuestionDef } from '@talent/contracts/applications';
import type { Db } from '../../db/client.ts';
import { enqueueAlertMatching } from './alert-digest.ts';
import * as repo from './catalogue.repo.ts';
import {
  CompanyImportSchema,
  JobImportSchema,
  ImportError,
  parseAll,
  rowLabel,
  placedContent,
  BannerImportSchema,
  PromotionalCardImportSchema,
  type BannerImport,
  type PromotionalCardImport,
} from './catalogue-import.ts';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.ts';
import { slugify } from '../../lib/slug.ts';

export interface JobImportResult {
  created: number;
  updated: number;
  /** Jobs that became published by this import (handed to the alert worker). */
  newlyPublished: number[];
}

export interface CatalogueDeps {
  db: Db;
  now: () => Date;
}

/**
 * The operators' catalogue writes (decision 011's one service shape): the
 * admin command line builds it over its database, the composition root over
 * the server's.
 */
export function createCatalogueService({ db, now }: CatalogueDeps) {
  return {
    /** Upserts companies by slug; nothing is written when any row is invalid. */
    async importCompanies(rows: unknown[]): Promise<{ created: number; updated: number }> {
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
    },

    /**
     * Upserts jobs by job_code, in one transaction: nothing is written when any
     * row is invalid or names an unknown company.
     */
    async importJobs(rows: unknown[]): Promise<JobImportResult> {
      const parsed = parseAll(JobImportSchema, rows, rowLabel('job_code'));
      if (parsed.length === 0) return { created: 0, updated: 0, newlyPublished: [] };
      const codes = parsed.map((job) => job.job_code);
      if (new Set(codes).size !== codes.length) throw new ImportError(['the same job_code appears twice']);
      const at = now();
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
          at,
        );
        const newlyPublished = touched
          .filter((row) => row.published && before.get(row.code) !== true)
          .map((row) => row.id);
        await enqueueAlertMatching(tx, newlyPublished);
        const updated = touched.filter((row) => before.has(row.code)).length;
        return { created: touched.length - updated, updated, newlyPublished };
      });
    },

    /** Publishes or unpublishes one job; publishing again notifies alerts. */
    async setJobPublished(jobCode: string, published: boolean): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const job = await repo.findJobPublicationByCode(tx, jobCode);
        if (!job) throw new ImportError([`unknown job '${jobCode}'`]);
        if (job.published === published) return;
        if (published) {
          await repo.markJobPublished(tx, job.id, at);
          await enqueueAlertMatching(tx, [job.id]);
        } else await repo.markJobUnpublished(tx, job.id, at);
      });
    },

    async addScreeningQuestion(
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
    },

    async addBanner(input: BannerImport) {
      const banner = BannerImportSchema.parse(input);
      return repo.insertBanner(db, {
        ...placedContent(banner),
        startsAt: banner.starts_at ?? null,
        endsAt: banner.ends_at ?? null,
      });
    },

    async addPromotionalCard(input: PromotionalCardImport) {
      const card = PromotionalCardImportSchema.parse(input);
      return repo.insertPromotionalCard(db, { ...placedContent(card), imageUrl: card.image_url ?? null });
    },

    async setSubCategoryMeta(input: {
      job_sub_category: string;
      meta_title: string;
      meta_description: string;
      content_title?: string;
      content_description?: string;
    }) {
      await repo.upsertSubCategoryMeta(db, {
        jobSubCategory: input.job_sub_category.trim(),
        metaTitle: input.meta_title.trim(),
        metaDescription: input.meta_description.trim(),
        contentTitle: input.content_title?.trim() ?? '',
        contentDescription: sanitizeRichText(input.content_description ?? ''),
        updatedAt: now(),
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
