// spec 02 §7: POST {analyzer}/v1/analyze_resume, multipart resume_file,
// resume_url (always empty), candidate_name; no token; HTML or JSON back.
// spec 02 §8: 'Analysis failed: {status} {statusText} - {body}', or the
// generic message when no answer came.
import { resumeAnalysisRoutes } from '@talent/contracts/endpoints/resume-analysis';
import { Messages } from '@talent/contracts/messages';
import { ApiError, api } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/config.ts';

export const ANALYZE_RESUME_PATH = resumeAnalysisRoutes.analyzeResume.path;

export interface AnalyzeResumeInput {
  file: File;
  candidateName: string;
}

function escapeText(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The words a person reads from an error body: its detail, or its field messages — never raw JSON. */
export function bodyText(data: unknown): string {
  if (typeof data === 'string') return data.trim().startsWith('<') ? '' : data;
  if (data === null || typeof data !== 'object') return data === null || data === undefined ? '' : String(data);
  const messages: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') messages.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(data);
  return [...new Set(messages)].join(' ');
}

export class AnalysisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisError';
  }
}

/** The analysis as HTML; a JSON answer is shown as its text, wrapped as HTML. */
export async function analyzeResume({ file, candidateName }: AnalyzeResumeInput): Promise<string> {
  let response: Response;
  try {
    response = await api.postMultipart<Response>(
      ANALYZE_RESUME_PATH,
      { resume_file: file, resume_url: '', candidate_name: candidateName },
      { base: appConfig().analyzerBase, accept: 'text/html, application/json', auth: false, handle: false, raw: true },
    );
  } catch (error) {
    if (error instanceof ApiError && error.hasResponse) {
      throw new AnalysisError(Messages.analysisFailed(error.status, error.statusText, bodyText(error.data)));
    }
    if (error instanceof Error && error.name === 'ForbiddenSymbolsError') throw error;
    throw new AnalysisError(Messages.analysisFailedGeneric);
  }
  const text = await response.text();
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    return `<!doctype html><html lang="en"><body><pre>${escapeText(text)}</pre></body></html>`;
  }
  return text;
}
