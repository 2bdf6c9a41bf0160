// The signed unsubscribe link of job-alert e-mails (lib/storage.ts signs it).

/** The signed key of an alert's unsubscribe link (no sign-in needed to stop e-mails). */
export const unsubscribeKey = (alertId: number) => `job-alert-unsubscribe:${alertId}`;
/** Unsubscribe links in e-mails stay valid for a year. */
export const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 60 * 60;
