// Bulk actions on the selected applicants (decision 047): reject with the
// company's rejection template, move, or send a survey. A confirmation says
// how many, a progress bar moves while the chunks run, and a summary says
// what was done and what was refused, with why.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BulkAction, BulkActionKind, BulkResult } from '@talent/contracts/applicant-table';
import { APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import { MOVABLE_STAGES, REJECTION_REASONS, type MovableStage } from '@talent/contracts/hiring';
import { counted } from '@talent/contracts/plurals';
import { pathTo } from '@talent/contracts/routes';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ApiError, firstErrorMessage } from '../../../../lib/api-client.ts';
import { surveysQuery } from '../../../api/applicant-api.ts';
import hiring from '../../../components/hiring.module.css';
import { useBulkAction } from '../api/applicants-api.ts';
import styles from '../applicants.module.css';

type Reason = (typeof REJECTION_REASONS)[number];

const applicants = (n: number) => counted(n, 'applicant', 'applicants');

export function BulkActions({
  selected,
  names,
  onFinished,
}: {
  selected: number[];
  /** Names of the applicants on the page, for the summary. */
  names: Map<number, string>;
  onFinished: () => void;
}) {
  const [kind, setKind] = useState<BulkActionKind>('reject');
  const [reason, setReason] = useState<Reason>(REJECTION_REASONS[0]);
  const [notify, setNotify] = useState(true);
  const [stage, setStage] = useState<MovableStage>('screening');
  const [surveyId, setSurveyId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<{ kind: BulkActionKind; result: BulkResult } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // the selection is cleared once the action has run, so the opener is disabled: the summary takes focus
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);
  const surveys = useQuery({ ...surveysQuery(), enabled: kind === 'survey' });
  const survey = surveys.data?.results.find((s) => String(s.id) === surveyId);
  const run = useBulkAction();
  const count = selected.length;

  const action = (): BulkAction | null =>
    kind === 'reject'
      ? { action: 'reject', application_ids: selected, reason, notify }
      : kind === 'move'
        ? { action: 'move', application_ids: selected, stage }
        : survey
          ? { action: 'survey', application_ids: selected, survey_id: survey.id }
          : null;

  const title =
    kind === 'reject'
      ? `Reject ${applicants(count)}?`
      : kind === 'move'
        ? `Move ${applicants(count)} to ${APPLICATION_STAGE_LABELS[stage]}?`
        : `Send “${survey?.title ?? ''}” to ${applicants(count)}?`;

  function confirm() {
    const chosen = action();
    setConfirming(false);
    if (!chosen) return;
    setSummary(null);
    setError(null);
    setProgress({ done: 0, total: count });
    run.mutate(
      { action: chosen, onProgress: (done) => setProgress({ done, total: count }) },
      {
        onSuccess: (result) => {
          setSummary({ kind, result });
          onFinished();
        },
        onError: (e) => setError(firstErrorMessage(e instanceof ApiError ? e.data : null) ?? 'Refused.'),
        onSettled: () => setProgress(null),
      },
    );
  }

  const doneWord = (n: number, k: BulkActionKind) =>
    k === 'reject'
      ? `${applicants(n)} rejected`
      : k === 'move'
        ? `${applicants(n)} moved`
        : `Survey sent to ${applicants(n)}`;

  return (
    <section aria-label="Bulk actions" className={hiring.bulk}>
      <p role="status">{count ? `${count} selected` : 'Select applicants to act on several at once.'}</p>
      <div className={styles.filters}>
        <label>
          Action
          <select value={kind} onChange={(event) => setKind(event.target.value as BulkActionKind)}>
            <option value="reject">Reject</option>
            <option value="move">Move to a stage</option>
            <option value="survey">Send a survey</option>
          </select>
        </label>
        {kind === 'reject' && (
          <>
            <label>
              Reason
              <select value={reason} onChange={(event) => setReason(event.target.value as Reason)}>
                {REJECTION_REASONS.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </select>
            </label>
            <label className={hiring.check}>
              <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
              E-mail the rejection template
            </label>
          </>
        )}
        {kind === 'move' && (
          <label>
            Stage
            <select value={stage} onChange={(event) => setStage(event.target.value as MovableStage)}>
              {MOVABLE_STAGES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STAGE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'survey' && (
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
        )}
        <button
          ref={opener}
          type="button"
          className={kind === 'reject' ? hiring.danger : hiring.primary}
          disabled={!count || run.isPending || (kind === 'survey' && !survey)}
          onClick={() => setConfirming(true)}
        >
          {kind === 'reject' ? 'Reject…' : kind === 'move' ? 'Move…' : 'Send…'}
        </button>
      </div>
      {kind === 'reject' && notify && (
        <p className={styles.muted}>
          Each applicant gets your rejection e-mail with their name filled in.{' '}
          <Link to={pathTo('hireTemplates')}>Edit the template</Link>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={title}
        confirmLabel={kind === 'reject' ? 'Reject' : kind === 'move' ? 'Move' : 'Send'}
        tone={kind === 'reject' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        returnFocus={opener}
      >
        <p>
          {kind === 'reject'
            ? `${applicants(count)} will be rejected (${reason})${notify ? ' and e-mailed your rejection template' : ''}.`
            : kind === 'move'
              ? `Each applicant moves only where their stage allows; the others are listed afterwards with why.`
              : `Applicants who already have this survey are not sent it twice.`}
        </p>
      </ConfirmDialog>
      {progress && (
        <div className={hiring.progress}>
          <progress value={progress.done} max={progress.total} aria-label="Bulk action progress" />
          <span role="status">
            {progress.done} of {progress.total} done
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className={hiring.error}>
          {error}
        </p>
      )}
      {summary && (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary} role="status" aria-label="Bulk action summary">
          <p>
            <strong>{doneWord(summary.result.done.length, summary.kind)}.</strong>
            {summary.result.failed.length > 0 && ` ${counted(summary.result.failed.length, 'was', 'were')} refused:`}
          </p>
          {summary.result.failed.length > 0 && (
            <ul>
              {summary.result.failed.map((failure) => (
                <li key={failure.id}>
                  {failure.name ?? names.get(failure.id) ?? `Application ${failure.id}`}: {failure.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
