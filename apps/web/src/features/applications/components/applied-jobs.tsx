// The candidate's applications with their status (dashboard): answer a
// screening that is due, or withdraw. The job card comes from the route that
// composes this list (features do not import each other, decision 012).
// The label, its colour and Withdraw come from the lifecycle (decision 031).
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { stateTone } from '@talent/contracts/application-lifecycle';
import { APPLIED_JOB_SCREENING, INTERNATIONAL_JOB_APPLY } from '@talent/contracts/apply-routing';
import type { AppliedJob } from '@talent/contracts/applications';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { appliedJobsQuery, externalApplicationsQuery, useWithdrawApplication } from '../api/application-queries.ts';
import list from '../../../components/ui/list-section.module.css';
import styles from './applied-jobs.module.css';
import { dateText } from '../../../lib/dates.ts';

export type RenderJob = (
  job: AppliedJob['job'],
  slots: { action: ReactNode; footer: ReactNode; href: string },
) => ReactNode;

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (firstErrorMessage(error.data) ?? error.message)
    : 'Something went wrong. Please try again.';

const applicationPath = (application: AppliedJob) =>
  application.is_int_candidate ? INTERNATIONAL_JOB_APPLY(application.id) : APPLIED_JOB_SCREENING(application.id);

const dayOf = (iso: string) => dateText(iso);

/** The jobs applied to on the company's site: no application here to open, so the card leads to the job. */
function ExternalApplications({ renderJob }: { renderJob: RenderJob }) {
  const { data } = useQuery(externalApplicationsQuery());
  if (!data?.results.length) return null;
  return (
    <>
      <h3 id="external-applications" className={styles.subheading}>
        Applied on the company’s site <span className={list.count}>{data.count}</span>
      </h3>
      <ul className={list.cards} aria-labelledby="external-applications">
        {data.results.map((application) => (
          <li key={`external-${application.id}`}>
            {renderJob(application.job, {
              href: application.job.url,
              action: <span className={styles.status}>On company site</span>,
              footer: <span className={styles.muted}>Apply opened {dayOf(application.applied_at)}</span>,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

export function AppliedJobs({ renderJob }: { renderJob: RenderJob }) {
  const { data, isPending } = useQuery(appliedJobsQuery());
  const external = useQuery(externalApplicationsQuery());
  const hasExternal = Boolean(external.data?.results.length);
  const [withdrawing, setWithdrawing] = useState<AppliedJob | null>(null);
  const withdraw = useWithdrawApplication();
  const onWithdraw = (id: number) =>
    withdraw.mutate(id, {
      onSuccess: () => {
        toast.success('Application withdrawn.');
        setWithdrawing(null);
      },
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <section aria-labelledby="applied-jobs" className={list.section}>
      <h2 id="applied-jobs">Your applications {data ? <span className={list.count}>{data.count}</span> : null}</h2>
      {isPending ? (
        <LoadingAnimation />
      ) : !data?.results.length ? (
        !hasExternal && (
          <p>
            You have not applied to any job yet. <Link to={pathTo('jobs')}>Find jobs</Link>
          </p>
        )
      ) : (
        <ul className={list.cards}>
          {data.results.map((application) => (
            <li key={application.id}>
              {renderJob(application.job, {
                // the card opens the application (its timeline and next steps), not the job ad
                href: applicationPath(application),
                action: (
                  <span
                    className={`${styles.status} ${styles[`tone_${stateTone(application.stage, application.steps_done)}`] ?? ''}`}
                    title={application.stage_explanation}
                    data-stage={application.stage}
                  >
                    {application.status_label}
                  </span>
                ),
                footer: (
                  <span className={styles.rowActions}>
                    {application.screening_pending && <Link to={applicationPath(application)}>Answer screening</Link>}
                    {application.can_withdraw && (
                      <button
                        type="button"
                        className={list.link}
                        aria-label={`Withdraw ${application.job.title}`}
                        onClick={() => setWithdrawing(application)}
                      >
                        Withdraw
                      </button>
                    )}
                  </span>
                ),
              })}
            </li>
          ))}
        </ul>
      )}
      <ExternalApplications renderJob={renderJob} />
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
              onClick={() => withdrawing && onWithdraw(withdrawing.id)}
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
