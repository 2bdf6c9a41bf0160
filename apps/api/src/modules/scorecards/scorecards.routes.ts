// HTTP of scorecards (decision 043), from the endpoint table.
import type { FastifyInstance } from 'fastify';
import { scorecardsRoutes as routes } from '@talent/contracts/endpoints/scorecards';
import { scorecardsSchemas as schemas } from '@talent/contracts/endpoints/scorecards.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { hiringOf } from '../../plugins/auth-guard.ts';
import type { ScorecardsService } from './scorecards.service.ts';

export async function scorecardsRoutesPlugin(app: FastifyInstance, { scorecards }: { scorecards: ScorecardsService }) {
  registerEndpoints(app, routes, schemas, {
    jobScorecard: async (request) => scorecards.jobTemplate(hiringOf(request), request.params.jobId),
    saveJobScorecard: async (request) =>
      scorecards.saveJobTemplate(hiringOf(request), request.params.jobId, request.body),
    applicationScorecards: async (request) =>
      scorecards.forApplication(hiringOf(request), request.params.applicationId),
    submitScorecard: async (request, reply) =>
      reply.status(201).send(await scorecards.submit(hiringOf(request), request.params.applicationId, request.body)),
  });
}
