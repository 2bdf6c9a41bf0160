// Server field errors back onto their form fields (conventions §8); the
// answer of errors that belong to no field of the form.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../../lib/api-client.ts';

export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  fields: readonly Path<T>[],
): { placed: boolean; message: string | undefined } {
  const byField = fieldErrorsOf(error);
  let placed = false;
  for (const name of fields) {
    const message = byField[name];
    if (message) {
      form.setError(name, { type: 'server', message });
      placed = true;
    }
  }
  return { placed, message: error instanceof ApiError ? firstErrorMessage(error.data) : undefined };
}
