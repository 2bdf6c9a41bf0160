// The dashboard's interviews (decision 044): those waiting for the candidate
// to pick a time, and those confirmed, each linking to its page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { browserTimeZone, candidateInterviewsQuery } from '../api/interview-queries.ts';
import styles from '../interviews.module.css';
import { dateTimeText } from '../../../lib/dates.ts';

export function MyInterviews() {
  const list = useQuery(candidateInterviewsQuery());
  const interviews = list.data?.results ?? [];
  if (!interviews.length) return null;
  const zone = browserTimeZone();
  return (
    <section aria-labelledby="my-interviews" className={styles.panel}>
      <h2 id="my-interviews">Interviews</h2>
      <ul className={styles.list}>
        {interviews.map((interview) => (
          <li key={interview.id}>
            <Link to={pathTo('interview', { interviewId: String(interview.id) })}>
              {interview.status === 'proposed'
                ? `Pick a time: ${interview.title} for ${interview.job_title}`
                : `${interview.title} for ${interview.job_title}`}
            </Link>
            {interview.starts_at && (
              <span className={styles.muted}>
                {' '}
                · {dateTimeText(interview.starts_at, { timeZone: interview.time_zone ?? zone, weekday: true })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
