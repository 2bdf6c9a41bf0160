import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import {
  CandidateSurveyFormDetailSchema,
  CandidateSurveyFormListSchema,
  CreateSurveySchema,
  FixedSurveySchema,
  HiringSurveyListSchema,
  HiringSurveySchema,
  SendSurveyResultSchema,
  SendSurveySchema,
  SubmitSurveySchema,
  SurveyFormQuerySchema,
  SurveyFormSubmissionSchema,
  SurveyResponseListSchema,
  SurveySubmittedSchema,
} from '../surveys.ts';
import type { surveysRoutes } from './surveys.ts';

const Id = z.coerce.number().int().positive().max(2147483647);
const Bad = z.union([DetailErrorSchema, FieldErrorsSchema]);

export const surveysSchemas = {
  fixedSurvey: {
    tags: ['surveys'],
    summary: 'The fixed survey’s questions (and whether the signed-in caller answered it)',
    responses: { 200: FixedSurveySchema },
  },
  submitSurvey: {
    tags: ['surveys'],
    summary: 'Answer the fixed survey, once',
    body: SubmitSurveySchema,
    responses: { 201: SurveySubmittedSchema, 400: Bad, 409: DetailErrorSchema },
  },
  candidateSurveyForms: {
    tags: ['surveys'],
    summary: 'The surveys addressed to the candidate, waiting ones first',
    responses: { 200: CandidateSurveyFormListSchema },
  },
  surveyForm: {
    tags: ['surveys'],
    summary: 'One survey addressed to the candidate, with its questions',
    query: SurveyFormQuerySchema,
    responses: { 200: CandidateSurveyFormDetailSchema, 404: DetailErrorSchema },
  },
  surveyFormSubmission: {
    tags: ['surveys'],
    summary: 'Answer a survey addressed to the candidate, once',
    body: SurveyFormSubmissionSchema,
    responses: { 201: CandidateSurveyFormDetailSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  hiringSurveys: {
    tags: ['hiring'],
    summary: 'The company’s surveys with how many were sent and answered',
    responses: { 200: HiringSurveyListSchema },
  },
  createSurvey: {
    tags: ['hiring'],
    summary: 'Make a survey: single and multiple choice, rating and free-text questions',
    body: CreateSurveySchema,
    responses: { 201: HiringSurveySchema, 400: Bad },
  },
  sendSurvey: {
    tags: ['hiring'],
    summary: 'Address a survey to the candidates of some of the company’s applications (once each)',
    params: z.object({ surveyId: Id }),
    body: SendSurveySchema,
    responses: { 200: SendSurveyResultSchema, 400: Bad, 404: DetailErrorSchema },
  },
  surveyResponses: {
    tags: ['hiring'],
    summary: 'Who received a survey and what they answered',
    params: z.object({ surveyId: Id }),
    responses: { 200: SurveyResponseListSchema, 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof surveysRoutes>;
