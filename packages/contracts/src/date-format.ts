// One way to write a date, shared by every screen of both sides and by the
// e-mails (decision 049): the reader's locale through Intl, one style for a
// day ('5 Dec 2026' / 'Dec 5, 2026') and one for a moment, which always names
// its time zone ('5 Dec 2026, 00:16 GMT+5:30'). A calendar day stored as
// 'YYYY-MM-DD' is the same day everywhere; a moment is shown in the reader's
// zone unless one is given.

export interface DateFormatOptions {
  /** BCP 47 locale; undefined means the runtime's (the browser's: the reader's own). */
  locale?: string | undefined;
  /** IANA zone for moments; undefined means the runtime's. */
  timeZone?: string | undefined;
  /** Name the day of the week too (appointments: interviews, screening calls). */
  weekday?: boolean;
}

/** The locale of e-mails and of pages rendered before the reader's browser takes over. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

export type DateValue = string | Date;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAY_STYLE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME_STYLE = { hour: '2-digit', minute: '2-digit' } as const;

function parse(value: DateValue): { date: Date; calendar: boolean } | null {
  const calendar = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = calendar ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar };
}

function format(value: DateValue, style: Intl.DateTimeFormatOptions, options: DateFormatOptions, moment: boolean) {
  const parsed = parse(value);
  if (!parsed) return String(value);
  const timeZone = parsed.calendar && !moment ? 'UTC' : options.timeZone;
  try {
    return new Intl.DateTimeFormat(options.locale, {
      ...style,
      ...(options.weekday ? { weekday: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    }).format(parsed.date);
  } catch {
    // an unknown locale or zone: the same style in the default locale and UTC
    return new Intl.DateTimeFormat(DEFAULT_DATE_LOCALE, { ...style, timeZone: 'UTC' }).format(parsed.date);
  }
}

/** A day: '5 Dec 2026' (en-GB), 'Dec 5, 2026' (en-US). */
export const formatDate = (value: DateValue, options: DateFormatOptions = {}) =>
  format(value, DAY_STYLE, options, false);

/** A moment, with its zone: '5 Dec 2026, 00:16 UTC'. */
export const formatDateTime = (value: DateValue, options: DateFormatOptions = {}) =>
  format(value, { ...DAY_STYLE, ...TIME_STYLE, timeZoneName: 'short' }, options, true);

/** A period's end: 'Mar 2021'. */
export const formatMonthYear = (value: DateValue, options: DateFormatOptions = {}) =>
  format(value, { month: 'short', year: 'numeric' }, options, false);

/** A time of the same day, with its zone: '00:16 UTC'. */
export const formatTime = (value: DateValue, options: DateFormatOptions = {}) =>
  format(value, { ...TIME_STYLE, timeZoneName: 'short' }, options, true);

/** A chart's day label, without the year: '5 Dec'. */
export const formatDayMonth = (value: DateValue, options: DateFormatOptions = {}) =>
  format(value, { day: 'numeric', month: 'short' }, options, false);
