// "What to do next" across the candidate's applications (decision 016): the
// next steps of each application's timeline — a self-screening to record, an
// assessment to take, documents to give, an offer to answer — each linking to
// its page, soonest deadline first.
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { appliedJobsQuery, timelineQuery } from '../api/application-queries.ts';
import styles from './next-steps.module.css';
import { dateTimeText } from '../../../lib/dates.ts';

const MAX_APPLICATIONS = 10;
const when = (iso: string) => dateTimeText(iso);

export function NextSteps() {
  const { data } = useQuery(appliedJobsQuery());
  // open applications only: the lifecycle says which (decision 031); a closed one asks nothing
  const active = (data?.results ?? []).filter((a) => a.can_withdraw).slice(0, MAX_APPLICATIONS);
  const timelines = useQueries({ queries: active.map((a) => timelineQuery(a.id)) });
  const steps = timelines
    .flatMap((result, index) =>
      (result.data?.next_steps ?? []).map((step) => ({ ...step, job: active[index]!.job.title })),
    )
    .sort((a, b) => (a.due_at ?? '9999').localeCompare(b.due_at ?? '9999'));
  if (!steps.length) return null;
  return (
    <section aria-labelledby="todo" className={styles.steps}>
      <h2 id="todo">What to do next</h2>
      <ul>
        {steps.map((step) => (
          <li key={step.link}>
            <Link to={step.link}>{step.title}</Link>
            <span className={styles.job}> · {step.job}</span>
            {step.due_at && <span className={styles.due}> — by {when(step.due_at)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
