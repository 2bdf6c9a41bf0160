// A job's pipeline as a board and a sortable table, with bulk moves and
// rejection (confirmed, with progress), and one applicant's page (decision 017).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import {
  MOVABLE_STAGES,
  REJECTION_REASONS,
  type ApplicantDetail,
  type MovableStage,
  type PipelineApplicant,
  type PipelineQuery,
} from '@talent/contracts/hiring';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { applicantQuery, hiringApi, hiringKeys, jobQuery, own, pipelineQuery } from '../api/hiring-api.ts';
import styles from '../hiring.module.css';
import { surveysApi, surveysQuery } from '../api/applicant-api.ts';
import { Head } from './head.tsx';
import { ApplicantActions } from './applicant-actions.tsx';
import {
  AssessmentSubmissions,
  CandidateReport,
  OffersAndLetters,
  RequiredDocuments,
  ScreeningVideos,
} from './applicant-sections.tsx';
import { JobActions } from './jobs-screens.tsx';
import { NotFound } from './not-found.tsx';
import { SelfScreeningSetup } from './self-screening-setup.tsx';

type Action =
  | { kind: 'move'; stage: MovableStage }
  | { kind: 'reject'; reason: string; notify: boolean }
  | { kind: 'survey'; surveyId: number; title: string };

const errorText = (error: unknown) => firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.';

function run(applicationId: number, action: Action): Promise<unknown> {
  if (action.kind === 'survey')
    return surveysApi.sendSurvey(
      { params: { surveyId: action.surveyId }, body: { application_ids: [applicationId] } },
      own,
    );
  return action.kind === 'move'
    ? hiringApi.moveApplication({ params: { applicationId }, body: { stage: action.stage } }, own)
    : hiringApi.rejectApplication(
        {
          params: { applicationId },
          body: { reason: action.reason as (typeof REJECTION_REASONS)[number], notify: action.notify },
        },
        own,
      );
}

function ActionPicker({ count, onRun }: { count: number; onRun: (action: Action) => void }) {
  const [stage, setStage] = useState<MovableStage>('screening');
  const [reason, setReason] = useState<string>(REJECTION_REASONS[0]);
  const [notify, setNotify] = useState(true);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const surveys = useQuery(surveysQuery());
  const [surveyId, setSurveyId] = useState('');
  const survey = surveys.data?.results.find((s) => String(s.id) === surveyId);
  return (
    <div className={styles.actions}>
      <label>
        Move to
        <select value={stage} onChange={(event) => setStage(event.target.value as MovableStage)}>
          {MOVABLE_STAGES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.secondary}
        disabled={!count}
        onClick={() => setConfirming({ kind: 'move', stage })}
      >
        Move
      </button>
      <label>
        Reason
        <select value={reason} onChange={(event) => setReason(event.target.value)}>
          {REJECTION_REASONS.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} /> E-mail the
        candidate
      </label>
      <button
        type="button"
        className={styles.danger}
        disabled={!count}
        onClick={() => setConfirming({ kind: 'reject', reason, notify })}
      >
        Reject
      </button>
      <label>
        Survey
        <select value={surveyId} onChange={(event) => setSurveyId(event.target.value)}>
          <option value="">Choose a survey</option>
          {surveys.data?.results.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.secondary}
        disabled={!count || !survey}
        onClick={() => survey && setConfirming({ kind: 'survey', surveyId: survey.id, title: survey.title })}
      >
        Send survey
      </button>
      {confirming && (
        <div role="alertdialog" aria-labelledby="confirm-text" className={styles.confirm}>
          <p id="confirm-text">
            {confirming.kind === 'move'
              ? `Move ${count} application(s) to ${APPLICATION_STAGE_LABELS[confirming.stage]}?`
              : confirming.kind === 'survey'
                ? `Send “${confirming.title}” to ${count} candidate(s)?`
                : `Reject ${count} application(s)?`}
          </p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              onRun(confirming);
              setConfirming(null);
            }}
          >
            Confirm
          </button>
          <button type="button" className={styles.secondary} onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}

export function PipelineScreen() {
  const jobId = Number(useParams().jobId);
  const queryClient = useQueryClient();
  const [view, setView] = useState<'board' | 'table'>('board');
  const [query, setQuery] = useState<PipelineQuery>({ sort: 'applied_at', order: 'desc' });
  const [selected, setSelected] = useState<number[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number; failed: string[] } | null>(null);
  const job = useQuery(jobQuery(jobId));
  const pipeline = useQuery(pipelineQuery(jobId, query));
  const results = pipeline.data?.results ?? [];

  async function bulk(action: Action) {
    const ids = [...selected];
    setProgress({ done: 0, total: ids.length, failed: [] });
    const failed: string[] = [];
    for (const [index, id] of ids.entries()) {
      try {
        await run(id, action);
      } catch (error) {
        failed.push(`${results.find((a) => a.id === id)?.name ?? id}: ${errorText(error)}`);
      }
      setProgress({ done: index + 1, total: ids.length, failed: [...failed] });
    }
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
  }

  const sortBy = (sort: NonNullable<PipelineQuery['sort']>) =>
    setQuery({ ...query, sort, order: query.sort === sort && query.order === 'desc' ? 'asc' : 'desc' });
  const ariaSort = (sort: string) =>
    query.sort === sort ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined;
  const toggle = (id: number) =>
    setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const card = (applicant: PipelineApplicant) => (
    <li key={applicant.id} className={styles.applicant}>
      <input
        type="checkbox"
        aria-label={`Select ${applicant.name}`}
        checked={selected.includes(applicant.id)}
        onChange={() => toggle(applicant.id)}
      />
      <Link to={`/hire/applications/${applicant.id}/`}>{applicant.name}</Link>
      <small>{new Date(applicant.applied_at).toLocaleDateString()}</small>
    </li>
  );

  if (job.isError || pipeline.isError) return <NotFound />;
  return (
    <main id="main" className={styles.page}>
      <Head title={job.data?.title ?? 'Pipeline'} />
      <h1>{job.data?.title ?? 'Pipeline'}</h1>
      {job.data && <JobActions job={job.data} />}
      <details className={styles.setup}>
        <summary>Self-screening questions and interview slots</summary>
        <SelfScreeningSetup jobId={jobId} />
      </details>
      <div className={styles.actions}>
        <label>
          Search applicants
          <input
            type="search"
            value={query.search ?? ''}
            onChange={(event) => setQuery({ ...query, search: event.target.value || undefined })}
          />
        </label>
        <label>
          Stage
          <select
            value={query.stage ?? ''}
            onChange={(event) =>
              setQuery({ ...query, stage: (event.target.value || undefined) as PipelineQuery['stage'] })
            }
          >
            <option value="">All stages</option>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {APPLICATION_STAGE_LABELS[stage]} ({pipeline.data?.counts[stage] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={view === 'table'}
          onClick={() => setView(view === 'board' ? 'table' : 'board')}
        >
          {view === 'board' ? 'Show as table' : 'Show as board'}
        </button>
      </div>
      {selected.length > 0 && (
        <section aria-label="Bulk actions" className={styles.bulk}>
          <p role="status">{selected.length} selected</p>
          <ActionPicker count={selected.length} onRun={(action) => void bulk(action)} />
        </section>
      )}
      {progress && (
        <div className={styles.progress}>
          <progress value={progress.done} max={progress.total} aria-label="Bulk action progress" />
          <span role="status">
            {progress.done} of {progress.total} done
            {progress.failed.length ? ` · ${progress.failed.length} refused` : ''}
          </span>
          {progress.failed.map((line) => (
            <p key={line} className={styles.error}>
              {line}
            </p>
          ))}
        </div>
      )}
      {view === 'board' ? (
        // focusable so the sideways scroll works from the keyboard
        <div className={styles.board} role="region" aria-label="Applicants by stage" tabIndex={0}>
          {APPLICATION_STAGES.filter(
            (stage) => (pipeline.data?.counts[stage] ?? 0) > 0 || MOVABLE_STAGES.includes(stage as MovableStage),
          ).map((stage) => (
            <section key={stage} className={styles.column} aria-label={APPLICATION_STAGE_LABELS[stage]}>
              <h2>
                {APPLICATION_STAGE_LABELS[stage]} <span>{pipeline.data?.counts[stage] ?? 0}</span>
              </h2>
              <ul>{results.filter((a) => a.stage === stage).map(card)}</ul>
            </section>
          ))}
        </div>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
              <th scope="col" aria-sort={ariaSort('name')}>
                <button type="button" onClick={() => sortBy('name')}>
                  Name
                </button>
              </th>
              <th scope="col">Stage</th>
              <th scope="col" aria-sort={ariaSort('stage_changed_at')}>
                <button type="button" onClick={() => sortBy('stage_changed_at')}>
                  In stage since
                </button>
              </th>
              <th scope="col" aria-sort={ariaSort('applied_at')}>
                <button type="button" onClick={() => sortBy('applied_at')}>
                  Applied
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((applicant) => (
              <tr key={applicant.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${applicant.name}`}
                    checked={selected.includes(applicant.id)}
                    onChange={() => toggle(applicant.id)}
                  />
                </td>
                <td>
                  <Link to={`/hire/applications/${applicant.id}/`}>{applicant.name}</Link>
                  <br />
                  <small>{applicant.email}</small>
                </td>
                <td>{applicant.stage_label}</td>
                <td>{new Date(applicant.stage_changed_at).toLocaleDateString()}</td>
                <td>{new Date(applicant.applied_at).toLocaleDateString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

/** A yes/no answer is stored as 'yes' or 'no': shown as the candidate saw it. */
function answerText({ kind, answer }: ApplicantDetail['screening'][number]): string {
  if (answer === null || answer === '') return 'Not answered yet';
  if (kind === 'yes_no') return answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : answer;
  return answer;
}

export function ApplicantScreen() {
  const applicationId = Number(useParams().applicationId);
  const detail = useQuery(applicantQuery(applicationId));
  const data = detail.data;
  if (detail.isError) return <NotFound />;
  if (!data)
    return (
      <main id="main" className={styles.page}>
        <Head title="Applicant" />
        <h1>Loading…</h1>
      </main>
    );
  const { candidate } = data;
  const name = `${candidate.first_name} ${candidate.last_name}`.trim() || candidate.email;
  return (
    <main id="main" className={styles.page}>
      <Head title={name} />
      <p>
        <Link to={`/hire/jobs/${data.job.id}/`}>← {data.job.title}</Link>
      </p>
      <h1>{name}</h1>
      <p>
        <span className={styles.badge}>{data.stage_label}</span> since{' '}
        {new Date(data.stage_changed_at).toLocaleDateString()} · applied{' '}
        {new Date(data.applied_at).toLocaleDateString()} via {data.source}
      </p>
      <ApplicantActions detail={data} />
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
              <dd>{candidate.notice_period === null ? '—' : `${candidate.notice_period} days`}</dd>
              <dt>Skills</dt>
              <dd>{candidate.skills.join(', ') || '—'}</dd>
              <dt>Resume</dt>
              <dd>
                {candidate.resume_link ? (
                  <a href={`/file/?file=${encodeURIComponent(candidate.resume_link)}`} target="_blank" rel="noreferrer">
                    {candidate.resume_filename ?? 'Open resume'}
                  </a>
                ) : (
                  'No resume'
                )}
              </dd>
            </dl>
          </section>
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
        </div>
        <section aria-labelledby="history-heading" className={styles.panel}>
          <h2 id="history-heading">History</h2>
          <ol className={styles.history}>
            {data.history.map((event) => (
              <li key={event.id}>
                <strong>{event.stage_label}</strong> · {event.summary}
                <br />
                <small>
                  {event.actor} · {event.action.replace(/_/g, ' ')} ·{' '}
                  <time dateTime={event.at}>{new Date(event.at).toLocaleString()}</time>
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
