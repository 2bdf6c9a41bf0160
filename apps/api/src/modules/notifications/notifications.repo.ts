// The notification rows (decision 032): written by notify() inside the caller's
// transaction, read by the bell, the live stream's catch-up and the e-mail job.
import { and, count, desc, eq, gt, isNull, lt, asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailPreferences, notifications } from '../../db/schema/notifications.ts';
import { candidates, users } from '../../db/schema/platform.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Newest first, `limit` rows older than `before` (when given). */
export function listNotifications(db: DbOrTx, userId: string, before: number | undefined, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before ? lt(notifications.id, before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** What a reconnecting stream missed: rows after `afterId`, oldest first. */
export function notificationsAfter(db: DbOrTx, userId: string, afterId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

export async function latestNotificationId(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function markRead(db: DbOrTx, userId: string, id: number, at: Date): Promise<boolean> {
  const found = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!found.length) return false;
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return true;
}

export async function markAllRead(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function findNotification(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ notification: notifications, email: users.email })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id));
  return row ?? null;
}

export async function preferencesOf(db: DbOrTx, userId: string) {
  return db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
}

export async function setPreference(
  db: DbOrTx,
  userId: string,
  category: (typeof emailPreferences.$inferInsert)['category'],
  enabled: boolean,
) {
  await db
    .insert(emailPreferences)
    .values({ userId, category, enabled })
    .onConflictDoUpdate({ target: [emailPreferences.userId, emailPreferences.category], set: { enabled } });
}

/** Whether a candidate turned this (non-locked) e-mail category off. */
export async function candidateTurnedOff(
  db: DbOrTx,
  candidateId: number,
  category: (typeof emailPreferences.$inferInsert)['category'],
) {
  const [row] = await db
    .select({ enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .innerJoin(candidates, eq(candidates.userId, emailPreferences.userId))
    .where(and(eq(candidates.id, candidateId), eq(emailPreferences.category, category)));
  return row?.enabled === false;
}

/** Whether a user may still hold a session: active, and the session version a token carries. */
export async function sessionOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ isActive: users.isActive, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
