// Resume upload and view (spec 02 §4: no file → file selected, only when it
// passes validation → uploading → result or error; spec 02 §5: .pdf .doc
// .docx up to 5 MB). The server checks the content again.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_RESUME_MAX_BYTES, RESUME_EXTENSIONS } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { ProfileMessages } from '@talent/contracts/profile';
import { pathTo } from '@talent/contracts/routes';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useDeleteDocument, useUploadDocument } from '../api/profile-mutations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './profile-forms.module.css';
import { failureOf } from '../../../lib/form-errors.ts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';

export function validateResume(file: File): string | null {
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return ProfileMessages.resumeInvalidType;
  if (file.size > PROFILE_RESUME_MAX_BYTES) return ProfileMessages.resumeTooLarge;
  return null;
}

/** The file viewer page for a stored resume (spec 02 §2: file and type query). */
export function resumeViewerPath(link: string, filename: string | null) {
  const type = extensionOf(filename ?? '').slice(1) || 'pdf';
  return pathTo('fileViewer', {}, { file: link, type });
}

export interface ResumeFacts {
  resume_link: string | null;
  resume_filename: string | null;
  s3_resume_file_size: number | null;
}

export function ResumeUpload({ resume, onUploaded }: { resume: ResumeFacts; onUploaded?: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setSelected(null);
    if (!file) return;
    const invalid = validateResume(file);
    if (invalid) {
      // spec 02 §4: an invalid file is not selected
      console.warn('resume not selected:', invalid);
      setProblem(invalid);
      event.target.value = '';
      return;
    }
    setProblem(null);
    setSelected(file);
  };

  const uploadResume = useUploadDocument('resume');
  const deleteResume = useDeleteDocument('resume');

  const upload = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await uploadResume.mutateAsync(selected);
      setSelected(null);
      if (input.current) input.current.value = '';
      toast.success(Messages.dataUpdated);
      onUploaded?.();
    } catch (error) {
      const { status, data } = failureOf(error);
      const message = status === 0 ? Messages.serverIssue : (firstErrorMessage(data) ?? Messages.genericError);
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteResume.mutateAsync();
      toast.success(Messages.dataUpdated);
    } catch (error) {
      const { data } = failureOf(error);
      toast.error(firstErrorMessage(data) ?? Messages.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {resume.resume_link ? (
        <p>
          Current resume: <strong>{resume.resume_filename}</strong>
          {resume.s3_resume_file_size !== null && ` (${formatBytes(resume.s3_resume_file_size)})`}{' '}
          <a
            href={resumeViewerPath(resume.resume_link, resume.resume_filename)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View resume
          </a>{' '}
          <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
            Delete resume
          </Button>
        </p>
      ) : (
        <p className={styles.empty}>No resume uploaded yet.</p>
      )}
      <label htmlFor={`${id}-file`} className={styles.legend}>
        {resume.resume_link ? 'Replace resume' : 'Upload resume'}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        PDF, DOC or DOCX, up to 5 MB.
      </p>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={onSelect}
        />
        <Button onClick={() => void upload()} disabled={!selected} busy={busy && Boolean(selected)}>
          Upload
        </Button>
      </div>
      {selected && (
        <p className={styles.hint}>
          File selected: {selected.name}, {formatBytes(selected.size)}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
