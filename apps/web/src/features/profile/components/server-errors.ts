// conventions §8: server field errors go back onto their fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';

/** Puts each server field error on its field; answers whether any field took one. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The status and body of a failed call; status 0 when no response arrived. */
export function failureOf(error: unknown): { status: number; data: unknown } {
  return error instanceof ApiError ? { status: error.status, data: error.data } : { status: 0, data: null };
}

/** True for the forbidden-symbol refusal: the api client already said so and sent nothing. */
export const isRefusedBody = (error: unknown) => error instanceof Error && error.name === 'ForbiddenSymbolsError';
