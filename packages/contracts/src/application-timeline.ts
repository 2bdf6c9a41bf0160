// The application timeline (decision 016): every stage change of an
// application, recorded once with its date, who made it and what it concerns.
import { z } from 'zod';
import {
  CLOSED_STATES,
  LIFECYCLE,
  LIFECYCLE_ACTORS,
  LIFECYCLE_STATES,
  type LifecycleActor,
  type LifecycleState,
} from './application-lifecycle.ts';

// The stages are the lifecycle's states (decision 031); their labels are the candidate's.
export const APPLICATION_STAGES = LIFECYCLE_STATES;
export type ApplicationStage = LifecycleState;

export const APPLICATION_STAGE_LABELS = Object.fromEntries(
  LIFECYCLE_STATES.map((state) => [state, LIFECYCLE[state].label]),
) as Record<ApplicationStage, string>;

/** Stages after which nothing moves the application any more (reopen aside). */
export const FINAL_STAGES: readonly ApplicationStage[] = CLOSED_STATES;

export const STAGE_ACTORS = LIFECYCLE_ACTORS;
export type StageActor = LifecycleActor;

/** What an event concerns, so the page can link to it (an offer, a letter, a survey, …). */
export const TimelineSubjectSchema = z.object({
  kind: z.enum(['offer', 'ctc', 'survey', 'screening', 'assessment', 'documents', 'interview_slot', 'video']),
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
  /** One sentence: where the candidate stands and what happens next (decision 031). */
  stage_explanation: z.string(),
  can_withdraw: z.boolean(),
  stage_changed_at: z.string(),
  events: z.array(TimelineEventSchema),
  next_steps: z.array(NextStepSchema),
});
export type ApplicationTimeline = z.infer<typeof ApplicationTimelineSchema>;
