// spec 02 §2 (/analyze-resume/): Upload Resume beside Analysis Preview, stacked
// below 768 px, at most 1200 px wide. spec 02 §4: no file → file selected
// (only when valid) → uploading → result or error; a new file resets the
// previous analysis and export state.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { RESUME_PAGE_MAX_WIDTH_PX } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { Spinner } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { analyzeResume } from './api/analyze-resume.ts';
import { AnalysisPreview } from './components/analysis-preview.tsx';
import { FileDetails } from './components/file-details.tsx';
import { ANALYSIS_RESUME_RULE } from './resume-file-rules.ts';
import { FileDropZone } from '../../components/ui/file-drop-zone.tsx';
import styles from './analyze-resume.module.css';
import { analytics } from '../../lib/analytics.ts';

// the print window and the report's cleaner load with the first report, not with the page
const loadExport = () => import('./export-pdf.ts');

export default function AnalyzeResumeScreen() {
  const [candidateName, setCandidateName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // the result (or its error) is announced and, on a phone where the preview sits below
  // the upload, brought into view
  const showResult = () => {
    const heading = previewHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    if (heading.getBoundingClientRect().top > window.innerHeight * 0.5) {
      heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  };
  const analysis = useMutation({
    mutationFn: analyzeResume,
    onSuccess: () => {
      void loadExport();
      // decision 024: only that an analysis finished; nothing of the resume
      analytics.track('Resume Analysed');
      requestAnimationFrame(showResult);
    },
    onError: () => requestAnimationFrame(showResult),
  });

  // the drop zone refuses a bad file itself and clears the choice (null)
  const chooseFile = (next: File | null) => {
    setFileError(null);
    setFile(next);
    analysis.reset();
    setExporting(false);
    setExportError(null);
  };

  const analyze = () => {
    if (!file) {
      setFileError(Messages.resumeNoFile);
      return;
    }
    setFileError(null);
    setExportError(null);
    analysis.mutate({ file, candidateName: candidateName.trim() });
  };

  const exportPdf = async () => {
    setExportError(null);
    setExporting(true);
    let printing: Awaited<ReturnType<typeof loadExport>> | null = null;
    try {
      printing = await loadExport();
      await printing.exportAnalysisToPdf(analysis.data ?? null);
    } catch (error) {
      setExportError(printing && error instanceof printing.ExportError ? error.message : Messages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const analysisError = analysis.error ? analysis.error.message || Messages.analysisFailedGeneric : null;
  const widgetError = fileError ?? analysisError;

  return (
    <main id="main" className={`page ${styles.page}`} style={{ maxWidth: RESUME_PAGE_MAX_WIDTH_PX }}>
      <PageHead
        title="Resume Analysis"
        description="Upload your resume and see how an applicant tracking system reads it, with fixes for every problem found."
      />
      <h1 className={styles.title}>Resume Analysis</h1>
      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="upload-heading">
          <h2 id="upload-heading">Upload Resume</h2>
          <TextField
            label="Candidate Name (Optional)"
            placeholder="Enter candidate name"
            value={candidateName}
            autoComplete="name"
            onChange={(event) => setCandidateName(event.target.value)}
          />
          <FileDropZone
            label="Resume file"
            hideLabel
            title="Drop your resume here or click to browse"
            rule={ANALYSIS_RESUME_RULE}
            file={file}
            onFileChange={chooseFile}
            // spec 02 §4: an invalid file is only logged and not selected
            onRefuse={(refused, problem) => console.warn('resume file refused:', refused.name, problem)}
            error={widgetError}
            disabled={analysis.isPending}
            hideSelection
            testId="resume-drop-zone"
            errorTestId="resume-error"
          >
            {file && <FileDetails file={file} onAnalyze={analyze} busy={analysis.isPending} />}
            {analysis.isPending && (
              <p className={styles.uploading}>
                <Spinner label="Uploading resume" />
                <span aria-hidden="true">Uploading resume...</span>
              </p>
            )}
          </FileDropZone>
        </section>
        <section className={styles.panel} aria-labelledby="preview-heading">
          <h2 id="preview-heading" ref={previewHeading} tabIndex={-1} className={styles.previewHeading}>
            Analysis Preview
          </h2>
          <AnalysisPreview
            html={analysis.data ?? null}
            analyzing={analysis.isPending}
            error={analysisError}
            exporting={exporting}
            exportError={exportError}
            onExport={() => void exportPdf()}
          />
        </section>
      </div>
    </main>
  );
}
