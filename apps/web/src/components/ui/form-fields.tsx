// The one set of labelled form controls beside the ui kit's TextField (spec 01
// §5: a required-and-invalid field shows a red marker, an invalid one a red
// border): select, text area, check box and the form-level alert. They work
// with react-hook-form (refs are forwarded) and with plain state; the label,
// the control, its hint and its error are tied together by ids.
import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-fields.module.css';
import { useKeepTypedValue } from './keep-typed-value.ts';
import { TextField } from './text-field.tsx';
import fieldStyles from './text-field.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, className, children }: FieldFrameProps) {
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={error ? fieldStyles.markerInvalid : fieldStyles.marker} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** The choices; or pass `<option>`s as children. */
  options?: readonly SelectOption[];
  error?: string | undefined;
  hint?: ReactNode;
  /** With `options`: the text of an empty first option; none when null. */
  placeholder?: string | null;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, hint, placeholder = 'Select', required, id, className, children, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        ref={ref}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        className={[styles.select, error ? styles.invalid : ''].join(' ')}
        {...rest}
      >
        {options && placeholder !== null && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, required, id, className, rows = 4, ...rest },
  ref,
) {
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  // what was typed before a server-rendered page hydrated is kept
  useKeepTypedValue(inner, rest.value, rest.onChange);
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        ref={inner}
        id={areaId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        className={[styles.textarea, error ? styles.invalid : ''].join(' ')}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export const CheckField = forwardRef<HTMLInputElement, CheckFieldProps>(function CheckField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input ref={ref} id={boxId} type="checkbox" aria-describedby={describedBy(boxId, error, hint)} {...rest} />
      <label htmlFor={boxId}>{label}</label>
      {hint && !error && (
        <p id={`${boxId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${boxId}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

/** A labelled text input: the ui kit's TextField. */
export const InputField = TextField;

/** A message about the whole form (not one field's): the server's message, announced when it appears. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
