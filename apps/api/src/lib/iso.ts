// Dates on the wire are ISO 8601 strings.

/** timestamptz columns arrive as Date from both drivers; strings are accepted defensively. */
export const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
