// /hire/jobs/new/ and /hire/jobs/:jobId/edit/ (decision 017): a new job, or
// one of the company's jobs, in the job form.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { jobQuery } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { WorkspaceNotFound } from '../../components/workspace-not-found.tsx';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { JobForm } from './components/job-form.tsx';

export function JobEditorScreen() {
  const { jobId } = useParams();
  const id = jobId ? Number(jobId) : null;
  const job = useQuery({ ...jobQuery(id ?? 0), enabled: id !== null });
  const title = id ? 'Edit job' : 'New job';
  // another company's job, or none: saying so, never an empty form that would save a new job
  if (id !== null && job.isError) return <WorkspaceNotFound />;
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle(title)} exactTitle />
      <h1>{title}</h1>
      {id !== null && !job.data ? <p>Loading…</p> : <JobForm key={job.data?.id ?? 'new'} job={job.data ?? null} />}
    </main>
  );
}
