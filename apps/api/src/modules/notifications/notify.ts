// notify(): the one way a module tells someone something (decision 032).
// Call it inside your transaction: it writes the notification row, enqueues
// its e-mail through the queue (sent after commit, if the recipient's
// preferences allow) and signals the live streams with pg_notify, which
// PostgreSQL (and PGlite) deliver only when the transaction commits, so a
// rolled-back change tells nobody.
import { sql } from 'drizzle-orm';
import type { NotificationCategory } from '@talent/contracts/application-lifecycle';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../lib/queue.ts';
import { candidateTurnedOff, insertNotification, type NotificationRow } from './notifications.repo.ts';

/** The channel every instance LISTENs on; the payload is `userId:notificationId`. */
export const NOTIFICATIONS_CHANNEL = 'notifications';
/** The queue job that e-mails one notification. */
export const NOTIFICATION_EMAIL_JOB = 'notification.email';

export interface NotificationEmail {
  /** Defaults to the notification's title. */
  subject?: string;
  /** Paragraphs after the body (a rejection's message, a deadline); plain text, escaped when sent. */
  extra?: string[];
}

export interface NotifyInput {
  /** Who is told (users.id). */
  userId: string;
  /** A dotted name of what happened, e.g. `application.offer`, `hiring.step.screening_submitted`. */
  kind: string;
  /** Decides whether the e-mail may be turned off (action_required may not). */
  category: NotificationCategory;
  title: string;
  body: string;
  /** A path from the route table (pathTo), the exact screen the notification is about. */
  link: string;
  applicationId?: number | null;
  /** false: in-app only. Otherwise an e-mail is queued (subject and extra paragraphs optional). */
  email?: NotificationEmail | false;
  /** One e-mail per key, ever (a reminder is not sent twice). */
  dedupeKey?: string;
}

export interface NotificationEmailJob {
  notificationId: number;
  subject?: string;
  extra?: string[];
}

export async function notify(tx: DbOrTx, input: NotifyInput): Promise<NotificationRow> {
  const row = await insertNotification(tx, {
    userId: input.userId,
    kind: input.kind,
    category: input.category,
    title: input.title,
    body: input.body,
    link: input.link,
    applicationId: input.applicationId ?? null,
  });
  if (input.email !== false) {
    const job: NotificationEmailJob = {
      notificationId: row.id,
      ...(input.email?.subject ? { subject: input.email.subject } : {}),
      ...(input.email?.extra?.length ? { extra: input.email.extra } : {}),
    };
    await enqueue(tx, NOTIFICATION_EMAIL_JOB, job, input.dedupeKey ? { dedupeKey: input.dedupeKey } : {});
  }
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${input.userId}:${row.id}`})`);
  return row;
}

/**
 * For a module that sends its own letter-style e-mail beside notify() (an
 * offer's reminder): false when the candidate turned the category off.
 */
export async function candidateWantsEmail(db: DbOrTx, candidateId: number, category: NotificationCategory) {
  return category === 'action_required' || !(await candidateTurnedOff(db, candidateId, category));
}
