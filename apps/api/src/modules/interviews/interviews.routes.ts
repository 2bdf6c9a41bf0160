// HTTP of interviews (decision 044), from the endpoint table. Calendar files
// answer text/calendar.
import type { FastifyInstance } from 'fastify';
import { interviewsRoutes as routes } from '@talent/contracts/endpoints/interviews';
import { interviewsSchemas as schemas } from '@talent/contracts/endpoints/interviews.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import type { InterviewsCandidateService } from './interviews-candidate.service.ts';
import type { InterviewsService } from './interviews.service.ts';

/** Interviews' two services: the hiring team's side and the candidate's. */
export interface InterviewsServices {
  team: InterviewsService;
  candidate: InterviewsCandidateService;
}

export async function interviewsRoutesPlugin(
  app: FastifyInstance,
  { interviews: { team: interviews, candidate } }: { interviews: InterviewsServices },
) {
  registerEndpoints(app, routes, schemas, {
    applicationInterviews: async (request) => interviews.list(hiringOf(request), request.params.applicationId),
    scheduleInterview: async (request, reply) =>
      reply.status(201).send(await interviews.schedule(hiringOf(request), request.params.applicationId, request.body)),
    rescheduleInterview: async (request) =>
      interviews.reschedule(hiringOf(request), request.params.interviewId, request.body),
    cancelInterview: async (request) => interviews.cancel(hiringOf(request), request.params.interviewId, request.body),
    upcomingInterviews: async (request) => interviews.upcoming(hiringOf(request)),
    interviewCalendar: async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="interview-${request.params.interviewId}.ics"`)
        .send(await interviews.calendar(hiringOf(request), request.params.interviewId)),
    candidateInterviews: async (request) => candidate.list(authOf(request)),
    pickInterviewTime: async (request) => candidate.pick(authOf(request), request.params.interviewId, request.body),
    candidateInterviewCalendar: async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="interview-${request.params.interviewId}.ics"`)
        .send(await candidate.calendar(authOf(request), request.params.interviewId)),
  });
}
