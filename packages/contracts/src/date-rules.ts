// What a date's meaning implies, checked the same way by the form and the
// server: a birth is in the past and a person old enough to work; a job
// already held started no later than today; an end is not before its start
// (profile.ts). Dates are ISO calendar days 'YYYY-MM-DD'; 'today' allows the
// day ahead of UTC, so a person east of Greenwich may enter their own today.

export const DateRuleMessages = {
  invalidDate: 'Enter the date as YYYY-MM-DD.',
  birthInFuture: 'A date of birth cannot be in the future.',
  birthTooEarly: 'Enter a date of birth after 1900.',
  birthTooRecent: 'Check the year: this date of birth makes you younger than 14.',
  startInFuture: 'A start date cannot be in the future.',
  startBeforeBirth: 'A job cannot start before your date of birth.',
  birthAfterStart: 'This date of birth is after the start of a job on your profile; check both dates.',
} as const;

/** The youngest age at which a person may hold a job here. */
export const MIN_WORKING_AGE = 14;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The latest calendar day that is today somewhere (UTC+14). */
export const latestToday = (now: Date = new Date()) => new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);

/** A date of birth's problem, or undefined. */
export function birthDateIssue(value: string, now: Date = new Date()): string | undefined {
  if (!isCalendarDate(value)) return DateRuleMessages.invalidDate;
  if (value > latestToday(now)) return DateRuleMessages.birthInFuture;
  if (value < '1900-01-01') return DateRuleMessages.birthTooEarly;
  const youngest = new Date(now.getTime() - DAY_MS);
  youngest.setUTCFullYear(youngest.getUTCFullYear() - MIN_WORKING_AGE);
  if (value > youngest.toISOString().slice(0, 10)) return DateRuleMessages.birthTooRecent;
  return undefined;
}

/** A start of something already begun (a job held): not after today. */
export function startDateIssue(value: string, now: Date = new Date()): string | undefined {
  return value > latestToday(now) ? DateRuleMessages.startInFuture : undefined;
}

/**
 * A date of birth against the start dates of the jobs a person held: no job
 * starts before its holder was born. Blank or malformed values are left to
 * their own rules.
 */
export function birthAfterJobStartIssue(
  birth: string | null | undefined,
  starts: readonly (string | null | undefined)[],
): string | undefined {
  if (!birth || !isCalendarDate(birth)) return undefined;
  return starts.some((start) => start && isCalendarDate(start.slice(0, 10)) && start.slice(0, 10) < birth)
    ? DateRuleMessages.birthAfterStart
    : undefined;
}

/** A job's start against a known date of birth (the same rule seen from the job). */
export function startBeforeBirthIssue(start: string, birth: string | null | undefined): string | undefined {
  return birth && isCalendarDate(birth) && isCalendarDate(start.slice(0, 10)) && start.slice(0, 10) < birth
    ? DateRuleMessages.startBeforeBirth
    : undefined;
}
