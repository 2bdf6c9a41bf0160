import { z } from 'zod';
import {
  AddTagSchema,
  ApplicantTableQuerySchema,
  ApplicantTableSchema,
  ApplicationTagsSchema,
  BulkActionSchema,
  BulkResultSchema,
  TagParamsSchema,
} from '../applicant-table.ts';
import {
  EmailTemplateInputSchema,
  EmailTemplateKindParamsSchema,
  EmailTemplateListSchema,
  EmailTemplateSchema,
} from '../email-templates.ts';
import type { SchemaTable } from '../endpoint.ts';
import { ApplicationParamsSchema, JobParamsSchema } from '../hiring.ts';
import type { applicantTableRoutes } from './applicant-table.ts';

const Detail = z.object({ detail: z.string() });
const FieldErrors = z.record(z.string(), z.array(z.string()));
const tags = ['hiring'];

export const applicantTableSchemas = {
  applicantTable: {
    tags,
    summary: "A job's applicants, one page, sorted by date, stage or fit and filtered by stage, source, tag or rating",
    params: JobParamsSchema,
    query: ApplicantTableQuerySchema,
    responses: { 200: ApplicantTableSchema, 400: FieldErrors, 404: Detail },
  },
  addTag: {
    tags,
    summary: 'Tag an application (the team sees tags, the candidate never does)',
    params: ApplicationParamsSchema,
    body: AddTagSchema,
    responses: { 201: ApplicationTagsSchema, 400: FieldErrors, 404: Detail },
  },
  removeTag: {
    tags,
    summary: 'Remove a tag from an application',
    params: TagParamsSchema,
    responses: { 200: ApplicationTagsSchema, 400: FieldErrors, 404: Detail },
  },
  bulkAction: {
    tags,
    summary: 'Reject, move or send a survey to many applications; each is refused on its own, with why',
    body: BulkActionSchema,
    responses: { 200: BulkResultSchema, 400: FieldErrors, 404: Detail },
  },
  emailTemplates: {
    tags,
    summary: "The company's e-mail templates (the defaults where it has none)",
    responses: { 200: EmailTemplateListSchema },
  },
  saveEmailTemplate: {
    tags,
    summary: 'Write one e-mail template; an unknown placeholder answers 400 naming it',
    params: EmailTemplateKindParamsSchema,
    body: EmailTemplateInputSchema,
    responses: { 200: EmailTemplateSchema, 400: FieldErrors },
  },
  resetEmailTemplate: {
    tags,
    summary: 'Go back to the default template',
    params: EmailTemplateKindParamsSchema,
    responses: { 200: EmailTemplateSchema, 400: FieldErrors },
  },
} as const satisfies SchemaTable<typeof applicantTableRoutes>;
