import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import { IdSchema } from '../paging.ts';
import {
  HiringMandatorySchema,
  MandatoryDetailsSchema,
  MandatoryDocumentParamsSchema,
  MandatoryDocumentSchema,
  MandatoryDocumentsSchema,
  MandatoryParamsSchema,
  MandatoryStatusSchema,
  RequestMandatorySchema,
  SaveMandatoryDetailsSchema,
} from '../mandatory-details.ts';
import { ApplicationParamsSchema } from '../screening.ts';
import type { mandatoryRoutes } from './mandatory-details.ts';

const Bad = z.union([DetailErrorSchema, FieldErrorsSchema]);
const tags = ['mandatory details'];
const hiring = ['hiring: mandatory details'];

export const mandatorySchemas = {
  status: {
    tags,
    summary: 'Every application where the hiring team asked for details and documents, with what is missing',
    responses: { 200: MandatoryStatusSchema },
  },
  details: {
    tags,
    summary: 'The details and documents asked for on one application, what is given, what is missing (read recorded)',
    params: MandatoryParamsSchema,
    responses: { 200: MandatoryDetailsSchema, 400: Bad, 404: DetailErrorSchema },
  },
  saveDetails: {
    tags,
    summary: 'Give or change details',
    params: MandatoryParamsSchema,
    body: SaveMandatoryDetailsSchema,
    responses: { 200: MandatoryDetailsSchema, 400: Bad, 404: DetailErrorSchema },
  },
  documents: {
    tags,
    summary: 'The documents given on one application (read recorded)',
    params: MandatoryParamsSchema,
    responses: { 200: MandatoryDocumentsSchema, 400: Bad, 404: DetailErrorSchema },
  },
  uploadDocument: {
    tags,
    summary: 'Upload one document (multipart: kind, file); checked by content and size; replaces the same kind',
    params: MandatoryParamsSchema,
    multipart: true,
    responses: { 201: MandatoryDocumentSchema, 400: Bad, 404: DetailErrorSchema },
  },
  documentFile: {
    tags,
    summary: 'One of the candidate’s documents (read recorded)',
    params: MandatoryDocumentParamsSchema,
    responses: { 404: DetailErrorSchema },
  },
  hiringRequest: {
    tags: hiring,
    summary: 'Select the applicant and ask for details and documents',
    params: ApplicationParamsSchema,
    body: RequestMandatorySchema,
    responses: { 201: HiringMandatorySchema, 400: Bad, 404: DetailErrorSchema },
  },
  hiringDetails: {
    tags: hiring,
    summary: 'What the applicant gave, and who read it when (this read is recorded too)',
    params: ApplicationParamsSchema,
    responses: { 200: HiringMandatorySchema, 404: DetailErrorSchema },
  },
  hiringDocumentFile: {
    tags: hiring,
    summary: 'One document (read recorded)',
    params: z.object({ applicationId: IdSchema, documentId: IdSchema }),
    responses: { 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof mandatoryRoutes>;
