import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import {
  AssessmentAnswersSchema,
  AssessmentConsentSchema,
  AssessmentFileSchema,
  AssessmentParamsSchema,
  AssessmentReportSchema,
  AssessmentSummarySchema,
  CandidateAssessmentSchema,
  CreateAssessmentSchema,
  HiringAssessmentSchema,
  ReviewAssessmentSchema,
} from '../assessments.ts';
import type { SchemaTable } from '../endpoint.ts';
import { IdSchema } from '../paging.ts';
import { ApplicationParamsSchema, CandidateJobParamsSchema } from '../screening.ts';
import type { assessmentRoutes } from './assessments.ts';

const Bad = z.union([DetailErrorSchema, FieldErrorsSchema]);
const tags = ['coding assessment'];
const hiring = ['hiring: assessments'];

export const assessmentSchemas = {
  questions: {
    tags,
    summary: 'The application’s assessment: state, time left, the questions once started, the saved draft',
    params: CandidateJobParamsSchema,
    responses: { 200: CandidateAssessmentSchema, 404: DetailErrorSchema },
  },
  saveDraft: {
    tags,
    summary: 'Save the draft answers (refused once the time is over)',
    params: CandidateJobParamsSchema,
    body: AssessmentAnswersSchema,
    responses: { 200: CandidateAssessmentSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  submit: {
    tags,
    summary: 'Submit the answers (refused once the time is over)',
    params: CandidateJobParamsSchema,
    body: AssessmentAnswersSchema,
    responses: { 200: CandidateAssessmentSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  consent: {
    tags,
    summary: 'Consent and start: the clock starts now',
    params: CandidateJobParamsSchema,
    body: AssessmentConsentSchema,
    responses: { 200: CandidateAssessmentSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  upload: {
    tags,
    summary: 'Upload a file answer (multipart: question_id, file)',
    params: CandidateJobParamsSchema,
    multipart: true,
    responses: { 201: AssessmentFileSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  myAssessments: {
    tags,
    summary: 'The candidate’s assessments with their state and deadline',
    responses: { 200: z.object({ results: z.array(AssessmentSummarySchema) }) },
  },
  report: {
    tags,
    summary: 'A reviewed assessment’s result',
    params: CandidateJobParamsSchema,
    responses: { 200: AssessmentReportSchema, 400: Bad, 404: DetailErrorSchema },
  },
  hiringAssessments: {
    tags: hiring,
    summary: 'The application’s assessment (a list of at most one)',
    params: ApplicationParamsSchema,
    responses: { 200: z.object({ results: z.array(HiringAssessmentSchema) }), 404: DetailErrorSchema },
  },
  hiringAssign: {
    tags: hiring,
    summary: 'Give the applicant a coding assessment with a time limit and a deadline',
    params: ApplicationParamsSchema,
    body: CreateAssessmentSchema,
    responses: { 201: HiringAssessmentSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  hiringAssessment: {
    tags: hiring,
    summary: 'One assessment with the submission',
    params: AssessmentParamsSchema,
    responses: { 200: HiringAssessmentSchema, 404: DetailErrorSchema },
  },
  hiringReview: {
    tags: hiring,
    summary: 'Review a submitted assessment: score, passed or failed, feedback the candidate reads',
    params: AssessmentParamsSchema,
    body: ReviewAssessmentSchema,
    responses: { 200: HiringAssessmentSchema, 400: Bad, 404: DetailErrorSchema },
  },
  hiringFile: {
    tags: hiring,
    summary: 'A file the candidate uploaded',
    params: z.object({ assessmentId: IdSchema, fileId: IdSchema }),
    responses: { 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof assessmentRoutes>;
