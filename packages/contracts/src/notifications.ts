// In-app notifications and e-mail preferences (decision 032): the bell's list,
// the live stream's events and the account settings' e-mail switches.
import { z } from 'zod';
import { EMAIL_CATEGORIES, NOTIFICATION_CATEGORIES } from './application-lifecycle.ts';
import { IdSchema } from './paging.ts';

export const NOTIFICATION_PAGE_SIZE = 20;
/** The live stream's event name for a notification (its SSE id is the notification's id). */
export const NOTIFICATION_EVENT = 'notification';

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  /** A path of the route table: the exact screen the notification is about. */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  /** Older than this id (the previous page's last id). */
  before: z.coerce.number().int().positive().optional(),
});
export const NotificationListSchema = z.object({
  results: z.array(NotificationSchema),
  unread_count: z.number().int(),
  /** Pass as `before` for the next (older) page; null at the end. */
  next_before: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationParamsSchema = z.object({ notificationId: IdSchema });
export const UnreadCountSchema = z.object({ unread_count: z.number().int() });

export const NotificationStreamQuerySchema = z.object({
  /** EventSource cannot send headers: the access token travels in the query. */
  token: z.string().max(4096).optional(),
  /** The last notification id seen, when the browser does not send Last-Event-ID. */
  last_event_id: z.coerce.number().int().min(0).optional(),
});

/** One live event: the notification and the unread count after it. */
export const NotificationEventSchema = z.object({
  notification: NotificationSchema,
  unread_count: z.number().int(),
});
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;

export const EmailPreferenceSchema = z.object({
  category: z.enum(EMAIL_CATEGORIES),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it cannot be turned off, when it cannot. */
  locked_reason: z.string().nullable(),
});
export const EmailPreferencesSchema = z.object({ results: z.array(EmailPreferenceSchema) });
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

export const UpdateEmailPreferencesSchema = z.object({
  category: z.enum(EMAIL_CATEGORIES),
  enabled: z.boolean(),
});

export const NotificationMessages = {
  locked: 'E-mails that ask you to act cannot be turned off.',
  streamToken: 'Sign in again to receive live notifications.',
  preferenceSaved: 'E-mail preferences saved.',
  preferenceNotSaved: 'Your e-mail preference was not saved. Check your connection and try again.',
} as const;
