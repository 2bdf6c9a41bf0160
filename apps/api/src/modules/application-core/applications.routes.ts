// Applications over HTTP (spec 01 §4, §7; spec 02 §7 catalogue), registered
// from the endpoint table: each handler calls the applications service.
import type { FastifyInstance } from 'fastify';
import { applicationsRoutes as routes } from '@talent/contracts/endpoints/applications';
import { applicationsSchemas as schemas } from '@talent/contracts/endpoints/applications.schemas';
import { notFound } from '../../lib/errors.ts';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { pageLinks } from '../../lib/page-links.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { ApplicationsService } from './applications.service.ts';

export async function applicationsRoutesPlugin(
  app: FastifyInstance,
  { applications }: { applications: ApplicationsService },
) {
  registerEndpoints(app, routes, schemas, {
    apply: async (request, reply) =>
      reply.status(201).send(await applications.apply(authOf(request).candidateId, request.body)),
    appliedJobs: async (request) => {
      const { page, page_size: pageSize } = request.query;
      const found = await applications.appliedJobs(authOf(request).candidateId, { page, pageSize });
      return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
    },
    applicationForm: async (request) =>
      applications.applicationForm(authOf(request).candidateId, request.query.candidate_job_id),
    submitScreening: async (request) => applications.submitScreening(authOf(request).candidateId, request.body),
    withdraw: async (request) => applications.withdraw(authOf(request).candidateId, request.body.candidate_job_id),
    externalApplications: async (request) => {
      const { page, page_size: pageSize } = request.query;
      const found = await applications.externalApplications(authOf(request).candidateId, { page, pageSize });
      return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
    },
    trackExternal: async (request) => applications.trackExternal(authOf(request).candidateId, request.body.job_id),
    emailClick: async (request, reply) => {
      await applications.emailClicked(request.body);
      return reply.status(204).send(null);
    },
    eventMessage: async (request) => applications.eventMessage(authOf(request).candidateId, request.query.utm_campaign),
    messageData: async (request) => applications.messageData(authOf(request).candidateId),
    customFields: async (request) => {
      const fields = applications.customFields(request.params.identifier);
      if (!fields) throw notFound();
      return { identifier: request.params.identifier, fields };
    },
  });
}
