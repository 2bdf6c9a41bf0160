// Coding assessments, the deadline (decisions 032, 046): an assessment queues
// a reminder 24 hours before its deadline and the lapse at it; when the
// deadline passes without a submission both sides are told and the
// application stays where it is.
import { pathTo } from '@talent/contracts/routes';
import { AssessmentDeadlineNotices } from '@talent/contracts/assessments';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../lib/queue.ts';
import { remindInApp, tellLapse } from '../application-core/lifecycle.ts';
import type { AssessmentsDeps } from './assessments.service.ts';
import { assessmentById } from './assessments.repo.ts';

export const ASSESSMENT_REMINDER_JOB = 'assessments.deadline-reminder';
/** decision 046: at the deadline, both sides are told if it was not submitted. */
export const ASSESSMENT_LAPSE_JOB = 'assessments.deadline-lapse';
export const ASSESSMENT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** The reminder and the lapse of an assessment's deadline, in the caller's transaction. */
export async function scheduleDeadline(tx: DbOrTx, assessmentId: number, deadline: Date, now: Date) {
  // a reminder 24 h before the deadline, through the queue (decision 032)
  const remindAt = deadline.getTime() - ASSESSMENT_REMINDER_BEFORE_MS;
  if (remindAt > now.getTime()) {
    await enqueue(
      tx,
      ASSESSMENT_REMINDER_JOB,
      { assessmentId, deadlineAt: deadline.toISOString() },
      { runAt: new Date(remindAt), dedupeKey: `assessment-reminder:${assessmentId}:${deadline.getTime()}` },
    );
  }
  await enqueue(
    tx,
    ASSESSMENT_LAPSE_JOB,
    { assessmentId, deadlineAt: deadline.toISOString() },
    { runAt: deadline, dedupeKey: `assessment-lapse:${assessmentId}:${deadline.getTime()}` },
  );
}

export function createAssessmentsDeadlineService(deps: Pick<AssessmentsDeps, 'db' | 'now'>) {
  const { db } = deps;

  return {
    /** 24 h before the deadline: a reminder in the bell and by e-mail, if the assessment is still not submitted. */
    async remind(payload: { assessmentId: number; deadlineAt: string }) {
      const row = await assessmentById(db, payload.assessmentId);
      if (!row || row.submittedAt || row.deadlineAt.toISOString() !== payload.deadlineAt) return;
      if (row.deadlineAt <= deps.now()) return;
      await db.transaction((tx) =>
        remindInApp(tx, {
          applicationId: row.applicationId,
          what: 'assessment',
          title: 'Your assessment is due soon',
          body: `Submit “${row.title}” before ${row.deadlineAt.toUTCString()}.`,
          link: pathTo('codingAssessment', { candidateJobId: row.applicationId }),
          key: `assessment-reminder-mail:${row.id}:${row.deadlineAt.getTime()}`,
          email: true,
        }),
      );
    },

    /**
     * The deadline passed without a submission (decision 046): the application
     * stays where it is; the timeline says so, the candidate is told in-app and
     * by e-mail, the team in-app.
     */
    async lapse(payload: { assessmentId: number; deadlineAt: string }) {
      await db.transaction(async (tx) => {
        const row = await assessmentById(tx, payload.assessmentId);
        if (!row || row.submittedAt || row.deadlineAt.toISOString() !== payload.deadlineAt) return;
        await tellLapse(tx, {
          applicationId: row.applicationId,
          what: 'assessment',
          subjectId: row.id,
          deadline: row.deadlineAt,
          notices: AssessmentDeadlineNotices,
          link: pathTo('appliedJob', { jobApplicationId: row.applicationId }),
          category: 'updates',
        });
      });
    },
  };
}

export type AssessmentsDeadlineService = ReturnType<typeof createAssessmentsDeadlineService>;
