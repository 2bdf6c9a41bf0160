// /candidate/assessment-report/?application={id} (spec 01 §2; decision 015):
// a finished assessment's result once the hiring team has reviewed it — score,
// outcome, feedback, and the answers as submitted.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useSession } from '../../lib/session.ts';
import { assessmentReportQuery, errorText } from './api/assessment-queries.ts';
import { dateTimeText } from './components/format.ts';
import styles from './assessments.module.css';

export default function AssessmentReportScreen() {
  const [params] = useSearchParams();
  const { isAuthorized } = useSession();
  const id = Number(params.get('application'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error } = useQuery({
    ...assessmentReportQuery(id),
    enabled: valid && isAuthorized,
  });
  return (
    <main id="main" className="page">
      <PageHead title="Assessment report" />
      <article className={`card ${styles.page}`} aria-labelledby="report-title">
        <header>
          <p className={styles.kicker}>
            {data ? `${data.job_title}${data.company_name ? ` · ${data.company_name}` : ''}` : 'Assessment report'}
          </p>
          <h1 id="report-title">{data?.title ?? 'Assessment report'}</h1>
        </header>
        {!isAuthorized ? (
          <p>
            <Link to={pathTo('signin')}>Sign in</Link> to see your assessment results.
          </p>
        ) : !valid ? (
          <p>
            Choose an assessment from <Link to={pathTo('myAssessments')}>your assessments</Link> to see its result.
          </p>
        ) : isPending ? (
          <LoadingAnimation message="Loading the report" />
        ) : isError ? (
          <div className={styles.section}>
            <p role="alert" className={styles.error}>
              {errorText(error)}
            </p>
            <p>
              <Link to={pathTo('myAssessments')}>Back to your assessments</Link>
            </p>
          </div>
        ) : (
          <div className={styles.section}>
            <dl className={styles.facts}>
              <div>
                <dt>Result</dt>
                <dd className={data.result.result === 'passed' ? styles.passed : styles.failed}>
                  {data.result.result === 'passed' ? 'Passed' : 'Not passed'}
                </dd>
              </div>
              <div>
                <dt>Score</dt>
                <dd>{data.result.score} / 100</dd>
              </div>
              <div>
                <dt>Reviewed</dt>
                <dd>{dateTimeText(data.result.reviewed_at)}</dd>
              </div>
            </dl>
            {data.result.feedback && (
              <section aria-labelledby="feedback">
                <h2 id="feedback">Feedback from the hiring team</h2>
                <p className={styles.instructions}>{data.result.feedback}</p>
              </section>
            )}
            {data.questions.map((question, index) => (
              <section key={question.id} className={styles.question} aria-labelledby={`rq-${question.id}`}>
                <h2 id={`rq-${question.id}`}>Question {index + 1}</h2>
                <p className={styles.prompt}>{question.prompt}</p>
                <pre className={styles.code} tabIndex={0} aria-label={`Your answer to question ${index + 1}`}>
                  {data.answers[question.id] || 'No answer in the editor.'}
                </pre>
                {data.files
                  .filter((f) => f.question_id === question.id)
                  .map((f) => (
                    <p key={f.id} className={styles.muted}>
                      File: {f.filename}
                    </p>
                  ))}
              </section>
            ))}
            <p>
              <Link to={pathTo('myAssessments')}>Back to your assessments</Link>
            </p>
          </div>
        )}
      </article>
    </main>
  );
}
