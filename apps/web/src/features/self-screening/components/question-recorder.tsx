// One video answer (decision 015): pick a choice when the question offers
// some, a visible countdown, recording with the time left and an automatic
// stop at the limit, a look at the recording, one retake, then a chunked
// upload that resumes after a dropped connection.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SCREENING_MAX_ATTEMPTS, type ScreeningQuestionV2 } from '@talent/contracts/screening';
import { Button } from '../../../components/ui/button.tsx';
import { errorText, screeningClient, screeningKeys } from '../api/screening-queries.ts';
import { uploadAnswerVideo, type UploadHandle } from '../api/video-upload.ts';
import styles from '../self-screening.module.css';
import { DeviceProblem, LivePreview } from './device-check.tsx';
import { recorderMimeType, useCameraStream } from './use-media.ts';

const COUNTDOWN_SECONDS = 3;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type Phase =
  | { kind: 'idle' }
  | { kind: 'countdown'; left: number }
  | { kind: 'recording'; left: number }
  | { kind: 'recorded'; blob: Blob; url: string; durationMs: number }
  | { kind: 'uploading'; blob: Blob; url: string; durationMs: number; progress: number }
  | { kind: 'failed'; blob: Blob; url: string; durationMs: number; message: string };

export function QuestionRecorder({
  applicationId,
  question,
  position,
  onAnswered,
}: {
  applicationId: number;
  question: ScreeningQuestionV2;
  /** "Question 2 of 3" or "Follow-up question". */
  position: string;
  onAnswered: (followUp: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { stream, problem, asking, request } = useCameraStream();
  const [choice, setChoice] = useState<string | null>(question.answer?.choice ?? null);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // recordings this question may get: the first and one retake (fewer if a recording was already sent)
  const allowed = question.answer ? question.answer.retakes_left : SCREENING_MAX_ATTEMPTS;
  const [made, setMade] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const upload = useRef<UploadHandle>({ state: null });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void request();
  }, [request]);
  useEffect(() => {
    heading.current?.focus();
  }, [question.id]);
  useEffect(() => () => (recorder.current?.state === 'recording' ? recorder.current.stop() : undefined), []);

  const start = () => {
    if (question.choices.length && !choice) {
      setChoiceMissing(true);
      return;
    }
    setPhase({ kind: 'countdown', left: COUNTDOWN_SECONDS });
  };

  // the countdown, then the recording with the time left
  useEffect(() => {
    if (phase.kind === 'countdown') {
      if (phase.left === 0) {
        record();
        return;
      }
      const timer = setTimeout(() => setPhase({ kind: 'countdown', left: phase.left - 1 }), 1000);
      return () => clearTimeout(timer);
    }
    if (phase.kind === 'recording') {
      if (phase.left === 0) {
        recorder.current?.stop();
        return;
      }
      const timer = setTimeout(() => setPhase((p) => (p.kind === 'recording' ? { ...p, left: p.left - 1 } : p)), 1000);
      return () => clearTimeout(timer);
    }
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- record reads the stream when the countdown ends
  }, [phase]);

  function record() {
    if (!stream) return;
    const type = recorderMimeType();
    const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const parts: Blob[] = [];
    const startedAt = performance.now();
    media.ondataavailable = (event) => {
      if (event.data.size) parts.push(event.data);
    };
    media.onstop = () => {
      const blob = new Blob(parts, { type: media.mimeType || type || 'video/webm' });
      const durationMs = Math.min(performance.now() - startedAt, question.max_seconds * 1000);
      setMade((n) => n + 1);
      setPhase({ kind: 'recorded', blob, url: URL.createObjectURL(blob), durationMs });
    };
    recorder.current = media;
    media.start(1000);
    setPhase({ kind: 'recording', left: question.max_seconds });
  }

  const send = async (recorded: { blob: Blob; url: string; durationMs: number }) => {
    setPhase({ kind: 'uploading', ...recorded, progress: 0 });
    try {
      const done = await uploadAnswerVideo(
        applicationId,
        { questionId: question.id, choice: question.choices.length ? choice : null, ...recorded },
        upload.current,
        (progress) => setPhase((p) => (p.kind === 'uploading' ? { ...p, progress } : p)),
      );
      URL.revokeObjectURL(recorded.url);
      // a follow-up depends on the answer given (spec 02 §7): ask which one this answer calls for
      const followUp = question.choices.length
        ? (
            await screeningClient.followUp({
              params: { jobApplicationId: applicationId, questionId: done.question_id },
            })
          ).follow_up
        : null;
      await queryClient.invalidateQueries({ queryKey: screeningKeys.questions(applicationId) });
      onAnswered(Boolean(followUp && !followUp.answer));
    } catch (error) {
      setPhase({ kind: 'failed', ...recorded, message: errorText(error) });
    }
  };

  const canRetake = made < allowed;
  return (
    <section aria-labelledby={`question-${question.id}`} className={styles.step}>
      <p className={styles.kicker}>{position}</p>
      <h2 id={`question-${question.id}`} ref={heading} tabIndex={-1}>
        {question.prompt}
      </h2>
      <p className={styles.muted}>
        Up to {clock(question.max_seconds)} minutes.{' '}
        {allowed > 1 ? 'You can record your answer again once.' : 'This is your last recording for this question.'}
      </p>
      {question.choices.length > 0 && (
        <fieldset className={styles.choices} disabled={phase.kind !== 'idle'}>
          <legend>Your answer</legend>
          {question.choices.map((option) => (
            <label key={option} className={styles.check}>
              <input
                type="radio"
                name={`choice-${question.id}`}
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option);
                  setChoiceMissing(false);
                }}
              />
              <span>{option}</span>
            </label>
          ))}
          {choiceMissing && (
            <p role="alert" className={styles.error}>
              Choose one of the answers, then record.
            </p>
          )}
        </fieldset>
      )}
      {problem && <DeviceProblem problem={problem} onRetry={() => void request()} busy={asking} />}
      {phase.kind === 'recorded' || phase.kind === 'uploading' || phase.kind === 'failed' ? (
        <video className={styles.preview} src={phase.url} controls playsInline aria-label="Your recorded answer" />
      ) : (
        stream && (
          <div className={styles.stage}>
            <LivePreview stream={stream} label="Your camera" />
            {phase.kind === 'countdown' && (
              <p className={styles.countdown} aria-live="assertive">
                <span className="visually-hidden">Recording starts in </span>
                {phase.left}
              </p>
            )}
            {phase.kind === 'recording' && (
              <p className={styles.recording} aria-live="polite">
                <span className={styles.dot} aria-hidden="true" /> Recording · {clock(phase.left)} left
              </p>
            )}
          </div>
        )
      )}
      <div aria-live="polite">
        {phase.kind === 'uploading' && (
          <p>
            <label htmlFor={`upload-${question.id}`}>Sending your answer… {Math.round(phase.progress * 100)}%</label>
            <progress id={`upload-${question.id}`} max={1} value={phase.progress} className={styles.progress} />
          </p>
        )}
        {phase.kind === 'failed' && (
          <p role="alert" className={styles.error}>
            {phase.message}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {phase.kind === 'idle' && (
          <Button onClick={start} disabled={!stream}>
            Start recording
          </Button>
        )}
        {phase.kind === 'recording' && (
          <Button variant="danger" onClick={() => recorder.current?.stop()}>
            Stop recording
          </Button>
        )}
        {(phase.kind === 'recorded' || phase.kind === 'failed') && (
          <>
            {canRetake && (
              <Button
                variant="secondary"
                onClick={() => {
                  URL.revokeObjectURL(phase.url);
                  upload.current = { state: null };
                  setPhase({ kind: 'idle' });
                }}
              >
                Record again
              </Button>
            )}
            <Button onClick={() => void send(phase)}>
              {phase.kind === 'failed' ? 'Try sending again' : 'Send this answer'}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
