// Profile from the resume (decision 027): the candidate's stored resume, named
// by its file id, is read by the analyzer's parser in its bounded worker pool
// and turned into proposals. Nothing is written: the candidate confirms each
// item and the client saves it through the profile's own endpoints.
import type { ResumePrefill } from '@talent/contracts/resume-prefill';
import { PrefillMessages } from '@talent/contracts/resume-prefill';
import type { ResumeAnalysis } from '@talent/contracts/resume-analysis';
import type { Db } from '../../db/client.ts';
import { detailError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { factsOf, isEmptyProposal, proposeFromResume } from '../resume-analysis/resume-prefill.ts';
import * as repo from './candidates.repo.ts';
import { resumeFileIdOf } from './profile-view.ts';

export interface ResumePrefillServiceDeps {
  db: Db;
  storage: Pick<Storage, 'get'>;
  /** The analyzer pool's analyze (time and memory bounded per file). */
  analyze: (
    bytes: Uint8Array,
    meta: { fileName: string | null; candidateName: null; now: Date },
  ) => Promise<ResumeAnalysis>;
  /** Turns the pool's failures into the answers the analyzer gives (400 unreadable, 503 busy). */
  toHttpError: (error: unknown) => Error;
  now: () => Date;
}

export function createResumePrefillService(deps: ResumePrefillServiceDeps) {
  const { db, storage, analyze, toHttpError, now } = deps;

  async function proposals(candidateId: number, fileId: string): Promise<ResumePrefill> {
    const file = await repo.resumeFileOf(db, candidateId);
    // another candidate's file, a replaced one and none at all look alike: 404 (docs/conventions.md §3)
    if (!file || resumeFileIdOf(file.key) !== fileId) throw notFound(PrefillMessages.noResume);
    const bytes = await storage.get(file.key);
    if (!bytes) throw notFound(PrefillMessages.noResume);
    let analysis: ResumeAnalysis;
    try {
      analysis = await analyze(bytes, { fileName: file.filename, candidateName: null, now: now() });
    } catch (error) {
      throw toHttpError(error);
    }
    const proposed = proposeFromResume(analysis.resume, factsOf(analysis));
    if (isEmptyProposal(proposed)) {
      // a scan has pictures of text and no words; a one-line letter is not a scan
      const scanned = analysis.document.imageOnly && analysis.document.words === 0;
      throw detailError(422, scanned ? PrefillMessages.imageOnly : PrefillMessages.notAResume);
    }
    return { file_id: fileId, resume_filename: file.filename, ...proposed };
  }

  return { proposals };
}

export type ResumePrefillService = ReturnType<typeof createResumePrefillService>;
