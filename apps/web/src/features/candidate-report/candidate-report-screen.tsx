// /candidate-report/{userId}/ and /candidate-report/ (spec 01 §2; decision
// 015): the one-page summary a hiring team reads — profile, screening
// answers, video answers, interview, assessment results — readable by the
// candidate and by the hiring team of a job they applied to; printable.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { CandidateReport } from '@talent/contracts/candidate-report';
import { candidateReportRoutes } from '@talent/contracts/endpoints/candidate-report';
import type { candidateReportSchemas } from '@talent/contracts/endpoints/candidate-report.schemas';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ApiError, endpointClient, firstErrorMessage } from '../../lib/api-client.ts';
import { sessionUserId, useSession } from '../../lib/session.ts';
import styles from './candidate-report.module.css';
import { dateText, dateTimeText } from '../../lib/dates.ts';

const client = endpointClient<typeof candidateReportSchemas>(candidateReportRoutes);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const candidateReportQuery = (userId: string) =>
  queryOptions({
    queryKey: ['candidate-report', userId] as const,
    queryFn: ({ signal }) => client.report({ params: { userId } }, { signal, handle: false }),
  });

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

function Application({ application }: { application: CandidateReport['applications'][number] }) {
  const a = application;
  return (
    <section className={styles.application} aria-labelledby={`app-${a.application_id}`}>
      <h3 id={`app-${a.application_id}`}>
        {a.job_title}
        {a.company_name && <span className={styles.muted}> · {a.company_name}</span>}
      </h3>
      <p className={styles.meta}>
        <span className={styles.status}>{a.status_label}</span> Applied {dateText(a.applied_at)}
        {a.interview_at && <> · Live interview {dateTimeText(a.interview_at)}</>}
      </p>
      {a.screening_answers.length > 0 && (
        <>
          <h4>Screening answers</h4>
          <dl className={styles.answers}>
            {a.screening_answers.map((answer, index) => (
              <div key={index}>
                <dt>{answer.question}</dt>
                <dd>{answer.answer || '—'}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {a.video_answers.length > 0 && (
        <>
          <h4>Video answers</h4>
          <ul className={styles.plain}>
            {a.video_answers.map((answer, index) => (
              <li key={index}>
                {answer.question}
                {answer.choice && <strong> — {answer.choice}</strong>}{' '}
                <span className={styles.muted}>
                  ({seconds(answer.duration_ms)}, {dateText(answer.recorded_at)})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {a.assessment && (
        <>
          <h4>Coding assessment</h4>
          <p>
            {a.assessment.title}: {a.assessment.state_label}
            {a.assessment.result && (
              <>
                {' '}
                — <strong>{a.assessment.result.result === 'passed' ? 'passed' : 'not passed'}</strong>,{' '}
                {a.assessment.result.score}/100
              </>
            )}
          </p>
          {a.assessment.result?.feedback && <p className={styles.feedback}>{a.assessment.result.feedback}</p>}
        </>
      )}
    </section>
  );
}

function Report({ report }: { report: CandidateReport }) {
  return (
    <article className={`card ${styles.report}`} aria-labelledby="report-name">
      <div className={styles.header}>
        <div>
          <p className={styles.kicker}>Candidate report</p>
          <h1 id="report-name">{report.name || report.email}</h1>
          <p className={styles.contact}>
            {report.email}
            {report.phone && <> · {report.phone}</>}
            {report.location && <> · {report.location}</>}
          </p>
        </div>
        <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <div className={styles.columns}>
        <section aria-labelledby="experience">
          <h2 id="experience">Experience</h2>
          {report.experience.length ? (
            <ul className={styles.plain}>
              {report.experience.map((e, i) => (
                <li key={i}>
                  <strong>{e.title}</strong>, {e.company} <span className={styles.muted}>({e.period})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>None given.</p>
          )}
        </section>
        <section aria-labelledby="education">
          <h2 id="education">Education</h2>
          {report.education.length ? (
            <ul className={styles.plain}>
              {report.education.map((e, i) => (
                <li key={i}>
                  <strong>{e.title}</strong>, {e.institution}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>None given.</p>
          )}
        </section>
      </div>
      {report.skills.length > 0 && (
        <section aria-labelledby="skills">
          <h2 id="skills">Skills</h2>
          <ul className={styles.skills}>
            {report.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="applications">
        <h2 id="applications">Applications</h2>
        {report.applications.length ? (
          report.applications.map((a) => <Application key={a.application_id} application={a} />)
        ) : (
          <p className={styles.muted}>No applications.</p>
        )}
      </section>
      <p className={styles.generated}>Generated {dateTimeText(report.generated_at)}</p>
    </article>
  );
}

export default function CandidateReportScreen() {
  const { userId: param } = useParams();
  const { isAuthorized } = useSession();
  const userId = param ?? (isAuthorized ? sessionUserId() : null) ?? '';
  const valid = UUID.test(userId);
  const { data, isPending, isError, error } = useQuery({
    ...candidateReportQuery(userId),
    enabled: valid && isAuthorized,
  });
  let body;
  if (!isAuthorized)
    body = (
      <p>
        <Link to={pathTo('signin')}>Sign in</Link> to read this report.
      </p>
    );
  else if (!valid) body = <p role="alert">This report does not exist.</p>;
  else if (isPending) body = <LoadingAnimation message="Loading the report" />;
  else if (isError)
    body = (
      <p role="alert">
        {error instanceof ApiError && error.status === 404
          ? 'This report does not exist, or you cannot read it.'
          : error instanceof ApiError && error.hasResponse
            ? (firstErrorMessage(error.data) ?? 'We could not load this report.')
            : 'We could not load this report. Check your connection and try again.'}
      </p>
    );
  else
    return (
      <main id="main" className="page">
        <PageHead title={`Candidate report: ${data.name || data.email}`} />
        <Report report={data} />
      </main>
    );
  return (
    <main id="main" className="page">
      <PageHead title="Candidate report" />
      <div className="card">
        <h1>Candidate report</h1>
        {body}
      </div>
    </main>
  );
}
