import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatMonthYear, formatTime } from './date-format.ts';

const moment = '2026-12-04T18:46:00Z';

describe('one date format (decision 049)', () => {
  it('writes a day in the reader’s locale, one style for every locale', () => {
    expect(formatDate('2026-12-05', { locale: 'en-GB' })).toBe('5 Dec 2026');
    expect(formatDate('2026-12-05', { locale: 'en-US' })).toBe('Dec 5, 2026');
    expect(formatDate('2026-12-05', { locale: 'de-DE' })).toBe('5. Dez. 2026');
  });

  it('keeps a calendar day the same day in every zone, and shows a moment’s day in the reader’s zone', () => {
    expect(formatDate('2026-12-05', { locale: 'en-GB', timeZone: 'America/Los_Angeles' })).toBe('5 Dec 2026');
    expect(formatDate(moment, { locale: 'en-GB', timeZone: 'Asia/Kolkata' })).toBe('5 Dec 2026');
    expect(formatDate(moment, { locale: 'en-GB', timeZone: 'UTC' })).toBe('4 Dec 2026');
  });

  it('writes a moment with its time zone, and a weekday for appointments', () => {
    expect(formatDateTime(moment, { locale: 'en-GB', timeZone: 'Asia/Kolkata' })).toBe('5 Dec 2026, 00:16 GMT+5:30');
    expect(formatDateTime(new Date(moment), { locale: 'en-GB', timeZone: 'UTC' })).toBe('4 Dec 2026, 18:46 UTC');
    expect(formatDateTime(moment, { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 4, 2026, 06:46 PM UTC');
    expect(formatDateTime(moment, { locale: 'en-GB', timeZone: 'UTC', weekday: true })).toBe(
      'Fri, 4 Dec 2026, 18:46 UTC',
    );
    expect(formatTime(moment, { locale: 'en-GB', timeZone: 'UTC' })).toBe('18:46 UTC');
  });

  it('has month-year and day-month forms, and keeps what it cannot read', () => {
    expect(formatMonthYear('2021-03-01', { locale: 'en-GB' })).toBe('Mar 2021');
    expect(formatDayMonth('2026-12-05', { locale: 'en-GB' })).toBe('5 Dec');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-12-05', { locale: 'en-GB', timeZone: 'Not/AZone' })).toBe('5 Dec 2026');
  });
});
