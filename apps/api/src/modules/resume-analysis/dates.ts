// Dates as resumes write them: "Jan 2020 – Present", "03/2019 - 11/2021",
// "2018 to 2020", "2021-04 – 2023-01", "Since 2019". Each date keeps the way
// it was written so the analysis can flag mixed formats (decision 007: dates).

export interface YearMonth {
  year: number;
  /** 1–12, or null when only the year is written. */
  month: number | null;
}

/** 'month' is a month name that looks the same short or long (May, June, July). */
export type DateStyle = 'month' | 'month-short' | 'month-long' | 'numeric' | 'iso' | 'year';

export interface DateRange {
  start: YearMonth;
  end: YearMonth | null;
  present: boolean;
  text: string;
  style: DateStyle;
  index: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d|'\\d{2})";
const DATE = `(?:${MONTH}\\s*,?\\s*${YEAR}|(?:0?[1-9]|1[0-2])[/.-](?:19[5-9]\\d|20[0-4]\\d)|(?:19[5-9]\\d|20[0-4]\\d)[/.-](?:0?[1-9]|1[0-2])(?![\\d/.-])|(?:19[5-9]\\d|20[0-4]\\d))`;
const PRESENT = '(?:present|current(?:ly)?|now|today|till\\s+(?:date|now)|to\\s+date|ongoing)';
const SEPARATOR = '\\s*(?:-|–|—|~|to|until|till|through)\\s*';

const RANGE = new RegExp(`(?<![\\w/.-])(${DATE})${SEPARATOR}(${DATE}|${PRESENT})(?![\\w/])`, 'gi');
const SINCE = new RegExp(
  `(?<![\\w/.-])(?:since|from)\\s+(${DATE})(?![\\w/])|(?<![\\w/.-])(${DATE})\\s+(?:onwards|–\\s*$|-\\s*$)`,
  'gi',
);
const SINGLE = new RegExp(`(?<![\\w/.-])(${DATE})(?![\\w/])`, 'gi');

function parseYear(text: string): number {
  if (text.startsWith("'")) {
    const short = Number(text.slice(1));
    return short > 50 ? 1900 + short : 2000 + short;
  }
  return Number(text);
}

export function parseDate(raw: string): { date: YearMonth; style: DateStyle } | null {
  const text = raw.trim().toLowerCase();
  let match = new RegExp(`^(${MONTH})\\s*,?\\s*(${YEAR})$`, 'i').exec(text);
  if (match) {
    const month = MONTHS[match[1]!.slice(0, 3)]!;
    const word = match[1]!.replace('.', '');
    // "May", "June" and "July" read the same written short or long
    const style: DateStyle = ['may', 'june', 'july'].includes(word)
      ? 'month'
      : word.length <= 4
        ? 'month-short'
        : 'month-long';
    return { date: { year: parseYear(match[2]!), month }, style };
  }
  const valid = (year: number, month: number | null) =>
    year >= 1950 && year <= 2049 && (month === null || (month >= 1 && month <= 12));
  match = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match && valid(Number(match[2]), Number(match[1]))) {
    return { date: { year: Number(match[2]), month: Number(match[1]) }, style: 'numeric' };
  }
  match = /^(\d{4})[/.-](\d{1,2})$/.exec(text);
  if (match && valid(Number(match[1]), Number(match[2]))) {
    return { date: { year: Number(match[1]), month: Number(match[2]) }, style: 'iso' };
  }
  match = /^(\d{4})$/.exec(text);
  if (match && valid(Number(match[1]), null)) return { date: { year: Number(match[1]), month: null }, style: 'year' };
  return null;
}

/** Every date range in a piece of text, in order. */
export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const start = parseDate(match[1]!);
    if (!start) continue;
    const endText = match[2]!;
    const present = new RegExp(`^${PRESENT}$`, 'i').test(endText.trim());
    const end = present ? null : parseDate(endText);
    if (!present && !end) continue;
    ranges.push({
      start: start.date,
      end: end?.date ?? null,
      present,
      text: match[0].trim(),
      style: start.style,
      index: match.index,
    });
  }
  if (ranges.length === 0) {
    for (const match of text.matchAll(SINCE)) {
      const start = parseDate(match[1] ?? match[2]!);
      if (start)
        ranges.push({
          start: start.date,
          end: null,
          present: true,
          text: match[0].trim(),
          style: start.style,
          index: match.index,
        });
    }
  }
  return ranges;
}

/** Single dates (a graduation year, a certificate date) outside any range. */
export function findSingleDates(text: string): { date: YearMonth; style: DateStyle; text: string; index: number }[] {
  const out: { date: YearMonth; style: DateStyle; text: string; index: number }[] = [];
  for (const match of text.matchAll(SINGLE)) {
    const parsed = parseDate(match[1]!);
    if (parsed) out.push({ ...parsed, text: match[0], index: match.index });
  }
  return out;
}

export function removeDates(text: string): string {
  return text
    .replace(RANGE, ' ')
    .replace(SINCE, ' ')
    .replace(SINGLE, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function toPartialDate(date: YearMonth | null): string | null {
  if (!date) return null;
  return date.month ? `${date.year}-${String(date.month).padStart(2, '0')}` : String(date.year);
}

/** Months since year 0; a year-only start counts from January, a year-only end to December. */
export function monthIndex(date: YearMonth, edge: 'start' | 'end'): number {
  return date.year * 12 + ((date.month ?? (edge === 'start' ? 1 : 12)) - 1);
}
