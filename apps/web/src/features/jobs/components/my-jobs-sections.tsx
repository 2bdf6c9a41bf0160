// The signed-in candidate's own job lists on the dashboard: saved jobs, job
// alerts (create, edit, deactivate one or all, spec 02 §4). 'Jobs for you'
// has its own file (jobs-for-you.tsx).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALERT_FREQUENCY_LABELS, type JobAlert } from '@talent/contracts/job-alerts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAlert, useDeactivateAlerts, useUpdateAlert } from '../api/job-mutations.ts';
import { alertsQuery, savedJobsQuery } from '../api/job-queries.ts';
import { AlertForm, alertBody, alertFormValues, emptyAlert } from './alert-form.tsx';
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
  const fitAmong = data?.results.map((job) => job.id) ?? [];
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
              <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} fitAmong={fitAmong} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The id of the new alert's keyword field: the dashboard's to-do list links to it. */
export const NEW_ALERT_FIELD_ID = 'alert-term';

function AlertRow({ alert }: { alert: JobAlert }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deactivate = useDeactivateAlerts({
    onSuccess: () => toast.success('Job alert deactivated.'),
    onError: (failure) => toast.error(errorText(failure)),
  });
  const update = useUpdateAlert({
    onSuccess: (saved) => {
      toast.success(`Job alert saved: ${saved.label}.`);
      setEditing(false);
    },
    onError: (failure) => setError(errorText(failure)),
  });
  if (editing) {
    return (
      <li className={styles.alertEditing}>
        <AlertForm
          label={`Edit alert ${alert.label}`}
          initial={alertFormValues(alert)}
          submitText="Save alert"
          busy={update.isPending}
          error={error}
          onSubmit={(values) => {
            setError(null);
            update.mutate({ id: alert.id, changes: alertBody(values) });
          }}
          onCancel={() => {
            setError(null);
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li>
      <span className={styles.alertLabel}>
        <span>{alert.label}</span>
        <span className={styles.alertFrequency}>{ALERT_FREQUENCY_LABELS[alert.frequency]}</span>
      </span>
      <span className={styles.alertButtons}>
        <button
          type="button"
          className={list.link}
          aria-label={`Edit alert ${alert.label}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        <button
          type="button"
          className={list.link}
          aria-label={`Deactivate alert ${alert.label}`}
          onClick={() => deactivate.mutate({ ids: [alert.id], all: false })}
        >
          Deactivate
        </button>
      </span>
    </li>
  );
}

export function JobAlerts() {
  const { data, isPending } = useQuery(alertsQuery());
  // a new key clears the form after an alert is created
  const [formKey, setFormKey] = useState(0);
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
      setFormKey((key) => key + 1);
    },
    onError: (error) => toast.error(errorText(error)),
  });
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
              <AlertRow key={alert.id} alert={alert} />
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
      <AlertForm
        key={formKey}
        label="New job alert"
        heading
        initial={emptyAlert}
        submitText="Create alert"
        busy={create.isPending}
        keywordId={NEW_ALERT_FIELD_ID}
        onSubmit={(values) => create.mutate(alertBody(values))}
      />
    </section>
  );
}
