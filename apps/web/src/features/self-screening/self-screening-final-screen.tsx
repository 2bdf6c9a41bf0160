// /selfscreening/final/ (spec 01 §2; decision 015): the self-screening is in;
// the booked interview time in the candidate's zone, and where to go next.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { APPLIED_JOB_SCREENING } from '@talent/contracts/apply-routing';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { questionListQuery } from './api/screening-queries.ts';
import { localZone, slotDay, slotTime } from './components/slot-picker.tsx';
import styles from './self-screening.module.css';

/** The time with the candidate's zone named once ("… 09:30 UTC", not "… 09:30 UTC (UTC)"). */
const withZone = (time: string) => {
  const zone = localZone();
  return time.endsWith(zone) ? time : `${time} (${zone})`;
};

export default function SelfScreeningFinalScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('application'));
  const known = Number.isInteger(id) && id > 0;
  const { data } = useQuery({ ...questionListQuery(id), enabled: known });
  return (
    <main id="main" className="page">
      <PageHead title="Self-screening complete" />
      <section className={`card ${styles.page}`} aria-labelledby="final-title">
        <h1 id="final-title">Thank you, your self-screening is complete</h1>
        {data && (
          <p>
            The hiring team for <strong>{data.job_title}</strong>
            {data.company_name ? ` at ${data.company_name}` : ''} can now watch your answers.
          </p>
        )}
        {data?.booking && (
          <p className={styles.notice}>
            Your live interview: <strong>{slotDay(data.booking.slot.starts_at)}</strong>,{' '}
            {withZone(slotTime(data.booking.slot))}. The invitation is in your e-mail.
          </p>
        )}
        <p>We will e-mail you when the hiring team moves your application forward.</p>
        <p className={styles.links}>
          <Link to={pathTo('dashboard')}>Go to your dashboard</Link>
          {known && (
            <>
              {' · '}
              <Link to={APPLIED_JOB_SCREENING(id)}>See your application’s timeline</Link>
            </>
          )}
        </p>
      </section>
    </main>
  );
}
