// Applications to jobs (spec 01 §3, §4): statuses, the applied-job lists and
// external applications.
import { z } from 'zod';
import { CANDIDATE_STEP_NAMES, LIFECYCLE_STATES } from './application-lifecycle.ts';
import { freeText } from './fields.ts';
import { JobCardSchema } from './jobs.ts';
import { IdSchema, paginated } from './paging.ts';

/**
 * Statuses after creation (AP/PS, spec 01 §4); the others are ours: SC screening submitted, SS self-screening
 * completed, AS coding assessment, SL selected (mandatory details asked), DC details complete, WD withdrawn
 * (decision 015). What the candidate reads comes from the lifecycle's state (decision 031), never from these codes.
 */
export const APPLICATION_STATUSES = ['AP', 'PS', 'SC', 'SS', 'AS', 'SL', 'DC', 'WD'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** spec 01 §3/§7: the apply payload. */
export const ApplyBodySchema = z.object({
  job: IdSchema,
  status: z.enum(['AP', 'PS']).optional(),
  privacy_policy_status: z.boolean().optional(),
  source: freeText(100).optional(),
  sourcer: freeText(100).optional(),
  is_int_candidate: z.boolean().optional(),
});
export type ApplyBody = z.infer<typeof ApplyBodySchema>;
export const ApplyResponseSchema = z.object({ id: z.number().int() });

export const ScreeningQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  kind: z.enum(['text', 'yes_no', 'choice']),
  options: z.array(z.string()).optional(),
});
export type ScreeningQuestionDef = z.infer<typeof ScreeningQuestionSchema>;

export const AppliedJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  /** The lifecycle state (decision 031) and what the candidate reads about it. */
  stage: z.enum(LIFECYCLE_STATES),
  stage_explanation: z.string(),
  can_withdraw: z.boolean(),
  /** Steps the candidate completed in the current state (decision 046: documents complete reads so). */
  steps_done: z.array(z.enum(CANDIDATE_STEP_NAMES)),
  /** The screening questions still wait for the candidate's answers (open applications only). */
  screening_pending: z.boolean(),
  version: z.number().int(),
  applied_at: z.string(),
  source: z.string(),
  is_int_candidate: z.boolean(),
  screening_submitted_at: z.string().nullable(),
  job: JobCardSchema,
});
export type AppliedJob = z.infer<typeof AppliedJobSchema>;
export const AppliedJobListSchema = paginated(AppliedJobSchema);

/** A job the candidate applied to on the company's own site (their Apply clicks are tracked). */
export const ExternalApplicationSchema = z.object({
  id: z.number().int(),
  applied_at: z.string(),
  last_clicked_at: z.string(),
  job: JobCardSchema,
});
export type ExternalApplication = z.infer<typeof ExternalApplicationSchema>;
export const ExternalApplicationListSchema = paginated(ExternalApplicationSchema);

/** The international job-apply page's extra questions (spec 01 §4; the fields are ours). */
export const INTERNATIONAL_FIELDS_ID = 'international-job-application';
export const CustomFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'yes_no', 'choice']),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;
export const CustomFieldsSchema = z.object({ identifier: z.string(), fields: z.array(CustomFieldSchema) });

export const ApplicationFormSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  /** The lifecycle state (decision 031) and what the candidate reads about it. */
  stage: z.enum(LIFECYCLE_STATES),
  stage_explanation: z.string(),
  can_withdraw: z.boolean(),
  /** Steps the candidate completed in the current state (decision 046: documents complete reads so). */
  steps_done: z.array(z.enum(CANDIDATE_STEP_NAMES)),
  /** The screening questions still wait for the candidate's answers (open applications only). */
  screening_pending: z.boolean(),
  version: z.number().int(),
  applied_at: z.string(),
  is_int_candidate: z.boolean(),
  job: JobCardSchema,
  screening_questions: z.array(ScreeningQuestionSchema),
  custom_fields: z.array(CustomFieldSchema),
  /** The job still takes part: false once it is closed or unpublished (decision 031 says what that means). */
  job_open: z.boolean(),
  answers: z.record(z.string(), z.string()),
  screening_submitted_at: z.string().nullable(),
});
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;

export const SubmitScreeningSchema = z.object({
  candidate_job_id: IdSchema,
  answers: z.array(z.object({ question_id: z.string().max(64), answer: freeText(2000) })).max(50),
});
export type SubmitScreening = z.infer<typeof SubmitScreeningSchema>;

export const UpdateApplicationStatusSchema = z.object({
  candidate_job_id: IdSchema,
  status: z.literal('WD'),
});

export const TrackExternalSchema = z.object({ job_id: IdSchema });
export const TrackExternalResponseSchema = z.object({ id: z.number().int(), redirection_url: z.string() });

/** The redirection page's click report: the application and the signature its e-mail link carries. */
/**
 * An e-mail link's click reference: '{application id}.{expires}.{signature}'
 * (decision 041). Spec 02 §6 posts only candidate_job_id, without a token; the
 * link carries this reference as its candidate_job_id, so the spec's call is
 * enough to record the click, and only the link's own application's.
 */
export const EMAIL_CLICK_REFERENCE = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{16,100})$/;

export const EmailClickSchema = z.object({
  candidate_job_id: z.union([
    IdSchema,
    z.string().regex(EMAIL_CLICK_REFERENCE, { message: 'Not a click reference of an e-mail link.' }),
  ]),
  // the earlier links' separate parameters, still honoured until they expire
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(100).optional(),
});

export const EventMessageQuerySchema = z.object({ utm_campaign: z.string().max(100) });
export const EventMessageSchema = z.object({ campaign: z.string(), message: z.string() });

/** /candidate/get-message-data/: the next thing the candidate should do, if any. */
export const MessageDataSchema = z.object({
  title: z.string().nullable(),
  message: z.string().nullable(),
  link: z.string().nullable(),
});
export type MessageData = z.infer<typeof MessageDataSchema>;
