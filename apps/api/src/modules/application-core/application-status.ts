// The spec's status codes move with the lifecycle (decisions 015, 031): a
// conditional update of the code from the codes the move is allowed from (a
// withdrawal or another move in between wins and nothing is overwritten), and
// in the same transaction the lifecycle's part: a transition when the hiring
// side asks something (an assessment, documents), a completed step when the
// candidate answers (the team is told), or a plain timeline event.
import { and, eq, inArray } from 'drizzle-orm';
import type { CandidateStep, LifecycleState } from '@talent/contracts/application-lifecycle';
import type { TimelineSubject } from '@talent/contracts/application-timeline';
import type { ApplicationStatus } from '@talent/contracts/applications';
import type { DbOrTx } from '../../db/client.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { recordStageChange } from './application-events.ts';
import type { ApplicationRow } from './applications.repo.ts';
import { recordCandidateStep, transition } from './lifecycle.ts';

export interface StatusChange {
  applicationId: number;
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  at: Date;
  /** Who moved it: the candidate, a hiring-team member (their user id), or an operator. */
  actor: { kind: 'candidate' | 'hiring' | 'system'; userId?: string | null };
  /**
   * The lifecycle's part: `state` moves the application there (a hiring
   * request; already there, the request is recorded and announced again),
   * `step` records the candidate's completed step; neither: a plain event.
   */
  lifecycle: { state: LifecycleState; link?: string } | { step: CandidateStep } | null;
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
  const { lifecycle } = change;
  if (lifecycle && 'state' in lifecycle) {
    await transition(tx, {
      applicationId: change.applicationId,
      name: 'move',
      to: lifecycle.state,
      actor: change.actor,
      at: change.at,
      summary: change.summary,
      subject: change.subject ?? null,
      dueAt: change.dueAt ?? null,
      sameStateRecords: true,
      ...(lifecycle.link ? { link: lifecycle.link } : {}),
    });
  } else if (lifecycle && 'step' in lifecycle) {
    await recordCandidateStep(tx, {
      applicationId: change.applicationId,
      step: lifecycle.step,
      summary: change.summary,
      at: change.at,
      subject: change.subject ?? null,
    });
  } else {
    await recordStageChange(tx, {
      applicationId: change.applicationId,
      stage: row.stage,
      action: change.action,
      summary: change.summary,
      actor: change.actor,
      at: change.at,
      dueAt: change.dueAt ?? null,
      subject: change.subject ?? null,
      keepStage: true,
    });
  }
  return row;
}
