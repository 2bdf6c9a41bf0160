// Applications over HTTP (spec 01 §4, §7; spec 02 §7 catalogue), registered
// from the endpoint table: each handler calls the candidate's applications
// service or the one for what surrounds applying (clicks, campaigns, prompts).
import type { FastifyInstance } from 'fastify';
import { applicationsRoutes as routes } from '@talent/contracts/endpoints/applications';
import { applicationsSchemas as schemas } from '@talent/contracts/endpoints/applications.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { pageLinks } from '../../lib/page-links.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { ApplicationTrafficService } from './application-traffic.service.ts';
import type { ApplicationsService } from './applications.service.ts';

/** The applications' services the routes call: the candidate's applications and what surrounds applying. */
export interface ApplicationsRouteServices {
  candidate: ApplicationsService;
  traffic: ApplicationTrafficService;
}

export async function applicationsRoutesPlugin(
  app: FastifyInstance,
  { applications: { candidate: applications, traffic } }: { applications: ApplicationsRouteServices },
) {
  registerEndpoints(app, routes, schemas, {
    apply: async (request, reply) =>
      reply.status(201).send(await applications.apply(authOf(request).candidateId, request.body)),
    // decision 039: kept under the candidate's read version
    appliedJobs: async (request, reply) =>
      reply.sendKept(async () => {
        const { page, page_size: pageSize } = request.query;
        const found = await applications.appliedJobs(authOf(request).candidateId, { page, pageSize });
        return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
      }),
    applicationForm: async (request) =>
      applications.applicationForm(authOf(request).candidateId, request.query.candidate_job_id),
    submitScreening: async (request) => applications.submitScreening(authOf(request).candidateId, request.body),
    withdraw: async (request) => applications.withdraw(authOf(request).candidateId, request.body.candidate_job_id),
    externalApplications: async (request) => {
      const { page, page_size: pageSize } = request.query;
      const found = await applications.externalApplications(authOf(request).candidateId, { page, pageSize });
      return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
    },
    trackExternal: async (request) => traffic.trackExternal(authOf(request).candidateId, request.body.job_id),
    emailClick: async (request, reply) => {
      await traffic.emailClicked(request.body);
      return reply.status(204).send(null);
    },
    eventMessage: async (request) => traffic.eventMessage(authOf(request).candidateId, request.query.utm_campaign),
    messageData: async (request) => traffic.messageData(authOf(request).candidateId),
    // decision 041: an identifier without a set of its own asks for no extra fields
    customFields: async (request) => ({
      identifier: request.params.identifier,
      fields: traffic.customFields(request.params.identifier) ?? [],
    }),
  });
}
