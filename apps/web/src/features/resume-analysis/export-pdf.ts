// spec 02 §9 and §8: export through a print window — the file name
// 'resume-analysis-{timestamp}.pdf' (the window's title, which the browser's
// "Save as PDF" offers), a 1 inch margin, content at most 800 px wide, the
// window closed 1 second after printing; the spec's three error messages.
import { EXPORT_PRINT } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { sanitizeAnalysisHtml } from './sanitize-analysis.ts';

export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

export function exportFileName(timestamp = Date.now()): string {
  return `resume-analysis-${timestamp}.pdf`;
}

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function printDocument(html: string, fileName: string): string {
  const { styles, body } = sanitizeAnalysisHtml(html);
  const page = `@page { margin: ${EXPORT_PRINT.marginInches}in; }
html, body { background: #fff; margin: 0; }
.print-root { max-width: ${EXPORT_PRINT.contentWidthPx}px; margin: 0 auto; }`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeText(fileName)}</title><style>${styles}</style><style>${page}</style></head><body><div class="print-root">${body}</div></body></html>`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the print window, prints, and closes it a second later. */
export async function exportAnalysisToPdf(html: string | null, opener: Window = window): Promise<void> {
  if (!html) throw new ExportError(Messages.exportNoContent);
  const printWindow = opener.open('', '_blank', 'width=900,height=1000');
  if (!printWindow) throw new ExportError(Messages.exportPopupBlocked);
  try {
    printWindow.document.open();
    printWindow.document.write(printDocument(html, exportFileName()));
    printWindow.document.close();
    printWindow.focus();
    printWindow.print();
  } catch {
    printWindow.close();
    throw new ExportError(Messages.exportFailed);
  }
  await wait(EXPORT_PRINT.closeAfterMs);
  printWindow.close();
}
