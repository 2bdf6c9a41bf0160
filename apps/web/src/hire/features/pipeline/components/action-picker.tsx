// The pipeline's bulk actions (decision 017): move, reject or send a survey,
// each confirmed first with the number of applications it touches.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import { MOVABLE_STAGES, REJECTION_REASONS, type MovableStage } from '@talent/contracts/hiring';
import { counted } from '@talent/contracts/plurals';
import { surveysQuery } from '../../../api/applicant-api.ts';
import styles from '../../../components/hiring.module.css';
import type { Action } from '../api/pipeline-api.ts';

export function ActionPicker({ count, onRun }: { count: number; onRun: (action: Action) => void }) {
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
              ? `Move ${counted(count, 'application', 'applications')} to ${APPLICATION_STAGE_LABELS[confirming.stage]}?`
              : confirming.kind === 'survey'
                ? `Send “${confirming.title}” to ${count} candidate(s)?`
                : `Reject ${counted(count, 'application', 'applications')}?`}
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
