// The one writer of the application timeline (decision 016). Every module that
// records a step — apply, screening, assessment, documents, offers, CTC
// letters, surveys, the hiring workspace — calls recordStageChange inside the
// same transaction as its own change, so the timeline and the state it
// describes commit or roll back together. It never moves the application:
// only the lifecycle's transition() does (decision 031). Events are
// append-only (a trigger refuses updates).
import { and, asc, eq } from 'drizzle-orm';
import { CANDIDATE_STEP_NAMES, candidateView, type CandidateStep } from '@talent/contracts/application-lifecycle';
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationStage,
  type StageActor,
  type TimelineEvent,
  type TimelineSubject,
} from '@talent/contracts/application-timeline';
import type { DbOrTx } from '../../db/client.ts';
import { applicationEvents } from '../../db/schema/application-events.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';

export interface StageChange {
  applicationId: number;
  /** The lifecycle state the event belongs to (usually the application's current one). */
  stage: ApplicationStage;
  /** One word for what happened within the stage: applied, requested, submitted, accepted, declined, … */
  action: string;
  /** The sentence the candidate reads on the timeline; say what happened, nothing more. */
  summary: string;
  actor: { kind: StageActor; userId?: string | null };
  at: Date;
  /** A deadline the step carries (an offer's expiry, an assessment's deadline). */
  dueAt?: Date | null;
  /** What the event concerns, so the page links to it. */
  subject?: TimelineSubject | null;
  /** Anything else worth keeping for the hiring side (never shown to the candidate as is). */
  detail?: Record<string, unknown>;
  /** Accepted for readability at call sites; events never move the application. */
  keepStage?: true;
}

export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

/** Appends one timeline event. */
export async function recordStageChange(tx: DbOrTx, change: StageChange): Promise<ApplicationEventRow> {
  const [application] = await tx
    .select({ candidateId: candidateJobs.candidateId })
    .from(candidateJobs)
    .where(eq(candidateJobs.id, change.applicationId));
  // a caller passing an application it did not just read is a programming error, not bad input
  if (!application) throw new Error(`recordStageChange: application ${change.applicationId} does not exist`);
  const [event] = await tx
    .insert(applicationEvents)
    .values({
      applicationId: change.applicationId,
      candidateId: application.candidateId,
      stage: change.stage,
      action: change.action,
      summary: change.summary,
      actor: change.actor.kind,
      actorUserId: change.actor.userId ?? null,
      at: change.at,
      dueAt: change.dueAt ?? null,
      subjectKind: change.subject?.kind ?? null,
      subjectId: change.subject?.id ?? null,
      detail: change.detail ?? {},
    })
    .returning();
  return event!;
}

/** The application's events, oldest first. */
export async function listApplicationEvents(db: DbOrTx, applicationId: number): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

/** Events of one kind of subject (e.g. every event about offer 12). */
export async function eventsAbout(db: DbOrTx, subject: TimelineSubject): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.subjectKind, subject.kind), eq(applicationEvents.subjectId, subject.id)))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

const stepOf = (row: ApplicationEventRow): CandidateStep | null => {
  const step = (row.detail as Record<string, unknown> | null)?.step;
  return (CANDIDATE_STEP_NAMES as readonly unknown[]).includes(step) ? (step as CandidateStep) : null;
};

export function toTimelineEvent(row: ApplicationEventRow): TimelineEvent {
  return {
    id: row.id,
    stage: row.stage,
    // the step that completes a state's request reads done (decision 046: 'Documents complete')
    stage_label: stepOf(row) ? candidateView(row.stage, [stepOf(row)!]).label : APPLICATION_STAGE_LABELS[row.stage],
    action: row.action,
    summary: row.summary,
    actor: row.actor,
    at: row.at.toISOString(),
    due_at: row.dueAt ? row.dueAt.toISOString() : null,
    subject: row.subjectKind && row.subjectId !== null ? { kind: row.subjectKind, id: row.subjectId } : null,
  };
}
