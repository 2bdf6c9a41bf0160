// HTTP of a company's hiring figures (decision 048), from the endpoint table.
import type { FastifyInstance } from 'fastify';
import { companyAnalyticsRoutes as routes } from '@talent/contracts/endpoints/company-analytics';
import { companyAnalyticsSchemas as schemas } from '@talent/contracts/endpoints/company-analytics.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { hiringOf } from '../../plugins/auth-guard.ts';
import type { CompanyAnalyticsService } from './company-analytics.service.ts';

export async function companyAnalyticsRoutesPlugin(
  app: FastifyInstance,
  { analytics }: { analytics: CompanyAnalyticsService },
) {
  registerEndpoints(app, routes, schemas, {
    companyAnalytics: async (request) => analytics.figures(hiringOf(request), request.query),
  });
}
