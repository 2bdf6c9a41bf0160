// The save / saved toggle of a job card or page (spec 02 §4).
import type { JobCard } from '@talent/contracts/jobs';
import { useSaveJob, type SaveContext } from '../api/use-save-job.ts';
import styles from './job-card.module.css';

export function SaveJobButton({
  job,
  context,
}: {
  job: Pick<JobCard, 'id' | 'url' | 'title' | 'is_saved'>;
  context: SaveContext;
}) {
  const { toggle, pendingJobId } = useSaveJob(context);
  const saved = job.is_saved === true;
  return (
    <button
      type="button"
      className={saved ? `${styles.save} ${styles.saved}` : styles.save}
      aria-pressed={saved}
      aria-label={saved ? `Unsave ${job.title}` : `Save ${job.title}`}
      disabled={pendingJobId === job.id}
      onClick={() => toggle(job, !saved)}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? 'Saved' : 'Save'}
    </button>
  );
}
