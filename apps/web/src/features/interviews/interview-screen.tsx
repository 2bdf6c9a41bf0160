// /interviews/{interviewId}/ (decision 044): the interview a hiring team
// proposed, its times shown in the candidate's own time zone; picking one
// confirms it and offers the calendar invitation.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { CandidateInterview } from '@talent/contracts/interviews';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { browserTimeZone, candidateInterviewsQuery, downloadInvitation, usePickTime } from './api/interview-queries.ts';
import styles from './interviews.module.css';
import { dateTimeText } from '../../lib/dates.ts';

const when = (iso: string, timeZone: string) => dateTimeText(iso, { timeZone, weekday: true });

function Picker({ interview }: { interview: CandidateInterview }) {
  const zone = browserTimeZone();
  const [chosen, setChosen] = useState('');
  const pick = usePickTime(interview.id);
  const legend = useId();
  const error = pick.error ? (firstErrorMessage((pick.error as { data?: unknown }).data) ?? 'Try again.') : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) pick.mutate(chosen);
      }}
    >
      <fieldset className={styles.times} aria-describedby={legend}>
        <legend>Pick a time</legend>
        <p id={legend} className={styles.muted}>
          Times in your time zone ({zone}).
        </p>
        {interview.proposed_times.map((slot) => (
          <label key={slot.starts_at} className={styles.time}>
            <input
              type="radio"
              name="time"
              value={slot.starts_at}
              checked={chosen === slot.starts_at}
              onChange={() => setChosen(slot.starts_at)}
            />
            {when(slot.starts_at, zone)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" busy={pick.isPending} disabled={!chosen}>
        Confirm this time
      </Button>
    </form>
  );
}

function Scheduled({ interview }: { interview: CandidateInterview }) {
  const zone = interview.time_zone ?? browserTimeZone();
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <p role="status" className={styles.confirmed}>
        Confirmed: {when(interview.starts_at!, zone)} ({interview.duration_minutes} minutes).
      </p>
      <Button
        variant="secondary"
        busy={busy}
        onClick={() => {
          setBusy(true);
          void downloadInvitation(interview.id).finally(() => setBusy(false));
        }}
      >
        Add to calendar (.ics)
      </Button>
    </div>
  );
}

export default function InterviewScreen() {
  const { interviewId } = useParams();
  const list = useQuery(candidateInterviewsQuery());
  const interview = list.data?.results.find((entry) => String(entry.id) === interviewId);
  return (
    <main id="main" className="page">
      <PageHead title="Interview" />
      {list.isPending ? (
        <LoadingAnimation />
      ) : !interview ? (
        <p>
          This interview is not available. <a href={pathTo('dashboard')}>Back to your dashboard</a>
        </p>
      ) : (
        <article className={styles.card} aria-labelledby="interview-title">
          <p className={styles.muted}>
            {interview.company_name} · {interview.job_title}
          </p>
          <h1 id="interview-title">{interview.title}</h1>
          <dl className={styles.facts}>
            <dt>How long</dt>
            <dd>{interview.duration_minutes} minutes</dd>
            <dt>{interview.location_kind === 'video' ? 'Video link' : 'Where'}</dt>
            <dd>
              {interview.location_kind === 'video' ? (
                <a href={interview.location} rel="noreferrer" target="_blank">
                  {interview.location}
                </a>
              ) : (
                interview.location
              )}
            </dd>
            {interview.interviewer_names.length > 0 && (
              <>
                <dt>With</dt>
                <dd>{interview.interviewer_names.join(', ')}</dd>
              </>
            )}
          </dl>
          {interview.status === 'proposed' && <Picker interview={interview} />}
          {interview.status === 'scheduled' && <Scheduled interview={interview} />}
        </article>
      )}
    </main>
  );
}
