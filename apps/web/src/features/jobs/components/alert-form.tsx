// The job alert form of the dashboard, to create an alert or edit one: the
// keyword, the filters (place, experience, remote) and how often it e-mails.
import { useId, useState, type FormEvent } from 'react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  type JobAlert,
  type JobAlertUpdate,
} from '@talent/contracts/job-alerts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './my-jobs.module.css';

export interface AlertFormValues {
  search_term: string;
  location: string;
  experience_range: string;
  remote: boolean;
  frequency: AlertFrequency;
}

export const emptyAlert: AlertFormValues = {
  search_term: '',
  location: '',
  experience_range: '',
  remote: false,
  frequency: 'instant',
};

export const alertFormValues = (alert: JobAlert): AlertFormValues => ({
  search_term: alert.search_term ?? '',
  location: alert.location ?? '',
  experience_range: alert.experience_range ?? '',
  remote: alert.remote === true,
  frequency: alert.frequency,
});

/** The request body: blank filters are left out (the alert then has none). */
export function alertBody(values: AlertFormValues): JobAlertUpdate {
  const text = (value: string) => value.trim() || undefined;
  return {
    search_term: text(values.search_term),
    location: text(values.location),
    experience_range: text(values.experience_range),
    remote: values.remote || undefined,
    frequency: values.frequency,
  };
}

export function AlertForm({
  label,
  heading = false,
  initial,
  submitText,
  busy,
  error,
  keywordId,
  onSubmit,
  onCancel,
}: {
  /** The form's accessible name. */
  label: string;
  /** Show the name as the form's heading. */
  heading?: boolean;
  initial: AlertFormValues;
  submitText: string;
  busy: boolean;
  error?: string | null;
  /** The keyword field's id, for links to the form. */
  keywordId?: string;
  onSubmit: (values: AlertFormValues) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof AlertFormValues>(key: K, value: AlertFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const empty =
    !values.search_term.trim() && !values.location.trim() && !values.experience_range.trim() && !values.remote;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form className={styles.alertForm} onSubmit={submit} aria-label={label}>
      {heading && <h3 className={styles.alertTitle}>{label}</h3>}
      <label htmlFor={keywordId ?? `${id}-term`}>Keyword</label>
      <input
        id={keywordId ?? `${id}-term`}
        value={values.search_term}
        maxLength={100}
        onChange={(event) => set('search_term', event.target.value)}
        placeholder="e.g. React developer"
      />
      <div className={styles.alertFilters}>
        <div className={styles.alertField}>
          <label htmlFor={`${id}-location`}>Location</label>
          <input
            id={`${id}-location`}
            value={values.location}
            maxLength={80}
            onChange={(event) => set('location', event.target.value)}
            placeholder="e.g. Bengaluru"
          />
        </div>
        <div className={styles.alertField}>
          <label htmlFor={`${id}-experience`}>Experience (years)</label>
          <input
            id={`${id}-experience`}
            value={values.experience_range}
            maxLength={10}
            inputMode="numeric"
            onChange={(event) => set('experience_range', event.target.value)}
            placeholder="e.g. 2-5"
          />
        </div>
      </div>
      <label className={styles.inline}>
        <input type="checkbox" checked={values.remote} onChange={(event) => set('remote', event.target.checked)} />{' '}
        Remote only
      </label>
      <label htmlFor={`${id}-frequency`}>E-mail me</label>
      <select
        id={`${id}-frequency`}
        value={values.frequency}
        onChange={(event) => set('frequency', event.target.value as AlertFrequency)}
      >
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {ALERT_FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </select>
      {error && (
        <p className={styles.alertError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.alertActions}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="secondary" busy={busy} disabled={empty}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
