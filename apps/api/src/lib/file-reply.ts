// Files over HTTP shared by the post-apply modules: a private file in a reply,
// and the one file of a multipart upload with one text field beside it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AssessmentMessages } from '@talent/contracts/assessments';
import { fieldErrors } from './errors.ts';

/**
 * Files users uploaded never run in a browser (decisions 014, 033): a sandboxing
 * policy with no sources covers a file opened directly, so a PDF/HTML polyglot
 * or a PDF with JavaScript stays inert.
 */
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** Shown in the page only when asked for and a video or an image; everything else downloads. */
export function dispositionFor(contentType: string, wanted: 'inline' | 'attachment') {
  return wanted === 'inline' && /^(video|image)\//.test(contentType) ? 'inline' : 'attachment';
}

/** A private file: never cached, never sniffed, sandboxed; an attachment unless a video or image shown inline on purpose. */
export function sendFile(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; filename: string },
  wanted: 'inline' | 'attachment' = 'attachment',
) {
  const disposition = dispositionFor(file.contentType, wanted);
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .send(file.data);
}

/** The multipart upload: a text field (e.g. question_id), then the file (read up to the limit + 1 to tell "too large"). */
export async function readFileWithField(request: FastifyRequest, field: string, maxBytes: number, tooLarge: string) {
  if (!request.isMultipart()) throw fieldErrors({ file: AssessmentMessages.noFile });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
  if (!part) throw fieldErrors({ file: AssessmentMessages.noFile });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw fieldErrors({ file: tooLarge });
    throw error;
  }
  const value = part.fields[field];
  const fieldValue = value && !Array.isArray(value) && 'value' in value ? String(value.value) : '';
  return { data, filename: part.filename ?? '', field: fieldValue.trim().slice(0, 64) };
}
