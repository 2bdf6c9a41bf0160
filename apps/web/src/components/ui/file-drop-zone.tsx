// The one drop zone for every upload (the resume analyzer, the onboarding and
// profile resume, the profile picture). A file can be dropped on the zone or
// picked with a real button that keyboard and screen-reader users reach; the
// zone says which types and what size this place accepts, shows the chosen
// file by name and a readable type, and when a refused file follows a good
// one it clears the good one and says so (spec 02 §4: an invalid file is not
// selected).
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './file-drop-zone.module.css';
import { fileProblem, formatFileSize, formatLimit, humanFileType, type FileRule } from './file-rules.ts';

export interface FileDropZoneProps {
  /** The file input's name and the zone's heading: 'Upload resume', 'Add picture'. */
  label: string;
  /** The page's own heading already names the zone (the analyzer's 'Upload Resume'). */
  hideLabel?: boolean;
  /** The invitation: 'Drop your resume here or click to browse'. */
  title: string;
  rule: FileRule;
  /** The chosen file (the caller keeps it). */
  file: File | null;
  /** A file that passed the rule, or null when a refused one cleared the choice. */
  onFileChange: (file: File | null) => void;
  /** Told of every refused file (the analyzer logs them: spec 02 §4). */
  onRefuse?: (file: File, problem: string) => void;
  /** The caller's own error (an upload or analysis that failed). */
  error?: string | null;
  buttonLabel?: string;
  disabled?: boolean;
  /** The caller shows the chosen file itself (the analyzer's 'File Selected' block). */
  hideSelection?: boolean;
  /** A smaller zone for a picture beside its preview. */
  compact?: boolean;
  /** Shown under the chosen file, e.g. the Upload button. */
  children?: ReactNode;
  testId?: string;
  errorTestId?: string;
  /** Several files (attachments): each checked by the rule, the accepted ones given here, at most `maxFiles`. */
  multiple?: { files: File[]; maxFiles: number; onFilesChange: (files: File[]) => void };
}

interface Refusal {
  message: string;
  name: string;
  /** The good file the refused one replaced. */
  cleared: string | null;
}

export function FileDropZone({
  label,
  hideLabel = false,
  title,
  rule,
  file,
  onFileChange,
  onRefuse,
  error,
  buttonLabel = 'Choose File',
  disabled = false,
  hideSelection = false,
  compact = false,
  children,
  testId,
  errorTestId,
  multiple,
}: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const choose = (next: File) => {
    const problem = fileProblem(rule, next);
    if (problem) {
      setRefusal({ message: problem, name: next.name, cleared: file?.name ?? null });
      onRefuse?.(next, problem);
      if (file) onFileChange(null);
      return;
    }
    setRefusal(null);
    onFileChange(next);
  };

  const chooseMany = (picked: File[]) => {
    if (!multiple) return;
    const refused = picked.map((f) => ({ f, problem: fileProblem(rule, f) })).find((p) => p.problem);
    setRefusal(refused ? { message: refused.problem!, name: refused.f.name, cleared: null } : null);
    if (refused) onRefuse?.(refused.f, refused.problem!);
    multiple.onFilesChange(picked.filter((f) => !fileProblem(rule, f)).slice(0, multiple.maxFiles));
  };

  const browse = () => {
    if (!disabled) input.current?.click();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    if (multiple) return chooseMany(Array.from(event.dataTransfer.files));
    // spec 02 §2: the first dropped file is used
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  const message = refusal?.message ?? error ?? null;
  const describedBy = [hideLabel ? '' : `${id}-label`, `${id}-title`, `${id}-formats`, message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.wrap, compact ? styles.compact : ''].join(' ')}>
      <div
        className={[styles.zone, over ? styles.over : '', disabled ? styles.disabled : ''].join(' ')}
        data-testid={testId}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        onClick={browse}
      >
        {!hideLabel && (
          <p id={`${id}-label`} className={styles.label}>
            {label}
          </p>
        )}
        <p id={`${id}-title`} className={styles.title}>
          {title}
        </p>
        <p id={`${id}-formats`} className={styles.formats}>
          Supported formats: {rule.formats} <span className={styles.limit}>(Max {formatLimit(rule.maxBytes)})</span>
        </p>
        <Button
          variant="secondary"
          className={styles.button}
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={(event) => {
            event.stopPropagation();
            browse();
          }}
        >
          {buttonLabel}
        </Button>
        {/* the button is the control people reach; the input only opens the dialog */}
        <input
          ref={input}
          type="file"
          accept={rule.accept}
          aria-label={label}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          multiple={multiple ? true : undefined}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            // cleared so choosing the same file again still counts as a choice
            event.target.value = '';
            if (multiple) chooseMany(picked);
            else if (picked[0]) choose(picked[0]);
          }}
        />
      </div>
      {!hideSelection && file && (
        <p className={styles.chosen} aria-live="polite">
          <span className={styles.chosenLabel}>Selected:</span>{' '}
          <span
            className={styles.chosenName}
          >{`${file.name} · ${humanFileType(file)} · ${formatFileSize(file.size)}`}</span>
        </p>
      )}
      {!hideSelection && multiple && multiple.files.length > 0 && (
        <p className={styles.chosen} aria-live="polite">
          <span className={styles.chosenLabel}>Selected:</span>{' '}
          <span className={styles.chosenName}>
            {multiple.files.map((f) => `${f.name} · ${formatFileSize(f.size)}`).join(', ')}
          </span>
        </p>
      )}
      {children}
      {message && (
        <div id={`${id}-error`} className={styles.error} role="alert">
          <p data-testid={errorTestId}>{message}</p>
          {refusal && (
            <p className={styles.errorDetail}>
              {refusal.cleared
                ? `${refusal.name} (${humanFileType({ name: refusal.name, type: '' })}) was not accepted, and ${refusal.cleared} is no longer selected. Choose another file.`
                : `${refusal.name} (${humanFileType({ name: refusal.name, type: '' })}) was not accepted. Choose another file.`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
