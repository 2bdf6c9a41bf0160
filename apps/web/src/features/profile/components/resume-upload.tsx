// Resume upload and view (spec 02 §4: no file → file selected, only when it
// passes validation → uploading → result or error; spec 02 §5: .pdf .doc
// .docx up to 5 MB). The server checks the content again. A stored resume
// then proposes profile items for the candidate to confirm (decision 027).
import { useState } from 'react';
import { Messages } from '@talent/contracts/messages';
import type { CandidateProfile } from '@talent/contracts/profile';
import { pathTo } from '@talent/contracts/routes';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useDeleteDocument, useUploadDocument } from '../api/profile-mutations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { fileProblem, formatFileSize } from '../../../components/ui/file-rules.ts';
import { PROFILE_RESUME_RULE } from '../../../components/ui/resume-file-rule.ts';
import styles from './profile-forms.module.css';
import { failureOf } from '../../../lib/form-errors.ts';
import { ResumePrefillReview, type PendingProposals } from './resume-prefill-review.tsx';

export { PROFILE_RESUME_RULE };

export const validateResume = (file: Pick<File, 'name' | 'size'>) => fileProblem(PROFILE_RESUME_RULE, file);

const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';

/** The file viewer page for a stored resume (spec 02 §2: file and type query). */
export function resumeViewerPath(link: string, filename: string | null) {
  const type = extensionOf(filename ?? '').slice(1) || 'pdf';
  return pathTo('fileViewer', {}, { file: link, type });
}

export function ResumeUpload({
  profile,
  onPendingChange,
}: {
  profile: CandidateProfile;
  /** See ResumePrefillReview: ticked proposals not saved yet. */
  onPendingChange?: (pending: PendingProposals) => void;
}) {
  const [selected, setSelected] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The stored resume whose proposals are open. */
  const [reviewing, setReviewing] = useState<string | null>(null);

  const uploadResume = useUploadDocument('resume');
  const deleteResume = useDeleteDocument('resume');

  const upload = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      const changed = await uploadResume.mutateAsync(selected);
      setSelected(null);
      toast.success(Messages.dataUpdated);
      // decision 027: a new resume proposes profile items at once
      setReviewing(changed.resume_file_id ?? null);
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
      setReviewing(null);
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
      {profile.resume_link ? (
        <div className={styles.current}>
          <p className={styles.currentText}>
            Current resume: <strong>{profile.resume_filename}</strong>
            {profile.s3_resume_file_size !== null && ` (${formatFileSize(profile.s3_resume_file_size)})`}
          </p>
          <div className={styles.currentActions}>
            <a
              href={resumeViewerPath(profile.resume_link, profile.resume_filename)}
              target="_blank"
              rel="noopener noreferrer"
            >
              View resume
            </a>
            {profile.resume_file_id && !reviewing && (
              <Button variant="secondary" onClick={() => setReviewing(profile.resume_file_id)} disabled={busy}>
                Fill profile from resume
              </Button>
            )}
            <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
              Delete resume
            </Button>
          </div>
        </div>
      ) : (
        <p className={styles.empty}>No resume uploaded yet.</p>
      )}
      <FileDropZone
        label={profile.resume_link ? 'Replace resume' : 'Upload resume'}
        title="Drop your resume here or click to browse"
        rule={PROFILE_RESUME_RULE}
        file={selected}
        onFileChange={(file) => {
          setProblem(null);
          setSelected(file);
        }}
        // spec 02 §4: an invalid file is only logged and not selected
        onRefuse={(file, reason) => console.warn('resume not selected:', file.name, reason)}
        error={problem}
        disabled={busy}
      >
        {selected && (
          <div className={styles.actions}>
            <Button onClick={() => void upload()} busy={busy}>
              Upload
            </Button>
          </div>
        )}
      </FileDropZone>
      {reviewing && (
        <ResumePrefillReview
          key={reviewing}
          profile={profile}
          fileId={reviewing}
          onClose={() => setReviewing(null)}
          onPendingChange={onPendingChange}
        />
      )}
    </div>
  );
}
