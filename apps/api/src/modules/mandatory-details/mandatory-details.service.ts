// Mandatory details after selection, the candidate's side (spec 02 §7
// catalogue; decision 015): the hiring team asks for details and documents, the candidate gives them, the
// application moves to DC once nothing is missing. Only the candidate and the
// job's hiring team read them, and every read is recorded (mandatory_reads);
// the rows carry candidate_id and the files live under candidates/{id}/, so
// the GDPR export and deletion include them. A request has a deadline
// (decision 046): a reminder 24 hours before it, and when it passes with
// something missing both sides are told; the application stays where it is.
// The team's side is in mandatory-hiring.service.ts, the deadline in
// mandatory-deadline.service.ts.
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { birthAfterJobStartIssue, birthDateIssue } from '@talent/contracts/date-rules';
import { isOpenState } from '@talent/contracts/application-lifecycle';
import {
  MANDATORY_DOCUMENT_KEYS,
  MANDATORY_DOCUMENT_MAX_BYTES,
  MandatoryMessages,
  type MandatoryDetailField,
  type MandatoryStatusItem,
} from '@talent/contracts/mandatory-details';
import { detailError, fieldErrors } from '../../lib/errors.ts';
import { cleanFilename, inspectUpload } from '../../lib/file-inspection.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import { candidateApplication } from '../application-core/application-access.ts';
import {
  completeIfDone,
  iso,
  missingOf,
  readDocument,
  recordRead,
  toDocument,
  view,
  type MandatoryDeps,
} from './mandatory-access.ts';
import {
  candidateRequests,
  documentOf,
  documentsOf,
  experienceStarts,
  requestOf,
  saveDocument,
  writeDetails,
} from './mandatory-details.repo.ts';

export function createMandatoryService(deps: MandatoryDeps) {
  const { db, storage } = deps;

  async function own(candidateId: number, applicationId: number) {
    const access = await candidateApplication(db, candidateId, applicationId);
    const request = await requestOf(db, applicationId);
    if (!request) throw detailError(400, MandatoryMessages.notRequested);
    return { access, request };
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
      await recordRead(db, access, { role: 'candidate', userId }, 'details', deps.now());
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
        await completeIfDone(tx, access, deps.now());
      });
      return view(access, (await requestOf(db, applicationId))!, await documentsOf(db, applicationId));
    },

    async documents(candidateId: number, userId: string, applicationId: number) {
      const { access, request } = await own(candidateId, applicationId);
      await recordRead(db, access, { role: 'candidate', userId }, 'documents', deps.now());
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
        await completeIfDone(tx, access, deps.now());
        return row;
      });
      if (replaced) await storage.delete(replaced).catch(() => undefined);
      return toDocument(saved);
    },

    async documentFile(candidateId: number, userId: string, applicationId: number, documentId: number) {
      const { access } = await own(candidateId, applicationId);
      return readDocument(deps, access, { role: 'candidate', userId }, documentId);
    },
  };
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
