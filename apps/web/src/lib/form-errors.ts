// A failed call on a form (docs/conventions.md §8): server field errors go back onto
// their fields, the first one focused; the answer says whether any field took
// one and the body's first readable message for the rest.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, fieldErrorsOf, firstErrorMessage } from './api-client.ts';

export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly string[],
): { placed: boolean; message: string | undefined } {
  let placed = false;
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return { placed, message: error instanceof ApiError ? firstErrorMessage(error.data) : undefined };
}

/** The status and body of a failed call; status 0 when no response arrived. */
export function failureOf(error: unknown): { status: number; data: unknown } {
  return error instanceof ApiError ? { status: error.status, data: error.data } : { status: 0, data: null };
}

/** True for the forbidden-symbol refusal: the api client already said so and sent nothing. */
export const isRefusedBody = (error: unknown) => error instanceof Error && error.name === 'ForbiddenSymbolsError';
