import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import { JobFitsQuerySchema, JobFitsResponseSchema, NotForMeBodySchema } from '../fit.ts';
import {
  AutoSuggestQuerySchema,
  JobCardSchema,
  JobCategorySchema,
  JobDetailsSchema,
  JobFiltersSchema,
  JobSearchQuerySchema,
  JobSearchResponseSchema,
  JobsForYouResponseSchema,
  RecommendedJobsResponseSchema,
  OpenJobsCountSchema,
  SubCategoryMetaSchema,
  SuggestionsResponseSchema,
} from '../jobs.ts';
import {
  BannerSchema,
  CompanyEvpSchema,
  CompanyListResponseSchema,
  CompanySchema,
  PromotionalCardSchema,
} from '../companies.ts';
import { SavedJobStateSchema, SavedListQuerySchema, SaveJobBodySchema } from '../saved-jobs.ts';
import {
  AlertFeedbackBodySchema,
  AlertFeedbackSchema,
  DeactivateAlertsResponseSchema,
  DeactivateAlertsSchema,
  JobAlertCreateSchema,
  JobAlertUpdateSchema,
  JobAlertListSchema,
  JobAlertSchema,
} from '../job-alerts.ts';
import { IdSchema, PageQuerySchema } from '../paging.ts';
import type { jobsRoutes } from './jobs.ts';

const JobIdParams = z.object({ jobId: IdSchema });
const CompanyKeyParams = z.object({ companyId: z.string().trim().min(1).max(120) });
const AlertIdParams = z.object({ alert_id: IdSchema });
const UnpublishedSchema = z.null().describe('The job is unpublished: no content');
const PlacementQuery = z.object({ placement: z.string().trim().max(40).optional() });
/** The signature of an alert e-mail's unsubscribe link. */
export const UnsubscribeQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(10).max(200),
});

const deactivate = {
  tags: ['job alerts'],
  summary: 'Deactivate alerts by alert_ids, or all with an empty list and deactivate_all',
  body: DeactivateAlertsSchema,
  responses: { 200: DeactivateAlertsResponseSchema },
} as const;

export const jobsSchemas = {
  search: {
    tags: ['jobs'],
    summary: 'Search published jobs',
    query: JobSearchQuerySchema,
    responses: { 200: JobSearchResponseSchema },
  },
  autoSuggest: {
    tags: ['jobs'],
    summary: 'Typo-tolerant suggestions for the search box',
    query: AutoSuggestQuerySchema,
    responses: { 200: SuggestionsResponseSchema },
  },
  filters: {
    tags: ['jobs'],
    summary: 'Filter options with counts for the jobs a search finds (each filter leaves out its own value)',
    query: JobSearchQuerySchema,
    responses: { 200: JobFiltersSchema },
  },
  openJobsCount: { tags: ['jobs'], summary: 'Published jobs count', responses: { 200: OpenJobsCountSchema } },
  categories: {
    tags: ['jobs'],
    summary: 'Categories and sub-categories',
    responses: { 200: z.array(JobCategorySchema) },
  },
  subCategoryMeta: {
    tags: ['jobs'],
    summary: 'Page copy for a job sub-category',
    query: z.object({ job_sub_category: z.string().trim().min(1).max(100) }),
    responses: { 200: SubCategoryMetaSchema, 404: DetailErrorSchema },
  },

  companies: {
    tags: ['companies'],
    summary: 'Companies; with_priority=true for the featured ones',
    query: PageQuerySchema.extend({ with_priority: z.enum(['true', 'false']).optional() }),
    responses: { 200: CompanyListResponseSchema },
  },
  company: {
    tags: ['companies'],
    summary: 'A company by id or slug',
    params: CompanyKeyParams,
    responses: { 200: CompanySchema, 404: DetailErrorSchema },
  },
  companyEvp: {
    tags: ['companies'],
    summary: 'A company’s profile (employer value proposition)',
    params: CompanyKeyParams,
    responses: { 200: CompanyEvpSchema, 404: DetailErrorSchema },
  },
  banners: {
    tags: ['content'],
    summary: 'Active banners',
    query: PlacementQuery,
    responses: { 200: z.array(BannerSchema) },
  },
  promotionalCards: {
    tags: ['content'],
    summary: 'Active promotional cards',
    query: PlacementQuery,
    responses: { 200: z.array(PromotionalCardSchema) },
  },

  jobDetails: {
    tags: ['jobs'],
    summary: 'Job details (204 when unpublished)',
    params: JobIdParams,
    responses: { 200: JobDetailsSchema, 204: UnpublishedSchema, 404: DetailErrorSchema },
  },
  jobDetailsBySlug: {
    tags: ['jobs'],
    summary: 'Job details by the page’s company and job slugs (204 when unpublished)',
    params: z.object({ companySlug: z.string().min(1).max(200), jobSlug: z.string().min(1).max(300) }),
    responses: { 200: JobDetailsSchema, 204: UnpublishedSchema, 404: DetailErrorSchema },
  },
  jobCard: {
    tags: ['jobs'],
    summary: 'The public job card: job_code, flow_type, job_sub_category … (204 when unpublished)',
    params: JobIdParams,
    responses: { 200: JobCardSchema, 204: UnpublishedSchema, 404: DetailErrorSchema },
  },

  saveOrUpdateJob: {
    tags: ['saved jobs'],
    summary: 'Save (default), unsave (is_saved false) or record a view (viewed true)',
    body: SaveJobBodySchema,
    responses: {
      200: SavedJobStateSchema,
      400: z.union([DetailErrorSchema, FieldErrorsSchema]),
      404: DetailErrorSchema,
    },
  },
  savedOrRecentlyViewed: {
    tags: ['saved jobs'],
    summary: 'The candidate’s saved (type=saved) or recently viewed (type=recently_viewed) open jobs',
    query: SavedListQuerySchema,
    responses: { 200: JobSearchResponseSchema },
  },

  createAlert: {
    tags: ['job alerts'],
    summary: 'Create a job alert (the same active search answers the existing one)',
    body: JobAlertCreateSchema,
    responses: { 200: JobAlertSchema, 201: JobAlertSchema },
  },
  alerts: {
    tags: ['job alerts'],
    summary: 'The candidate’s active job alerts',
    query: PageQuerySchema,
    responses: { 200: JobAlertListSchema },
  },
  updateAlert: {
    tags: ['job alerts'],
    summary: 'Change an alert’s search, filters and frequency',
    params: AlertIdParams,
    body: JobAlertUpdateSchema,
    responses: { 200: JobAlertSchema, 400: FieldErrorsSchema, 404: DetailErrorSchema },
  },
  deactivateAlerts: deactivate,
  deactivateAlertsPost: deactivate,
  alertFeedback: {
    tags: ['job alerts'],
    summary: 'An alert and the feedback given on it',
    params: AlertIdParams,
    responses: { 200: AlertFeedbackSchema, 404: DetailErrorSchema },
  },
  giveAlertFeedback: {
    tags: ['job alerts'],
    summary: 'Say whether an alert’s jobs were relevant',
    params: AlertIdParams,
    body: AlertFeedbackBodySchema,
    responses: { 200: AlertFeedbackSchema, 404: DetailErrorSchema },
  },
  unsubscribeLink: {
    tags: ['job alerts'],
    summary: 'Unsubscribe link of an alert e-mail; redirects to the alert feedback page',
    params: AlertIdParams,
    query: UnsubscribeQuerySchema,
    description: 'Answers 303 to the alert feedback page.',
    responses: { 404: DetailErrorSchema },
  },
  unsubscribeOneClick: {
    tags: ['job alerts'],
    summary: 'One-click unsubscribe',
    params: AlertIdParams,
    query: UnsubscribeQuerySchema,
    responses: { 200: DeactivateAlertsResponseSchema },
  },

  recommendedJobs: {
    tags: ['jobs'],
    summary: 'Jobs recommended from the candidate’s profile and activity, each with the reason, never one applied to',
    query: PageQuerySchema,
    responses: { 200: RecommendedJobsResponseSchema },
  },
  similarJobs: {
    tags: ['jobs'],
    summary: 'Jobs similar to job_id, or to the signed-in candidate’s activity',
    query: PageQuerySchema.extend({ job_id: IdSchema.optional() }),
    responses: { 200: JobSearchResponseSchema, 404: DetailErrorSchema },
  },

  jobsForYou: {
    tags: ['jobs'],
    summary: 'Jobs ranked by how the candidate fits them, each with the evidence of every factor',
    query: PageQuerySchema,
    responses: { 200: JobsForYouResponseSchema },
  },
  notForMe: {
    tags: ['jobs'],
    summary: "Set a job aside with a reason: the next 'Jobs for you' leaves it out and reads the reason",
    body: NotForMeBodySchema,
    responses: { 200: z.object({ job_id: z.number().int(), reason: z.string() }), 404: DetailErrorSchema },
  },
  jobFits: {
    tags: ['jobs'],
    summary: "How the candidate fits each of these jobs ('How you match')",
    query: JobFitsQuerySchema,
    responses: { 200: JobFitsResponseSchema },
  },
} as const satisfies SchemaTable<typeof jobsRoutes>;
