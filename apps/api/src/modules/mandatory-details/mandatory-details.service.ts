// Mandatory details after selection (spec 02 §7 catalogue; decision 015): the
// hiring team asks for details and documents, the candidate gives them, the
// application moves to DC once nothing is missing. Only the candidate and the
// job's hiring team read them, and every read is recorded (mandatory_reads);
// the rows carry candidate_id and the files live under candidates/{id}/, so
// the GDPR export and deletion include them. A request has a deadline
// (decision 046): a reminder 24 hours before it, and when it passes with
// something missing both sides are told; the application stays where it is.
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { birthAfterJobStartIssue, birthDateIssue } from '@talent/contracts/date-rules';
import { fillNotice, isOpenState } from '@talent/contracts/application-lifecycle';
import {
  DocumentsDeadlineNotices,
  MANDATORY_DEFAULT_DUE_DAYS,
  MANDATORY_DETAIL_FIELDS,
  MANDATORY_MAX_DUE_DAYS,
  MANDATORY_DOCUMENT_KEYS,
  MANDATORY_DOCUMENT_KINDS,
  MANDATORY_DOCUMENT_MAX_BYTES,
  MandatoryMessages,
  type HiringMandatory,
  type MandatoryDetailField,
  type MandatoryDetails,
  type MandatoryDocument,
  type MandatoryDocumentKind,
  type MandatoryStatusItem,
  type RequestMandatory,
} from '@talent/contracts/mandatory-details';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { cleanFilename, inspectUpload } from '../../lib/file-inspection.ts';
import { enqueue } from '../../lib/queue.ts';
import type { Storage } from '../../lib/storage.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import {
  candidateApplication,
  hiringApplication,
  type ApplicationWithJob,
  type HiringScope,
} from '../application-core/application-access.ts';
import { changeApplicationStatus } from '../application-core/application-status.ts';
import { remindInApp, tellLapse } from '../application-core/lifecycle.ts';
import { applicationStageAndJob } from '../application-core/lifecycle.repo.ts';
import {
  candidateRequests,
  documentOf,
  documentsOf,
  experienceStarts,
  insertRead,
  markCompleted,
  markLapsed,
  readsOf,
  requestOf,
  saveDocument,
  saveRequest,
  writeDetails,
  type DocumentRow,
  type RequestRow,
} from './mandatory-details.repo.ts';

/** decision 046: the queue jobs of a documents request's deadline. */
export const DOCUMENTS_REMINDER_JOB = 'mandatory.deadline-reminder';
export const DOCUMENTS_LAPSE_JOB = 'mandatory.deadline-lapse';
const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER_BEFORE_MS = DAY_MS;
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

export interface MandatoryDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
}

export type Reader = { role: 'candidate' | 'hiring' | 'operator'; userId: string | null };

const iso = (date: Date) => date.toISOString();

function toDocument(row: DocumentRow): MandatoryDocument {
  return {
    id: row.id,
    kind: row.kind as MandatoryDocumentKind,
    label: MANDATORY_DOCUMENT_KINDS[row.kind as MandatoryDocumentKind] ?? row.kind,
    filename: row.filename,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_at: iso(row.uploadedAt),
  };
}

function missingOf(request: RequestRow, documents: DocumentRow[]) {
  const have = new Set(documents.map((d) => d.kind));
  return {
    details: (request.requiredDetails as MandatoryDetailField[]).filter((key) => !request.details[key]?.trim()),
    documents: (request.requiredDocuments as MandatoryDocumentKind[]).filter((kind) => !have.has(kind)),
  };
}

export function createMandatoryService(deps: MandatoryDeps) {
  const { db, storage } = deps;

  async function recordRead(
    tx: DbOrTx,
    access: ApplicationWithJob,
    reader: Reader,
    what: string,
    documentId: number | null = null,
  ) {
    await insertRead(tx, {
      applicationId: access.application.id,
      candidateId: access.application.candidateId,
      readerUserId: reader.userId,
      readerRole: reader.role,
      what,
      documentId,
      at: deps.now(),
    });
  }

  async function own(candidateId: number, applicationId: number) {
    const access = await candidateApplication(db, candidateId, applicationId);
    const request = await requestOf(db, applicationId);
    if (!request) throw detailError(400, MandatoryMessages.notRequested);
    return { access, request };
  }

  function view(access: ApplicationWithJob, request: RequestRow, documents: DocumentRow[]): MandatoryDetails {
    const missing = missingOf(request, documents);
    return {
      application_id: access.application.id,
      job_title: access.job.title,
      company_name: access.job.companyName,
      requested_at: iso(request.requestedAt),
      completed_at: request.completedAt ? iso(request.completedAt) : null,
      due_at: request.dueAt ? iso(request.dueAt) : null,
      complete: missing.details.length + missing.documents.length === 0,
      missing,
      required_details: (request.requiredDetails as MandatoryDetailField[]).map((key) => ({
        key,
        label: MANDATORY_DETAIL_FIELDS[key],
      })),
      details: request.details,
      required_documents: (request.requiredDocuments as MandatoryDocumentKind[]).map((kind) => ({
        kind,
        label: MANDATORY_DOCUMENT_KINDS[kind],
      })),
      documents: documents.map(toDocument),
    };
  }

  /** When nothing is missing any more: completed_at and the move to DC, in the caller's transaction. */
  async function completeIfDone(tx: DbOrTx, access: ApplicationWithJob) {
    const request = await requestOf(tx, access.application.id);
    const documents = await documentsOf(tx, access.application.id);
    const missing = missingOf(request!, documents);
    if (missing.details.length + missing.documents.length > 0 || request!.completedAt) return;
    const now = deps.now();
    await markCompleted(tx, access.application.id, now);
    await changeApplicationStatus(tx, {
      applicationId: access.application.id,
      from: ['SL'],
      to: 'DC',
      at: now,
      actor: { kind: 'candidate', userId: null },
      lifecycle: { step: 'documents_completed' },
      action: 'submitted',
      summary: 'You gave every detail and document the hiring team asked for.',
      subject: { kind: 'documents', id: access.application.id },
    });
  }

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

  /** The reminder and the lapse for this deadline (a changed request queues new ones; old ones find it changed). */
  async function scheduleDeadline(tx: DbOrTx, applicationId: number, dueAt: Date, now: Date) {
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

  return {
    async status(candidateId: number) {
      const rows = await candidateRequests(db, candidateId);
      const results: MandatoryStatusItem[] = [];
      for (const row of rows) {
        const missing = missingOf(row.request, await documentsOf(db, row.request.applicationId));
        results.push({
          application_id: row.request.applicationId,
          job_title: row.title,
          company_name: row.companyName ?? null,
          requested_at: iso(row.request.requestedAt),
          completed_at: row.request.completedAt ? iso(row.request.completedAt) : null,
          due_at: row.request.dueAt ? iso(row.request.dueAt) : null,
          complete: missing.details.length + missing.documents.length === 0,
          missing,
        });
      }
      return { results };
    },

    async details(candidateId: number, userId: string, applicationId: number) {
      const { access, request } = await own(candidateId, applicationId);
      await recordRead(db, access, { role: 'candidate', userId }, 'details');
      return view(access, request, await documentsOf(db, applicationId));
    },

    async saveDetails(
      candidateId: number,
      applicationId: number,
      details: Partial<Record<MandatoryDetailField, string>>,
    ) {
      const { access, request } = await own(candidateId, applicationId);
      if (!isOpenState(access.application.stage)) throw detailError(400, MandatoryMessages.applicationClosed);
      const errors: Record<string, string> = {};
      for (const [key, value] of Object.entries(details)) {
        if (!(request.requiredDetails as string[]).includes(key)) errors[key] = MandatoryMessages.notRequired;
        else if (key === 'date_of_birth' && value) {
          const issue =
            birthDateIssue(value, deps.now()) ??
            birthAfterJobStartIssue(value, await experienceStarts(db, candidateId));
          if (issue) errors[key] = issue;
        }
      }
      if (Object.keys(errors).length) throw fieldErrors(errors);
      await db.transaction(async (tx) => {
        await writeDetails(tx, applicationId, { ...request.details, ...details }, deps.now());
        await completeIfDone(tx, access);
      });
      return view(access, (await requestOf(db, applicationId))!, await documentsOf(db, applicationId));
    },

    async documents(candidateId: number, userId: string, applicationId: number) {
      const { access, request } = await own(candidateId, applicationId);
      await recordRead(db, access, { role: 'candidate', userId }, 'documents');
      const documents = await documentsOf(db, applicationId);
      const missing = missingOf(request, documents);
      return {
        application_id: applicationId,
        documents: documents.map(toDocument),
        missing: missing.documents,
        complete: missing.details.length + missing.documents.length === 0,
      };
    },

    async upload(candidateId: number, applicationId: number, file: { kind: string; filename: string; data: Buffer }) {
      const { access, request } = await own(candidateId, applicationId);
      if (!isOpenState(access.application.stage)) throw detailError(400, MandatoryMessages.applicationClosed);
      if (!(MANDATORY_DOCUMENT_KEYS as readonly string[]).includes(file.kind))
        throw fieldErrors({ kind: MandatoryMessages.unknownKind });
      if (!(request.requiredDocuments as string[]).includes(file.kind))
        throw fieldErrors({ kind: MandatoryMessages.notRequired });
      const verdict = await inspectUpload(file.data, {
        allowed: ['pdf', 'jpg', 'png'],
        maxBytes: MANDATORY_DOCUMENT_MAX_BYTES,
      });
      if (!verdict.ok) {
        if (verdict.reason === 'empty') throw fieldErrors({ file: MandatoryMessages.noFile });
        if (verdict.reason === 'active') throw fieldErrors({ file: Messages.activePdf });
        throw fieldErrors({
          file: verdict.reason === 'too-large' ? MandatoryMessages.fileTooLarge : MandatoryMessages.fileType,
        });
      }
      const key = await storage.put(`candidates/${candidateId}/mandatory-documents`, file.data, verdict.extension);
      const now = deps.now();
      let replaced: string | null = null;
      const saved = await db.transaction(async (tx) => {
        const previous = await documentOf(tx, applicationId, { kind: file.kind });
        replaced = previous?.storageKey ?? null;
        const values = {
          filename: cleanFilename(file.filename, `${file.kind}.${verdict.extension}`),
          contentType: verdict.contentType,
          sizeBytes: file.data.length,
          storageKey: key,
          uploadedAt: now,
        };
        const row = await saveDocument(tx, { applicationId, candidateId, kind: file.kind }, values);
        await completeIfDone(tx, access);
        return row;
      });
      if (replaced) await storage.delete(replaced).catch(() => undefined);
      return toDocument(saved);
    },

    async documentFile(candidateId: number, userId: string, applicationId: number, documentId: number) {
      const { access } = await own(candidateId, applicationId);
      return readDocument(access, { role: 'candidate', userId }, documentId);
    },

    // ----------------------------------------------------------- hiring side

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
        await completeIfDone(tx, access);
      });
      return hiringView(access, scope, false);
    },

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

    async hiringDetails(scope: HiringScope, applicationId: number) {
      const access = await hiringApplication(db, scope, applicationId);
      return hiringView(access, scope, true);
    },

    async hiringDocumentFile(scope: HiringScope, applicationId: number, documentId: number) {
      const access = await hiringApplication(db, scope, applicationId);
      return readDocument(
        access,
        { role: scope.companyId === null ? 'operator' : 'hiring', userId: scope.userId },
        documentId,
      );
    },
  };

  async function readDocument(access: ApplicationWithJob, reader: Reader, documentId: number) {
    const document = await documentOf(db, access.application.id, { id: documentId });
    if (!document) throw notFound();
    const data = await storage.get(document.storageKey);
    if (!data) throw notFound();
    await recordRead(db, access, reader, 'document', document.id);
    return { data, contentType: document.contentType, filename: document.filename };
  }

  async function hiringView(
    access: ApplicationWithJob,
    scope: HiringScope,
    recorded: boolean,
  ): Promise<HiringMandatory> {
    const request = await requestOf(db, access.application.id);
    if (!request) throw notFound();
    if (recorded) {
      await recordRead(
        db,
        access,
        { role: scope.companyId === null ? 'operator' : 'hiring', userId: scope.userId },
        'details',
      );
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
}

export type MandatoryService = ReturnType<typeof createMandatoryService>;

/** Timeline next step: details or documents the hiring team asked for and still missing (decision 015). */
export const mandatoryDetailsStep: NextStepSource = async (db, application) => {
  const row = await requestOf(db, application.id);
  if (!row || row.completedAt) return [];
  return [
    {
      title: 'Give the details and documents the hiring team asked for',
      link: pathTo('mandatoryDetails', { jobApplicationId: application.id }),
      due_at: row.dueAt ? iso(row.dueAt) : null,
      stage: 'documents',
    },
  ];
};
