// spec 02 §2: after a file is chosen — 'File Selected', the name, the size in
// Bytes/KB/MB/GB, the type (or 'Unknown') and the 'Analyze Resume' button.
// The type reads as people say it; the browser's media type is kept beside it.
import { Button } from '../../../components/ui/button.tsx';
import { formatFileSize, humanFileType } from '../../../components/ui/file-rules.ts';
import { fileTypeLabel } from '../resume-file-rules.ts';
import styles from '../analyze-resume.module.css';

export function FileDetails({ file, onAnalyze, busy }: { file: File; onAnalyze: () => void; busy: boolean }) {
  return (
    <div className={styles.fileDetails} aria-live="polite">
      <h3 className={styles.fileTitle}>File Selected</h3>
      <dl className={styles.fileFacts}>
        <dt>Name</dt>
        <dd data-testid="file-name">{file.name}</dd>
        <dt>Size</dt>
        <dd data-testid="file-size">{formatFileSize(file.size)}</dd>
        <dt>Type</dt>
        <dd>{humanFileType(file)}</dd>
        <dt>Media type</dt>
        <dd data-testid="file-type">{fileTypeLabel(file)}</dd>
      </dl>
      <Button onClick={onAnalyze} busy={busy}>
        Analyze Resume
      </Button>
    </div>
  );
}
