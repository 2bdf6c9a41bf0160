import { z } from 'zod';
import type { SchemaTable } from '../endpoint.ts';
import {
  EmailPreferencesSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationParamsSchema,
  NotificationStreamQuerySchema,
  UnreadCountSchema,
  UpdateEmailPreferencesSchema,
} from '../notifications.ts';
import type { notificationsRoutes } from './notifications.ts';

const tags = ['notifications'];
const Detail = z.object({ detail: z.string() });

export const notificationsSchemas = {
  notifications: {
    tags,
    summary: 'The signed-in user’s notifications, newest first, paged',
    query: NotificationListQuerySchema,
    responses: { 200: NotificationListSchema },
  },
  unreadNotifications: {
    tags,
    summary: 'How many notifications are unread',
    responses: { 200: UnreadCountSchema },
  },
  readNotification: {
    tags,
    summary: 'Mark one notification read',
    params: NotificationParamsSchema,
    responses: { 200: UnreadCountSchema, 404: Detail },
  },
  readAllNotifications: {
    tags,
    summary: 'Mark every notification read',
    responses: { 200: UnreadCountSchema },
  },
  notificationStream: {
    tags,
    summary: 'Live notifications (server-sent events); catches up after Last-Event-ID',
    query: NotificationStreamQuerySchema,
    responses: { 401: Detail },
    successMedia: { 'text/event-stream': z.string() },
  },
  emailPreferences: {
    tags,
    summary: 'E-mail preferences per category',
    responses: { 200: EmailPreferencesSchema },
  },
  updateEmailPreference: {
    tags,
    summary: 'Turn one category of e-mail on or off (action-required ones stay on)',
    body: UpdateEmailPreferencesSchema,
    responses: { 200: EmailPreferencesSchema, 400: Detail },
  },
} as const satisfies SchemaTable<typeof notificationsRoutes>;
