// The application's timeline (decision 016): what the candidate must do next
// and by when, then every recorded step with its date — nothing more.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { historyEventLabel } from '@talent/contracts/history-labels';
import { timelineQuery } from '../api/application-queries.ts';
import styles from './application-timeline.module.css';
import { dateTimeText } from '../../../lib/dates.ts';

const when = (iso: string) => dateTimeText(iso);

export function ApplicationTimeline({ applicationId }: { applicationId: number }) {
  const { data, isPending, isError } = useQuery(timelineQuery(applicationId));
  if (isPending) return null;
  if (isError || !data) return <p role="alert">We could not load this application’s timeline.</p>;
  return (
    <>
      <section aria-labelledby="next-steps" className={styles.next}>
        <h2 id="next-steps">What to do next</h2>
        {data.next_steps.length ? (
          <ul>
            {data.next_steps.map((step) => (
              <li key={step.link}>
                <Link to={step.link}>{step.title}</Link>
                {step.due_at && <span className={styles.due}> — by {when(step.due_at)}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {data.can_withdraw
              ? 'Nothing right now. We will tell you when there is something to do.'
              : data.stage_explanation}
          </p>
        )}
      </section>
      <section aria-labelledby="timeline" className={styles.timeline}>
        <h2 id="timeline">Timeline</h2>
        <p className={styles.stage}>
          <strong>{data.stage_label}</strong> since {when(data.stage_changed_at)}
        </p>
        <ol>
          {[...data.events].reverse().map((event) => (
            <li key={event.id} className={styles[`actor_${event.actor}`]}>
              <time dateTime={event.at}>{when(event.at)}</time>
              <span className={styles.label}>
                {historyEventLabel({ stage: event.stage, subject_kind: event.subject?.kind })}
              </span>
              <span>{event.summary}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
