// /coding-assessment/{candidateJobId}/ (spec 02 §7 catalogue: questions,
// consent, upload; decision 015): consent starts the server's clock; answers
// are written in the editor (or uploaded as files), the draft is saved as the
// candidate types and the time left comes from the server, so a reload keeps
// both. Nothing the candidate writes runs anywhere.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ASSESSMENT_FILE_MAX_BYTES, ASSESSMENT_GRACE_SECONDS, AssessmentMessages } from '@talent/contracts/assessments';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FileDropZone } from '../../components/ui/file-drop-zone.tsx';
import type { FileRule } from '../../components/ui/file-rules.ts';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { toast } from '../../lib/toast.ts';
import {
  assessmentQuery,
  errorText,
  useSaveDraft,
  useStartAssessment,
  useSubmitAssessment,
  useUploadAnswerFile,
  type LoadedAssessment,
} from './api/assessment-queries.ts';
import { CodeEditor } from './components/code-editor.tsx';
import { dateTimeText, minutesText } from './components/format.ts';
import styles from './assessments.module.css';
import { timeText } from '../../lib/dates.ts';

const clock = (seconds: number) => {
  const s = Math.max(0, seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h ? `${h}:` : ''}${String(m).padStart(h ? 2 : 1, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function useSecondsLeft(assessment: LoadedAssessment) {
  const compute = () =>
    assessment.seconds_left === null
      ? null
      : Math.round(assessment.seconds_left - (Date.now() - assessment.received_at) / 1000);
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    setLeft(compute());
    const timer = setInterval(() => setLeft(compute()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed from the server's answer
  }, [assessment]);
  return left;
}

function StartStep({ assessment }: { assessment: LoadedAssessment }) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const start = useStartAssessment(assessment.application_id);
  return (
    <form
      className={styles.section}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!agreed) return setMissing(true);
        start.mutate();
      }}
    >
      <dl className={styles.facts}>
        <div>
          <dt>Questions</dt>
          <dd>{assessment.question_count}</dd>
        </div>
        <div>
          <dt>Time limit</dt>
          <dd>{minutesText(assessment.time_limit_minutes)}</dd>
        </div>
        <div>
          <dt>Start before</dt>
          <dd>{dateTimeText(assessment.deadline_at)}</dd>
        </div>
      </dl>
      {assessment.instructions && <p className={styles.instructions}>{assessment.instructions}</p>}
      <p>
        The clock starts when you start and keeps running if you close the page. Your answers are saved as you type.
        {assessment.allow_files ? ' You may also upload files (text, source code, PDF or ZIP, up to 5 MB each).' : ''}
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'start-missing' : undefined}
          onChange={(event) => {
            setAgreed(event.target.checked);
            setMissing(false);
          }}
        />
        <span>I will answer on my own, within the time limit, and my answers are stored for the hiring team.</span>
      </label>
      {missing && (
        <p id="start-missing" role="alert" className={styles.error}>
          {AssessmentMessages.consentMustBeTrue}
        </p>
      )}
      {start.error && (
        <p role="alert" className={styles.error}>
          {errorText(start.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={start.isPending}>
          Start the assessment
        </Button>
      </div>
    </form>
  );
}

/** An answer file: text or source code, PDF or ZIP, up to the server's limit (it also checks the content). */
const ANSWER_FILE_RULE: FileRule = {
  formats: 'TXT, MD, JS, TS, PY, JAVA, SQL, JSON, CSV, PDF, ZIP',
  extensions: ['.txt', '.md', '.js', '.ts', '.py', '.java', '.sql', '.json', '.csv', '.zip', '.pdf'],
  accept: '.txt,.md,.js,.ts,.py,.java,.sql,.json,.csv,.zip,.pdf,text/*,application/pdf,application/zip',
  maxBytes: ASSESSMENT_FILE_MAX_BYTES,
  messages: { invalidType: AssessmentMessages.fileType, tooLarge: AssessmentMessages.fileTooLarge },
};

function FileAnswer({ assessment, questionId }: { assessment: LoadedAssessment; questionId: string }) {
  const upload = useUploadAnswerFile(assessment.application_id);
  const [problem, setProblem] = useState<string | null>(null);
  const files = assessment.files.filter((f) => f.question_id === questionId);
  return (
    <div className={styles.files}>
      <FileDropZone
        compact
        hideSelection
        label="Or upload a file for this question"
        title="Drop a file here or choose it"
        buttonLabel="Choose a file"
        rule={ANSWER_FILE_RULE}
        file={null}
        disabled={upload.isPending}
        error={problem}
        onRefuse={() => setProblem(null)}
        onFileChange={(file) => {
          setProblem(null);
          if (!file) return;
          // the server checks the content too
          upload.mutate(
            { questionId, file },
            {
              onSuccess: () => toast.success(`${file.name} uploaded.`),
              onError: (error) => setProblem(errorText(error)),
            },
          );
        }}
      />
      {upload.isPending && <p role="status">Uploading…</p>}
      {files.length > 0 && (
        <ul>
          {files.map((f) => (
            <li key={f.id}>
              {f.filename} ({Math.ceil(f.size_bytes / 1024)} KB)
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Workspace({ assessment }: { assessment: LoadedAssessment }) {
  const id = assessment.application_id;
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(assessment.questions.map((q) => [q.id, assessment.draft[q.id] ?? q.starter_code])),
  );
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [savedAt, setSavedAt] = useState(assessment.draft_saved_at);
  const save = useSaveDraft(id);
  const submit = useSubmitAssessment(id);
  const left = useSecondsLeft(assessment);
  const over = left !== null && left <= 0;
  const autoSubmitted = useRef(false);

  // the draft is saved a few seconds after the last keystroke
  useEffect(() => {
    if (!dirty || over) return;
    const timer = setTimeout(() => {
      setDirty(false);
      save.mutate(answers, { onSuccess: (result) => setSavedAt(result.draft_saved_at) });
    }, 3000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save is stable enough; answers drive it
  }, [answers, dirty, over]);

  // at the end of the time, what is written is submitted (the server still accepts it for a few seconds)
  useEffect(() => {
    if (over && !autoSubmitted.current && left !== null && left > -ASSESSMENT_GRACE_SECONDS) {
      autoSubmitted.current = true;
      submit.mutate(answers);
    }
  }, [over, left, answers, submit]);

  return (
    <div className={styles.section}>
      <div className={styles.timer} role="timer" aria-live="off">
        <span>Time left</span>
        <strong className={left !== null && left < 300 ? styles.urgent : undefined}>{clock(left ?? 0)}</strong>
      </div>
      {left !== null && left < 300 && left > 0 && (
        <p role="status" className={styles.warning}>
          Less than five minutes left. What you have written is submitted when the time is over.
        </p>
      )}
      {assessment.instructions && <p className={styles.instructions}>{assessment.instructions}</p>}
      {assessment.questions.map((question, index) => (
        <section key={question.id} className={styles.question} aria-labelledby={`q-${question.id}`}>
          <h2 id={`q-${question.id}`}>
            Question {index + 1} <span className={styles.muted}>({question.language})</span>
          </h2>
          <p className={styles.prompt}>{question.prompt}</p>
          <CodeEditor
            value={answers[question.id] ?? ''}
            language={question.language}
            label={`Your answer to question ${index + 1}`}
            readOnly={over}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.id]: value }));
              setDirty(true);
            }}
          />
          {assessment.allow_files && !over && <FileAnswer assessment={assessment} questionId={question.id} />}
        </section>
      ))}
      <p className={styles.muted} aria-live="polite">
        {save.isPending
          ? 'Saving your draft…'
          : save.error
            ? errorText(save.error)
            : savedAt
              ? `Draft saved at ${timeText(savedAt)}.`
              : 'Your draft is saved as you type.'}
      </p>
      {submit.error && (
        <p role="alert" className={styles.error}>
          {errorText(submit.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button busy={submit.isPending} disabled={over && !submit.isPending} onClick={() => setConfirming(true)}>
          Submit answers
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Submit your answers?"
        confirmLabel="Submit"
        tone="primary"
        busy={submit.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          // the submitted assessment replaces this workspace at once, so the confirmation
          // follows the promise (a mutate callback would never run once it is gone)
          void submit
            .mutateAsync(answers)
            .then(
              () => toast.success('Your assessment was submitted.'),
              () => undefined,
            )
            .finally(() => setConfirming(false))
        }
      >
        <p>You cannot change your answers after submitting.</p>
      </ConfirmDialog>
    </div>
  );
}

function Closed({ assessment }: { assessment: LoadedAssessment }) {
  return (
    <div className={styles.section}>
      <p role="status" className={styles.notice}>
        {assessment.state === 'expired'
          ? AssessmentMessages.timeOver
          : assessment.state === 'reviewed'
            ? 'The hiring team has reviewed your assessment.'
            : `Submitted on ${dateTimeText(assessment.submitted_at!)}. The hiring team will review it.`}
      </p>
      <p className={styles.links}>
        {assessment.state === 'reviewed' && (
          <>
            <Link to={pathTo('assessmentReport', {}, { application: assessment.application_id })}>See your result</Link>
            {' · '}
          </>
        )}
        <Link to={pathTo('myAssessments')}>All your assessments</Link>
      </p>
    </div>
  );
}

export default function CodingAssessmentScreen() {
  const { candidateJobId = '' } = useParams();
  const id = Number(candidateJobId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error } = useQuery({ ...assessmentQuery(id), enabled: valid });
  return (
    <main id="main" className="page">
      <PageHead title="Coding assessment" />
      <div className={`card ${styles.page}`}>
        <header>
          <p className={styles.kicker}>
            {data ? `${data.job_title}${data.company_name ? ` · ${data.company_name}` : ''}` : 'Coding assessment'}
          </p>
          <h1>{data?.title ?? 'Coding assessment'}</h1>
          {data && <p className={`${styles.badge} ${styles[`badge_${data.state}`] ?? ''}`}>{data.state_label}</p>}
        </header>
        {!valid ? (
          <p role="alert">This address does not name an application.</p>
        ) : isPending ? (
          <LoadingAnimation message="Loading your assessment" />
        ) : isError ? (
          <p role="alert" className={styles.error}>
            {errorText(error)}
          </p>
        ) : data.state === 'assigned' ? (
          <StartStep assessment={data} />
        ) : data.state === 'in_progress' ? (
          <Workspace assessment={data} />
        ) : (
          <Closed assessment={data} />
        )}
      </div>
    </main>
  );
}
