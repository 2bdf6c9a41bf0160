// Surveys over HTTP (spec 02 §7; decisions 010, 016).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { surveysRoutes as routes } from '@talent/contracts/endpoints/surveys';
import { surveysSchemas as schemas } from '@talent/contracts/endpoints/surveys.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import type { SurveysService } from './surveys.service.ts';

export async function surveysRoutesPlugin(app: FastifyInstance, { surveys }: { surveys: SurveysService }) {
  const hiring = (request: FastifyRequest) => {
    const member = hiringOf(request);
    return { companyId: member.companyId, userId: member.userId };
  };
  registerEndpoints(app, routes, schemas, {
    fixedSurvey: async (request) => surveys.fixedSurvey(request.auth?.candidateId ?? null),
    submitSurvey: async (request, reply) =>
      reply.status(201).send(await surveys.submitFixed(authOf(request).candidateId, request.body.answers)),
    candidateSurveyForms: async (request) => surveys.listForms(authOf(request).candidateId),
    surveyForm: async (request) => surveys.getForm(authOf(request).candidateId, request.query.form_id),
    surveyFormSubmission: async (request, reply) =>
      reply.status(201).send(await surveys.submitForm(authOf(request).candidateId, request.body)),
    hiringSurveys: async (request) => surveys.listForCompany(hiring(request)),
    createSurvey: async (request, reply) => reply.status(201).send(await surveys.create(hiring(request), request.body)),
    sendSurvey: async (request) => surveys.send(hiring(request), request.params.surveyId, request.body.application_ids),
    surveyResponses: async (request) => surveys.responses(hiring(request), request.params.surveyId),
  });
}
