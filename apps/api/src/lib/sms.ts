// Texts (phone one-time codes, spec 01 §4). No SMS provider is configured in
// this product yet, so the one channel is the development outbox, like the
// e-mail outbox of lib/mail.ts; producers enqueue in their transaction and the
// worker delivers after commit.
import type { Db, DbOrTx } from '../db/client.ts';
import { devOutbox } from '../db/schema/platform.ts';
import { enqueue } from './queue.ts';

export const SMS_JOB = 'sms.send';

export interface SmsMessage {
  to: string;
  text: string;
}

export function createSmsSender({ db }: { db: Db }) {
  return {
    async send(message: SmsMessage) {
      await db.insert(devOutbox).values({ toAddress: message.to, subject: 'SMS', textBody: message.text });
    },
  };
}

/** Enqueue a text in the caller's transaction; the worker sends it after commit. */
export const enqueueSms = (db: DbOrTx, message: SmsMessage) => enqueue(db, SMS_JOB, message);
