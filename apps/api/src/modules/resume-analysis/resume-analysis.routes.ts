// POST /v1/analyze_resume (spec 02 §7): multipart resume_file, resume_url,
// candidate_name; no token; HTML by default, JSON when the Accept header
// prefers it. Errors are {"detail"} with the spec's messages (spec 02 §5).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYSIS_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { resumeAnalysisRoutes as routes } from '@talent/contracts/endpoints/resume-analysis';
import { resumeAnalysisSchemas as schemas } from '@talent/contracts/endpoints/resume-analysis.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { detailError, type HttpError } from '../../lib/errors.ts';
import { RESUME_KINDS, inspectUpload } from '../../lib/file-inspection.ts';
import { AnalysisMessages } from './analysis-errors.ts';
import { AnalysisJobError, AnalyzerPool } from './analyzer-pool.ts';
import { renderReport } from './report-html.ts';

export interface ResumeAnalysisRoutesOptions {
  /** Shared by the caller (the standalone server, tests); otherwise the plugin owns one. */
  pool?: AnalyzerPool;
  /** Pins "Present" for deterministic tests. */
  now?: () => Date;
}

const CANDIDATE_NAME_MAX = 200;

/** The report is static: no script, no external resource, nothing to frame it with. */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** JSON only when the client ranks it above HTML (spec 02 §7: HTML or JSON). */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  let json = 0;
  let html = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) || 0 : 1;
    if (type === 'application/json') json = Math.max(json, q);
    if (type === 'text/html' || type === 'text/*' || type === '*/*')
      html = Math.max(html, type === 'text/html' ? q : q - 0.001);
  }
  return json > 0 && json > html;
}

interface Upload {
  bytes: Buffer | null;
  fileName: string | null;
  candidateName: string | null;
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = { bytes: null, fileName: null, candidateName: null };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'resume_file' && upload.bytes === null) {
          upload.bytes = await part.toBuffer();
          upload.fileName = part.filename ? part.filename.split(/[\\/]/).pop()!.slice(0, 200) : null;
        } else await part.toBuffer();
      } else if (part.fieldname === 'candidate_name' && typeof part.value === 'string') {
        const name = part.value.trim().slice(0, CANDIDATE_NAME_MAX);
        upload.candidateName = name || null;
      }
      // resume_url is always empty in the spec's client (spec 02 §3); it is read and ignored
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw detailError(413, Messages.resumeTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw detailError(413, (error as Error).message);
    }
    throw detailError(400, Messages.resumeNoFile);
  }
  return upload;
}

/** A pool failure as the answer a visitor gets; also used by the profile's resume proposals. */
export function jobErrorToHttp(error: unknown, log: FastifyBaseLogger): HttpError {
  if (!(error instanceof AnalysisJobError)) throw error;
  switch (error.code) {
    case 'invalid-type':
      return detailError(400, Messages.resumeInvalidType);
    case 'unreadable':
    case 'timeout':
    case 'memory':
      return detailError(400, error.message);
    case 'busy':
      return detailError(503, AnalysisMessages.busy, { 'retry-after': '5' });
    case 'slow':
      return detailError(503, AnalysisMessages.slow, { 'retry-after': '5' });
    case 'internal':
      // a parser bug met by an odd file: the visitor gets a clear 400, we get the stack
      log.error({ err: error }, 'resume analysis failed');
      return detailError(400, 'The file could not be read. Save it again as a PDF or DOCX and retry.');
  }
}

export const resumeAnalysisRoutesPlugin: FastifyPluginAsyncZod<ResumeAnalysisRoutesOptions> = async (app, options) => {
  const pool = options.pool ?? new AnalyzerPool();
  if (!options.pool) app.addHook('onClose', async () => pool.close());
  // a listening server loads the readers at start (injected test apps do not)
  app.addHook('onListen', async () => {
    void pool.warm();
  });
  const now = options.now ?? (() => new Date());

  registerEndpoints(app, routes, schemas, {
    analyzeResume: async (request, reply) => {
      const upload = await readUpload(request);
      if (!upload.bytes || upload.bytes.length === 0) throw detailError(400, Messages.resumeNoFile);
      // the kind by signature; damage is explained by the parser in its own words (spec 02 §7)
      const verdict = await inspectUpload(upload.bytes, {
        allowed: RESUME_KINDS,
        maxBytes: ANALYSIS_RESUME_MAX_BYTES,
        structure: false,
      });
      if (!verdict.ok && verdict.reason === 'too-large') throw detailError(413, Messages.resumeTooLarge);
      if (!verdict.ok) throw detailError(400, Messages.resumeInvalidType);

      let analysis;
      try {
        analysis = await pool.analyze(upload.bytes, {
          fileName: upload.fileName,
          candidateName: upload.candidateName,
          now: now(),
        });
      } catch (error) {
        throw jobErrorToHttp(error, request.log);
      }
      reply.header('cache-control', 'no-store');
      if (prefersJson(request.headers.accept)) return reply.type('application/json; charset=utf-8').send(analysis);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', REPORT_CSP)
        .send(renderReport(analysis));
    },
  });
};
