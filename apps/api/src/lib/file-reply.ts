// Files over HTTP shared by the post-apply modules: a private file in a reply,
// and the one file of a multipart upload with one text field beside it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AssessmentMessages } from '@talent/contracts/assessments';
import { fieldErrors } from './errors.ts';

/** A private file: never cached, never sniffed; candidates' own files as attachments unless they are media. */
export function sendFile(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; filename: string },
  disposition: 'inline' | 'attachment' = 'inline',
) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
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
