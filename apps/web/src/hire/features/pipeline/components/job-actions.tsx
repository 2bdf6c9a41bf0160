// The pipeline's job bar (decision 017): the job's state and the moves between states.
import { useState } from 'react';
import { Link } from 'react-router';
import { HIRING_JOB_STATE_LABELS, type HiringJob } from '@talent/contracts/hiring';
import { pathTo } from '@talent/contracts/routes';
import { ApiError, firstErrorMessage } from '../../../../lib/api-client.ts';
import styles from '../../../components/hiring.module.css';
import { useJobAction } from '../api/pipeline-api.ts';

/** Publish, unpublish and close, with the server's reason when a change is refused. */
export function JobActions({ job }: { job: HiringJob }) {
  const [message, setMessage] = useState<string | null>(null);
  const act = useJobAction(job.id, {
    onSuccess: () => setMessage(null),
    onError: (error) => setMessage(firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.'),
  });
  return (
    <div className={`${styles.actions} ${styles.jobActions}`}>
      <span className={styles.badge} data-state={job.state}>
        {HIRING_JOB_STATE_LABELS[job.state]}
      </span>
      {job.state !== 'published' && (
        <button type="button" className={styles.primary} onClick={() => act.mutate('publishJob')}>
          {job.state === 'closed' ? 'Reopen' : 'Publish'}
        </button>
      )}
      {job.state === 'published' && (
        <button type="button" className={styles.secondary} onClick={() => act.mutate('unpublishJob')}>
          Unpublish
        </button>
      )}
      {job.state !== 'closed' && (
        <button type="button" className={styles.secondary} onClick={() => act.mutate('closeJob')}>
          Close
        </button>
      )}
      <Link to={pathTo('hireJobEdit', { jobId: job.id })}>Edit</Link>
      {job.state === 'published' && (
        <a href={job.public_path} target="_blank" rel="noreferrer">
          View job page
        </a>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
