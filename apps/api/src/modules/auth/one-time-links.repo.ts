// One-time links (verification, password reset, magic sign-in): stored as
// hashes, live until used or expired.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema/auth.ts';

// ---- one-time links ----

export async function insertAccountToken(
  db: DbOrTx,
  token: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    email?: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.insert(accountTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    email: token.email ?? null,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

const liveToken = (tokenHash: string, purpose: AccountTokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

export async function findLiveAccountToken(db: DbOrTx, tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(liveToken(tokenHash, purpose, now));
  return row ?? null;
}

/** Single use: the UPDATE succeeds once. */
export async function consumeAccountToken(db: DbOrTx, tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(liveToken(tokenHash, purpose, now))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** A link of this kind whatever its state (used, expired): who it was for. */
export async function findAccountToken(db: DbOrTx, tokenHash: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return row ?? null;
}

/** Older links of the same kind stop working once a newer one is issued or one is used. */
export async function voidAccountTokens(db: DbOrTx, userId: string, purpose: AccountTokenPurpose, now: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
