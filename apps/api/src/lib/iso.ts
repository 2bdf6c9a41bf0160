// Dates on the wire are ISO 8601 strings.

/** An offset to the second ('+05:21:10': a zone's local mean time, before its standard time), which Date cannot read. */
const OFFSET_TO_THE_SECOND = /^(.+)([+-])(\d\d):(\d\d):(\d\d)$/;

/** A text time as a Date: ISO 8601 (JSON's timestamptz, decision 038), including an offset to the second. */
function dateOf(text: string): Date {
  const date = new Date(text);
  const parts = Number.isNaN(date.getTime()) ? OFFSET_TO_THE_SECOND.exec(text) : null;
  if (!parts) return date;
  const offset = (Number(parts[3]) * 3600 + Number(parts[4]) * 60 + Number(parts[5])) * 1000;
  return new Date(new Date(`${parts[1]}Z`).getTime() - (parts[2] === '-' ? -offset : offset));
}

/** timestamptz columns arrive as Date from both drivers, and as text inside JSON. */
export const iso = (value: unknown): string => (value instanceof Date ? value : dateOf(String(value))).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
