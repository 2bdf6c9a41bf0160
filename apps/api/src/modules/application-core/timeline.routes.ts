// The application timeline over HTTP (decision 016).
import type { FastifyInstance } from 'fastify';
import { applicationTimelineRoutes as routes } from '@talent/contracts/endpoints/application-timeline';
import { applicationTimelineSchemas as schemas } from '@talent/contracts/endpoints/application-timeline.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import type { TimelineService } from './timeline.service.ts';

export async function timelineRoutes(app: FastifyInstance, { timeline }: { timeline: TimelineService }) {
  registerEndpoints(app, routes, schemas, {
    applicationTimeline: async (request) =>
      timeline.forCandidate(authOf(request).candidateId, request.params.candidateJobId),
    hiringApplicationTimeline: async (request) =>
      timeline.forHiringTeam(hiringOf(request).companyId, request.params.applicationId),
  });
}
