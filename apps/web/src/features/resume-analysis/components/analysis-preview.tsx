// spec 02 §2: the preview area (600 px high) — 'Analyzing resume...' while
// loading, the error text when it fails, the empty state, and the report in
// a sandboxed frame (no scripts, no same-origin access) with the export action.
// The 600 px frame is the spec's preview; on a phone a report of several
// screens in it is a scroll inside a scroll, so 'Read the full report' opens
// the same frame over the whole screen, the page behind held still
// (decision 049).
import { useEffect, useRef, useState } from 'react';
import { Messages } from '@talent/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import styles from '../analyze-resume.module.css';

export interface AnalysisPreviewProps {
  html: string | null;
  analyzing: boolean;
  error: string | null;
  exporting: boolean;
  exportError: string | null;
  onExport: () => void;
}

export function AnalysisPreview({ html, analyzing, error, exporting, exportError, onExport }: AnalysisPreviewProps) {
  // the report's cleaner (DOMPurify) loads with the first report, not with the page
  const [frame, setFrame] = useState<{ html: string; document: string | null } | null>(null);
  const [fullReport, setFullReport] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!html) return;
    let current = true;
    import('../sanitize-analysis.ts').then(
      ({ previewDocument, sanitizeAnalysisHtml }) =>
        current && setFrame({ html, document: previewDocument(sanitizeAnalysisHtml(html)) }),
      () => current && setFrame({ html, document: null }),
    );
    return () => {
      current = false;
    };
  }, [html]);
  const cleaned = html !== null && frame?.html === html;
  const frameDocument = cleaned ? frame.document : null;
  let content;
  if (analyzing || (html && !cleaned)) content = <LoadingAnimation message="Analyzing resume..." />;
  else if (error) content = <p className={styles.previewError}>{error}</p>;
  else if (html && !frameDocument) content = <p className={styles.previewError}>{Messages.analysisFailedGeneric}</p>;
  else if (frameDocument)
    content = <iframe className={styles.frame} title="Resume analysis report" sandbox="" srcDoc={frameDocument} />;
  else content = <p className={styles.empty}>Upload a resume to see the analysis preview</p>;
  return (
    <>
      {html && !analyzing && (
        <div className={styles.exportBar}>
          <Button variant="secondary" onClick={onExport} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export to PDF'}
          </Button>
          {frameDocument && (
            <Button ref={opener} variant="secondary" onClick={() => setFullReport(true)}>
              Read the full report
            </Button>
          )}
          {exportError && (
            <p className={styles.error} role="alert">
              {exportError}
            </p>
          )}
        </div>
      )}
      <div className={styles.preview} aria-busy={analyzing} data-testid="analysis-preview">
        {content}
      </div>
      {frameDocument && (
        <Modal
          open={fullReport}
          title="Resume analysis report"
          size="full"
          returnFocus={opener}
          onClose={() => setFullReport(false)}
        >
          <iframe className={styles.fullFrame} title="Full resume analysis report" sandbox="" srcDoc={frameDocument} />
        </Modal>
      )}
    </>
  );
}
