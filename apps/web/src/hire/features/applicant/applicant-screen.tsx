// /hire/applications/:applicationId/ (decision 017): one applicant's page —
// profile, answers, what was sent after applying, the actions and the history.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ApplicantDetail } from '@talent/contracts/hiring';
import { counted } from '@talent/contracts/plurals';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { applicantQuery, meQuery } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { WorkspaceNotFound } from '../../components/workspace-not-found.tsx';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { ApplicantActions } from './components/applicant-actions.tsx';
import {
  AssessmentSubmissions,
  CandidateReport,
  OffersAndLetters,
  RequiredDocuments,
  ScreeningVideos,
} from './components/applicant-sections.tsx';
import { dateText, dateTimeText } from '../../../lib/dates.ts';

/** A yes/no answer is stored as 'yes' or 'no': shown as the candidate saw it. */
function answerText({ kind, answer }: ApplicantDetail['screening'][number]): string {
  if (answer === null || answer === '') return 'Not answered yet';
  if (kind === 'yes_no') return answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : answer;
  return answer;
}

/** `teamWork`: the team's notes, scorecards and interviews, composed in by the workspace's router (decision 043). */
export function ApplicantScreen({ teamWork }: { teamWork?: ReactNode }) {
  const applicationId = Number(useParams().applicationId);
  const detail = useQuery(applicantQuery(applicationId));
  // an interviewer sees only what their interview needs: the profile, the resume, the scorecard
  const interviewer = useQuery(meQuery()).data?.role === 'interviewer';
  const data = detail.data;
  if (detail.isError) return <WorkspaceNotFound />;
  if (!data)
    return (
      <main id="main" className={styles.page}>
        <PageHead title={workspaceTitle('Applicant')} exactTitle />
        {/* not a heading: the page's heading, which focus moves to, is the applicant's name */}
        <p role="status">Loading…</p>
      </main>
    );
  const { candidate } = data;
  const name = `${candidate.first_name} ${candidate.last_name}`.trim() || candidate.email;
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle(name)} exactTitle />
      <p>
        <Link to={pathTo('hireJob', { jobId: data.job.id })}>← {data.job.title}</Link>
      </p>
      <h1>{name}</h1>
      <p>
        <span className={styles.badge}>{data.stage_label}</span> since {dateText(data.stage_changed_at)} · applied{' '}
        {dateText(data.applied_at)} via {data.source}
      </p>
      {!interviewer && <ApplicantActions detail={data} />}
      <div className={styles.split}>
        <div className={styles.stack}>
          <section aria-labelledby="profile-heading" className={styles.panel}>
            <h2 id="profile-heading">Profile</h2>
            <dl className={styles.facts}>
              <dt>E-mail</dt>
              <dd>{candidate.email}</dd>
              <dt>Phone</dt>
              <dd>{candidate.phone ?? '—'}</dd>
              <dt>Location</dt>
              <dd>{candidate.current_location ?? '—'}</dd>
              <dt>Experience</dt>
              <dd>{candidate.experience_years === null ? '—' : `${candidate.experience_years} years`}</dd>
              <dt>Notice period</dt>
              <dd>{candidate.notice_period === null ? '—' : counted(candidate.notice_period, 'day', 'days')}</dd>
              <dt>Skills</dt>
              <dd>{candidate.skills.join(', ') || '—'}</dd>
              <dt>Resume</dt>
              <dd>
                {candidate.resume_link ? (
                  <a href={pathTo('fileViewer', {}, { file: candidate.resume_link })} target="_blank" rel="noreferrer">
                    {candidate.resume_filename ?? 'Open resume'}
                  </a>
                ) : (
                  'No resume'
                )}
              </dd>
            </dl>
          </section>
          {teamWork}
          {!interviewer && (
            <>
              <section aria-labelledby="answers-heading" className={styles.panel}>
                <h2 id="answers-heading">Screening answers</h2>
                {data.screening.length === 0 ? (
                  <p>This job asks no screening questions.</p>
                ) : (
                  <dl className={styles.facts}>
                    {data.screening.map((item) => (
                      <div key={item.question}>
                        <dt>{item.question}</dt>
                        <dd>{answerText(item)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </section>
              <ScreeningVideos applicationId={data.id} />
              <AssessmentSubmissions applicationId={data.id} />
              <RequiredDocuments applicationId={data.id} />
              <OffersAndLetters applicationId={data.id} />
              <CandidateReport detail={data} />
            </>
          )}
        </div>
        <section aria-labelledby="history-heading" className={styles.panel} hidden={interviewer}>
          <h2 id="history-heading">History</h2>
          <ol className={styles.history}>
            {data.history.map((event) => (
              <li key={event.id}>
                <strong>{event.label}</strong> · {event.summary}
                <br />
                <small>
                  {event.actor} · {event.action.replace(/_/g, ' ')} ·{' '}
                  <time dateTime={event.at}>{dateTimeText(event.at)}</time>
                  {typeof event.detail.reason === 'string' ? ` · reason: ${event.detail.reason}` : ''}
                  {typeof event.detail.note === 'string' ? ` · note: ${event.detail.note}` : ''}
                </small>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}
