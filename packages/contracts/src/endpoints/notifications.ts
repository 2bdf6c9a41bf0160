// Notifications (decision 032): the bell's list, marking read, the live
// stream (server-sent events) and e-mail preferences.
import type { RouteTable } from '../endpoint.ts';

export const notificationsRoutes = {
  notifications: { method: 'GET', path: '/notifications/', access: 'candidate' },
  unreadNotifications: { method: 'GET', path: '/notifications/unread-count/', access: 'candidate' },
  readNotification: { method: 'POST', path: '/notifications/{notificationId}/read/', access: 'candidate' },
  readAllNotifications: { method: 'POST', path: '/notifications/read-all/', access: 'candidate' },
  // the token is checked by the handler: EventSource cannot send an Authorization header
  notificationStream: { method: 'GET', path: '/notifications/stream/', access: 'public' },
  emailPreferences: { method: 'GET', path: '/notifications/email-preferences/', access: 'candidate' },
  updateEmailPreference: { method: 'PATCH', path: '/notifications/email-preferences/', access: 'candidate' },
} as const satisfies RouteTable;
