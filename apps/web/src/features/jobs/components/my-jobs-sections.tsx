// The signed-in candidate's own job lists on the dashboard: saved jobs, job
// alerts (create, deactivate one or all, spec 02 §4) and recommended jobs.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAlert, useDeactivateAlerts } from '../api/job-mutations.ts';
import { alertsQuery, recommendedJobsQuery, savedJobsQuery } from '../api/job-queries.ts';
import { JobCardView } from './job-card.tsx';
import list from '../../../components/ui/list-section.module.css';
import styles from './my-jobs.module.css';
import { SaveJobButton } from './save-job-button.tsx';

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (firstErrorMessage(error.data) ?? error.message)
    : 'Something went wrong. Please try again.';

export function SavedJobs() {
  const { data, isPending } = useQuery(savedJobsQuery('saved'));
  return (
    <section aria-labelledby="saved-jobs" className={list.section}>
      <h2 id="saved-jobs">Saved jobs {data ? <span className={list.count}>{data.count}</span> : null}</h2>
      {isPending ? (
        <LoadingAnimation />
      ) : !data?.results.length ? (
        <p>Save jobs with the star on any job to come back to them here.</p>
      ) : (
        <ul className={list.cards}>
          {data.results.map((job) => (
            <li key={job.id}>
              <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function JobAlerts() {
  const { data, isPending } = useQuery(alertsQuery());
  const [term, setTerm] = useState('');
  const [remote, setRemote] = useState(false);
  const deactivate = useDeactivateAlerts({
    onSuccess: (result) => {
      toast.success(
        result.deactivated === 1 ? 'Job alert deactivated.' : `${result.deactivated} job alerts deactivated.`,
      );
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const create = useCreateAlert({
    onSuccess: (alert) => {
      toast.success(`Job alert saved: ${alert.label}.`);
      setTerm('');
      setRemote(false);
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ search_term: term.trim() || undefined, remote: remote || undefined });
  };
  return (
    <section aria-labelledby="job-alerts" className={list.section}>
      <h2 id="job-alerts">Job alerts {data ? <span className={list.count}>{data.count}</span> : null}</h2>
      {isPending ? (
        <LoadingAnimation />
      ) : !data?.results.length ? (
        <p>No active job alerts. Create one here or from any search.</p>
      ) : (
        <>
          <ul className={styles.alerts}>
            {data.results.map((alert) => (
              <li key={alert.id}>
                <span>{alert.label}</span>
                <button
                  type="button"
                  className={list.link}
                  aria-label={`Deactivate alert ${alert.label}`}
                  onClick={() => deactivate.mutate({ ids: [alert.id], all: false })}
                >
                  Deactivate
                </button>
              </li>
            ))}
          </ul>
          {data.results.length > 1 && (
            <Button
              variant="ghost"
              busy={deactivate.isPending}
              onClick={() => deactivate.mutate({ ids: [], all: true })}
            >
              Deactivate all alerts
            </Button>
          )}
        </>
      )}
      <form className={styles.alertForm} onSubmit={onCreate} aria-label="New job alert">
        <label htmlFor="alert-term">Keyword</label>
        <input
          id="alert-term"
          value={term}
          maxLength={100}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="e.g. React developer"
        />
        <label className={styles.inline}>
          <input type="checkbox" checked={remote} onChange={(event) => setRemote(event.target.checked)} /> Remote only
        </label>
        <Button type="submit" variant="secondary" busy={create.isPending} disabled={!term.trim() && !remote}>
          Create alert
        </Button>
      </form>
    </section>
  );
}

export function RecommendedJobs() {
  const { data } = useQuery(recommendedJobsQuery());
  if (!data?.results.length) return null;
  return (
    <section aria-labelledby="recommended" className={list.section}>
      <h2 id="recommended">Recommended for you</h2>
      <ul className={list.cards}>
        {data.results.map((job) => (
          <li key={job.id}>
            <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
