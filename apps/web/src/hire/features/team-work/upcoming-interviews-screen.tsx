// /hire/interviews/ (decision 044): the member's upcoming interviews in one
// list, soonest first, in the member's own time zone; each links to its
// application. Interviews still waiting for the candidate come after the
// scheduled ones, ordered by their first proposed time.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Interview } from '@talent/contracts/interviews';
import { counted } from '@talent/contracts/plurals';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import styles from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { upcomingInterviewsQuery } from './api/team-work-api.ts';
import local from './upcoming-interviews.module.css';
import { dateTimeText } from '../../../lib/dates.ts';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** The shared moment format (decision 049), with the weekday an appointment needs. */
const when = (iso: string, timeZone: string) => dateTimeText(iso, { timeZone, weekday: true });

/** Scheduled first, by start; then those waiting, by their first proposed time. */
export function byTime(list: Interview[]): Interview[] {
  const key = (interview: Interview) =>
    Date.parse(interview.starts_at ?? interview.proposed_times[0]?.starts_at ?? '9999-12-31T00:00:00Z');
  return [...list].sort(
    (a, b) => Number(a.status !== 'scheduled') - Number(b.status !== 'scheduled') || key(a) - key(b) || a.id - b.id,
  );
}

export function UpcomingInterviewsScreen() {
  const upcoming = useQuery(upcomingInterviewsQuery());
  const tz = zone();
  const list = byTime(upcoming.data?.results ?? []);
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle('Your interviews')} exactTitle />
      <h1>Your interviews</h1>
      <p>Times in your time zone ({tz}).</p>
      {upcoming.isPending ? (
        <p>Loading…</p>
      ) : upcoming.isError ? (
        <p role="alert">Your interviews could not be loaded. Please try again.</p>
      ) : list.length === 0 ? (
        <p>No upcoming interviews.</p>
      ) : (
        <>
          <p role="status">{counted(list.length, 'upcoming interview', 'upcoming interviews')}</p>
          <ol className={local.list} aria-label="Upcoming interviews">
            {list.map((interview) => (
              <li key={interview.id} className={local.item}>
                <p className={local.when}>
                  {interview.starts_at ? (
                    <time dateTime={interview.starts_at}>{when(interview.starts_at, tz)}</time>
                  ) : (
                    'Waiting for the candidate to pick a time'
                  )}
                </p>
                <p className={local.what}>
                  <Link to={pathTo('hireApplication', { applicationId: interview.application_id })}>
                    {interview.title} with {interview.candidate_name}
                  </Link>{' '}
                  · {interview.job_title}
                </p>
                <p className={local.detail}>
                  {counted(interview.duration_minutes, 'minute', 'minutes')} ·{' '}
                  {interview.location_kind === 'video' ? 'Video call' : interview.location} · with{' '}
                  {interview.interviewers.map((person) => person.name).join(', ')}
                </p>
                {interview.status === 'proposed' && (
                  <p className={local.detail}>
                    Proposed: {interview.proposed_times.map((slot) => when(slot.starts_at, tz)).join('; ')}
                  </p>
                )}
                {interview.overlaps.length > 0 && (
                  <p className={local.warning}>
                    Overlaps with{' '}
                    {interview.overlaps
                      .map((overlap) => `${overlap.title} (${overlap.name}, ${when(overlap.starts_at, tz)})`)
                      .join('; ')}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
