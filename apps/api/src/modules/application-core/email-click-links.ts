// The signed link of an application e-mail's click report (spec 02 §6: the
// call carries no token; lib/storage.ts signs it).

/** The signed key of an application e-mail's click report. */
export const emailClickKey = (applicationId: number) => `application-email-click:${applicationId}`;
/** Application e-mail links record their click for 90 days. */
export const EMAIL_CLICK_TTL_SECONDS = 90 * 24 * 60 * 60;
