// Jobs over HTTP (spec 02 §7 jobs catalogue, decision 009), registered from the
// endpoint table: search, suggestions, filters and categories, companies,
// banners and cards, job details and card, saved and recently viewed jobs,
// alerts and their feedback, recommended and similar jobs; plus the head data
// of the public job pages. Routes are thin: call the service, shape the reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jobsRoutes as routes } from '@talent/contracts/endpoints/jobs';
import { jobsSchemas as schemas } from '@talent/contracts/endpoints/jobs.schemas';
import { pathTo } from '@talent/contracts/routes';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { pageLinks } from '../../lib/page-links.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { AlertsService } from './alerts.service.ts';
import { registerJobHeads } from './job-head.ts';
import type { JobsService } from './jobs.service.ts';

export interface JobsRoutesOptions {
  jobs: JobsService;
  alerts: AlertsService;
  publicUrl: string;
}

export async function jobsRoutesPlugin(app: FastifyInstance, { jobs, alerts, publicUrl }: JobsRoutesOptions) {
  const viewerOf = (request: FastifyRequest) => request.auth?.candidateId ?? null;
  /** A DRF page: count, next/previous links, results. */
  const page = <T>(
    request: FastifyRequest,
    paging: { page: number; page_size: number },
    found: { count: number; results: T[] },
  ) => ({
    count: found.count,
    ...pageLinks(request, paging.page, paging.page_size, found.count),
    results: found.results,
  });
  const paging = (query: { page: number; page_size: number }) => ({ page: query.page, pageSize: query.page_size });

  // the client plugin (registered after the modules) owns headResolvers; fill it once every plugin is loaded
  app.addHook('onReady', async () => registerJobHeads(app, jobs, publicUrl));

  registerEndpoints(app, routes, schemas, {
    search: async (request) => {
      const found = await jobs.search(request.query, paging(request.query), viewerOf(request));
      return {
        ...page(request, request.query, found),
        ...(found.countIsEstimate ? { count_is_estimate: true } : {}),
        ...(found.correctedTerm ? { corrected_search_term: found.correctedTerm } : {}),
        ...(found.partialMatch ? { partial_match: true } : {}),
      };
    },
    autoSuggest: async (request) => jobs.suggestions(request.query.search_term),
    filters: async (request) => jobs.filters(request.query),
    openJobsCount: async () => ({ count: await jobs.openJobsCount() }),
    categories: async () => jobs.categories(),
    subCategoryMeta: async (request) => jobs.subCategoryMeta(request.query.job_sub_category),

    companies: async (request) =>
      page(
        request,
        request.query,
        await jobs.companies({ withPriority: request.query.with_priority === 'true', ...paging(request.query) }),
      ),
    company: async (request) => jobs.company(request.params.companyId),
    companyEvp: async (request) => jobs.companyEvp(request.params.companyId),
    banners: async (request) => jobs.banners(request.query.placement),
    promotionalCards: async (request) => jobs.promotionalCards(request.query.placement),

    jobDetails: async (request, reply) =>
      (await jobs.publishedDetails({ id: request.params.jobId }, viewerOf(request))) ?? reply.status(204).send(null),
    jobDetailsBySlug: async (request, reply) =>
      (await jobs.publishedDetails(request.params, viewerOf(request))) ?? reply.status(204).send(null),
    jobCard: async (request, reply) => (await jobs.publishedCard(request.params.jobId)) ?? reply.status(204).send(null),

    saveOrUpdateJob: async (request) => jobs.saveOrUpdate(authOf(request).candidateId, request.body),
    // decision 039: kept under the candidate's read version
    savedOrRecentlyViewed: async (request, reply) =>
      reply.sendKept(async () =>
        page(
          request,
          request.query,
          await jobs.savedOrRecentlyViewed(authOf(request).candidateId, request.query.type, paging(request.query)),
        ),
      ),

    createAlert: async (request, reply) => {
      const { alert, created } = await alerts.create(authOf(request).candidateId, request.body);
      return reply.status(created ? 201 : 200).send(alert);
    },
    alerts: async (request) =>
      page(request, request.query, await alerts.list(authOf(request).candidateId, paging(request.query))),
    updateAlert: async (request) => alerts.update(authOf(request).candidateId, request.params.alert_id, request.body),
    deactivateAlerts: async (request) => ({
      deactivated: await alerts.deactivate(authOf(request).candidateId, request.body),
    }),
    deactivateAlertsPost: async (request) => ({
      deactivated: await alerts.deactivate(authOf(request).candidateId, request.body),
    }),
    alertFeedback: async (request) => alerts.feedback(authOf(request).candidateId, request.params.alert_id),
    giveAlertFeedback: async (request) =>
      alerts.giveFeedback(authOf(request).candidateId, request.params.alert_id, request.body),
    unsubscribeLink: async (request, reply) => {
      await alerts.unsubscribe(request.params.alert_id, request.query);
      return reply.redirect(
        pathTo('jobAlertFeedback', {}, { alert_id: request.params.alert_id, unsubscribed: 'true' }),
        303,
      );
    },
    unsubscribeOneClick: async (request) => {
      await alerts.unsubscribe(request.params.alert_id, request.query);
      return { deactivated: 1 };
    },

    recommendedJobs: async (request) =>
      page(request, request.query, await jobs.recommended(authOf(request).candidateId, paging(request.query))),
    similarJobs: async (request) =>
      page(request, request.query, await jobs.similar(request.query.job_id, viewerOf(request), paging(request.query))),

    jobsForYou: async (request) => {
      const found = await jobs.jobsForYou(authOf(request).candidateId, paging(request.query));
      return { ...page(request, request.query, found), profile_missing: found.profile_missing };
    },
    notForMe: async (request) => jobs.notForMe(authOf(request).candidateId, request.body),
    jobFits: async (request) => ({
      fits: await jobs.jobFits(authOf(request).candidateId, request.query.job_ids.split(',').map(Number)),
    }),
  });
}
