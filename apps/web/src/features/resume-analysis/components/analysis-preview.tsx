// spec 02 §2: the preview area (600 px high) — 'Analyzing resume...' while
// loading, the error text when it fails, the empty state, and the report in
// a sandboxed frame (no scripts, no same-origin access) with the export action.
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { previewDocument, sanitizeAnalysisHtml } from '../sanitize-analysis.ts';
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
  const frameDocument = useMemo(() => (html ? previewDocument(sanitizeAnalysisHtml(html)) : null), [html]);
  let content;
  if (analyzing) content = <LoadingAnimation message="Analyzing resume..." />;
  else if (error) content = <p className={styles.previewError}>{error}</p>;
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
    </>
  );
}
