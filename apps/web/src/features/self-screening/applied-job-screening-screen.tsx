// /applied-job-screening/ (spec 01 §2): the candidate's self-screenings — the
// ones to record and the ones done — each opening its page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { myScreeningsQuery } from './api/screening-queries.ts';
import itemList from '../../styles/item-list.module.css';
import styles from './self-screening.module.css';

const STATE_TEXT = { not_started: 'To do', in_progress: 'In progress', completed: 'Completed' } as const;

export default function AppliedJobScreeningScreen() {
  const { data, isPending, isError } = useQuery(myScreeningsQuery());
  return (
    <main id="main" className="page">
      <PageHead title="Your self-screenings" />
      <section className={`card ${styles.page}`} aria-labelledby="screenings-title">
        <h1 id="screenings-title">Your self-screenings</h1>
        {isPending ? (
          <LoadingAnimation message="Loading your self-screenings" />
        ) : isError ? (
          <p role="alert">We could not load your self-screenings. Please try again.</p>
        ) : data.length === 0 ? (
          <p>
            None of your applications asks for a self-screening right now.{' '}
            <Link to={pathTo('dashboard')}>Back to your dashboard</Link>
          </p>
        ) : (
          <ul className={itemList.list}>
            {data.map((item) => (
              <li key={item.application_id}>
                <div>
                  <strong>{item.job_title}</strong>
                  {item.company_name && <span className={styles.muted}> · {item.company_name}</span>}
                </div>
                <span className={`${styles.badge} ${styles[`badge_${item.state}`]}`}>{STATE_TEXT[item.state]}</span>
                <Link to={pathTo('selfScreening', { jobApplicationId: item.application_id })}>
                  {item.state === 'completed' ? 'View' : item.state === 'in_progress' ? 'Continue' : 'Start'}
                  <span className="visually-hidden"> self-screening for {item.job_title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
