// The candidate landing page's 'how it works' and, for visitors, sign-up
// (spec 01 §2 candidate landing page).
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { useSession } from '../../../lib/session.ts';
import styles from '../landing.module.css';

export function HowItWorks() {
  const { isAuthorized } = useSession();
  return (
    <section aria-labelledby="how-it-works" className={styles.section}>
      <h2 id="how-it-works">How it works</h2>
      <ol className={styles.steps}>
        <li>
          <h3>Build your profile</h3>
          <p>Your experience, skills and resume, once.</p>
        </li>
        <li>
          <h3>Apply in one click</h3>
          <p>Answer a few screening questions where a job asks for them.</p>
        </li>
        <li>
          <h3>Follow every application</h3>
          <p>Statuses, saved jobs and job alerts on your dashboard.</p>
        </li>
      </ol>
      {!isAuthorized && (
        <p>
          <Link className={styles.cta} to={pathTo('signup')}>
            Create your free account
          </Link>
        </p>
      )}
    </section>
  );
}
