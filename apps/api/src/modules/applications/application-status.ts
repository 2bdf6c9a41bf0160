// The one way the post-apply features (self-screening, assessments, mandatory
// details) move an application's status (decision 015): a conditional update
// from the statuses the move is allowed from, so a withdrawal or another move
// in between wins and nothing is overwritten; the timeline event (decision
// 016) is written in the same transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { ApplicationStage, TimelineSubject } from '@talent/contracts/application-timeline';
import type { ApplicationStatus } from '@talent/contracts/applications';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { recordStageChange } from './application-events.ts';
import type { ApplicationRow } from './applications.repo.ts';

export interface StatusChange {
  applicationId: number;
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  at: Date;
  /** Who moved it: the candidate, a hiring-team member (their user id), or an operator. */
  actor: { kind: 'candidate' | 'hiring' | 'system'; userId?: string | null };
  /** The timeline's stage and what happened in it. */
  stage: ApplicationStage;
  action: string;
  /** The sentence the candidate reads about this step. */
  summary: string;
  subject?: TimelineSubject | null;
  dueAt?: Date | null;
}

/** Moves the application when its status is one of `from`; null when it was not (nothing changed). */
export async function changeApplicationStatus(tx: DbOrTx, change: StatusChange): Promise<ApplicationRow | null> {
  const [row] = await tx
    .update(candidateJobs)
    .set({ status: change.to, updatedAt: change.at })
    .where(and(eq(candidateJobs.id, change.applicationId), inArray(candidateJobs.status, [...change.from])))
    .returning();
  if (!row) return null;
  await recordStageChange(tx, {
    applicationId: change.applicationId,
    stage: change.stage,
    action: change.action,
    summary: change.summary,
    actor: change.actor,
    at: change.at,
    dueAt: change.dueAt ?? null,
    subject: change.subject ?? null,
  });
  return row;
}
