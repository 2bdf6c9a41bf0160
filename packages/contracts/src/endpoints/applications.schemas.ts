import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import {
  ApplicationFormSchema,
  AppliedJobListSchema,
  ExternalApplicationListSchema,
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
} from '../applications.ts';
import { IdSchema, PageQuerySchema } from '../paging.ts';
import type { applicationsRoutes } from './applications.ts';

const errors = { 400: z.union([DetailErrorSchema, FieldErrorsSchema]), 404: DetailErrorSchema };
const tags = ['applications'];

export const applicationsSchemas = {
  apply: {
    tags,
    summary: 'Apply to a job: status AP or PS by the rule, source/sourcer default T500-Direct',
    body: ApplyBodySchema,
    responses: { 201: ApplyResponseSchema, ...errors, 409: DetailErrorSchema },
  },
  appliedJobs: {
    tags,
    summary: 'The candidate’s applications with their status, newest first',
    query: PageQuerySchema,
    responses: { 200: AppliedJobListSchema },
  },
  applicationForm: {
    tags,
    summary: 'One application with its job, screening questions, custom fields and answers',
    query: z.object({ candidate_job_id: IdSchema }),
    responses: { 200: ApplicationFormSchema, 404: DetailErrorSchema },
  },
  submitScreening: {
    tags,
    summary: 'Answer the screening questions (and, for international candidates, the custom fields)',
    body: SubmitScreeningSchema,
    responses: { 200: ApplicationFormSchema, ...errors },
  },
  withdraw: {
    tags,
    summary: 'Withdraw an application (status WD)',
    body: UpdateApplicationStatusSchema,
    responses: { 200: AppliedJobSchema, 404: DetailErrorSchema },
  },
  trackExternal: {
    tags,
    summary: 'Record a click on an external job’s Apply; answers the url to open',
    body: TrackExternalSchema,
    responses: { 200: TrackExternalResponseSchema, ...errors },
  },
  externalApplications: {
    tags,
    summary: 'The jobs the candidate applied to on the company’s site, newest first',
    query: PageQuerySchema,
    responses: { 200: ExternalApplicationListSchema },
  },
  emailClick: {
    tags,
    summary: 'The redirection page records when an application e-mail link was clicked',
    body: EmailClickSchema,
    responses: { 204: z.null(), 400: FieldErrorsSchema },
  },
  eventMessage: {
    tags,
    summary: 'The message of a campaign (fastnext_T500 or automated_)',
    query: EventMessageQuerySchema,
    responses: { 200: EventMessageSchema, 400: FieldErrorsSchema },
  },
  messageData: {
    tags,
    summary: 'The candidate’s next step, if any (an application waiting for screening answers)',
    responses: { 200: MessageDataSchema },
  },
  customFields: {
    tags,
    summary: 'A set of extra application fields',
    // decision 041: any well-formed identifier answers; one without a set has no extra fields
    params: z.object({
      identifier: z
        .string()
        .max(80)
        .regex(/^[a-z0-9][a-z0-9_-]*$/i, { message: 'An identifier is letters, digits, - and _.' }),
    }),
    responses: { 200: CustomFieldsSchema, 400: FieldErrorsSchema },
  },
} as const satisfies SchemaTable<typeof applicationsRoutes>;
