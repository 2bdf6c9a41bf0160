// spec 02 §2: the drop zone texts and a Choose File button; the first dropped
// file is used. Keyboard and screen-reader users reach the real button, which
// opens the file dialog; the zone itself is a convenience for mouse and drag.
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ACCEPTED_TYPES } from '../resume-file-rules.ts';
import styles from '../analyze-resume.module.css';

export function ResumeDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const formatsId = useId();
  const browse = () => {
    if (!disabled) input.current?.click();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      className={[styles.dropZone, over ? styles.dropZoneOver : ''].join(' ')}
      data-testid="resume-drop-zone"
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onClick={browse}
    >
      <p id={hintId} className={styles.dropTitle}>
        Drop your resume here or click to browse
      </p>
      <p id={formatsId} className={styles.dropFormats}>
        Supported formats: PDF, DOC, DOCX (Max 10MB)
      </p>
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={`${hintId} ${formatsId}`}
        onClick={(event) => {
          event.stopPropagation();
          browse();
        }}
      >
        Choose File
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="resume-file-input"
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // cleared so choosing the same file again still counts as a choice
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
