// One resume from bytes to analysis: sniff the type, extract lines, parse the
// resume, run the checks. Runs inside the analyzer worker thread; the
// benchmark and the unit tests call it directly too.
import { Messages } from '@talent/contracts/messages';
import type { ResumeAnalysis } from '@talent/contracts/resume-analysis';
import { UnreadableDocumentError } from './analysis-errors.ts';
import { atsView, runChecks } from './analysis-checks.ts';
import type { ExtractedDocument } from './document-model.ts';
import { extractDoc } from './extract-doc.ts';
import { extractDocx } from './extract-docx.ts';
import { extractPdf } from './extract-pdf.ts';
import { sniffKind } from '../../lib/file-inspection.ts';
import { parseResume, type ParseResult } from './resume-parser.ts';

export interface AnalyzeOptions {
  fileName: string | null;
  candidateName: string | null;
  /** The analysis date: "Present" ends here (tests pin it). */
  now?: Date;
}

export async function extractDocument(bytes: Uint8Array): Promise<ExtractedDocument> {
  const format = await sniffKind(bytes);
  if (format === 'pdf') return extractPdf(bytes);
  if (format === 'docx') return extractDocx(bytes);
  if (format === 'doc') return extractDoc(bytes);
  throw new UnreadableDocumentError(Messages.resumeInvalidType, 'invalid-type');
}

export interface DetailedAnalysis {
  analysis: ResumeAnalysis;
  doc: ExtractedDocument;
  parsed: ParseResult;
}

export async function analyzeDocument(bytes: Uint8Array, options: AnalyzeOptions): Promise<DetailedAnalysis> {
  const started = performance.now();
  const doc = await extractDocument(bytes);
  const parsed = parseResume(doc);
  const now = options.now ?? new Date();
  const { checks, stats, score } = runChecks({ doc, parsed, candidateName: options.candidateName, now });
  const readable = checks.length > 1;
  const analysis: ResumeAnalysis = {
    version: 1,
    candidateName: options.candidateName,
    document: {
      fileName: options.fileName,
      format: doc.format,
      bytes: bytes.byteLength,
      pages: doc.pages,
      pagesEstimated: doc.pagesEstimated,
      words: parsed.words,
      encrypted: doc.encrypted,
      imageOnly: !doc.encrypted && !readable,
      columns: doc.multiColumnPages.length > 0 ? 2 : 1,
      fonts: doc.fontFamilies,
    },
    resume: parsed.resume,
    stats,
    score,
    checks,
    atsView: readable ? atsView(parsed) : [],
    analysisMs: Math.round(performance.now() - started),
  };
  return { analysis, doc, parsed };
}
