// The public forms' bot trap (decision 023); their labelled controls are the
// shared ones of components/ui/form-fields.tsx, without a form library so the
// public pages stay light (first-visit budget).
import { HONEYPOT_FIELD } from '@talent/contracts/content-constants';
import styles from '../content.module.css';

/** A field people never see or reach; bots fill it (decision 023). */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Leave this empty
        <input
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
