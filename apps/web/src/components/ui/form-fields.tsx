// Form controls for react-hook-form: a label, the control and its error (and
// hint), tied together by ids for screen readers.
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-fields.module.css';

function described(id: string, error?: string, hint?: ReactNode) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, Common & SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectField({ label, error, hint, children, ...rest }, ref) {
    const id = useId();
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <select
          ref={ref}
          id={id}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={described(id, error, hint)}
          {...rest}
        >
          {children}
        </select>
        <Messages id={id} error={error} hint={hint} />
      </div>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error, hint, ...rest }, ref) {
    const id = useId();
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <textarea
          ref={ref}
          id={id}
          rows={4}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={described(id, error, hint)}
          {...rest}
        />
        <Messages id={id} error={error} hint={hint} />
      </div>
    );
  },
);

export const InputField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function InputField({ label, error, hint, ...rest }, ref) {
    const id = useId();
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          ref={ref}
          id={id}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={described(id, error, hint)}
          {...rest}
        />
        <Messages id={id} error={error} hint={hint} />
      </div>
    );
  },
);

export const CheckField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function CheckField({ label, error, hint, ...rest }, ref) {
    const id = useId();
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.check}>
          <input ref={ref} id={id} type="checkbox" aria-describedby={described(id, error, hint)} {...rest} />
          {label}
        </label>
        <Messages id={id} error={error} hint={hint} />
      </div>
    );
  },
);

/** The form's own failure (not a field's): the server's message, announced. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
