// The applicant table, the team's tags and bulk actions (decision 047). The
// table sorts and filters in SQL and pages there; by fit, the job's filtered
// rows are scored with `assessFit` (decision 038) and paged after sorting.
// A bulk action runs each application through the same service a single
// action uses (the lifecycle's `transition()` for a move or a rejection), one
// transaction each, so one refusal leaves the others done; an application of
// another company is reported as not found and nothing touches it.
import {
  APPLICANT_TABLE_PAGE_SIZE,
  ApplicantTableMessages,
  TAGS_PER_APPLICATION,
  type ApplicantRow,
  type ApplicantTable,
  type ApplicantTableSort,
  type BulkActionSchema,
  type BulkResult,
  type RatingFilter,
} from '@talent/contracts/applicant-table';
import type { ApplicationStage } from '@talent/contracts/application-timeline';
import { APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import { assessFit, EMPTY_FIT_PROFILE } from '@talent/contracts/fit';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import { findCompanyJob } from '../hiring/hiring-jobs.repo.ts';
import type { PipelineService } from '../hiring/pipeline.service.ts';
import { fitJobsByIds, fitProfilesOf } from '../jobs/fit.repo.ts';
import type { SurveysService } from '../surveys/surveys.service.ts';
import * as repo from './applicant-table.repo.ts';

export interface ApplicantTableDeps {
  db: Db;
  now: () => Date;
  pipeline: Pick<PipelineService, 'move' | 'reject'>;
  surveys: Pick<SurveysService, 'send'>;
}

export interface TableQuery {
  sort: ApplicantTableSort;
  order: 'asc' | 'desc';
  stage?: ApplicationStage | undefined;
  source?: string | undefined;
  tag?: string | undefined;
  rating?: RatingFilter | undefined;
  page: number;
}

const reasonOf = (error: unknown) => {
  if (error instanceof HttpError) {
    const body = error.body as Record<string, unknown>;
    if (typeof body.detail === 'string') return body.detail;
    const first = Object.values(body).flat()[0];
    if (typeof first === 'string') return first;
  }
  throw error;
};

export function createApplicantTableService(deps: ApplicantTableDeps) {
  const { db } = deps;

  async function ownApplication(hiring: HiringContext, applicationId: number) {
    const [found] = await repo.companyApplications(db, hiring.companyId, [applicationId]);
    if (!found) throw notFound();
    return found;
  }

  return {
    async table(hiring: HiringContext, jobId: number, query: TableQuery): Promise<ApplicantTable> {
      const job = await findCompanyJob(db, hiring.companyId, jobId);
      if (!job) throw notFound();
      const size = APPLICANT_TABLE_PAGE_SIZE;
      const offset = (query.page - 1) * size;
      const byFit = query.sort === 'fit';
      const rows = await repo.tableRows(
        db,
        jobId,
        query,
        byFit ? null : { sort: query.sort as Exclude<ApplicantTableSort, 'fit'>, direction: query.order },
        byFit ? null : { limit: size, offset },
      );
      const [[fitJob], profiles, facets] = await Promise.all([
        fitJobsByIds(db, [jobId]),
        fitProfilesOf(
          db,
          rows.map((row) => row.candidate_id),
        ),
        repo.facets(db, jobId),
      ]);
      let results: ApplicantRow[] = rows.map((row) => {
        const fit = assessFit(profiles.get(row.candidate_id)?.profile ?? EMPTY_FIT_PROFILE, fitJob!, 'team');
        const recommendation = repo.recommendationOf(row.rating);
        return {
          id: row.id,
          candidate_id: row.candidate_id,
          name: row.name,
          email: row.email,
          stage: row.stage,
          stage_label: APPLICATION_STAGE_LABELS[row.stage],
          source: row.source,
          applied_at: new Date(row.created_at).toISOString(),
          fit: { score: fit.score, summary: fit.summary },
          tags: row.tags ?? [],
          rating: recommendation ? { recommendation, scorecards: row.scorecards } : null,
        };
      });
      if (byFit) {
        // best first (or worst, asked for); the later application first among equals, as by date
        const sign = query.order === 'asc' ? 1 : -1;
        results.sort((a, b) => sign * (a.fit.score - b.fit.score) || b.applied_at.localeCompare(a.applied_at));
        results = results.slice(offset, offset + size);
      }
      return {
        job: { id: job.id, title: job.title },
        count: rows[0]?.total ?? 0,
        page: query.page,
        page_size: size,
        ...facets,
        results,
      };
    },

    async addTag(hiring: HiringContext, applicationId: number, tag: string) {
      await ownApplication(hiring, applicationId);
      const tags = await repo.tagsOf(db, applicationId);
      if (!tags.includes(tag) && tags.length >= TAGS_PER_APPLICATION)
        throw fieldErrors({ tag: ApplicantTableMessages.tooManyTags });
      await repo.addTag(db, { applicationId, companyId: hiring.companyId, tag, userId: hiring.userId, at: deps.now() });
      return { tags: await repo.tagsOf(db, applicationId) };
    },

    async removeTag(hiring: HiringContext, applicationId: number, tag: string) {
      await ownApplication(hiring, applicationId);
      await repo.removeTag(db, applicationId, tag);
      return { tags: await repo.tagsOf(db, applicationId) };
    },

    async bulk(hiring: HiringContext, input: z.output<typeof BulkActionSchema>): Promise<BulkResult> {
      const ids = [...new Set(input.application_ids)];
      const facts = new Map(
        (await repo.companyApplications(db, hiring.companyId, ids)).map((row) => [row.id, row] as const),
      );
      const result: BulkResult = { done: [], failed: [] };
      for (const id of ids) {
        const found = facts.get(id);
        if (!found) {
          result.failed.push({ id, name: null, reason: ApplicantTableMessages.notFound });
          continue;
        }
        const name = `${found.first_name} ${found.last_name}`.trim() || found.email;
        try {
          if (input.action === 'move') {
            const moved = await deps.pipeline.move(hiring, id, { stage: input.stage, note: '' });
            result.done.push({ id, stage_label: moved.stage_label });
          } else if (input.action === 'reject') {
            const moved = await deps.pipeline.reject(hiring, id, {
              reason: input.reason,
              note: '',
              notify: input.notify,
              message: '',
            });
            result.done.push({ id, stage_label: moved.stage_label });
          } else {
            const sent = await deps.surveys.send(
              { companyId: hiring.companyId, userId: hiring.userId },
              input.survey_id,
              [id],
            );
            if (sent.sent === 0) result.failed.push({ id, name, reason: ApplicantTableMessages.surveyAlreadySent });
            else result.done.push({ id, stage_label: null });
          }
        } catch (error) {
          // the survey itself not found (another company's): the whole batch is refused, nothing was sent
          if (input.action === 'survey' && error instanceof HttpError && error.statusCode === 404) throw error;
          result.failed.push({ id, name, reason: reasonOf(error) });
        }
      }
      return result;
    },
  };
}

export type ApplicantTableService = ReturnType<typeof createApplicantTableService>;
