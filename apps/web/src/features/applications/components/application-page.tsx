// The frame of both application pages: the job, the application's status,
// then the form while answers are due, or what was answered.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { ApplicationForm } from '@talent/contracts/applications';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { applicationFormQuery } from '../api/application-queries.ts';
import styles from '../applications.module.css';
import { ApplicationTimeline } from './application-timeline.tsx';
import { questionsOf, ScreeningForm } from './screening-form.tsx';
import { dateText } from '../../../lib/dates.ts';

function Answered({ application }: { application: ApplicationForm }) {
  const questions = questionsOf(application).filter((q) => application.answers[q.id]);
  return (
    <section aria-labelledby="answers">
      <h2 id="answers">Your answers</h2>
      <dl className={styles.answers}>
        {questions.map((q) => (
          <div key={q.id}>
            <dt>{q.label}</dt>
            <dd>{application.answers[q.id]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ApplicationPage({ title, intro, submitText }: { title: string; intro: string; submitText: string }) {
  const { jobApplicationId = '' } = useParams();
  const id = Number(jobApplicationId);
  const { data, isPending, isError } = useQuery({
    ...applicationFormQuery(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <main id="main" className="page">
      <PageHead title={title} />
      <div className={`card ${styles.page}`}>
        <h1>{title}</h1>
        {isPending ? (
          <LoadingAnimation message="Loading your application" />
        ) : isError || !data ? (
          <p role="alert">We could not load this application.</p>
        ) : (
          <>
            <header className={styles.job}>
              <h2>
                <Link to={data.job.url}>{data.job.title}</Link>
              </h2>
              <p>
                {data.job.companyName} · {data.job.location}
              </p>
              <p data-testid="application-status">
                Status: <strong>{data.status_label}</strong> · applied {dateText(data.applied_at)}
              </p>
              <p className={styles.explanation}>{data.stage_explanation}</p>
              {!data.job_open && data.can_withdraw && (
                // decision 031: an unpublished job keeps its applications open; a closed one ends those under review
                <p role="note">
                  This job is no longer advertised. Your application stays open and the team can still move it.
                </p>
              )}
            </header>
            {!data.can_withdraw ? null : data.screening_submitted_at ? (
              <>
                <p role="status" className={styles.done}>
                  Thank you, your answers are in. We will be in touch about the next steps.
                </p>
                <Answered application={data} />
              </>
            ) : questionsOf(data).length === 0 ? (
              <p role="status" className={styles.done}>
                Your application is complete: there is nothing more to answer.
              </p>
            ) : (
              <>
                <p>{intro}</p>
                <ScreeningForm application={data} submitText={submitText} />
              </>
            )}
            <ApplicationTimeline applicationId={data.id} />
            <p>
              <Link to={pathTo('dashboard')}>Back to your dashboard</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
