// Self-screening's video answers, uploaded in resumable chunks (decision 015):
// an upload is started for a question the candidate was asked, its chunks
// arrive in order (a wrong offset answers 409 with the right one), and
// completing it checks the video by its bytes and its length before it
// becomes the answer (one retake).
import { randomUUID } from 'node:crypto';
import {
  SCREENING_DURATION_GRACE_MS,
  SCREENING_MAX_ATTEMPTS,
  SCREENING_VIDEO_CHUNK_BYTES,
  SCREENING_VIDEO_CHUNK_MAX_BYTES,
  SCREENING_VIDEO_MAX_BYTES,
  ScreeningMessages,
  type StartUpload,
  type UploadState,
} from '@talent/contracts/screening';
import { detailError, detailErrorWith, fieldErrors, notFound } from '../../lib/errors.ts';
import { inspectUpload, VIDEO_KINDS } from '../../lib/file-inspection.ts';
import { assertOpen, loadConsented, loadScreening, screeningProgress, type ScreeningDeps } from './screening-access.ts';
import { toAnswer } from './screening-views.ts';
import * as repo from './screening.repo.ts';
import { inspectVideo } from './video-duration.ts';

export type ScreeningUploadsDeps = Pick<ScreeningDeps, 'db' | 'now' | 'storage'>;

export function createScreeningUploadsService(deps: ScreeningUploadsDeps) {
  const { db, storage } = deps;

  async function ownUpload(candidateId: number, applicationId: number, uploadId: string) {
    const upload = await repo.findUpload(db, uploadId);
    if (!upload || upload.candidateId !== candidateId || upload.applicationId !== applicationId) throw notFound();
    return upload;
  }

  const uploadView = (upload: repo.UploadRow): UploadState => ({
    upload_id: upload.id,
    question_id: upload.questionId,
    size_bytes: upload.sizeBytes,
    offset: upload.receivedBytes,
    chunk_bytes: SCREENING_VIDEO_CHUNK_BYTES,
    completed: upload.completedAt !== null,
  });

  async function removeFiles(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  }

  return {
    async startUpload(candidateId: number, applicationId: number, body: StartUpload): Promise<UploadState> {
      const { questions } = await loadConsented(db, candidateId, applicationId);
      const { answers, asked } = await screeningProgress(db, applicationId, questions);
      const question = asked.find((q) => q.id === body.question_id);
      if (!question) throw fieldErrors({ question_id: ScreeningMessages.questionNotAvailable });
      if ((answers.get(question.id)?.attempts ?? 0) >= SCREENING_MAX_ATTEMPTS)
        throw detailError(409, ScreeningMessages.noRetakesLeft);
      const choice = question.choices.length ? (body.choice ?? '') : null;
      if (choice !== null && !question.choices.includes(choice))
        throw fieldErrors({ choice: ScreeningMessages.choiceRequired });
      if (body.duration_ms > question.maxSeconds * 1000 + SCREENING_DURATION_GRACE_MS)
        throw fieldErrors({ duration_ms: ScreeningMessages.videoTooLong });
      const upload = await repo.insertUpload(db, {
        id: randomUUID(),
        applicationId,
        candidateId,
        questionId: question.id,
        choice,
        contentType: body.content_type,
        sizeBytes: body.size_bytes,
        durationMs: body.duration_ms,
        createdAt: deps.now(),
      });
      return uploadView(upload);
    },

    async uploadState(candidateId: number, applicationId: number, uploadId: string): Promise<UploadState> {
      return uploadView(await ownUpload(candidateId, applicationId, uploadId));
    },

    async uploadChunk(
      candidateId: number,
      applicationId: number,
      uploadId: string,
      offset: number,
      data: Buffer,
    ): Promise<UploadState> {
      const upload = await ownUpload(candidateId, applicationId, uploadId);
      if (upload.completedAt) throw detailError(409, ScreeningMessages.uploadDone);
      const conflict = (at: number) => detailErrorWith(409, ScreeningMessages.uploadOffset, { offset: at });
      if (offset !== upload.receivedBytes) throw conflict(upload.receivedBytes);
      if (data.length === 0 || data.length > SCREENING_VIDEO_CHUNK_MAX_BYTES)
        throw detailError(400, ScreeningMessages.uploadTooLong);
      if (offset + data.length > upload.sizeBytes) throw detailError(400, ScreeningMessages.uploadTooLong);
      const key = await storage.put(`candidates/${candidateId}/screening-uploads/${uploadId}`, data, 'part');
      const updated = await db.transaction((tx) =>
        repo.acknowledgeChunk(tx, { uploadId, offset, size: data.length, storageKey: key }),
      );
      if (!updated) {
        // another request delivered this part first: keep its copy, drop ours
        await removeFiles([key]);
        const current = await ownUpload(candidateId, applicationId, uploadId);
        if (current.completedAt) throw detailError(409, ScreeningMessages.uploadDone);
        throw conflict(current.receivedBytes);
      }
      return uploadView(updated);
    },

    async completeUpload(candidateId: number, applicationId: number, uploadId: string) {
      const upload = await ownUpload(candidateId, applicationId, uploadId);
      const { screening, questions, ...access } = await loadScreening(db, candidateId, applicationId);
      assertOpen(access, screening);
      if (upload.completedAt) throw detailError(409, ScreeningMessages.uploadDone);
      if (upload.receivedBytes !== upload.sizeBytes) throw detailError(400, ScreeningMessages.videoIncomplete);
      const question = questions.find((q) => q.id === upload.questionId)!;
      const chunks = await repo.uploadChunks(db, uploadId);
      const parts: Buffer[] = [];
      for (const chunk of chunks) {
        const part = await storage.get(chunk.storageKey);
        if (!part || part.length !== chunk.sizeBytes) throw detailError(400, ScreeningMessages.videoIncomplete);
        parts.push(part);
      }
      const video = Buffer.concat(parts);
      const chunkKeys = chunks.map((c) => c.storageKey);
      const discard = async (message: string) => {
        await repo.deleteUpload(db, uploadId);
        await removeFiles(chunkKeys);
        return fieldErrors({ video: message });
      };
      // the container by its bytes (the one sniffer), then its structure and length (ours)
      const sniffed = await inspectUpload(video, { allowed: VIDEO_KINDS, maxBytes: SCREENING_VIDEO_MAX_BYTES });
      const verdict =
        sniffed.ok && (sniffed.kind === 'webm' || sniffed.kind === 'mp4') ? inspectVideo(sniffed.kind, video) : null;
      if (!verdict?.ok) throw await discard(ScreeningMessages.videoType);
      // MediaRecorder's MP4 may leave the duration empty: then the announced one, already bounded, stands
      const durationMs = verdict.durationMs || upload.durationMs;
      if (durationMs > question.maxSeconds * 1000 + SCREENING_DURATION_GRACE_MS)
        throw await discard(ScreeningMessages.videoTooLong);
      const videoKey = await storage.put(`candidates/${candidateId}/screening-videos`, video, verdict.kind);
      const now = deps.now();
      const saved = await db
        .transaction(async (tx) => {
          if (!(await repo.finishUpload(tx, uploadId, now))) throw detailError(409, ScreeningMessages.uploadDone);
          const answer = await repo.saveAnswer(tx, {
            applicationId,
            candidateId,
            questionId: upload.questionId,
            choice: upload.choice,
            videoKey,
            contentType: verdict.kind === 'webm' ? 'video/webm' : 'video/mp4',
            sizeBytes: video.length,
            durationMs,
            recordedAt: now,
          });
          if (!answer) throw detailError(409, ScreeningMessages.noRetakesLeft);
          return answer;
        })
        .catch(async (error: unknown) => {
          await removeFiles([videoKey]);
          throw error;
        });
      await removeFiles([...chunkKeys, ...(saved.previousKey ? [saved.previousKey] : [])]);
      const { next } = await screeningProgress(db, applicationId, questions);
      return { answer: toAnswer(saved.row), question_id: upload.questionId, next_question_id: next?.id ?? null };
    },
  };
}

export type ScreeningUploadsService = ReturnType<typeof createScreeningUploadsService>;
