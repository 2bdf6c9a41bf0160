// The candidate report over HTTP, registered from the endpoint table.
import type { FastifyInstance } from 'fastify';
import { candidateReportRoutes as routes } from '@talent/contracts/endpoints/candidate-report';
import { candidateReportSchemas as schemas } from '@talent/contracts/endpoints/candidate-report.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { CandidateReportService } from './candidate-report.service.ts';

export async function candidateReportRoutesPlugin(
  app: FastifyInstance,
  { candidateReport: service }: { candidateReport: CandidateReportService },
) {
  registerEndpoints(app, routes, schemas, {
    report: async (request) => service.report({ userId: authOf(request).userId }, request.params.userId),
  });
}
