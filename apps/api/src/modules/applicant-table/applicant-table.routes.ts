// HTTP of the applicant table, tags, bulk actions and e-mail templates
// (decision 047), from the endpoint table.
import type { FastifyInstance } from 'fastify';
import { applicantTableRoutes as routes } from '@talent/contracts/endpoints/applicant-table';
import { applicantTableSchemas as schemas } from '@talent/contracts/endpoints/applicant-table.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { hiringOf } from '../../plugins/auth-guard.ts';
import type { EmailTemplatesService } from '../email-templates/email-templates.service.ts';
import type { ApplicantTableService } from './applicant-table.service.ts';

export interface ApplicantTableServices {
  table: ApplicantTableService;
  templates: EmailTemplatesService;
}

export async function applicantTableRoutesPlugin(
  app: FastifyInstance,
  { services }: { services: ApplicantTableServices },
) {
  const { table, templates } = services;
  registerEndpoints(app, routes, schemas, {
    applicantTable: async (request) => table.table(hiringOf(request), request.params.jobId, request.query),
    addTag: async (request, reply) =>
      reply.status(201).send(await table.addTag(hiringOf(request), request.params.applicationId, request.body.tag)),
    removeTag: async (request) => table.removeTag(hiringOf(request), request.params.applicationId, request.params.tag),
    bulkAction: async (request) => table.bulk(hiringOf(request), request.body),
    emailTemplates: async (request) => templates.list(hiringOf(request)),
    saveEmailTemplate: async (request) => templates.save(hiringOf(request), request.params.kind, request.body.body),
    resetEmailTemplate: async (request) => templates.reset(hiringOf(request), request.params.kind),
  });
}
