// Self-screening on video and live interview slots (spec 02 §7 catalogue;
// the shapes are ours, decision 015).
import { z } from 'zod';
import { freeText, requiredText } from './fields.ts';
import { APPLICATION_STATUSES } from './applications.ts';
import { IdSchema } from './paging.ts';

/** What the candidate agrees to; a new version asks again. */
export const SCREENING_CONSENT_VERSION = '2026-11-v1';
export const SCREENING_RETENTION_DAYS = 180;
/** One retake: a question's answer can be recorded twice at most. */
export const SCREENING_MAX_ATTEMPTS = 2;
export const SCREENING_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const SCREENING_VIDEO_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
/** What the client sends per request: small enough to lose little on a dropped connection. */
export const SCREENING_VIDEO_CHUNK_BYTES = 2 * 1024 * 1024;
/** A recording may run this much past its limit (the recorder stops a little late). */
export const SCREENING_DURATION_GRACE_MS = 3000;
export const SCREENING_VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;
export const SCREENING_DEFAULT_MAX_SECONDS = 120;

export const ScreeningMessages = {
  consentRequired: 'Please give your consent before recording.',
  consentMustBeTrue: 'Tick the box to give your consent.',
  devicesRequired: 'We need a camera and a microphone to record your answers.',
  screeningNotOpen: 'Answer the application’s screening questions first.',
  screeningClosed: 'This self-screening is already complete.',
  applicationWithdrawn: 'This application was withdrawn.',
  noSelfScreening: 'This job has no self-screening.',
  questionNotAvailable: 'This question is not part of your self-screening.',
  noRetakesLeft: 'You have already used your retake for this question.',
  choiceRequired: 'Choose one of the answers.',
  videoTooLarge: 'The video is larger than 100 MB.',
  videoTooLong: 'The video is longer than the time allowed for this question.',
  videoType: 'The video must be a WebM or MP4 recording.',
  videoIncomplete: 'The upload is not complete yet.',
  uploadOffset: 'This part of the video does not continue the upload.',
  uploadTooLong: 'This part goes beyond the size announced for the video.',
  uploadDone: 'This upload is already complete.',
  unansweredQuestions: 'Please answer every question before finishing.',
  slotRequired: 'Please book a slot for your live interview before finishing.',
  slotTaken: 'Someone else has just booked this slot. Please choose another time.',
  slotPast: 'This slot has already started. Please choose a later one.',
  slotUnknownZone: 'Unknown time zone.',
} as const;

export const ScreeningStateSchema = z.enum(['not_started', 'in_progress', 'completed']);

export const ScreeningConsentSchema = z.object({
  application_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string().nullable(),
  state: ScreeningStateSchema,
  /** The candidate may record it now: the application is open for it (the server's one rule) and it is not done. */
  open: z.boolean(),
  consent_version: z.string(),
  consented_at: z.string().nullable(),
  device_checked_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** What is recorded, who sees it and how long it is kept (shown before consent). */
  recorded: z.array(z.string()),
  who_sees: z.string(),
  retention_days: z.number().int(),
});
export type ScreeningConsent = z.infer<typeof ScreeningConsentSchema>;

export const UpdateConsentSchema = z.object({
  consent: z.literal(true, { message: ScreeningMessages.consentMustBeTrue }),
});
export const DeviceCheckSchema = z.object({
  camera: z.boolean(),
  microphone: z.boolean(),
});

export const ScreeningAnswerSchema = z.object({
  id: z.number().int(),
  choice: z.string().nullable(),
  duration_ms: z.number().int(),
  size_bytes: z.number().int(),
  attempts: z.number().int(),
  retakes_left: z.number().int(),
  recorded_at: z.string(),
});
export type ScreeningAnswer = z.infer<typeof ScreeningAnswerSchema>;

export const ScreeningQuestionV2Schema = z.object({
  id: z.number().int(),
  prompt: z.string(),
  choices: z.array(z.string()),
  max_seconds: z.number().int(),
  parent_id: z.number().int().nullable(),
  follow_up_choice: z.string().nullable(),
  answer: ScreeningAnswerSchema.nullable(),
});
export type ScreeningQuestionV2 = z.infer<typeof ScreeningQuestionV2Schema>;

export const InterviewSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  seats_left: z.number().int(),
});
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;

export const BookingSchema = z.object({
  slot: InterviewSlotSchema,
  time_zone: z.string(),
  booked_at: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const QuestionListSchema = z.object({
  application_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string().nullable(),
  state: ScreeningStateSchema,
  consented: z.boolean(),
  device_checked: z.boolean(),
  /** The questions asked so far: every main question, and the follow-ups the answers called for. */
  questions: z.array(ScreeningQuestionV2Schema),
  /** Where the screen resumes: the first question without an answer (null when all are answered). */
  next_question_id: z.number().int().nullable(),
  slots_offered: z.boolean(),
  booking: BookingSchema.nullable(),
  can_complete: z.boolean(),
});
export type QuestionList = z.infer<typeof QuestionListSchema>;

export const FollowUpSchema = z.object({ follow_up: ScreeningQuestionV2Schema.nullable() });

export const StartUploadSchema = z.object({
  question_id: IdSchema,
  choice: freeText(200).optional(),
  content_type: z.enum(SCREENING_VIDEO_TYPES, { message: ScreeningMessages.videoType }),
  size_bytes: z.coerce
    .number()
    .int()
    .min(1)
    .max(SCREENING_VIDEO_MAX_BYTES, { message: ScreeningMessages.videoTooLarge }),
  duration_ms: z.coerce.number().int().min(0).max(3_600_000),
});
export type StartUpload = z.infer<typeof StartUploadSchema>;

export const UploadStateSchema = z.object({
  upload_id: z.string(),
  question_id: z.number().int(),
  size_bytes: z.number().int(),
  /** Bytes the server holds: the next chunk starts here. */
  offset: z.number().int(),
  chunk_bytes: z.number().int(),
  completed: z.boolean(),
});
export type UploadState = z.infer<typeof UploadStateSchema>;
export const UploadParamsSchema = z.object({ candidateJobId: IdSchema, uploadId: z.uuid() });
export const ChunkQuerySchema = z.object({ offset: z.coerce.number().int().min(0).max(SCREENING_VIDEO_MAX_BYTES) });
/** 409 on a chunk: the offset to resume from (absent when the upload is already complete). */
export const OffsetConflictSchema = z.object({ detail: z.string(), offset: z.number().int().optional() });

export const CompletedUploadSchema = z.object({
  answer: ScreeningAnswerSchema,
  question_id: z.number().int(),
  next_question_id: z.number().int().nullable(),
});

export const SlotsQuerySchema = z.object({ candidate_job_id: IdSchema });
export const SlotListSchema = z.object({ slots: z.array(InterviewSlotSchema), booking: BookingSchema.nullable() });
export const ScheduleSchema = z.object({
  slot_id: IdSchema,
  time_zone: z.string().trim().min(1).max(64),
});

export const CompletionSchema = z.object({
  application_id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  completed_at: z.string(),
});

// ------------------------------------------------------------- hiring side

export const CreateScreeningQuestionSchema = z
  .object({
    prompt: requiredText(500),
    choices: z.array(requiredText(100)).max(6).default([]),
    max_seconds: z.coerce.number().int().min(15).max(600).default(SCREENING_DEFAULT_MAX_SECONDS),
    position: z.coerce.number().int().min(0).max(1000).optional(),
    parent_id: IdSchema.optional(),
    follow_up_choice: requiredText(100).optional(),
  })
  .refine((q) => (q.parent_id === undefined) === (q.follow_up_choice === undefined), {
    message: 'A follow-up needs both parent_id and follow_up_choice.',
    path: ['follow_up_choice'],
  });
export type CreateScreeningQuestion = z.infer<typeof CreateScreeningQuestionSchema>;
export const HiringScreeningQuestionSchema = ScreeningQuestionV2Schema.omit({ answer: true }).extend({
  job_id: z.number().int(),
  position: z.number().int(),
});
export type HiringScreeningQuestion = z.infer<typeof HiringScreeningQuestionSchema>;

export const CreateSlotSchema = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  duration_minutes: z.coerce.number().int().min(10).max(240).default(30),
  capacity: z.coerce.number().int().min(1).max(50).default(1),
});
export type CreateSlot = z.infer<typeof CreateSlotSchema>;
export const HiringSlotSchema = InterviewSlotSchema.extend({
  job_id: z.number().int(),
  capacity: z.number().int(),
  booked_count: z.number().int(),
});
export type HiringSlot = z.infer<typeof HiringSlotSchema>;

export const HiringScreeningAnswerSchema = ScreeningAnswerSchema.extend({
  question_id: z.number().int(),
  prompt: z.string(),
  content_type: z.string(),
  /** The API path that streams the video to a hiring-team member. */
  video_path: z.string(),
});
export const HiringSelfScreeningSchema = z.object({
  application_id: z.number().int(),
  state: ScreeningStateSchema,
  consented_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  answers: z.array(HiringScreeningAnswerSchema),
  booking: BookingSchema.nullable(),
});
export type HiringSelfScreening = z.infer<typeof HiringSelfScreeningSchema>;

export const JobParamsSchema = z.object({ jobId: IdSchema });
export const ApplicationParamsSchema = z.object({ applicationId: IdSchema });
export const CandidateJobParamsSchema = z.object({ candidateJobId: IdSchema });
