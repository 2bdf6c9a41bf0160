// Mandatory details, the deadline (decision 046): a request queues a reminder
// 24 hours before its deadline and the lapse at it; a changed request queues
// new ones, and a job whose deadline is no longer the request's does nothing.
// When the deadline passes with something missing both sides are told; the
// application stays where it is.
import { fillNotice } from '@talent/contracts/application-lifecycle';
import { DocumentsDeadlineNotices } from '@talent/contracts/mandatory-details';
import { pathTo } from '@talent/contracts/routes';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../lib/queue.ts';
import { remindInApp, tellLapse } from '../application-core/lifecycle.ts';
import { applicationStageAndJob } from '../application-core/lifecycle.repo.ts';
import type { MandatoryDeps } from './mandatory-access.ts';
import { markLapsed, requestOf } from './mandatory-details.repo.ts';

/** decision 046: the queue jobs of a documents request's deadline. */
export const DOCUMENTS_REMINDER_JOB = 'mandatory.deadline-reminder';
export const DOCUMENTS_LAPSE_JOB = 'mandatory.deadline-lapse';
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
export interface DocumentsDeadlineJob {
  applicationId: number;
  dueAt: string;
}

const dueText = (date: Date) =>
  date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

/** The reminder and the lapse for this deadline (a changed request queues new ones; old ones find it changed). */
export async function scheduleDeadline(tx: DbOrTx, applicationId: number, dueAt: Date, now: Date) {
  const job: DocumentsDeadlineJob = { applicationId, dueAt: dueAt.toISOString() };
  const remindAt = dueAt.getTime() - REMINDER_BEFORE_MS;
  if (remindAt > now.getTime()) {
    await enqueue(tx, DOCUMENTS_REMINDER_JOB, job, {
      runAt: new Date(remindAt),
      dedupeKey: `documents-reminder:${applicationId}:${dueAt.getTime()}`,
    });
  }
  await enqueue(tx, DOCUMENTS_LAPSE_JOB, job, {
    runAt: dueAt,
    dedupeKey: `documents-lapse:${applicationId}:${dueAt.getTime()}`,
  });
}

export function createMandatoryDeadlineService(deps: Pick<MandatoryDeps, 'db' | 'now'>) {
  const { db } = deps;

  return {
    /** 24 hours before the deadline: the reminder, in-app and by e-mail, if something is still missing. */
    async remind(job: DocumentsDeadlineJob) {
      const request = await requestOf(db, job.applicationId);
      if (!request || request.completedAt || request.dueAt?.toISOString() !== job.dueAt) return;
      const facts = await applicationStageAndJob(db, job.applicationId);
      if (!facts) return;
      await db.transaction((tx) =>
        remindInApp(tx, {
          applicationId: job.applicationId,
          what: 'documents',
          title: DocumentsDeadlineNotices.reminderTitle,
          body: fillNotice(DocumentsDeadlineNotices.reminderBody, {
            job: facts.title,
            company: facts.companyName ?? undefined,
          }).replace('{due}', dueText(request.dueAt!)),
          link: pathTo('mandatoryDetails', { jobApplicationId: job.applicationId }),
          key: `documents-reminder-mail:${job.applicationId}:${request.dueAt!.getTime()}`,
          email: true,
        }),
      );
    },

    /**
     * The deadline passed with something missing (decision 046): the request
     * stays open and the application where it is; the candidate is told
     * (in-app and e-mail), the team is told in-app, and the timeline says so.
     */
    async lapse(job: DocumentsDeadlineJob) {
      await db.transaction(async (tx) => {
        const request = await requestOf(tx, job.applicationId);
        if (!request || request.completedAt || request.lapsedAt || request.dueAt?.toISOString() !== job.dueAt) return;
        const told = await tellLapse(tx, {
          applicationId: job.applicationId,
          what: 'documents',
          subjectId: job.applicationId,
          deadline: request.dueAt,
          notices: DocumentsDeadlineNotices,
          link: pathTo('mandatoryDetails', { jobApplicationId: job.applicationId }),
        });
        if (told) await markLapsed(tx, job.applicationId, deps.now());
      });
    },
  };
}

export type MandatoryDeadlineService = ReturnType<typeof createMandatoryDeadlineService>;
