// Absolute links to the product, for e-mails and structured data: PUBLIC_URL
// when set, else the address the server listens on (README configuration).
import type { Config } from '../../config/env.ts';

export const publicUrlOf = (config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, '');

export const absolute = (publicUrl: string, path: string) => new URL(path, `${publicUrl}/`).href;

/** The signed key of an alert's unsubscribe link (no sign-in needed to stop e-mails). */
export const unsubscribeKey = (alertId: number) => `job-alert-unsubscribe:${alertId}`;
/** Unsubscribe links in e-mails stay valid for a year. */
export const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 60 * 60;
/** The signed key of an application e-mail's click report (spec 02 §6: the call carries no token). */
export const emailClickKey = (applicationId: number) => `application-email-click:${applicationId}`;
/** Application e-mail links record their click for 90 days. */
export const EMAIL_CLICK_TTL_SECONDS = 90 * 24 * 60 * 60;
