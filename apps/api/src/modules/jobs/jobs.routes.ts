// Jobs over HTTP (spec 02 §7 jobs catalogue, decision 009): search, suggestions,
// filters and categories, companies, banners and cards, job details and card,
// saved and recently viewed jobs, alerts and their feedback, recommended and
// similar jobs; plus the alert worker's queue handler and the head data of the
// public job pages. Routes are thin: schema, guard, service or repo, reply.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '@talent/contracts/api-errors';
import {
  AlertFeedbackBodySchema,
  AlertFeedbackSchema,
  AutoSuggestQuerySchema,
  BannerSchema,
  CompanyEvpSchema,
  CompanyListResponseSchema,
  CompanySchema,
  DeactivateAlertsResponseSchema,
  DeactivateAlertsSchema,
  JobAlertCreateSchema,
  JobAlertListSchema,
  JobAlertSchema,
  JobCardSchema,
  JobCategorySchema,
  type JobDetails,
  JobDetailsSchema,
  JobFiltersSchema,
  JobSearchQuerySchema,
  JobSearchResponseSchema,
  OpenJobsCountSchema,
  PromotionalCardSchema,
  SavedJobStateSchema,
  SavedListQuerySchema,
  SaveJobBodySchema,
  SubCategoryMetaSchema,
  SuggestionsResponseSchema,
} from '@talent/contracts/jobs';
import { IdSchema, PageQuerySchema } from '@talent/contracts/paging';
import { pathTo } from '@talent/contracts/routes';
import { authOf } from '../../plugins/auth-guard.ts';
import { detailError, notFound } from '../../lib/errors.ts';
import { createAlertMatchHandler, JOB_ALERTS_MATCH } from './alert-digest.ts';
import { listActiveAlerts, toJobAlert } from './alerts.repo.ts';
import { createAlert, deactivate, feedbackFor, giveFeedback, unsubscribe } from './alerts.service.ts';
import { activeBanners, activePromotionalCards, findCompany, listCompanies } from './companies.repo.ts';
import { registerJobHeads } from './job-head.ts';
import { loadCardsByIds, type JobLookup } from './job-cards.repo.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { unsubscribeKey } from './signed-links.ts';
import { createAggregates, criteriaFromQuery, lookupJob, saveOrUpdateJob, subCategoryMeta } from './jobs.service.ts';
import { candidateSignals, jobSignals, recommendJobs } from './recommendations.repo.ts';
import { listSavedJobIds } from './saved-jobs.repo.ts';
import { searchJobs, suggestTerms } from './search.repo.ts';
import { pageLinks } from '../../lib/page-links.ts';

const PagingSchema = PageQuerySchema;
const JobIdParams = z.object({ jobId: IdSchema });
const CompanyKeyParams = z.object({ companyId: z.string().trim().min(1).max(120) });
const AlertIdParams = z.object({ alert_id: IdSchema });
const UnpublishedSchema = z.null().describe('The job is unpublished: no content');
const PlacementQuery = z.object({ placement: z.string().trim().max(40).optional() });

const companyKey = (value: string) => (/^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value });

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, urlSigner, config, now } = app.deps;
  const db = database.db;
  const publicUrl = publicUrlOf(config);
  const aggregates = createAggregates(db);
  const viewerOf = (request: FastifyRequest) => request.auth?.candidateId ?? null;

  app.queueHandlers[JOB_ALERTS_MATCH] = createAlertMatchHandler({ db, publicUrl, urlSigner, now });
  // the client plugin (registered after the modules) owns headResolvers; fill it once every plugin is loaded
  app.addHook('onReady', async () => registerJobHeads(app, db, publicUrl));

  // ------------------------------------------------------------ search

  const searchSchema = {
    tags: ['jobs'],
    querystring: JobSearchQuerySchema,
    response: { 200: JobSearchResponseSchema },
  };
  for (const url of ['/v5/jobs/search/', '/v3/jobs/search/', '/jobs/']) {
    app.get(
      url,
      { preHandler: app.optionalAuth, schema: { ...searchSchema, summary: 'Search published jobs' } },
      async (request) => {
        const { page, page_size: pageSize } = request.query;
        const found = await searchJobs(db, criteriaFromQuery(request.query), { page, pageSize }, viewerOf(request));
        return {
          count: found.count,
          ...pageLinks(request, page, pageSize, found.count),
          results: found.results,
          ...(found.countIsEstimate ? { count_is_estimate: true } : {}),
          ...(found.correctedTerm ? { corrected_search_term: found.correctedTerm } : {}),
        };
      },
    );
  }

  app.get(
    '/auto_suggest/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Typo-tolerant suggestions for the search box',
        querystring: AutoSuggestQuerySchema,
        response: { 200: SuggestionsResponseSchema },
      },
    },
    async (request) =>
      (await suggestTerms(db, request.query.search_term)).map((row) => ({
        id: `${row.kind}:${row.text}`,
        text: row.text,
      })),
  );

  app.get(
    '/jobs/job_filters/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Filter options with counts for the jobs a search finds (each filter leaves out its own value)',
        querystring: JobSearchQuerySchema,
        response: { 200: JobFiltersSchema },
      },
    },
    async (request) => aggregates.filters({ ...criteriaFromQuery(request.query), jobIds: undefined }),
  );

  app.get(
    '/jobs/open_jobs_count/',
    { schema: { tags: ['jobs'], summary: 'Published jobs count', response: { 200: OpenJobsCountSchema } } },
    async () => ({ count: await aggregates.openJobs() }),
  );

  app.get(
    '/job-categories/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Categories and sub-categories',
        response: { 200: z.array(JobCategorySchema) },
      },
    },
    async () => aggregates.categories(),
  );

  app.get(
    '/v1/sub-category-meta/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Page copy for a job sub-category',
        querystring: z.object({ job_sub_category: z.string().trim().min(1).max(100) }),
        response: { 200: SubCategoryMetaSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => subCategoryMeta(db, request.query.job_sub_category),
  );

  // ------------------------------------------------------------ companies and content

  app.get(
    '/companies/',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies; with_priority=true for the featured ones',
        querystring: PagingSchema.extend({ with_priority: z.enum(['true', 'false']).optional() }),
        response: { 200: CompanyListResponseSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const found = await listCompanies(db, { withPriority: request.query.with_priority === 'true', page, pageSize });
      return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
    },
  );

  app.get(
    '/companies/:companyId/',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company by id or slug',
        params: CompanyKeyParams,
        response: { 200: CompanySchema, 404: DetailErrorSchema },
      },
    },
    async (request) => (await findCompany(db, companyKey(request.params.companyId))) ?? Promise.reject(notFound()),
  );

  app.get(
    '/companies-evp/:companyId/',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company’s profile (employer value proposition)',
        params: CompanyKeyParams,
        response: { 200: CompanyEvpSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => {
      const company = await findCompany(db, companyKey(request.params.companyId));
      if (!company) throw notFound();
      return { ...company, company_about_section: { id: company.id, name: company.name, about: company.about } };
    },
  );

  app.get(
    '/banners/active/',
    {
      schema: {
        tags: ['content'],
        summary: 'Active banners',
        querystring: PlacementQuery,
        response: { 200: z.array(BannerSchema) },
      },
    },
    async (request) => activeBanners(db, now(), request.query.placement),
  );

  app.get(
    '/promotional-cards/',
    {
      schema: {
        tags: ['content'],
        summary: 'Active promotional cards',
        querystring: PlacementQuery,
        response: { 200: z.array(PromotionalCardSchema) },
      },
    },
    async (request) => activePromotionalCards(db, request.query.placement),
  );

  // ------------------------------------------------------------ one job

  /** spec 02 §3: an unpublished job answers 204 (null here); the page shows its unpublished state. */
  const details = async (lookup: JobLookup, request: FastifyRequest): Promise<JobDetails | null> => {
    const found = await lookupJob(db, lookup, viewerOf(request));
    if (!found) throw notFound();
    return found.kind === 'published' ? found.job : null;
  };

  app.get(
    '/candidate_jobs/:jobId/',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['jobs'],
        summary: 'Job details (204 when unpublished)',
        params: JobIdParams,
        response: { 200: JobDetailsSchema, 204: UnpublishedSchema, 404: DetailErrorSchema },
      },
    },
    async (request, reply) => (await details({ id: request.params.jobId }, request)) ?? reply.status(204).send(null),
  );

  app.get(
    '/jobs/details/:companySlug/:jobSlug/',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['jobs'],
        summary: 'Job details by the page’s company and job slugs (204 when unpublished)',
        params: z.object({ companySlug: z.string().min(1).max(200), jobSlug: z.string().min(1).max(300) }),
        response: { 200: JobDetailsSchema, 204: UnpublishedSchema, 404: DetailErrorSchema },
      },
    },
    async (request, reply) => (await details(request.params, request)) ?? reply.status(204).send(null),
  );

  app.get(
    '/jobs/card/:jobId/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'The public job card: job_code, flow_type, job_sub_category … (204 when unpublished)',
        params: JobIdParams,
        response: { 200: JobCardSchema, 204: UnpublishedSchema, 404: DetailErrorSchema },
      },
    },
    async (request, reply) => {
      const [card] = await loadCardsByIds(db, [request.params.jobId], null, { publishedOnly: false });
      if (!card) throw notFound();
      const found = await lookupJob(db, { id: card.id }, null);
      if (found?.kind === 'unpublished') return reply.status(204).send(null);
      return card;
    },
  );

  // ------------------------------------------------------------ saved and recently viewed

  app.post(
    '/save-or-update-job/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['saved jobs'],
        summary: 'Save (default), unsave (is_saved false) or record a view (viewed true)',
        body: SaveJobBodySchema,
        response: {
          200: SavedJobStateSchema,
          400: z.union([DetailErrorSchema, FieldErrorsSchema]),
          404: DetailErrorSchema,
        },
      },
    },
    async (request) => saveOrUpdateJob(db, authOf(request).candidateId, request.body, now()),
  );

  app.get(
    '/active-saved-or-recently-viewed-jobs/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['saved jobs'],
        summary: 'The candidate’s saved (type=saved) or recently viewed (type=recently_viewed) open jobs',
        querystring: SavedListQuerySchema,
        response: { 200: JobSearchResponseSchema },
      },
    },
    async (request) => {
      const { candidateId } = authOf(request);
      const { type, page, page_size: pageSize } = request.query;
      const { count, ids } = await listSavedJobIds(db, candidateId, type, { page, pageSize });
      const results = await loadCardsByIds(db, ids, candidateId);
      return { count, ...pageLinks(request, page, pageSize, count), results };
    },
  );

  // ------------------------------------------------------------ alerts

  app.post(
    '/v1/job-search/alerts/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['job alerts'],
        summary: 'Create a job alert (the same active search answers the existing one)',
        body: JobAlertCreateSchema,
        response: { 200: JobAlertSchema, 201: JobAlertSchema },
      },
    },
    async (request, reply) => {
      const { alert, created } = await createAlert(db, authOf(request).candidateId, request.body, now());
      return reply.status(created ? 201 : 200).send(alert);
    },
  );

  app.get(
    '/v1/job-search/alerts/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['job alerts'],
        summary: 'The candidate’s active job alerts',
        querystring: PagingSchema,
        response: { 200: JobAlertListSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const found = await listActiveAlerts(db, authOf(request).candidateId, { page, pageSize });
      return {
        count: found.count,
        ...pageLinks(request, page, pageSize, found.count),
        results: found.rows.map(toJobAlert),
      };
    },
  );

  for (const method of ['DELETE', 'POST'] as const) {
    app.route({
      method,
      url: '/v1/job-search/alerts/deactivate/',
      preHandler: app.requireAuth,
      schema: {
        tags: ['job alerts'],
        summary: 'Deactivate alerts by alert_ids, or all with an empty list and deactivate_all',
        body: DeactivateAlertsSchema,
        response: { 200: DeactivateAlertsResponseSchema },
      },
      handler: async (request) => ({
        deactivated: await deactivate(db, authOf(request).candidateId, request.body, now()),
      }),
    });
  }

  app.get(
    '/v1/job-search/alerts-feedback/:alert_id/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['job alerts'],
        summary: 'An alert and the feedback given on it',
        params: AlertIdParams,
        response: { 200: AlertFeedbackSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => feedbackFor(db, authOf(request).candidateId, request.params.alert_id),
  );

  app.post(
    '/v1/job-search/alerts-feedback/:alert_id/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['job alerts'],
        summary: 'Say whether an alert’s jobs were relevant',
        params: AlertIdParams,
        body: AlertFeedbackBodySchema,
        response: { 200: AlertFeedbackSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => giveFeedback(db, authOf(request).candidateId, request.params.alert_id, request.body, now()),
  );

  const UnsubscribeQuery = z.object({
    expires: z.coerce.number().int(),
    signature: z.string().min(10).max(200),
  });
  const checkUnsubscribe = (alertId: number, query: z.infer<typeof UnsubscribeQuery>) => {
    if (!urlSigner.verify(unsubscribeKey(alertId), query.expires, query.signature, now().getTime())) {
      throw detailError(403, 'This unsubscribe link is not valid.');
    }
  };

  // the e-mail link: works without signing in, the signature is the proof
  app.get(
    '/v1/job-search/alerts/:alert_id/unsubscribe/',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'Unsubscribe link of an alert e-mail; redirects to the alert feedback page',
        params: AlertIdParams,
        querystring: UnsubscribeQuery,
      },
    },
    async (request, reply) => {
      checkUnsubscribe(request.params.alert_id, request.query);
      await unsubscribe(db, request.params.alert_id, now());
      return reply.redirect(
        pathTo('jobAlertFeedback', {}, { alert_id: request.params.alert_id, unsubscribed: 'true' }),
        303,
      );
    },
  );

  // one-click unsubscribe (RFC 8058) posts to the same address
  app.post(
    '/v1/job-search/alerts/:alert_id/unsubscribe/',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'One-click unsubscribe',
        params: AlertIdParams,
        querystring: UnsubscribeQuery,
        response: { 200: DeactivateAlertsResponseSchema },
      },
    },
    async (request) => {
      checkUnsubscribe(request.params.alert_id, request.query);
      await unsubscribe(db, request.params.alert_id, now());
      return { deactivated: 1 };
    },
  );

  // ------------------------------------------------------------ recommendations

  app.get(
    '/users/candidate/recommended_jobs/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['jobs'],
        summary: 'Jobs recommended from the candidate’s profile and activity',
        querystring: PagingSchema,
        response: { 200: JobSearchResponseSchema },
      },
    },
    async (request) => {
      const { candidateId } = authOf(request);
      const { page, page_size: pageSize } = request.query;
      const found = await recommendJobs(db, await candidateSignals(db, candidateId), { page, pageSize }, candidateId);
      return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
    },
  );

  app.get(
    '/users/candidate/similar-jobs/',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['jobs'],
        summary: 'Jobs similar to job_id, or to the signed-in candidate’s activity',
        querystring: PagingSchema.extend({ job_id: IdSchema.optional() }),
        response: { 200: JobSearchResponseSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { page, page_size: pageSize, job_id: jobId } = request.query;
      const signals = jobId ? await jobSignals(db, jobId) : viewer !== null ? await candidateSignals(db, viewer) : null;
      if (!signals) throw jobId ? notFound() : detailError(400, 'Give job_id, or sign in.');
      const found = await recommendJobs(db, signals, { page, pageSize }, viewer);
      return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
    },
  );
};
