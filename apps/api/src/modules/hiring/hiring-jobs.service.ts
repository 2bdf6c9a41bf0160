// The workspace's job editor (decision 017): create, edit, publish, unpublish
// and close a company's jobs. Descriptions are cleaned with the one rich-text
// policy (spec 02 §5). The search projection follows every write through its
// triggers (migration 0025), the public page and its JSON-LD read the row, and
// a job that becomes published is handed to the alert worker in the same
// transaction, so digests go out after commit.
import { randomBytes } from 'node:crypto';
import {
  HiringMessages,
  type HiringJob,
  type HiringJobState,
  type HiringJobSummary,
  type HiringJobValues,
} from '@talent/contracts/hiring';
import type { ScreeningQuestionDef } from '@talent/contracts/applications';
import { counted } from '@talent/contracts/plurals';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { slugify } from '../../lib/slug.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.ts';
import { enqueueAlertMatching } from '../jobs/alert-digest.ts';
import { closePosition } from '../application-core/lifecycle.ts';
import * as repo from './hiring-jobs.repo.ts';
import { recordActivity } from './team.repo.ts';

export interface HiringJobsDeps {
  db: Db;
  now: () => Date;
}

/** Question ids stay stable across edits (answers are keyed by them); new questions get one. */
function questionsOf(input: HiringJobValues['screening_questions']): ScreeningQuestionDef[] {
  const seen = new Set<string>();
  return input.map((q) => {
    let id = q.id && !seen.has(q.id) ? q.id : `q-${randomBytes(4).toString('hex')}`;
    while (seen.has(id)) id = `q-${randomBytes(4).toString('hex')}`;
    seen.add(id);
    return {
      id,
      question: q.question,
      kind: q.kind,
      ...(q.kind === 'choice' ? { options: q.options ?? [] } : {}),
    };
  });
}

function writeOf(input: HiringJobValues): repo.JobWrite {
  const skills = [...new Map(input.skills.map((s) => [s.toLowerCase(), s])).values()];
  return {
    title: input.title,
    description: sanitizeRichText(input.description),
    location: input.location,
    // a remote job's country is its first applicant country (the JSON-LD applicant location)
    countryCode: input.is_remote ? input.applicant_countries[0]! : input.country_code,
    isRemote: input.is_remote,
    applicantCountries: input.is_remote ? [...new Set(input.applicant_countries)] : [],
    employmentType: input.employment_type,
    experienceMin: input.experience_min,
    experienceMax: input.experience_max,
    salaryMin: input.salary_min,
    salaryMax: input.salary_max,
    salaryCurrency: input.salary_min === null && input.salary_max === null ? null : input.salary_currency,
    skills,
    jobCategory: input.job_category,
    jobSubCategory: input.job_sub_category,
    redirectionUrl: input.external_apply_url,
    isExternal: Boolean(input.external_apply_url),
    screeningQuestions: questionsOf(input.screening_questions),
  };
}

export function createHiringJobsService(deps: HiringJobsDeps) {
  const { db } = deps;

  async function load(tx: DbOrTx, hiring: HiringContext, jobId: number): Promise<HiringJob> {
    const job = await repo.findCompanyJob(tx, hiring.companyId, jobId);
    if (!job) throw notFound();
    return job;
  }

  const log = (tx: DbOrTx, hiring: HiringContext, action: string, jobId: number, summary: string) =>
    recordActivity(tx, {
      companyId: hiring.companyId,
      actorUserId: hiring.userId,
      action,
      subjectKind: 'job',
      subjectId: jobId,
      summary,
      at: deps.now(),
    });

  return {
    list: (
      hiring: HiringContext,
      filter: { state?: HiringJobState | undefined; search?: string | undefined },
    ): Promise<HiringJobSummary[]> => repo.listCompanyJobs(db, hiring.companyId, filter),

    get: (hiring: HiringContext, jobId: number) => load(db, hiring, jobId),

    async create(hiring: HiringContext, input: HiringJobValues): Promise<HiringJob> {
      return db.transaction(async (tx) => {
        const now = deps.now();
        const jobCode = `H${hiring.companyId}-${randomBytes(4).toString('hex').toUpperCase()}`;
        const id = await repo.insertJob(tx, {
          ...writeOf(input),
          companyId: hiring.companyId,
          jobCode,
          slug: slugify(`${input.title} ${jobCode}`),
          memberId: hiring.memberId,
          now,
        });
        await log(tx, hiring, 'job.created', id, `Created the job “${input.title}” as a draft.`);
        return load(tx, hiring, id);
      });
    },

    async update(hiring: HiringContext, jobId: number, input: HiringJobValues): Promise<HiringJob> {
      return db.transaction(async (tx) => {
        const job = await repo.lockCompanyJob(tx, hiring.companyId, jobId);
        if (!job) throw notFound();
        const values = writeOf(input);
        if (job.isPublished && !values.description) {
          throw fieldErrors({ description: HiringMessages.descriptionRequired });
        }
        await repo.updateJob(tx, jobId, values, deps.now());
        await log(tx, hiring, 'job.updated', jobId, `Edited the job “${input.title}”.`);
        return load(tx, hiring, jobId);
      });
    },

    async publish(hiring: HiringContext, jobId: number): Promise<HiringJob> {
      return db.transaction(async (tx) => {
        const job = await repo.lockCompanyJob(tx, hiring.companyId, jobId);
        if (!job) throw notFound();
        if (job.isPublished) throw detailError(409, HiringMessages.alreadyPublished);
        if (!job.description) throw detailError(409, HiringMessages.descriptionRequired);
        await repo.setPublished(tx, jobId, true, deps.now());
        await enqueueAlertMatching(tx, [jobId]);
        await log(
          tx,
          hiring,
          job.closedAt ? 'job.reopened' : 'job.published',
          jobId,
          `${job.closedAt ? 'Reopened' : 'Published'} the job “${job.title}”.`,
        );
        return load(tx, hiring, jobId);
      });
    },

    async unpublish(hiring: HiringContext, jobId: number): Promise<HiringJob> {
      return db.transaction(async (tx) => {
        const job = await repo.lockCompanyJob(tx, hiring.companyId, jobId);
        if (!job) throw notFound();
        if (!job.isPublished) throw detailError(409, HiringMessages.notPublished);
        await repo.setPublished(tx, jobId, false, deps.now());
        await log(tx, hiring, 'job.unpublished', jobId, `Unpublished the job “${job.title}”.`);
        return load(tx, hiring, jobId);
      });
    },

    async close(hiring: HiringContext, jobId: number): Promise<HiringJob> {
      return db.transaction(async (tx) => {
        const job = await repo.lockCompanyJob(tx, hiring.companyId, jobId);
        if (!job) throw notFound();
        if (job.closedAt) throw detailError(409, HiringMessages.jobClosed);
        const now = deps.now();
        await repo.setClosed(tx, jobId, now);
        // applications under review end as 'position closed', the candidates told (decision 031)
        const ended = await closePosition(tx, { jobId, actor: { kind: 'hiring', userId: hiring.userId }, at: now });
        await log(
          tx,
          hiring,
          'job.closed',
          jobId,
          `Closed the job “${job.title}”${ended ? `; ${counted(ended, 'application under review was', 'applications under review were')} closed` : ''}.`,
        );
        return load(tx, hiring, jobId);
      });
    },
  };
}

export type HiringJobsService = ReturnType<typeof createHiringJobsService>;
