// Dates and durations as people read them. The stored values are ISO dates
// ('2021-03-01'); screens show 'Mar 2021' for periods and '30 Jun 2017' for a
// day. Spec 02 §3 sets the experience item's duration form '(N year, M month)'
// (experienceDurationText in the contracts); every other duration is written
// one way: '5 years, 3 months'.

const UTC_DAY = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const valid = (date: Date) => !Number.isNaN(date.getTime());

/** '2021-03-01' → 'Mar 2021'. */
export function monthYearText(iso: string): string {
  const date = UTC_DAY(iso);
  return valid(date) ? date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }) : iso;
}

/** '2017-06-30' → '30 Jun 2017'. */
export function dayText(iso: string): string {
  const date = UTC_DAY(iso);
  return valid(date)
    ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    : iso;
}

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
