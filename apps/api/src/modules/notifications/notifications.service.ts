// The bell and e-mail preferences (decision 032): the signed-in user's
// notifications, newest first and paged, marking read, and which e-mail
// categories they receive.
import {
  EMAIL_CATEGORIES,
  NOTIFICATION_CATEGORY_INFO,
  type EmailCategory,
} from '@talent/contracts/application-lifecycle';
import {
  NOTIFICATION_PAGE_SIZE,
  NotificationMessages,
  type EmailPreferences,
  type Notification,
  type NotificationList,
} from '@talent/contracts/notifications';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { detailError, notFound } from '../../lib/errors.ts';
import * as repo from './notifications.repo.ts';

export interface NotificationsDeps {
  db: Db;
  now: () => Date;
  tokens: TokenService;
}

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { db } = deps;

  async function preferences(userId: string): Promise<EmailPreferences> {
    const rows = await repo.preferencesOf(db, userId);
    return {
      results: EMAIL_CATEGORIES.map((category) => {
        const info = NOTIFICATION_CATEGORY_INFO[category];
        const row = rows.find((r) => r.category === category);
        return {
          category,
          label: info.label,
          description: info.description,
          enabled: info.locked ? true : (row?.enabled ?? true),
          locked_reason: info.locked,
        };
      }),
    };
  }

  return {
    /** The user a stream token names and when the token ends (ms since epoch); null when it is not valid. */
    async streamUser(token: string | undefined) {
      if (!token) return null;
      const claims = await deps.tokens.verifyAccess(token);
      if (!claims) return null;
      const user = await repo.sessionOf(db, claims.sub);
      if (!user || !user.isActive || user.sessionVersion !== (claims.session_version ?? 0)) return null;
      const exp = decodeJwt(token).exp;
      return { userId: claims.sub, endsAt: typeof exp === 'number' ? exp * 1000 : Date.now() };
    },

    async list(userId: string, before: number | undefined): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repo.listNotifications(db, userId, before, NOTIFICATION_PAGE_SIZE + 1),
        repo.unreadCount(db, userId),
      ]);
      const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
      return {
        results: page.map(toNotification),
        unread_count: unread,
        next_before: rows.length > NOTIFICATION_PAGE_SIZE ? page[page.length - 1]!.id : null,
      };
    },

    unread: async (userId: string) => ({ unread_count: await repo.unreadCount(db, userId) }),

    /** Another user's notification answers 404. */
    async read(userId: string, id: number) {
      if (!(await repo.markRead(db, userId, id, deps.now()))) throw notFound();
      return { unread_count: await repo.unreadCount(db, userId) };
    },

    async readAll(userId: string) {
      await repo.markAllRead(db, userId, deps.now());
      return { unread_count: 0 };
    },

    /** Rows after `afterId`, oldest first, with the unread count: what a stream sends. */
    async since(userId: string, afterId: number) {
      const rows = await repo.notificationsAfter(db, userId, afterId, 100);
      return { rows, unread: rows.length ? await repo.unreadCount(db, userId) : 0 };
    },

    latestId: (userId: string) => repo.latestNotificationId(db, userId),

    preferences,

    async setPreference(userId: string, category: EmailCategory, enabled: boolean) {
      if (category === 'action_required') {
        if (!enabled) throw detailError(400, NotificationMessages.locked);
        return preferences(userId);
      }
      await repo.setPreference(db, userId, category, enabled);
      return preferences(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
