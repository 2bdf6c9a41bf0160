// Shared steps of the auth module's API tests: sign up over HTTP, read what
// the worker delivered to the development outbox.
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { LoginResponse } from '@talent/contracts/auth';
import { devOutbox } from '../../db/schema/platform.ts';
import type { TestContext } from '../../../test/helpers.ts';

export const PASSWORD = 'Journey@123';

export const uniqueEmail = (label = 'auth') => `${label}.${randomBytes(4).toString('hex')}@example.com`;

export interface SignedUp extends LoginResponse {
  email: string;
  password: string;
  auth: { authorization: string };
}

export async function signUp(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
  options: { remoteAddress?: string } = {},
): Promise<SignedUp> {
  const payload = {
    first_name: 'Asha',
    last_name: 'Verma',
    email: uniqueEmail(),
    password: PASSWORD,
    ...overrides,
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/candidate/signup_v3/',
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<LoginResponse>();
  return {
    ...body,
    email: String(payload.email).toLowerCase(),
    password: String(payload.password),
    auth: { authorization: `Bearer ${body.token}` },
  };
}

export function signIn(ctx: TestContext, email: string, password: string, remoteAddress = '203.0.113.10') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/candidate/signin/',
    payload: { email, password },
    remoteAddress,
  });
}

/** Runs the queue, then answers the messages delivered to an address, newest first. */
export async function outbox(ctx: TestContext, to: string) {
  await ctx.drainQueue();
  return ctx.database.db
    .select()
    .from(devOutbox)
    .where(eq(sql`lower(${devOutbox.toAddress})`, to.toLowerCase()))
    .orderBy(desc(devOutbox.id));
}

/** The token of the newest link to `path` e-mailed to an address. */
export async function tokenFromLatestMail(ctx: TestContext, to: string, path: string): Promise<string> {
  for (const message of await outbox(ctx, to)) {
    const match = new RegExp(
      `https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?(?:[^\\s]*&)?(?:token|delete_token)=([\\w-]+)`,
    ).exec(message.textBody);
    if (match) return match[1]!;
  }
  throw new Error(`no e-mail with a ${path} link to ${to}`);
}
