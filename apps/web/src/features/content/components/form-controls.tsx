// Small labelled controls for the public forms, without a form library so
// the public pages stay light (first-visit budget); checks come from the
// contracts' validators and the server's field errors land on their fields.
import { useId, useRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useKeepTypedValue } from '../../../components/ui/keep-typed-value.ts';
import { HONEYPOT_FIELD } from '@talent/contracts/content-constants';
import field from '../../../components/ui/text-field.module.css';
import styles from '../content.module.css';

export function TextArea({
  label,
  error,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string | undefined }) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useKeepTypedValue(ref, rest.value, rest.onChange);
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
        {rest.required && (
          <span className={error ? field.markerInvalid : field.marker} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={[field.input, styles.textarea, error ? field.inputInvalid : ''].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className={field.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function Select({
  label,
  error,
  options,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
        {rest.required && (
          <span className={error ? field.markerInvalid : field.marker} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        className={[field.input, error ? field.inputInvalid : ''].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={field.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

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
