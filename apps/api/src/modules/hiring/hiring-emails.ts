// E-mails of the hiring workspace. Texts are escaped before they go into the
// HTML part; links point at the workspace on the public base address.
import { BRAND } from '@talent/contracts/page-shell';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mail.ts';

export const invitationPath = (token: string) => `/hire/invitation/?token=${encodeURIComponent(token)}`;

export function invitationEmail(input: {
  to: string;
  companyName: string;
  inviterName: string | null;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const who = input.inviterName ? `${input.inviterName} invited you` : 'You are invited';
  const lines = [
    `${who} to join the hiring team of ${input.companyName} on ${BRAND}.`,
    `The link works once and expires on ${input.expiresAt.toUTCString()}.`,
    'If you did not expect this invitation, ignore this e-mail.',
  ];
  const label = 'Accept the invitation';
  return {
    to: input.to,
    subject: `Join the ${input.companyName} hiring team on ${BRAND}`,
    text: [...lines, '', `${label}: ${input.link}`, '', `— ${BRAND}`].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(label)}</a></p>`,
      `<p>— ${escapeHtml(BRAND)}</p>`,
    ].join('\n'),
  };
}
