// /hire/ (decision 017): the company's jobs, with their state and applicants.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EMPLOYMENT_TYPE_LABELS, HIRING_JOB_STATE_LABELS } from '@talent/contracts/hiring';
import { counted } from '@talent/contracts/plurals';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { jobsQuery } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';

export function JobsScreen() {
  const jobs = useQuery(jobsQuery());
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle('Jobs')} exactTitle />
      <div className={styles.titleRow}>
        <h1>Jobs</h1>
        <Link to={pathTo('hireJobNew')} className={styles.primary}>
          New job
        </Link>
      </div>
      {jobs.data?.results.length === 0 && <p>No jobs yet. Create the first one.</p>}
      <ul className={styles.cards}>
        {jobs.data?.results.map((job) => (
          <li key={job.id} className={styles.card}>
            <h2>
              <Link to={pathTo('hireJob', { jobId: job.id })}>{job.title}</Link>
            </h2>
            <p>
              <span className={styles.badge} data-state={job.state}>
                {HIRING_JOB_STATE_LABELS[job.state]}
              </span>{' '}
              {job.is_remote ? 'Remote' : job.location} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]}
            </p>
            <p>
              {counted(job.applicant_count, 'applicant', 'applicants')} · {job.new_count} new
            </p>
            <p>
              <Link to={pathTo('hireApplicants', { jobId: job.id })}>Applicants table</Link> ·{' '}
              <Link to={pathTo('hireJobEdit', { jobId: job.id })}>Edit</Link>
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
