// spec 01 §5: required-and-invalid shows a red marker; touched-and-invalid a red border.
import { forwardRef, useId, useImperativeHandle, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useKeepTypedValue } from './keep-typed-value.ts';
import styles from './text-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  touched?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, touched = true, required, id, className, ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  useKeepTypedValue(inner, rest.value, rest.onChange);
  const autoId = useId();
  const inputId = id ?? autoId;
  const invalid = Boolean(error);
  // the error takes the hint's place: the two often say the same sentence
  const showHint = Boolean(hint) && !invalid;
  const describedBy = [showHint ? `${inputId}-hint` : null, invalid ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && (
          <span className={invalid ? styles.markerInvalid : styles.marker} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={inner}
        id={inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className={[styles.input, invalid && touched ? styles.inputInvalid : ''].join(' ')}
        {...rest}
      />
      {showHint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
