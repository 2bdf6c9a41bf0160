// /self-screening/{jobApplicationId}/ (spec 01 §2; decision 015): consent →
// device check → each question on video (and the follow-ups the answers call
// for) → a live-interview slot → finish. The server says where to resume, so a
// reload mid-way goes on at the first unanswered question.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { APPLIED_JOB_SCREENING } from '@talent/contracts/apply-routing';
import { pathTo } from '@talent/contracts/routes';
import type { QuestionList } from '@talent/contracts/screening';
import { Button } from '../../components/ui/button.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { consentQuery, errorText, questionListQuery, useCompleteScreening } from './api/screening-queries.ts';
import { ConsentStep } from './components/consent-step.tsx';
import { DeviceCheck } from './components/device-check.tsx';
import { QuestionRecorder } from './components/question-recorder.tsx';
import { SlotPicker, slotDay, slotTime } from './components/slot-picker.tsx';
import styles from './self-screening.module.css';

const STEPS = ['Consent', 'Devices', 'Questions', 'Interview', 'Finish'] as const;

function Steps({ current }: { current: (typeof STEPS)[number] }) {
  const at = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label="Progress">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index < at ? styles.done : index === at ? styles.current : undefined}
          aria-current={index === at ? 'step' : undefined}
        >
          {step}
        </li>
      ))}
    </ol>
  );
}

function Answered({ list }: { list: QuestionList }) {
  const answered = list.questions.filter((q) => q.answer);
  if (!answered.length) return null;
  return (
    <details className={styles.answered}>
      <summary>
        Answered: {answered.length} of {list.questions.length}
      </summary>
      <ul>
        {answered.map((q) => (
          <li key={q.id}>
            {q.prompt}
            {q.answer?.choice ? ` — ${q.answer.choice}` : ''} ({Math.round((q.answer?.duration_ms ?? 0) / 1000)} s)
          </li>
        ))}
      </ul>
    </details>
  );
}

function Finish({ list }: { list: QuestionList }) {
  const navigate = useNavigate();
  const complete = useCompleteScreening(list.application_id, () =>
    navigate(pathTo('selfScreeningFinal', {}, { application: list.application_id }), { replace: true }),
  );
  return (
    <section aria-labelledby="finish-title" className={styles.step}>
      <h2 id="finish-title">Ready to send</h2>
      <p>You answered every question.</p>
      {list.booking && (
        <p>
          Your live interview: <strong>{slotDay(list.booking.slot.starts_at)}</strong>, {slotTime(list.booking.slot)}.
        </p>
      )}
      {complete.error && (
        <p role="alert" className={styles.error}>
          {errorText(complete.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button busy={complete.isPending} onClick={() => complete.mutate()}>
          Finish self-screening
        </Button>
      </div>
    </section>
  );
}

function Questions({ applicationId }: { applicationId: number }) {
  const { data: list, isPending, isError, error } = useQuery(questionListQuery(applicationId));
  const [followUpNotice, setFollowUpNotice] = useState(false);
  if (isPending) return <LoadingAnimation message="Loading your questions" />;
  if (isError)
    return (
      <p role="alert" className={styles.error}>
        {errorText(error)}
      </p>
    );
  const next = list.questions.find((q) => q.id === list.next_question_id);
  if (next) {
    const main = list.questions.filter((q) => q.parent_id === null);
    const position =
      next.parent_id !== null ? 'Follow-up question' : `Question ${main.indexOf(next) + 1} of ${main.length}`;
    return (
      <>
        <Steps current="Questions" />
        {followUpNotice && next.parent_id !== null && (
          <p role="status" className={styles.notice}>
            Your answer calls for one more question.
          </p>
        )}
        <QuestionRecorder
          key={next.id}
          applicationId={applicationId}
          question={next}
          position={position}
          onAnswered={setFollowUpNotice}
        />
        <Answered list={list} />
      </>
    );
  }
  if (list.slots_offered && !list.booking)
    return (
      <>
        <Steps current="Interview" />
        <SlotPicker applicationId={applicationId} />
        <Answered list={list} />
      </>
    );
  return (
    <>
      <Steps current="Finish" />
      <Finish list={list} />
      <Answered list={list} />
    </>
  );
}

export default function SelfScreeningScreen() {
  const { jobApplicationId = '' } = useParams();
  const id = Number(jobApplicationId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: consent, isPending, isError, error } = useQuery({ ...consentQuery(id), enabled: valid });

  let body;
  if (!valid) body = <p role="alert">This address does not name an application.</p>;
  else if (isPending) body = <LoadingAnimation message="Loading your self-screening" />;
  else if (isError)
    body = (
      <div role="alert" className={styles.problem}>
        <p>{errorText(error)}</p>
        <p>
          <Link to={APPLIED_JOB_SCREENING(id)}>Go to your application</Link>
        </p>
      </div>
    );
  else if (consent.state === 'completed')
    body = (
      <div className={styles.step}>
        <p role="status">You completed this self-screening. The hiring team will be in touch.</p>
        <p>
          <Link to={APPLIED_JOB_SCREENING(id)}>See your application’s timeline</Link>
        </p>
      </div>
    );
  else if (!consent.consented_at)
    body = (
      <>
        <Steps current="Consent" />
        <ConsentStep consent={consent} />
      </>
    );
  else if (!consent.device_checked_at)
    body = (
      <>
        <Steps current="Devices" />
        <DeviceCheck applicationId={id} />
      </>
    );
  else body = <Questions applicationId={id} />;

  return (
    <main id="main" className="page">
      <PageHead title="Self-screening" />
      <div className={`card ${styles.page}`}>
        <header>
          <p className={styles.kicker}>
            {consent ? `${consent.job_title}${consent.company_name ? ` · ${consent.company_name}` : ''}` : ' '}
          </p>
          <h1>Self-screening</h1>
        </header>
        {body}
      </div>
    </main>
  );
}
