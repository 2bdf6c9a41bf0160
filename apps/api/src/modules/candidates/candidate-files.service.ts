// The candidate's files (spec 02 §3, §9): the resume and profile image with
// their checks, the signed links that open them, and the magic link that
// lets a candidate send a resume without signing in (decision 049).
import { Messages } from '@talent/contracts/messages';
import { MAGIC_RESUME_TTL_SECONDS, magicResumeKey, magicResumePagePath } from '@talent/contracts/magic-link';
import type { FastifyBaseLogger } from 'fastify';
import { ProfileMessages, type CandidatePatchResponse, type DocumentField } from '@talent/contracts/profile';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import type { Db } from '../../db/client.ts';
import { fieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import type { Storage, createUrlSigner } from '../../lib/storage.ts';
import * as repo from './candidates.repo.ts';
import {
  cleanFilename,
  CONTENT_TYPES,
  IMAGE_KINDS,
  inspectUpload,
  RESUME_KINDS,
  resumeKindFromName,
  sniffKind,
} from '../../lib/file-inspection.ts';

export interface CandidateFilesServiceDeps {
  db: Db;
  storage: Storage;
  urlSigner: ReturnType<typeof createUrlSigner>;
  now: () => Date;
  /** The changed fields as the profile now shows them (the profile service's answer to an edit). */
  changedFields: (candidateId: number, fields: Iterable<string>) => Promise<CandidatePatchResponse>;
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export interface ServedFile {
  data: Buffer;
  contentType: string;
  filename: string;
  inline: boolean;
}

/** What a resume upload or deletion changes. */
const RESUME_FIELDS = ['resume_link', 'resume_pdf_link', 'resume_filename', 'resume_file_id', 's3_resume_file_size'];

export function createCandidateFilesService(deps: CandidateFilesServiceDeps) {
  const { db, storage, urlSigner, now, changedFields } = deps;

  /** Stores the new file, points the profile at it, then removes the file it replaced. */
  async function replaceFile(
    candidateId: number,
    field: DocumentField,
    data: Buffer,
    extension: string,
    columns: (key: string) => repo.CandidateChanges,
  ) {
    const folder = field === 'resume' ? 'resume' : 'profile-image';
    const key = await storage.put(`candidates/${candidateId}/${folder}`, data, extension);
    let previous: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const keys = await repo.fileKeysOf(tx, candidateId);
        if (!keys) throw notFound();
        previous = field === 'resume' ? keys.resumeKey : keys.profileImageKey;
        await repo.updateCandidate(tx, candidateId, columns(key), now());
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    if (previous && previous !== key) await storage.delete(previous);
  }

  async function uploadResume(candidateId: number, file: UploadedFile, log?: FastifyBaseLogger) {
    const refuse = (reason: string) => {
      log?.info({ candidateId, reason }, 'resume refused');
      return fieldErrors({ resume: ProfileMessages.resumeInvalidType });
    };
    if (file.data.length > PROFILE_RESUME_MAX_BYTES) throw fieldErrors({ resume: ProfileMessages.resumeTooLarge });
    if (file.data.length === 0) throw fieldErrors({ resume: ProfileMessages.noFile });
    const claimed = resumeKindFromName(file.filename);
    if (!claimed) throw refuse('extension not allowed');
    const verdict = await inspectUpload(file.data, { allowed: RESUME_KINDS, maxBytes: PROFILE_RESUME_MAX_BYTES });
    if (!verdict.ok && verdict.reason === 'active') throw fieldErrors({ resume: Messages.activePdf });
    if (!verdict.ok) throw refuse(verdict.detail);
    if (verdict.kind !== claimed) throw refuse(`content is ${verdict.kind}, name says ${claimed}`);
    const kind = verdict.kind;
    const filename = cleanFilename(file.filename, `resume.${kind}`);
    await replaceFile(candidateId, 'resume', file.data, kind, (key) => ({
      resumeKey: key,
      resumeFilename: filename,
      resumeFileSize: file.data.length,
      resumeContentType: CONTENT_TYPES[kind],
    }));
    return changedFields(candidateId, RESUME_FIELDS);
  }

  async function uploadProfileImage(candidateId: number, file: UploadedFile, log?: FastifyBaseLogger) {
    if (file.data.length > PROFILE_IMAGE_MAX_BYTES) throw fieldErrors({ profile_image: ProfileMessages.imageTooLarge });
    if (file.data.length === 0) throw fieldErrors({ profile_image: ProfileMessages.noFile });
    const verdict = await inspectUpload(file.data, { allowed: IMAGE_KINDS, maxBytes: PROFILE_IMAGE_MAX_BYTES });
    if (!verdict.ok) {
      log?.info({ candidateId, reason: verdict.detail }, 'profile image refused');
      throw fieldErrors({ profile_image: ProfileMessages.imageInvalidType });
    }
    const kind = verdict.kind;
    await replaceFile(candidateId, 'profile_image', file.data, kind, (key) => ({ profileImageKey: key }));
    return changedFields(candidateId, ['profile_image_link']);
  }

  async function deleteDocument(candidateId: number, field: DocumentField) {
    let previous: string | null = null;
    await db.transaction(async (tx) => {
      const keys = await repo.fileKeysOf(tx, candidateId);
      if (!keys) throw notFound();
      previous = field === 'resume' ? keys.resumeKey : keys.profileImageKey;
      if (!previous) throw fieldErrors({ field: ProfileMessages.fileMissing });
      await repo.updateCandidate(
        tx,
        candidateId,
        field === 'resume'
          ? { resumeKey: null, resumeFilename: null, resumeFileSize: null, resumeContentType: null }
          : { profileImageKey: null },
        now(),
      );
    });
    if (previous) await storage.delete(previous);
    return changedFields(candidateId, field === 'resume' ? RESUME_FIELDS : ['profile_image_link']);
  }

  async function readOwnResume(candidateId: number): Promise<ServedFile> {
    const found = await repo.findCandidate(db, candidateId);
    const key = found?.candidate.resumeKey;
    const data = key ? await storage.get(key) : null;
    if (!found || !data) throw notFound();
    return {
      data,
      contentType: found.candidate.resumeContentType ?? 'application/octet-stream',
      filename: found.candidate.resumeFilename ?? 'resume',
      inline: false,
    };
  }

  // ------------------------------------------------------------ magic link (decision 049)

  /** The page path of a candidate's magic link (the operators e-mail it). */
  function magicResumeLink(candidateId: number): string {
    const { expires, signature } = urlSigner.sign(
      magicResumeKey(candidateId),
      MAGIC_RESUME_TTL_SECONDS,
      now().getTime(),
    );
    return magicResumePagePath(candidateId, expires, signature);
  }

  /** Whom the link is for; a forged or expired link, or another id, is not found. */
  async function magicLinkCandidate(candidateId: number, expires: number, signature: string) {
    if (!urlSigner.verify(magicResumeKey(candidateId), expires, signature, now().getTime())) throw notFound();
    const found = await repo.findCandidate(db, candidateId);
    if (!found) throw notFound();
    return {
      candidate_id: candidateId,
      first_name: found.user.firstName ?? '',
      resume_filename: found.candidate.resumeFilename ?? null,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  async function magicLinkUploadResume(
    candidateId: number,
    expires: number,
    signature: string,
    file: () => Promise<UploadedFile>,
    log?: FastifyBaseLogger,
  ) {
    await magicLinkCandidate(candidateId, expires, signature);
    await uploadResume(candidateId, await file(), log);
    return magicLinkCandidate(candidateId, expires, signature);
  }

  /** A signed link opens the file only while it is valid and still the candidate's current file. */
  async function readSignedFile(key: string, expires: number, signature: string): Promise<ServedFile> {
    if (!key.startsWith('candidates/') || !urlSigner.verify(key, expires, signature, now().getTime())) throw notFound();
    const owner = await repo.findFileOwner(db, key);
    const data = owner ? await storage.get(key) : null;
    if (!owner || !data) throw notFound();
    if (owner.resumeKey === key) {
      return {
        data,
        contentType: owner.resumeContentType ?? 'application/octet-stream',
        filename: owner.resumeFilename ?? 'resume',
        inline: false,
      };
    }
    const kind = await sniffKind(data);
    if (!kind || !(IMAGE_KINDS as readonly string[]).includes(kind)) throw new HttpError(404, { detail: 'Not found.' });
    return { data, contentType: CONTENT_TYPES[kind], filename: `profile-image.${kind}`, inline: true };
  }

  return {
    uploadResume,
    uploadProfileImage,
    deleteDocument,
    readOwnResume,
    readSignedFile,
    magicResumeLink,
    magicLinkCandidate,
    magicLinkUploadResume,
  };
}

export type CandidateFilesService = ReturnType<typeof createCandidateFilesService>;
