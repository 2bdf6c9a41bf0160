// Applications over HTTP (spec 01 §4, §7; spec 02 §7 catalogue): apply,
// applied jobs, the application's form data and screening submission,
// withdrawal, external-application tracking, the redirection page's e-mail
// click (no token, signed link), the campaign event message, the candidate's next-step
// message and the custom fields of the international job-apply page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '@talent/contracts/api-errors';
import {
  ApplicationFormSchema,
  AppliedJobListSchema,
  AppliedJobSchema,
  ApplyBodySchema,
  ApplyResponseSchema,
  CustomFieldsSchema,
  EmailClickSchema,
  EventMessageQuerySchema,
  EventMessageSchema,
  MessageDataSchema,
  SubmitScreeningSchema,
  TrackExternalResponseSchema,
  TrackExternalSchema,
  UpdateApplicationStatusSchema,
} from '@talent/contracts/jobs';
import { IdSchema, PageQuerySchema } from '@talent/contracts/paging';
import { notFound } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import {
  applicationForm,
  appliedJobs,
  apply,
  CUSTOM_FIELD_SETS,
  emailClicked,
  eventMessage,
  messageData,
  submitScreening,
  trackExternal,
  withdraw,
  type ApplicationsDeps,
} from './applications.service.ts';
import { pageLinks } from '../../lib/page-links.ts';

const PagingSchema = PageQuerySchema;
const Errors = { 400: z.union([DetailErrorSchema, FieldErrorsSchema]), 404: DetailErrorSchema };

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ApplicationsDeps = {
    db: app.deps.database.db,
    now: app.deps.now,
    publicUrl: publicUrlOf(app.deps.config),
    urlSigner: app.deps.urlSigner,
  };

  app.post(
    '/candidate_jobs/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Apply to a job: status AP or PS by the rule, source/sourcer default T500-Direct',
        body: ApplyBodySchema,
        response: { 201: ApplyResponseSchema, ...Errors, 409: DetailErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await apply(deps, authOf(request).candidateId, request.body)),
  );

  app.get(
    '/applied_jobs/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'The candidate’s applications with their status, newest first',
        querystring: PagingSchema,
        response: { 200: AppliedJobListSchema },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const found = await appliedJobs(deps.db, authOf(request).candidateId, { page, pageSize });
      return { count: found.count, ...pageLinks(request, page, pageSize, found.count), results: found.results };
    },
  );

  app.get(
    '/candidate_jobs/form-data/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'One application with its job, screening questions, custom fields and answers',
        querystring: z.object({ candidate_job_id: IdSchema }),
        response: { 200: ApplicationFormSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => applicationForm(deps.db, authOf(request).candidateId, request.query.candidate_job_id),
  );

  app.post(
    '/jobs/submit_screening/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Answer the screening questions (and, for international candidates, the custom fields)',
        body: SubmitScreeningSchema,
        response: { 200: ApplicationFormSchema, ...Errors },
      },
    },
    async (request) => submitScreening(deps, authOf(request).candidateId, request.body),
  );

  app.post(
    '/update-application-status/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Withdraw an application (status WD)',
        body: UpdateApplicationStatusSchema,
        response: { 200: AppliedJobSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => withdraw(deps, authOf(request).candidateId, request.body.candidate_job_id),
  );

  app.post(
    '/candidate_jobs/track-external-applications/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'Record a click on an external job’s Apply; answers the url to open',
        body: TrackExternalSchema,
        response: { 200: TrackExternalResponseSchema, ...Errors },
      },
    },
    async (request) => trackExternal(deps, authOf(request).candidateId, request.body.job_id),
  );

  // spec 02 §6: the click-timestamp call carries no token
  app.post(
    '/candidate_jobs/update_email_click_timestamp/',
    {
      schema: {
        tags: ['applications'],
        summary: 'The redirection page records when an application e-mail link was clicked',
        body: EmailClickSchema,
        response: { 204: z.null(), 400: FieldErrorsSchema },
      },
    },
    async (request, reply) => {
      await emailClicked(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/generate-event-message/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'The message of a campaign (fastnext_T500 or automated_)',
        querystring: EventMessageQuerySchema,
        response: { 200: EventMessageSchema, 400: FieldErrorsSchema },
      },
    },
    async (request) => eventMessage(deps, authOf(request).candidateId, request.query.utm_campaign),
  );

  app.get(
    '/candidate/get-message-data/',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['applications'],
        summary: 'The candidate’s next step, if any (an application waiting for screening answers)',
        response: { 200: MessageDataSchema },
      },
    },
    async (request) => messageData(deps.db, authOf(request).candidateId),
  );

  app.get(
    '/v1/custom-fields/:identifier/',
    {
      schema: {
        tags: ['applications'],
        summary: 'A set of extra application fields',
        params: z.object({ identifier: z.string().max(80) }),
        response: { 200: CustomFieldsSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => {
      const fields = CUSTOM_FIELD_SETS[request.params.identifier];
      if (!fields) throw notFound();
      return { identifier: request.params.identifier, fields };
    },
  );
};
