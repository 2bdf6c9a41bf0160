// Mandatory details, the hiring team's side (spec 02 §7 catalogue; decision
// 015): the team asks for details and documents with a deadline (decision
// 046) and reads what the candidate gave; every read is recorded.
import { isOpenState } from '@talent/contracts/application-lifecycle';
import {
  MANDATORY_DEFAULT_DUE_DAYS,
  MANDATORY_MAX_DUE_DAYS,
  MandatoryMessages,
  type HiringMandatory,
  type RequestMandatory,
} from '@talent/contracts/mandatory-details';
import { pathTo } from '@talent/contracts/routes';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import {
  hiringApplication,
  type ApplicationWithJob,
  type HiringScope,
} from '../application-core/application-access.ts';
import { changeApplicationStatus } from '../application-core/application-status.ts';
import { completeIfDone, iso, readDocument, recordRead, view, type MandatoryDeps } from './mandatory-access.ts';
import { scheduleDeadline } from './mandatory-deadline.service.ts';
import { documentsOf, readsOf, requestOf, saveRequest } from './mandatory-details.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createMandatoryHiringService(deps: MandatoryDeps) {
  const { db } = deps;
  const readerOf = (scope: HiringScope) => ({
    role: scope.companyId === null ? ('operator' as const) : ('hiring' as const),
    userId: scope.userId,
  });

  /** The team's deadline, or a week from now (decision 046); a past or far one is refused. */
  function dueOf(value: string | undefined, now: Date): Date {
    if (value === undefined || value === '') return new Date(now.getTime() + MANDATORY_DEFAULT_DUE_DAYS * DAY_MS);
    const due = new Date(value);
    if (Number.isNaN(due.getTime()) || due.getTime() <= now.getTime())
      throw fieldErrors({ due_at: MandatoryMessages.dueInPast });
    if (due.getTime() > now.getTime() + MANDATORY_MAX_DUE_DAYS * DAY_MS)
      throw fieldErrors({ due_at: MandatoryMessages.dueTooFar });
    return due;
  }

  async function hiringView(
    access: ApplicationWithJob,
    scope: HiringScope,
    recorded: boolean,
  ): Promise<HiringMandatory> {
    const request = await requestOf(db, access.application.id);
    if (!request) throw notFound();
    if (recorded) {
      await recordRead(db, access, readerOf(scope), 'details', deps.now());
    }
    const documents = await documentsOf(db, access.application.id);
    const reads = await readsOf(db, access.application.id, 200);
    const base = view(access, request, documents);
    return {
      ...base,
      documents: base.documents.map((d) => ({
        ...d,
        file_path: `/api/hiring/applications/${access.application.id}/mandatory-documents/${d.id}/`,
      })),
      reads: reads.map(({ read, email }) => ({
        reader_role: read.readerRole,
        reader_email: email ?? null,
        what: read.what,
        document_id: read.documentId,
        at: iso(read.at),
      })),
    };
  }

  return {
    async request(scope: HiringScope, applicationId: number, body: RequestMandatory) {
      const access = await hiringApplication(db, scope, applicationId);
      if (!isOpenState(access.application.stage)) throw detailError(400, MandatoryMessages.applicationClosed);
      const now = deps.now();
      const dueAt = dueOf(body.due_at, now);
      await db.transaction(async (tx) => {
        await saveRequest(tx, {
          applicationId,
          candidateId: access.application.candidateId,
          requiredDetails: [...new Set(body.details)],
          requiredDocuments: [...new Set(body.documents)],
          requestedAt: now,
          requestedBy: scope.userId,
          updatedAt: now,
          dueAt,
        });
        await scheduleDeadline(tx, applicationId, dueAt, now);
        const moved = await changeApplicationStatus(tx, {
          applicationId,
          from: ['AP', 'PS', 'SC', 'SS', 'AS', 'DC'],
          to: 'SL',
          at: now,
          actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
          lifecycle: {
            state: 'documents',
            link: pathTo('mandatoryDetails', { jobApplicationId: applicationId }),
          },
          action: 'requested',
          summary: 'You were selected. The hiring team asks for a few details and documents.',
          subject: { kind: 'documents', id: applicationId },
        });
        if (!moved) {
          await recordStageChange(tx, {
            applicationId,
            stage: 'documents',
            action: 'requested',
            summary: 'The hiring team changed the details and documents it asks for.',
            actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
            at: now,
            subject: { kind: 'documents', id: applicationId },
            keepStage: true,
          });
        }
        await completeIfDone(tx, access, deps.now());
      });
      return hiringView(access, scope, false);
    },

    async hiringDetails(scope: HiringScope, applicationId: number) {
      const access = await hiringApplication(db, scope, applicationId);
      return hiringView(access, scope, true);
    },

    async hiringDocumentFile(scope: HiringScope, applicationId: number, documentId: number) {
      const access = await hiringApplication(db, scope, applicationId);
      return readDocument(deps, access, readerOf(scope), documentId);
    },
  };
}

export type MandatoryHiringService = ReturnType<typeof createMandatoryHiringService>;
