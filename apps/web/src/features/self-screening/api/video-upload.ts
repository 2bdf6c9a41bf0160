// One answer's video, uploaded in chunks that resume after a dropped
// connection (decision 015): the server acknowledges a chunk only at the
// offset it holds and answers 409 with that offset otherwise, so after a
// failure the upload asks where it stands and carries on from there — no byte
// is sent twice and nothing restarts from zero.
import type { UploadState } from '@talent/contracts/screening';
import { ApiError } from '../../../lib/api-client.ts';
import { screeningClient } from './screening-queries.ts';

export interface AnswerVideo {
  questionId: number;
  choice: string | null;
  blob: Blob;
  durationMs: number;
}

/** How many times one chunk is tried again after a network failure before the page asks the candidate. */
const RETRIES = 5;
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The container the server accepts, without codec parameters ('video/webm;codecs=vp8' → 'video/webm'). */
export const containerOf = (mimeType: string): 'video/webm' | 'video/mp4' =>
  mimeType.split(';')[0]!.trim() === 'video/mp4' ? 'video/mp4' : 'video/webm';

const offsetOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.data && typeof error.data === 'object'
    ? (error.data as { offset?: unknown }).offset
    : undefined;

export interface UploadHandle {
  /** The upload under way, kept so "try again" resumes it instead of starting over. */
  state: UploadState | null;
}

export async function uploadAnswerVideo(
  applicationId: number,
  video: AnswerVideo,
  handle: UploadHandle,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const params = { candidateJobId: applicationId };
  if (handle.state) {
    // resume: ask the server how much it holds
    handle.state = await screeningClient.uploadState(
      { params: { ...params, uploadId: handle.state.upload_id } },
      { signal, handle: false },
    );
  } else {
    handle.state = await screeningClient.startUpload(
      {
        params,
        body: {
          question_id: video.questionId,
          ...(video.choice !== null ? { choice: video.choice } : {}),
          content_type: containerOf(video.blob.type),
          size_bytes: video.blob.size,
          duration_ms: Math.round(video.durationMs),
        },
      },
      { signal, handle: false },
    );
  }
  let failures = 0;
  while (handle.state.offset < handle.state.size_bytes) {
    const current: UploadState = handle.state;
    const { offset, chunk_bytes: size, upload_id: uploadId } = current;
    onProgress(offset / video.blob.size);
    try {
      handle.state = await screeningClient.uploadChunk(
        { params: { ...params, uploadId }, query: { offset }, bytes: video.blob.slice(offset, offset + size) },
        { signal, handle: false, timeoutMs: 60_000 },
      );
      failures = 0;
    } catch (error) {
      const resumeAt = offsetOf(error);
      if (typeof resumeAt === 'number') {
        handle.state = { ...handle.state, offset: resumeAt };
        continue;
      }
      if (!(error instanceof ApiError) || error.hasResponse || failures >= RETRIES) throw error;
      failures += 1;
      await wait(500 * 2 ** failures, signal);
      handle.state = await screeningClient
        .uploadState({ params: { ...params, uploadId } }, { signal, handle: false })
        .catch(() => current);
    }
  }
  onProgress(1);
  try {
    const done = await screeningClient.completeUpload(
      { params: { ...params, uploadId: handle.state.upload_id } },
      { signal, handle: false },
    );
    handle.state = null;
    return done;
  } catch (error) {
    // refused for good (the server deletes a video it refuses): a new try starts a new upload
    if (error instanceof ApiError && error.hasResponse) handle.state = null;
    throw error;
  }
}
