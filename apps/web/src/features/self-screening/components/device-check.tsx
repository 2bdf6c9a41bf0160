// The device check (decision 015): camera and microphone permission, a live
// preview and a level meter; a clear message and a retry when a device is
// missing or access is refused.
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorText, useDeviceCheck } from '../api/screening-queries.ts';
import styles from '../self-screening.module.css';
import { useAudioLevel, useCameraStream, type MediaProblem } from './use-media.ts';

export function LivePreview({ stream, label }: { stream: MediaStream; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} className={styles.preview} autoPlay muted playsInline aria-label={label} />;
}

export function LevelMeter({ stream }: { stream: MediaStream }) {
  const level = useAudioLevel(stream);
  return (
    <div className={styles.meter}>
      <label htmlFor="mic-level">Microphone level</label>
      <meter id="mic-level" min={0} max={1} low={0.05} high={0.9} optimum={0.4} value={level} />
      <p className={styles.muted}>Say a few words: the bar should move.</p>
    </div>
  );
}

export function DeviceProblem({
  problem,
  onRetry,
  busy,
}: {
  problem: MediaProblem;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div role="alert" className={styles.problem}>
      <p>
        <strong>{problem.title}</strong>
      </p>
      <p>{problem.help}</p>
      <Button variant="secondary" busy={busy} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function DeviceCheck({ applicationId }: { applicationId: number }) {
  const { stream, problem, asking, request } = useCameraStream();
  const check = useDeviceCheck(applicationId);
  return (
    <section aria-labelledby="device-title" className={styles.step}>
      <h2 id="device-title">Check your camera and microphone</h2>
      <p>Your browser will ask for permission to use them. Nothing is recorded on this step.</p>
      {problem && <DeviceProblem problem={problem} onRetry={() => void request()} busy={asking} />}
      {stream ? (
        <div className={styles.deviceGrid}>
          <LivePreview stream={stream} label="Your camera" />
          <div>
            <LevelMeter stream={stream} />
            <p>Can you see yourself and does the bar move when you speak? Then you are ready.</p>
            {check.error && (
              <p role="alert" className={styles.error}>
                {errorText(check.error)}
              </p>
            )}
            <div className={styles.actions}>
              <Button busy={check.isPending} onClick={() => check.mutate()}>
                My camera and microphone work
              </Button>
            </div>
          </div>
        </div>
      ) : (
        !problem && (
          <div className={styles.actions}>
            <Button busy={asking} onClick={() => void request()}>
              Turn on camera and microphone
            </Button>
          </div>
        )
      )}
    </section>
  );
}
