// The e-mails of offers, pay letters and surveys (decision 016): each links
// straight to the page where the candidate acts, and is enqueued in the
// transaction of the change it announces (sent by the worker after commit).
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { absolute } from '../../lib/public-url.ts';

interface Mail {
  to: string;
  name: string;
  subject: string;
  lines: string[];
  action: { label: string; path: string };
}

export function letterMail(publicUrl: string, mail: Mail): MailMessage {
  const link = absolute(publicUrl, mail.action.path);
  const greeting = `Hi ${mail.name.split(' ')[0] || 'there'},`;
  return {
    to: mail.to,
    subject: mail.subject,
    text: `${greeting}\n\n${mail.lines.join('\n\n')}\n\n${mail.action.label}: ${link}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(mail.action.label)}</a></p>`,
  };
}
