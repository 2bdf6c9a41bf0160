// /hire/jobs/:jobId/ (decision 017): a job's pipeline as a board, searched
// and filtered by stage; 'Show as table' opens the job's applicant table,
// where applicants are sorted and acted on in bulk (decisions 047, 050).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import type { PipelineApplicant, PipelineQuery } from '@talent/contracts/hiring';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { jobQuery, pipelineQuery } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { SelfScreeningSetup } from '../../components/self-screening-setup.tsx';
import { WorkspaceNotFound } from '../../components/workspace-not-found.tsx';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { JobActions } from './components/job-actions.tsx';
import { PipelineBoard } from './components/pipeline-board.tsx';
import { dateText } from '../../../lib/dates.ts';

export function PipelineScreen() {
  const jobId = Number(useParams().jobId);
  const [query, setQuery] = useState<PipelineQuery>({ sort: 'applied_at', order: 'desc' });
  const job = useQuery(jobQuery(jobId));
  const pipeline = useQuery(pipelineQuery(jobId, query));
  const results = pipeline.data?.results ?? [];

  const card = (applicant: PipelineApplicant) => (
    <li key={applicant.id} className={styles.applicant}>
      <Link to={pathTo('hireApplication', { applicationId: applicant.id })}>{applicant.name}</Link>
      <small>{dateText(applicant.applied_at)}</small>
    </li>
  );

  if (job.isError || pipeline.isError) return <WorkspaceNotFound />;
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle(job.data?.title ?? 'Pipeline')} exactTitle />
      <h1>{job.data?.title ?? 'Pipeline'}</h1>
      {job.data && <JobActions job={job.data} />}
      <details className={styles.setup}>
        <summary>Self-screening questions and interview slots</summary>
        <SelfScreeningSetup jobId={jobId} />
      </details>
      <div className={styles.actions}>
        <label>
          Search applicants
          <input
            type="search"
            value={query.search ?? ''}
            onChange={(event) => setQuery({ ...query, search: event.target.value || undefined })}
          />
        </label>
        <label>
          Stage
          <select
            value={query.stage ?? ''}
            onChange={(event) =>
              setQuery({ ...query, stage: (event.target.value || undefined) as PipelineQuery['stage'] })
            }
          >
            <option value="">All stages</option>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {APPLICATION_STAGE_LABELS[stage]} ({pipeline.data?.counts[stage] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <Link className={styles.secondary} to={pathTo('hireApplicants', { jobId })}>
          Show as table
        </Link>
      </div>
      <PipelineBoard counts={pipeline.data?.counts ?? {}} results={results} card={card} />
    </main>
  );
}
