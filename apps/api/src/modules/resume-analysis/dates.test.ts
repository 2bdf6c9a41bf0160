// The date forms resumes use (decision 007: dates) and how ranges come out.
import { describe, expect, it } from 'vitest';
import { findDateRanges, findSingleDates, parseDate, removeDates, toPartialDate } from './dates.ts';

describe('parseDate', () => {
  it.each([
    ['Jan 2020', { year: 2020, month: 1 }, 'month-short'],
    ['Sept. 2019', { year: 2019, month: 9 }, 'month-short'],
    ['September 2019', { year: 2019, month: 9 }, 'month-long'],
    ['May 2021', { year: 2021, month: 5 }, 'month'],
    ["Mar '19", { year: 2019, month: 3 }, 'month-short'],
    ['03/2019', { year: 2019, month: 3 }, 'numeric'],
    ['3-2019', { year: 2019, month: 3 }, 'numeric'],
    ['2021-04', { year: 2021, month: 4 }, 'iso'],
    ['2018', { year: 2018, month: null }, 'year'],
  ])('reads %s', (text, date, style) => {
    expect(parseDate(text)).toEqual({ date, style });
  });

  it('refuses what is not a date', () => {
    expect(parseDate('Present')).toBeNull();
    expect(parseDate('13/2019')).toBeNull();
    expect(parseDate('1820')).toBeNull();
  });
});

describe('findDateRanges', () => {
  it.each([
    ['Acme Corp | Jan 2020 – Present', '2020-01', null, true],
    ['03/2019 - 11/2021', '2019-03', '2021-11', false],
    ['Engineer (2016 to 2018)', '2016', '2018', false],
    ['2021-04 — 2023-01 · Berlin', '2021-04', '2023-01', false],
    ['March 2018 until June 2020', '2018-03', '2020-06', false],
    ['Since 2019', '2019', null, true],
    ['Jun 2022 - Till Date', '2022-06', null, true],
  ])('finds the range in %s', (text, start, end, present) => {
    const [range] = findDateRanges(text);
    expect(range).toBeDefined();
    expect(toPartialDate(range!.start)).toBe(start);
    expect(toPartialDate(range!.end)).toBe(end);
    expect(range!.present).toBe(present);
  });

  it('does not take phone numbers or version numbers for dates', () => {
    expect(findDateRanges('+91 98450 12345')).toEqual([]);
    expect(findDateRanges('Node 18.2019 upgrade')).toEqual([]);
  });

  it('removes dates and keeps the rest', () => {
    expect(removeDates('Acme Corp   Jan 2020 – Present')).toBe('Acme Corp');
    expect(findSingleDates('Graduated 2016, GPA 3.8/4.0').map((d) => d.text)).toEqual(['2016']);
  });
});
