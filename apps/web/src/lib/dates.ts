// Dates and durations as people read them, through the shared formatter in
// the contracts (decision 049) in the reader's locale. The stored values are
// ISO dates ('2021-03-01'); screens show 'Mar 2021' for periods and
// '30 Jun 2017' for a day. Spec 02 §3 sets the experience item's duration form '(N year, M month)'
// (experienceDurationText in the contracts); every other duration is written
// one way: '5 years, 3 months'.
import {
  DEFAULT_DATE_LOCALE,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatTime,
  type DateValue,
} from '@talent/contracts/date-format';

/** The reader's locale: the browser's; the default one where there is no browser (server rendering). */
export const readerLocale = () =>
  typeof navigator === 'undefined' || !navigator.language ? DEFAULT_DATE_LOCALE : navigator.language;

/** A day in the shared style (decision 049): '5 Dec 2026' in en-GB, 'Dec 5, 2026' in en-US. */
export const dateText = (value: DateValue, locale: string = readerLocale()) => formatDate(value, { locale });

/** A moment with its zone: '5 Dec 2026, 00:16 GMT+5:30'; `weekday` for appointments. */
export const dateTimeText = (
  value: DateValue,
  options: { timeZone?: string | undefined; weekday?: boolean; locale?: string } = {},
) => formatDateTime(value, { locale: readerLocale(), ...options });

/** A time of day with its zone: '00:16 GMT+5:30'. */
export const timeText = (value: DateValue, timeZone?: string) =>
  formatTime(value, { locale: readerLocale(), timeZone });

/** '2021-03-01' → 'Mar 2021'. */
export const monthYearText = (iso: string) => formatMonthYear(iso.slice(0, 10), { locale: readerLocale() });

/** '2017-06-30' (or a moment on that day, UTC) → '30 Jun 2017'. */
export const dayText = (iso: string) => dateText(iso.slice(0, 10));

/** A chart's day label: '5 Dec'. */
export const dayMonthText = (iso: string) => formatDayMonth(iso.slice(0, 10), { locale: readerLocale() });

/** 'Mar 2021 – Present', 'Jan 2019 – Feb 2021'. */
export const periodText = (start: string, end: string | null | undefined) =>
  `${monthYearText(start)} – ${end ? monthYearText(end) : 'Present'}`;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** '5 years, 3 months', '1 year', '4 months', '0 months'. */
export function durationText(years: number, months = 0): string {
  const parts = [years > 0 ? plural(years, 'year') : null, months > 0 ? plural(months, 'month') : null].filter(
    (part): part is string => part !== null,
  );
  return parts.length ? parts.join(', ') : plural(0, 'month');
}
