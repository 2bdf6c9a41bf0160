// HTTP of the hiring workspace (decision 017), registered from the endpoint
// table: the guard of each route comes from its access ('hiring' for members).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hiringRoutes as routes } from '@talent/contracts/endpoints/hiring';
import { hiringSchemas as schemas } from '@talent/contracts/endpoints/hiring.schemas';
import type { Config } from '../../config/env.ts';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import type { HiringJobsService } from './hiring-jobs.service.ts';
import type { PipelineService } from './pipeline.service.ts';
import type { TeamService } from './team.service.ts';

export interface HiringServices {
  team: TeamService;
  jobs: HiringJobsService;
  pipeline: PipelineService;
}

export async function hiringRoutes(
  app: FastifyInstance,
  { services, config }: { services: HiringServices; config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> },
) {
  const { team, jobs, pipeline } = services;
  // links in e-mails come from configuration only, never from the request's Host header
  const origin = (request: FastifyRequest) => ({
    ip: request.ip,
    baseUrl: publicUrlOf(config),
  });

  registerEndpoints(app, routes, schemas, {
    me: async (request) => team.me(hiringOf(request)),
    team: async (request) => team.team(hiringOf(request)),
    inviteMember: async (request, reply) =>
      reply.status(201).send(await team.invite(hiringOf(request), request.body, origin(request).baseUrl)),
    revokeInvitation: async (request, reply) => {
      await team.revokeInvitation(hiringOf(request), request.params.invitationId);
      return reply.status(204).send();
    },
    removeMember: async (request, reply) => {
      await team.removeMember(hiringOf(request), request.params.memberId);
      return reply.status(204).send();
    },
    activity: async (request) => ({ results: await team.activity(hiringOf(request)) }),
    invitation: async (request) => team.preview(request.params.token),
    acceptInvitation: async (request, reply) =>
      reply.status(201).send(await team.acceptWithNewAccount(request.params.token, request.body, origin(request))),
    joinInvitation: async (request) => team.acceptAsUser(request.params.token, authOf(request)),
    jobs: async (request) => ({ results: await jobs.list(hiringOf(request), request.query) }),
    createJob: async (request, reply) => reply.status(201).send(await jobs.create(hiringOf(request), request.body)),
    job: async (request) => jobs.get(hiringOf(request), request.params.jobId),
    updateJob: async (request) => jobs.update(hiringOf(request), request.params.jobId, request.body),
    publishJob: async (request) => jobs.publish(hiringOf(request), request.params.jobId),
    unpublishJob: async (request) => jobs.unpublish(hiringOf(request), request.params.jobId),
    closeJob: async (request) => jobs.close(hiringOf(request), request.params.jobId),
    pipeline: async (request) => pipeline.pipeline(hiringOf(request), request.params.jobId, request.query),
    applicant: async (request) => pipeline.applicant(hiringOf(request), request.params.applicationId),
    moveApplication: async (request) => pipeline.move(hiringOf(request), request.params.applicationId, request.body),
    rejectApplication: async (request) =>
      pipeline.reject(hiringOf(request), request.params.applicationId, request.body),
    hireApplication: async (request) => pipeline.hire(hiringOf(request), request.params.applicationId, request.body),
    reopenApplication: async (request) =>
      pipeline.reopen(hiringOf(request), request.params.applicationId, request.body),
    overview: async (request) => pipeline.overview(hiringOf(request)),
  });
}
