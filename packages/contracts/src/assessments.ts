// Coding assessments (spec 02 §7 catalogue: questions, consent, upload) and
// the pages /candidate/my-assessments/ and /candidate/assessment-report/.
// The shapes are ours (decision 015). Candidate code is stored, never run.
import { z } from 'zod';
import { requiredText } from './fields.ts';
import { IdSchema } from './paging.ts';

export const ASSESSMENT_LANGUAGES = ['javascript', 'typescript', 'python', 'java', 'sql', 'text'] as const;
export const ASSESSMENT_ANSWER_MAX_CHARS = 50_000;
export const ASSESSMENT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const ASSESSMENT_MAX_FILES = 10;
/** A submission this late still counts (network time); anything later is refused. */
export const ASSESSMENT_GRACE_SECONDS = 10;

/** What each side is told when an assessment's deadline passes unsubmitted (decision 046); {job}, {company}, {candidate} are filled in. */
export const AssessmentDeadlineNotices = {
  lapsedTitle: 'Your assessment’s deadline passed',
  lapsedBody:
    'The deadline of the assessment {company} sent you for {job} passed before it was submitted. The team decides what happens next.',
  lapsedTimeline: 'The assessment’s deadline passed before it was submitted.',
  lapsedTeam: '{candidate} did not submit the assessment for {job} by its deadline.',
} as const;

export const AssessmentMessages = {
  consentMustBeTrue: 'Tick the box to start the assessment.',
  notStarted: 'Start the assessment first.',
  timeOver: 'The time for this assessment is over.',
  deadlinePassed: 'The deadline for this assessment has passed.',
  alreadySubmitted: 'This assessment has already been submitted.',
  alreadyStarted: 'This assessment has already started.',
  unknownQuestion: 'Unknown question.',
  filesNotAllowed: 'This assessment takes answers in the editor only.',
  tooManyFiles: 'You can upload at most 10 files.',
  fileTooLarge: 'The file is larger than 5 MB.',
  fileType: 'Upload a text, source-code, PDF or ZIP file.',
  noFile: 'Choose a file to upload.',
  notReviewed: 'The hiring team has not reviewed this assessment yet.',
  alreadyAssigned: 'This application already has a coding assessment.',
  applicationClosed: 'This application was withdrawn.',
} as const;

export const AssessmentStateSchema = z.enum(['assigned', 'in_progress', 'submitted', 'reviewed', 'expired']);
export type AssessmentState = z.infer<typeof AssessmentStateSchema>;
export const ASSESSMENT_STATE_LABELS: Record<AssessmentState, string> = {
  assigned: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted, waiting for review',
  reviewed: 'Reviewed',
  expired: 'Expired',
};

export const AssessmentQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  language: z.enum(ASSESSMENT_LANGUAGES),
  starter_code: z.string(),
});
export type AssessmentQuestion = z.infer<typeof AssessmentQuestionSchema>;

export const AssessmentFileSchema = z.object({
  id: z.number().int(),
  question_id: z.string(),
  filename: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});

export const AssessmentResultSchema = z.object({
  score: z.number().int(),
  result: z.enum(['passed', 'failed']),
  feedback: z.string(),
  reviewed_at: z.string(),
});

export const AssessmentSummarySchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string().nullable(),
  title: z.string(),
  state: AssessmentStateSchema,
  state_label: z.string(),
  time_limit_minutes: z.number().int(),
  deadline_at: z.string(),
  ends_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummarySchema>;

export const CandidateAssessmentSchema = AssessmentSummarySchema.extend({
  instructions: z.string(),
  allow_files: z.boolean(),
  /** Empty until the candidate consents (the clock starts then). */
  questions: z.array(AssessmentQuestionSchema),
  question_count: z.number().int(),
  draft: z.record(z.string(), z.string()),
  draft_saved_at: z.string().nullable(),
  files: z.array(AssessmentFileSchema),
  /** The server's clock, so the page counts down from the server's time, not the device's. */
  server_now: z.string(),
  seconds_left: z.number().int().nullable(),
});
export type CandidateAssessment = z.infer<typeof CandidateAssessmentSchema>;

const AnswersSchema = z
  .record(z.string().max(64), z.string().max(ASSESSMENT_ANSWER_MAX_CHARS))
  .refine((answers) => Object.keys(answers).length <= 50, { message: 'Too many answers.' });
export const AssessmentAnswersSchema = z.object({ answers: AnswersSchema });
export const AssessmentConsentSchema = z.object({
  consent: z.literal(true, { message: AssessmentMessages.consentMustBeTrue }),
});

export const AssessmentReportSchema = AssessmentSummarySchema.extend({
  questions: z.array(AssessmentQuestionSchema),
  answers: z.record(z.string(), z.string()),
  files: z.array(AssessmentFileSchema),
  result: AssessmentResultSchema,
});
export type AssessmentReport = z.infer<typeof AssessmentReportSchema>;

// ------------------------------------------------------------- hiring side

export const CreateAssessmentSchema = z.object({
  title: requiredText(200),
  instructions: z.string().trim().max(5000).default(''),
  questions: z
    .array(
      z.object({
        prompt: requiredText(5000),
        language: z.enum(ASSESSMENT_LANGUAGES).default('javascript'),
        starter_code: z.string().max(10_000).default(''),
      }),
    )
    .min(1)
    .max(20),
  time_limit_minutes: z.coerce.number().int().min(5).max(480),
  deadline_at: z.iso.datetime({ offset: true }),
  allow_files: z.boolean().default(true),
});
export type CreateAssessment = z.infer<typeof CreateAssessmentSchema>;

export const ReviewAssessmentSchema = z.object({
  score: z.coerce.number().int().min(0).max(100),
  result: z.enum(['passed', 'failed']),
  feedback: z.string().trim().max(5000).default(''),
});
export type ReviewAssessment = z.infer<typeof ReviewAssessmentSchema>;

export const HiringAssessmentSchema = AssessmentSummarySchema.extend({
  instructions: z.string(),
  allow_files: z.boolean(),
  questions: z.array(AssessmentQuestionSchema),
  answers: z.record(z.string(), z.string()).nullable(),
  files: z.array(AssessmentFileSchema.extend({ file_path: z.string() })),
  result: AssessmentResultSchema.nullable(),
});
export type HiringAssessment = z.infer<typeof HiringAssessmentSchema>;

export const AssessmentParamsSchema = z.object({ assessmentId: IdSchema });
