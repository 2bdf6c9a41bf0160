// The e-mails of the auth module. Links point at the client routes
// (/reset-password/, /verify-email/, /account-settings/) on the public base
// address; every text is escaped before it goes into the HTML part.
import { BRAND } from '@talent/contracts/page-shell';
import { pathTo } from '@talent/contracts/routes';
import type { MailMessage } from '../../lib/mail.ts';
import { escapeHtml } from '../../lib/html.ts';

const HOURS = 60 * 60;

function describe(seconds: number) {
  if (seconds >= 24 * HOURS) {
    const days = Math.round(seconds / (24 * HOURS));
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  if (seconds >= HOURS) return `${Math.round(seconds / HOURS)} hour${seconds >= 2 * HOURS ? 's' : ''}`;
  return `${Math.round(seconds / 60)} minutes`;
}

function message(to: string, subject: string, lines: string[], link?: { href: string; label: string }): MailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : []), '', `— ${BRAND}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>— ${escapeHtml(BRAND)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export const linkTo = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;

export function passwordResetEmail(to: string, baseUrl: string, token: string, ttlSeconds: number) {
  return message(
    to,
    `Reset your ${BRAND} password`,
    [
      'We received a request to reset the password of your account.',
      `The link below works once and expires in ${describe(ttlSeconds)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
    { href: linkTo(baseUrl, pathTo('resetPassword', {}, { token })), label: 'Reset your password' },
  );
}

export function verificationEmail(to: string, name: string, baseUrl: string, token: string, ttlSeconds: number) {
  return message(
    to,
    `Verify your e-mail address for ${BRAND}`,
    [
      `Hi ${name || 'there'},`,
      `Please confirm that this is your e-mail address. The link expires in ${describe(ttlSeconds)}.`,
    ],
    { href: linkTo(baseUrl, pathTo('verifyEmail', {}, { token })), label: 'Verify your e-mail address' },
  );
}

export function emailChangedNotice(to: string, newEmail: string) {
  return message(to, `Your ${BRAND} e-mail address was changed`, [
    `The e-mail address of your account was changed to ${newEmail}.`,
    'If you did not make this change, reset your password at once and contact us.',
  ]);
}

export function deletionConfirmationEmail(to: string, baseUrl: string, token: string, ttlSeconds: number) {
  return message(
    to,
    `Confirm the deletion of your ${BRAND} account`,
    [
      'You asked us to delete your account and all its data. This cannot be undone.',
      `Open the link below while signed in to confirm; it expires in ${describe(ttlSeconds)}.`,
    ],
    {
      href: linkTo(baseUrl, pathTo('accountSettings', {}, { delete_token: token })),
      label: 'Confirm account deletion',
    },
  );
}

export const otpText = (code: string, ttlSeconds: number) =>
  `Your ${BRAND} verification code is ${code}. It expires in ${describe(ttlSeconds)}.`;

/** Someone signed up with an address that already has an account (decision 014: the owner hears of it). */
export function accountExistsEmail(to: string, baseUrl: string) {
  return message(
    to,
    `You already have a ${BRAND} account`,
    [
      'Someone, perhaps you, tried to create a new account with this e-mail address, which already has one.',
      'If it was you, sign in instead; if you have forgotten your password, you can reset it from the sign-in page. If it was not you, you can ignore this e-mail: nothing has changed.',
    ],
    { href: linkTo(baseUrl, pathTo('signin')), label: 'Sign in' },
  );
}

/** Confirm-first sign-up (decision 014): the link that creates the account and signs it in. */
export function signupConfirmationEmail(to: string, name: string, baseUrl: string, token: string, ttlSeconds: number) {
  return message(
    to,
    `Finish creating your ${BRAND} account`,
    [
      `Hi ${name || 'there'},`,
      `Open the link below to finish creating your account; it works once and expires in ${describe(ttlSeconds)}.`,
      'If you did not sign up, ignore this e-mail: no account is created without the link.',
    ],
    { href: linkTo(baseUrl, pathTo('signup', {}, { sa: 'confirm', token })), label: 'Finish creating your account' },
  );
}
