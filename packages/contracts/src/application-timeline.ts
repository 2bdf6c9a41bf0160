// The application timeline (decision 016): every stage change of an
// application, recorded once with its date, who made it and what it concerns.
// The stages are ours — spec 01/02 name the steps (screening, assessment,
// interview slots, mandatory documents, offer, CTC letter) but not a pipeline.
import { z } from 'zod';

export const APPLICATION_STAGES = [
  'applied',
  'screening',
  'assessment',
  'interview_slot',
  'documents',
  'offer',
  'ctc',
  'hired',
  'withdrawn',
  'rejected',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  assessment: 'Assessment',
  interview_slot: 'Interview slot',
  documents: 'Documents',
  offer: 'Offer',
  ctc: 'Pay (CTC) letter',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
  rejected: 'Not selected',
};

/** Stages after which nothing moves the application any more. */
export const FINAL_STAGES: readonly ApplicationStage[] = ['hired', 'withdrawn', 'rejected'];

export const STAGE_ACTORS = ['candidate', 'hiring', 'system'] as const;
export type StageActor = (typeof STAGE_ACTORS)[number];

/** What an event concerns, so the page can link to it (an offer, a letter, a survey, …). */
export const TimelineSubjectSchema = z.object({
  kind: z.enum(['offer', 'ctc', 'survey', 'screening', 'assessment', 'documents', 'interview_slot']),
  id: z.number().int(),
});
export type TimelineSubject = z.infer<typeof TimelineSubjectSchema>;

export const TimelineEventSchema = z.object({
  id: z.number().int(),
  stage: z.enum(APPLICATION_STAGES),
  stage_label: z.string(),
  /** One word for what happened within the stage: requested, submitted, accepted, declined, revised, … */
  action: z.string(),
  /** The sentence the candidate reads. */
  summary: z.string(),
  actor: z.enum(STAGE_ACTORS),
  at: z.string(),
  /** A deadline that came with the step (an offer's expiry, an assessment's deadline), if any. */
  due_at: z.string().nullable(),
  subject: TimelineSubjectSchema.nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** Something the candidate must do, where, and by when (null: no deadline). */
export const NextStepSchema = z.object({
  title: z.string(),
  link: z.string(),
  due_at: z.string().nullable(),
  stage: z.enum(APPLICATION_STAGES),
});
export type NextStep = z.infer<typeof NextStepSchema>;

export const ApplicationTimelineSchema = z.object({
  application_id: z.number().int(),
  stage: z.enum(APPLICATION_STAGES),
  stage_label: z.string(),
  stage_changed_at: z.string(),
  events: z.array(TimelineEventSchema),
  next_steps: z.array(NextStepSchema),
});
export type ApplicationTimeline = z.infer<typeof ApplicationTimelineSchema>;
