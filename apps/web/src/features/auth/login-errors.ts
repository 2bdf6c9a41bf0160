// The failure texts of spec 01 §8 for sign-in and one-tap, as pure functions.
import { Messages } from '@talent/contracts/messages';
import { ApiError, firstErrorMessage } from '../../lib/api-client.ts';

const firstOf = (data: unknown, field: string): string | undefined => {
  if (!data || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[field];
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
};

/** Login failure: the first e-mail error; 429 'Too many attempts…'; a detail field 'Something went wrong…'; else the data. */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : Messages.somethingWrongLater;
  const email = firstOf(error.data, 'email');
  if (email) return email;
  if (error.status === 429) return Messages.tooManyAttempts;
  if (error.data && typeof error.data === 'object' && 'detail' in error.data) return Messages.somethingWrongLater;
  return firstErrorMessage(error.data) ?? Messages.somethingWrongLater;
}

/** One-tap failure: no response (a string error as is), 400 e-mail then phone then data, 500, anything else. */
export function oneTapFailureMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (!(error instanceof ApiError) || !error.hasResponse) return Messages.cannotProcess;
  if (error.status === 400) {
    return (
      firstOf(error.data, 'email') ??
      firstOf(error.data, 'phone') ??
      firstErrorMessage(error.data) ??
      Messages.cannotProcess
    );
  }
  if (error.status === 500) return Messages.cannotProcess;
  return Messages.somethingWrongLater;
}
