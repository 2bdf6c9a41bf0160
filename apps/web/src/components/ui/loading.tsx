// spec 01 §2: a full-screen overlay with an optional message under the
// spinner, or an inline spinner.
import styles from './loading.module.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className={styles.spinnerWrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function LoadingAnimation({ message }: { message?: string | undefined }) {
  return (
    <div className={styles.animation} role="status" aria-live="polite">
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className={message ? styles.message : 'visually-hidden'}>{message ?? 'Loading'}</span>
    </div>
  );
}

export function LoadingOverlay({ message }: { message?: string | undefined }) {
  return (
    <div className={styles.overlay}>
      <LoadingAnimation message={message} />
    </div>
  );
}
