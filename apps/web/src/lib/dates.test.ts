import { describe, expect, it } from 'vitest';
import { dateText, dayText, durationText, monthYearText, periodText, readerLocale } from './dates.ts';

describe('dates as people read them', () => {
  it('shows periods by month and year and days in full, never the raw ISO value', () => {
    expect(monthYearText('2021-03-01')).toBe('Mar 2021');
    expect(periodText('2021-03-01', null)).toBe('Mar 2021 – Present');
    expect(periodText('2019-01-15', '2021-02-28')).toBe('Jan 2019 – Feb 2021');
    expect(dateText('2017-06-30', 'en-GB')).toBe('30 Jun 2017');
    expect(dayText('2017-06-30')).toBe(dateText('2017-06-30', readerLocale()));
    expect(dayText('2017-06-30T23:30:00Z')).toBe(dayText('2017-06-30'));
  });

  it('keeps a value it cannot read as it is', () => {
    expect(monthYearText('soon')).toBe('soon');
  });

  it('writes every duration one way, with plurals', () => {
    expect(durationText(5, 3)).toBe('5 years, 3 months');
    expect(durationText(1, 1)).toBe('1 year, 1 month');
    expect(durationText(2)).toBe('2 years');
    expect(durationText(0, 4)).toBe('4 months');
    expect(durationText(0, 0)).toBe('0 months');
  });
});
