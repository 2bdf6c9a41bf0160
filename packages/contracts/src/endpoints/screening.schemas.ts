import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import { IdSchema } from '../paging.ts';
import {
  ApplicationParamsSchema,
  CandidateJobParamsSchema,
  ChunkQuerySchema,
  CompletedUploadSchema,
  CompletionSchema,
  CreateScreeningQuestionSchema,
  CreateSlotSchema,
  DeviceCheckSchema,
  FollowUpSchema,
  HiringScreeningQuestionSchema,
  HiringSelfScreeningSchema,
  HiringSlotSchema,
  JobParamsSchema,
  OffsetConflictSchema,
  QuestionListSchema,
  ScheduleSchema,
  ScreeningConsentSchema,
  SlotListSchema,
  SlotsQuerySchema,
  StartUploadSchema,
  UpdateConsentSchema,
  UploadParamsSchema,
  UploadStateSchema,
  BookingSchema,
} from '../screening.ts';
import type { screeningRoutes } from './screening.ts';

const Bad = z.union([DetailErrorSchema, FieldErrorsSchema]);
const tags = ['self-screening'];
const hiring = ['hiring: self-screening'];

export const screeningSchemas = {
  consentShow: {
    tags,
    summary: 'What self-screening records, who sees it, how long it is kept; the consent given, if any',
    params: CandidateJobParamsSchema,
    responses: { 200: ScreeningConsentSchema, 400: Bad, 404: DetailErrorSchema },
  },
  consentUpdate: {
    tags,
    summary: 'Give consent (nothing is recorded before)',
    params: CandidateJobParamsSchema,
    body: UpdateConsentSchema,
    responses: { 200: ScreeningConsentSchema, 400: Bad, 404: DetailErrorSchema },
  },
  deviceCheck: {
    tags,
    summary: 'The browser found a camera and a microphone and the candidate allowed them',
    params: CandidateJobParamsSchema,
    body: DeviceCheckSchema,
    responses: { 200: ScreeningConsentSchema, 400: Bad, 404: DetailErrorSchema },
  },
  questionList: {
    tags,
    summary: 'The video questions asked so far, their answers, where to resume',
    params: CandidateJobParamsSchema,
    responses: { 200: QuestionListSchema, 400: Bad, 404: DetailErrorSchema },
  },
  followUp: {
    tags,
    summary: 'The follow-up the answer to this question calls for, if any',
    params: z.object({ jobApplicationId: IdSchema, questionId: IdSchema }),
    responses: { 200: FollowUpSchema, 400: Bad, 404: DetailErrorSchema },
  },
  startUpload: {
    tags,
    summary: 'Start a resumable video upload for one answer (size and duration announced)',
    params: CandidateJobParamsSchema,
    body: StartUploadSchema,
    responses: { 201: UploadStateSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  uploadState: {
    tags,
    summary: 'How many bytes of the upload the server holds (resume from there)',
    params: UploadParamsSchema,
    responses: { 200: UploadStateSchema, 404: DetailErrorSchema },
  },
  uploadChunk: {
    tags,
    summary: 'One chunk (application/octet-stream) at the given offset',
    description: 'A chunk that does not start at the acknowledged offset answers 409 with the offset to resume from.',
    params: UploadParamsSchema,
    query: ChunkQuerySchema,
    responses: { 200: UploadStateSchema, 400: Bad, 404: DetailErrorSchema, 409: OffsetConflictSchema },
  },
  completeUpload: {
    tags,
    summary: 'Check the whole video (container by its bytes, size, duration), store it, record the answer',
    params: UploadParamsSchema,
    responses: { 200: CompletedUploadSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  availableSlots: {
    tags,
    summary: 'Live-interview slots still open for the application’s job (UTC; shown in the candidate’s zone)',
    query: SlotsQuerySchema,
    responses: { 200: SlotListSchema, 400: Bad, 404: DetailErrorSchema },
  },
  schedule: {
    tags,
    summary: 'Book a slot; the confirmation e-mail carries a calendar invitation',
    params: CandidateJobParamsSchema,
    body: ScheduleSchema,
    responses: { 201: BookingSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  complete: {
    tags,
    summary: 'Finish self-screening: every question answered, a slot booked when slots are offered',
    params: CandidateJobParamsSchema,
    responses: { 200: CompletionSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  hiringQuestions: {
    tags: hiring,
    summary: 'A job’s video questions',
    params: JobParamsSchema,
    responses: { 200: z.object({ results: z.array(HiringScreeningQuestionSchema) }), 404: DetailErrorSchema },
  },
  hiringCreateQuestion: {
    tags: hiring,
    summary: 'Add a video question, or a follow-up asked when the parent’s answer picks a choice',
    params: JobParamsSchema,
    body: CreateScreeningQuestionSchema,
    responses: { 201: HiringScreeningQuestionSchema, 400: Bad, 404: DetailErrorSchema },
  },
  hiringSlots: {
    tags: hiring,
    summary: 'A job’s interview slots',
    params: JobParamsSchema,
    responses: { 200: z.object({ results: z.array(HiringSlotSchema) }), 404: DetailErrorSchema },
  },
  hiringCreateSlot: {
    tags: hiring,
    summary: 'Offer an interview slot',
    params: JobParamsSchema,
    body: CreateSlotSchema,
    responses: { 201: HiringSlotSchema, 400: Bad, 404: DetailErrorSchema },
  },
  hiringSelfScreening: {
    tags: hiring,
    summary: 'An application’s self-screening: consent, video answers, booking',
    params: ApplicationParamsSchema,
    responses: { 200: HiringSelfScreeningSchema, 404: DetailErrorSchema },
  },
  hiringAnswerVideo: {
    tags: hiring,
    summary: 'The video of one answer',
    params: z.object({ answerId: IdSchema }),
    responses: { 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof screeningRoutes>;
