import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { dateTimeText, dayText } from '../../../lib/dates.ts';

// Dates and amounts as the letter pages show them: the shared date style in
// the reader's locale and local time (decision 049),
// amounts grouped as the currency's readers expect (INR in lakh/crore groups).
export const dateText = (iso: string) => dayText(iso);
export { dateTimeText };

export { formatAmount as amountText } from '@talent/contracts/offers';

/** 'in 3 days', 'in 5 hours', 'today' — how long is left before a deadline. */
export function timeLeft(iso: string, now = Date.now()): string {
  const ms = new Date(iso).getTime() - now;
  if (ms <= 0) return 'passed';
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'in less than an hour';
  if (hours < 48) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  return `in ${Math.floor(hours / 24)} days`;
}

export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** What went wrong, in the server's words when it gave some (a 409 says why the letter cannot change). */
export const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (firstErrorMessage(error.data) ?? error.message)
    : error instanceof Error
      ? error.message
      : 'Something went wrong. Please try again.';
