// The state of a public form: values, field errors (the client's checks
// first, then the server's onto the same fields), the sending state and the
// confirmation. The checks and their texts (public-form-rules.ts) load when
// the form is first sent (decision 052).
import { useState } from 'react';
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../../lib/api-client.ts';

export type Rule = 'required' | 'email' | 'businessEmail' | 'text';

export function usePublicForm<F extends string>(initial: Record<F, string>, rules: Partial<Record<F, Rule[]>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  /** Checks, then sends; answers whether it was sent. */
  async function submit(send: (values: Record<F, string>) => Promise<{ detail: string }>) {
    const { check, Messages } = await import('./public-form-rules.ts');
    const found: Record<string, string> = {};
    for (const name of Object.keys(rules) as F[]) {
      const message = check(values[name], rules[name] ?? []);
      if (message) found[name] = message;
    }
    setErrors(found);
    if (Object.keys(found).length) return false;
    setSending(true);
    try {
      const answer = await send(values);
      setDone(answer.detail);
      return true;
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      const general = error instanceof ApiError ? firstErrorMessage(error.data) : undefined;
      setErrors(
        Object.keys(onFields).length ? onFields : { non_field_errors: general ?? Messages.somethingWrongLater },
      );
      return false;
    } finally {
      setSending(false);
    }
  }

  return { values, setValues, errors, sending, done, setDone, field, submit };
}
