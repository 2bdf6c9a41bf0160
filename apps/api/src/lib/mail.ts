// E-mail goes out through the queue: SMTP when SMTP_URL is set, otherwise the
// development outbox table, readable at /api/dev/outbox/ (docs/decisions).
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client.ts';
import { devOutbox } from '../db/schema/platform.ts';
import { enqueue } from './queue.ts';

/** A text attachment (a calendar invitation): kept as text so the queued payload stays JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; db: Db }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(devOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: message.attachments ?? [],
      });
    },
    close: () => undefined,
  };
}

export const EMAIL_JOB = 'email.send';

/** Enqueue an e-mail in the caller's transaction; the worker sends it after commit. */
export const enqueueEmail = (db: DbOrTx, message: MailMessage, dedupeKey?: string) =>
  enqueue(db, EMAIL_JOB, message, dedupeKey ? { dedupeKey } : {});
