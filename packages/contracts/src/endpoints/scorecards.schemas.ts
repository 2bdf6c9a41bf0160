import { z } from 'zod';
import type { SchemaTable } from '../endpoint.ts';
import { ApplicationParamsSchema, JobParamsSchema } from '../hiring.ts';
import {
  ApplicationScorecardsSchema,
  ScorecardInputSchema,
  ScorecardSchema,
  ScorecardTemplateInputSchema,
  ScorecardTemplateSchema,
} from '../scorecards.ts';
import type { scorecardsRoutes } from './scorecards.ts';

const Detail = z.object({ detail: z.string() });
const FieldErrors = z.record(z.string(), z.array(z.string()));
const tags = ['hiring'];

export const scorecardsSchemas = {
  jobScorecard: {
    tags,
    summary: "A job's scorecard: attributes in groups",
    params: JobParamsSchema,
    responses: { 200: ScorecardTemplateSchema, 404: Detail },
  },
  saveJobScorecard: {
    tags,
    summary: "Set a job's scorecard",
    params: JobParamsSchema,
    body: ScorecardTemplateInputSchema,
    responses: { 200: ScorecardTemplateSchema, 400: FieldErrors, 404: Detail },
  },
  applicationScorecards: {
    tags,
    summary: "The caller's scorecard, and colleagues' once the caller has submitted theirs",
    params: ApplicationParamsSchema,
    responses: { 200: ApplicationScorecardsSchema, 404: Detail },
  },
  submitScorecard: {
    tags,
    summary: 'Submit your scorecard (once)',
    params: ApplicationParamsSchema,
    body: ScorecardInputSchema,
    responses: { 201: ScorecardSchema, 400: FieldErrors, 404: Detail, 409: Detail },
  },
} as const satisfies SchemaTable<typeof scorecardsRoutes>;
