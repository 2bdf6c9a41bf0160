// Single-use links (e-mail verification, password reset, account deletion):
// only the newest link of a purpose works, and only its digest is stored.
import type { DbOrTx } from '../../db/client.ts';
import { digestToken, randomToken } from '../../lib/tokens.ts';
import type { AccountTokenPurpose } from '../../db/schema/auth.ts';
import * as linksRepo from './one-time-links.repo.ts';

export async function issueAccountToken(
  tx: DbOrTx,
  input: { userId: string; purpose: AccountTokenPurpose; email?: string; now: Date; ttlSeconds: number },
): Promise<string> {
  const token = randomToken();
  await linksRepo.voidAccountTokens(tx, input.userId, input.purpose, input.now);
  await linksRepo.insertAccountToken(tx, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: digestToken(token),
    ...(input.email !== undefined ? { email: input.email } : {}),
    now: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000),
  });
  return token;
}
