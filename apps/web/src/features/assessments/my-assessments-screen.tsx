// /candidate/my-assessments/ (spec 01 §2; decision 015): the candidate's
// coding assessments with their state and deadline, each opening the page
// that fits it (take it, or read the result once reviewed).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useSession } from '../../lib/session.ts';
import { errorText, myAssessmentsQuery } from './api/assessment-queries.ts';
import { dateTimeText, minutesText } from './components/format.ts';
import itemList from '../../styles/item-list.module.css';
import styles from './assessments.module.css';

export default function MyAssessmentsScreen() {
  const { isAuthorized } = useSession();
  const { data, isPending, isError, error } = useQuery({ ...myAssessmentsQuery(), enabled: isAuthorized });
  return (
    <main id="main" className="page">
      <PageHead title="My assessments" />
      <section className={`card ${styles.page}`} aria-labelledby="assessments-title">
        <h1 id="assessments-title">My assessments</h1>
        {!isAuthorized ? (
          <p>
            <Link to={pathTo('signin')}>Sign in</Link> to see your assessments.
          </p>
        ) : isPending ? (
          <LoadingAnimation message="Loading your assessments" />
        ) : isError ? (
          <p role="alert" className={styles.error}>
            {errorText(error)}
          </p>
        ) : data.results.length === 0 ? (
          <p>No hiring team has sent you a coding assessment yet.</p>
        ) : (
          <ul className={itemList.list}>
            {data.results.map((a) => (
              <li key={a.id}>
                <div>
                  <strong>{a.title}</strong>
                  <span className={styles.muted}>
                    {' '}
                    · {a.job_title}
                    {a.company_name ? `, ${a.company_name}` : ''}
                  </span>
                  <div className={styles.muted}>
                    {a.state === 'assigned'
                      ? `${minutesText(a.time_limit_minutes)} · start before ${dateTimeText(a.deadline_at)}`
                      : a.state === 'in_progress' && a.ends_at
                        ? `Ends ${dateTimeText(a.ends_at)}`
                        : a.submitted_at
                          ? `Submitted ${dateTimeText(a.submitted_at)}`
                          : `Deadline ${dateTimeText(a.deadline_at)}`}
                  </div>
                </div>
                <span className={`${styles.badge} ${styles.itemBadge} ${styles[`badge_${a.state}`] ?? ''}`}>
                  {a.state_label}
                </span>
                {a.state === 'reviewed' ? (
                  <Link to={pathTo('assessmentReport', {}, { application: a.application_id })}>
                    See result<span className="visually-hidden"> of {a.title}</span>
                  </Link>
                ) : a.state === 'assigned' || a.state === 'in_progress' ? (
                  <Link to={pathTo('codingAssessment', { candidateJobId: a.application_id })}>
                    {a.state === 'assigned' ? 'Start' : 'Continue'}
                    <span className="visually-hidden"> {a.title}</span>
                  </Link>
                ) : (
                  <Link to={pathTo('codingAssessment', { candidateJobId: a.application_id })}>
                    Open<span className="visually-hidden"> {a.title}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
