// /dashboard/ (protected): the candidate's summary from the profile, the next
// step (an application waiting for answers), applied jobs with their status,
// saved jobs, job alerts (deactivate one or all, spec 02 §4) and recommended
// jobs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { APPLIED_JOB_SCREENING, INTERNATIONAL_JOB_APPLY } from '@talent/contracts/apply-routing';
import type { AppliedJob } from '@talent/contracts/jobs';
import type { CandidateProfile } from '@talent/contracts/profile';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ApiError, firstErrorMessage } from '../../lib/api-client.ts';
import {
  alertsQuery,
  appliedJobsQuery,
  jobMutations,
  messageDataQuery,
  myJobKeys,
  recommendedJobsQuery,
  savedJobsQuery,
} from '../../lib/job-api.ts';
import { JobCardView } from '../../lib/job-card.tsx';
import { SaveJobButton } from '../../lib/job-save-button.tsx';
import { useProfile } from '../../lib/profile.ts';
import { toast } from '../../lib/toast.ts';
import styles from './dashboard.module.css';

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (firstErrorMessage(error.data) ?? error.message)
    : 'Something went wrong. Please try again.';

function Summary() {
  const { data } = useProfile();
  if (!data) return null;
  const profile = data as typeof data & Partial<Pick<CandidateProfile, 'profile_completeness'>>;
  const name = `${profile.first_name} ${profile.last_name}`.trim() || profile.user.email;
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="summary">
      <div>
        <h1 id="summary">Hello, {profile.first_name || name}</h1>
        <p className={styles.muted}>{profile.user.email}</p>
      </div>
      {typeof profile.profile_completeness === 'number' && (
        <div className={styles.meter}>
          <span>Profile {profile.profile_completeness}% complete</span>
          <progress max={100} value={profile.profile_completeness} aria-label="Profile completeness" />
        </div>
      )}
      <p>
        {profile.user.onboarding_complete ? (
          <Link to={pathTo('profileViewUser', { userId: profile.id })}>View your profile</Link>
        ) : (
          <Link to={pathTo('onboardingProfile')}>Finish setting up your profile</Link>
        )}
      </p>
    </section>
  );
}

function NextStep() {
  const { data } = useQuery(messageDataQuery());
  if (!data?.title) return null;
  return (
    <section className={styles.nextStep} aria-labelledby="next-step">
      <h2 id="next-step">{data.title}</h2>
      {data.message && <p>{data.message}</p>}
      {data.link && <Link to={data.link}>Continue</Link>}
    </section>
  );
}

const applicationPath = (application: AppliedJob) =>
  application.is_int_candidate ? INTERNATIONAL_JOB_APPLY(application.id) : APPLIED_JOB_SCREENING(application.id);

function AppliedJobs() {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(appliedJobsQuery());
  const [withdrawing, setWithdrawing] = useState<AppliedJob | null>(null);
  const withdraw = useMutation({
    mutationFn: (id: number) => jobMutations.withdraw(id),
    onSuccess: async () => {
      toast.success('Application withdrawn.');
      setWithdrawing(null);
      await queryClient.invalidateQueries({ queryKey: myJobKeys.all });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <section aria-labelledby="applied-jobs" className={styles.section}>
      <h2 id="applied-jobs">Your applications {data ? <span className={styles.count}>{data.count}</span> : null}</h2>
      {isPending ? (
        <LoadingAnimation />
      ) : !data?.results.length ? (
        <p>
          You have not applied to any job yet. <Link to={pathTo('jobs')}>Find jobs</Link>
        </p>
      ) : (
        <ul className={styles.cards}>
          {data.results.map((application) => (
            <li key={application.id}>
              <JobCardView
                job={application.job}
                action={
                  <span className={`${styles.status} ${styles[`status${application.status}`] ?? ''}`}>
                    {application.status_label}
                  </span>
                }
                footer={
                  <span className={styles.rowActions}>
                    {application.status === 'AP' && !application.screening_submitted_at && (
                      <Link to={applicationPath(application)}>Answer screening</Link>
                    )}
                    {application.status !== 'WD' && (
                      <button type="button" className={styles.link} onClick={() => setWithdrawing(application)}>
                        Withdraw
                      </button>
                    )}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={withdrawing !== null}
        title="Withdraw this application?"
        onClose={() => setWithdrawing(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setWithdrawing(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              busy={withdraw.isPending}
              onClick={() => withdrawing && withdraw.mutate(withdrawing.id)}
            >
              Withdraw
            </Button>
          </>
        }
      >
        <p>
          Your application for <strong>{withdrawing?.job.title}</strong> will no longer be considered.
        </p>
      </Modal>
    </section>
  );
}

function SavedJobs() {
  const { data, isPending } = useQuery(savedJobsQuery('saved'));
  return (
    <section aria-labelledby="saved-jobs" className={styles.section}>
      <h2 id="saved-jobs">Saved jobs {data ? <span className={styles.count}>{data.count}</span> : null}</h2>
      {isPending ? (
        <LoadingAnimation />
      ) : !data?.results.length ? (
        <p>Save jobs with the star on any job to come back to them here.</p>
      ) : (
        <ul className={styles.cards}>
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

function Alerts() {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(alertsQuery());
  const [term, setTerm] = useState('');
  const [remote, setRemote] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: myJobKeys.alerts });
  const deactivate = useMutation({
    mutationFn: ({ ids, all }: { ids: number[]; all: boolean }) => jobMutations.deactivateAlerts(ids, all),
    onSuccess: async (result) => {
      toast.success(
        result.deactivated === 1 ? 'Job alert deactivated.' : `${result.deactivated} job alerts deactivated.`,
      );
      await refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const create = useMutation({
    mutationFn: () => jobMutations.createAlert({ search_term: term.trim() || undefined, remote: remote || undefined }),
    onSuccess: async (alert) => {
      toast.success(`Job alert saved: ${alert.label}.`);
      setTerm('');
      setRemote(false);
      await refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section aria-labelledby="job-alerts" className={styles.section}>
      <h2 id="job-alerts">Job alerts {data ? <span className={styles.count}>{data.count}</span> : null}</h2>
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
                  className={styles.link}
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

function Recommended() {
  const { data } = useQuery(recommendedJobsQuery());
  if (!data?.results.length) return null;
  return (
    <section aria-labelledby="recommended" className={styles.section}>
      <h2 id="recommended">Recommended for you</h2>
      <ul className={styles.cards}>
        {data.results.map((job) => (
          <li key={job.id}>
            <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DashboardScreen() {
  return (
    <main id="main" className="page">
      <PageHead title="Dashboard" />
      <Summary />
      <NextStep />
      <div className={styles.columns}>
        <div>
          <AppliedJobs />
          <SavedJobs />
        </div>
        <div>
          <Alerts />
          <Recommended />
        </div>
      </div>
    </main>
  );
}
