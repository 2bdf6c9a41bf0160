import { useStatusMessage, hideToast } from '../../lib/toast.ts';
import styles from './toast.module.css';

const ICONS = { INFO: 'ℹ', SUCCESS: '✓', WARNING: '!', ERROR: '✕' } as const;

export function Toast() {
  const status = useStatusMessage();
  return (
    <div className={styles.region} aria-live={status.type === 'ERROR' ? 'assertive' : 'polite'} role="status">
      {status.visible && (
        <div key={status.id} className={`${styles.toast} ${styles[status.type]}`} data-toast-type={status.type}>
          <span className={styles.icon} aria-hidden="true">
            {ICONS[status.type]}
          </span>
          <span className={styles.message}>{status.message}</span>
          <button type="button" className={styles.close} onClick={hideToast} aria-label="Dismiss message">
            ×
          </button>
        </div>
      )}
    </div>
  );
}
