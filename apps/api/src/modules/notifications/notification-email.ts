// The queue job that e-mails one notification (decision 032): read when it
// runs, so a preference turned off meanwhile is honoured; links are absolute
// from PUBLIC_URL, never from a request.
import { BRAND } from '@talent/contracts/page-shell';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { NotificationEmailJob } from './notify.ts';
import { findNotification, preferencesOf } from './notifications.repo.ts';

export function createNotificationEmailHandler(deps: {
  db: Db;
  publicUrl: string;
  send: (message: MailMessage) => Promise<void>;
}) {
  return async (payload: unknown) => {
    const job = payload as NotificationEmailJob;
    const found = await findNotification(deps.db, job.notificationId);
    if (!found) return; // the account or application is gone
    const { notification, email } = found;
    if (notification.category !== 'action_required') {
      const preferences = await preferencesOf(deps.db, notification.userId);
      if (preferences.some((p) => p.category === notification.category && !p.enabled)) return;
    }
    const link = new URL(notification.link, deps.publicUrl).toString();
    const paragraphs = [notification.body, ...(job.extra ?? [])];
    await deps.send({
      to: email,
      subject: job.subject ?? notification.title,
      text: [...paragraphs, '', `Open: ${link}`, '', `— ${BRAND}`].join('\n'),
      html: [
        ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(notification.title)}</a></p>`,
        `<p>— ${escapeHtml(BRAND)}</p>`,
      ].join('\n'),
    });
  };
}
