// /hire/jobs/:jobId/ (decision 017): a job's pipeline as a board and a
// sortable table, with bulk moves and rejection (confirmed, with progress).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import type { PipelineApplicant, PipelineQuery } from '@talent/contracts/hiring';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { jobQuery, pipelineQuery } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { SelfScreeningSetup } from '../../components/self-screening-setup.tsx';
import { WorkspaceNotFound } from '../../components/workspace-not-found.tsx';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { runAction, useRefreshWorkspace, type Action } from './api/pipeline-api.ts';
import { ActionPicker } from './components/action-picker.tsx';
import { JobActions } from './components/job-actions.tsx';
import { PipelineBoard } from './components/pipeline-board.tsx';
import { dateText } from '../../../lib/dates.ts';

const errorText = (error: unknown) => firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.';

export function PipelineScreen() {
  const jobId = Number(useParams().jobId);
  const refresh = useRefreshWorkspace();
  const [view, setView] = useState<'board' | 'table'>('board');
  const [query, setQuery] = useState<PipelineQuery>({ sort: 'applied_at', order: 'desc' });
  const [selected, setSelected] = useState<number[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number; failed: string[] } | null>(null);
  const job = useQuery(jobQuery(jobId));
  const pipeline = useQuery(pipelineQuery(jobId, query));
  const results = pipeline.data?.results ?? [];

  async function bulk(action: Action) {
    const ids = [...selected];
    setProgress({ done: 0, total: ids.length, failed: [] });
    const failed: string[] = [];
    for (const [index, id] of ids.entries()) {
      try {
        await runAction(id, action);
      } catch (error) {
        failed.push(`${results.find((a) => a.id === id)?.name ?? id}: ${errorText(error)}`);
      }
      setProgress({ done: index + 1, total: ids.length, failed: [...failed] });
    }
    setSelected([]);
    await refresh();
  }

  const sortBy = (sort: NonNullable<PipelineQuery['sort']>) =>
    setQuery({ ...query, sort, order: query.sort === sort && query.order === 'desc' ? 'asc' : 'desc' });
  const ariaSort = (sort: string) =>
    query.sort === sort ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined;
  const toggle = (id: number) =>
    setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const card = (applicant: PipelineApplicant) => (
    <li key={applicant.id} className={styles.applicant}>
      <input
        type="checkbox"
        aria-label={`Select ${applicant.name}`}
        checked={selected.includes(applicant.id)}
        onChange={() => toggle(applicant.id)}
      />
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
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={view === 'table'}
          onClick={() => setView(view === 'board' ? 'table' : 'board')}
        >
          {view === 'board' ? 'Show as table' : 'Show as board'}
        </button>
      </div>
      {selected.length > 0 && (
        <section aria-label="Bulk actions" className={styles.bulk}>
          <p role="status">{selected.length} selected</p>
          <ActionPicker count={selected.length} onRun={(action) => void bulk(action)} />
        </section>
      )}
      {progress && (
        <div className={styles.progress}>
          <progress value={progress.done} max={progress.total} aria-label="Bulk action progress" />
          <span role="status">
            {progress.done} of {progress.total} done
            {progress.failed.length ? ` · ${progress.failed.length} refused` : ''}
          </span>
          {progress.failed.map((line) => (
            <p key={line} className={styles.error}>
              {line}
            </p>
          ))}
        </div>
      )}
      {view === 'board' ? (
        <PipelineBoard counts={pipeline.data?.counts ?? {}} results={results} card={card} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
              <th scope="col" aria-sort={ariaSort('name')}>
                <button type="button" onClick={() => sortBy('name')}>
                  Name
                </button>
              </th>
              <th scope="col" aria-sort={ariaSort('fit')}>
                <button type="button" onClick={() => sortBy('fit')}>
                  Fit
                </button>
              </th>
              <th scope="col">Stage</th>
              <th scope="col" aria-sort={ariaSort('stage_changed_at')}>
                <button type="button" onClick={() => sortBy('stage_changed_at')}>
                  In stage since
                </button>
              </th>
              <th scope="col" aria-sort={ariaSort('applied_at')}>
                <button type="button" onClick={() => sortBy('applied_at')}>
                  Applied
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((applicant) => (
              <tr key={applicant.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${applicant.name}`}
                    checked={selected.includes(applicant.id)}
                    onChange={() => toggle(applicant.id)}
                  />
                </td>
                <td>
                  <Link to={pathTo('hireApplication', { applicationId: applicant.id })}>{applicant.name}</Link>
                  <br />
                  <small>{applicant.email}</small>
                </td>
                <td>
                  {/* decision 038: the score with the evidence behind it */}
                  <strong>{applicant.fit.score}%</strong>
                  <br />
                  <small>{applicant.fit.summary}</small>
                </td>
                <td>{applicant.stage_label}</td>
                <td>{dateText(applicant.stage_changed_at)}</td>
                <td>{dateText(applicant.applied_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
