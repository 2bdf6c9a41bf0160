// The SMTP path against a real SMTP server (smtp-server): e-mails leave
// through the queue worker after commit, and the development outbox page is
// not served when a real mailer is configured.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { signUp } from './auth.test-support.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[];
let ctx: TestContext;

/** Quoted-printable soft breaks and escapes undone, so links can be read from the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Talent500 <no-reply@talent.test>',
      PUBLIC_URL: 'https://talent.test',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('e-mail over SMTP', () => {
  it('sends the verification and reset e-mails through the worker, with working links', async () => {
    const account = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/forgot_password/?email_address=${encodeURIComponent(account.email)}`,
    });
    expect(res.json()).toEqual({ detail: Messages.forgotPasswordSent });
    // nothing leaves before the worker runs (side effects after commit)
    expect(received).toHaveLength(0);
    await ctx.drainQueue();
    const mine = received.filter((mail) => mail.to.includes(account.email));
    expect(mine).toHaveLength(2);
    expect(mine.every((mail) => mail.from === 'no-reply@talent.test')).toBe(true);
    const reset = mine.map((mail) => decodeQuotedPrintable(mail.raw)).find((raw) => /Subject: Reset/.test(raw));
    const token = /https:\/\/talent\.test\/reset-password\/\?token=([\w-]+)/.exec(reset ?? '')?.[1];
    expect(token).toBeTruthy();
    const check = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify_token/${token}/` });
    expect(check.statusCode).toBe(200);
  });

  it('does not serve the development outbox when SMTP is configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/' });
    expect(res.statusCode).toBe(404);
  });
});
