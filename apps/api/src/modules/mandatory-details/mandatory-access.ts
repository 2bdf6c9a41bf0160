// What both sides of mandatory details share (spec 02 §7 catalogue; decision
// 015): the request as the candidate and the team read it, what is still
// missing, the record of every read, and the move to DC once nothing is.
import {
  MANDATORY_DETAIL_FIELDS,
  MANDATORY_DOCUMENT_KINDS,
  type MandatoryDetailField,
  type MandatoryDetails,
  type MandatoryDocument,
  type MandatoryDocumentKind,
} from '@talent/contracts/mandatory-details';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import type { ApplicationWithJob } from '../application-core/application-access.ts';
import { changeApplicationStatus } from '../application-core/application-status.ts';
import {
  documentOf,
  documentsOf,
  insertRead,
  markCompleted,
  requestOf,
  type DocumentRow,
  type RequestRow,
} from './mandatory-details.repo.ts';

/** Everything mandatory details' services use; each picks what it needs. */
export interface MandatoryDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
}

export type Reader = { role: 'candidate' | 'hiring' | 'operator'; userId: string | null };

export const iso = (date: Date) => date.toISOString();

export function toDocument(row: DocumentRow): MandatoryDocument {
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

export function missingOf(request: RequestRow, documents: DocumentRow[]) {
  const have = new Set(documents.map((d) => d.kind));
  return {
    details: (request.requiredDetails as MandatoryDetailField[]).filter((key) => !request.details[key]?.trim()),
    documents: (request.requiredDocuments as MandatoryDocumentKind[]).filter((kind) => !have.has(kind)),
  };
}

export async function recordRead(
  tx: DbOrTx,
  access: ApplicationWithJob,
  reader: Reader,
  what: string,
  now: Date,
  documentId: number | null = null,
) {
  await insertRead(tx, {
    applicationId: access.application.id,
    candidateId: access.application.candidateId,
    readerUserId: reader.userId,
    readerRole: reader.role,
    what,
    documentId,
    at: now,
  });
}

export function view(access: ApplicationWithJob, request: RequestRow, documents: DocumentRow[]): MandatoryDetails {
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
export async function completeIfDone(tx: DbOrTx, access: ApplicationWithJob, now: Date) {
  const request = await requestOf(tx, access.application.id);
  const documents = await documentsOf(tx, access.application.id);
  const missing = missingOf(request!, documents);
  if (missing.details.length + missing.documents.length > 0 || request!.completedAt) return;
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

/** One document's file; the read is recorded (decision 015). */
export async function readDocument(
  deps: Pick<MandatoryDeps, 'db' | 'storage' | 'now'>,
  access: ApplicationWithJob,
  reader: Reader,
  documentId: number,
) {
  const { db, storage } = deps;
  const document = await documentOf(db, access.application.id, { id: documentId });
  if (!document) throw notFound();
  const data = await storage.get(document.storageKey);
  if (!data) throw notFound();
  await recordRead(db, access, reader, 'document', deps.now(), document.id);
  return { data, contentType: document.contentType, filename: document.filename };
}
