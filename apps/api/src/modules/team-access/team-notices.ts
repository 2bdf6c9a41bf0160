// Telling a team member or a candidate about a note, an interview or a
// scorecard. One function per audience, so the delivery (today an e-mail
// through the durable queue, enqueued in the caller's transaction and sent
// after commit) changes in one place.
import { BRAND } from '@talent/contracts/page-shell';
import type { DbOrTx } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enqueueEmail, type MailAttachment } from '../../lib/mail.ts';

export interface Notice {
  to: string;
  subject: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** Where to act, an absolute link. */
  link?: { label: string; href: string };
  attachments?: MailAttachment[];
}

export async function sendNotice(tx: DbOrTx, notice: Notice) {
  const lines = [...notice.lines, ...(notice.link ? [`${notice.link.label}: ${notice.link.href}`] : [])];
  await enqueueEmail(tx, {
    to: notice.to,
    subject: notice.subject,
    text: [...lines, '', `— ${BRAND}`].join('\n'),
    html: [
      ...notice.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(notice.link ? [`<p><a href="${escapeHtml(notice.link.href)}">${escapeHtml(notice.link.label)}</a></p>`] : []),
      `<p>— ${escapeHtml(BRAND)}</p>`,
    ].join('\n'),
    ...(notice.attachments?.length ? { attachments: notice.attachments } : {}),
  });
}
