// spec 02 §9: the profile completeness the server computes, out of 100.
import styles from './completeness-meter.module.css';

export function CompletenessMeter({ value }: { value: number }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className={styles.wrap}>
      <div className={styles.label} id="profile-completeness-label">
        Profile completeness <strong>{clamped}%</strong>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="profile-completeness-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
      >
        <div className={styles.bar} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
