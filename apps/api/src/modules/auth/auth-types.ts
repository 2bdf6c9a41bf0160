// What the accounts services share: where a request came from, and how a
// duplicate address shows up from the database.

/** Where a request came from and which base address its links use. */
export interface RequestOrigin {
  ip: string;
  baseUrl: string;
}

/** A link e-mail asked for by address, looked up and sent by the queue (no enumeration by timing). */
export interface LinkRequest {
  email: string;
  baseUrl: string;
}

/** A unique index refused the row (two sign-ups or e-mail changes to one address at once). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
