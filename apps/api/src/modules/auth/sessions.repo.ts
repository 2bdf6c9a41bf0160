// Sessions: refresh tokens in families, rotation and revocation, and the
// session version a password change raises (docs/decisions/004-token-storage.md).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/platform.ts';

// ---- refresh tokens (docs/decisions/004-token-storage.md) ----

export async function insertRefreshToken(
  db: DbOrTx,
  token: { userId: string; familyId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(refreshTokens).values({
    userId: token.userId,
    familyId: token.familyId,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

export interface RefreshTokenRecord {
  userId: string;
  familyId: string;
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/**
 * Marks a live token used and returns it; null when it is unknown, used,
 * revoked or expired. One UPDATE, so two concurrent refreshes cannot both win.
 */
export async function consumeRefreshToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row ?? null;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRecord | null> {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  // access tokens carry the version: older ones stop working at once
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function sessionVersionOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId));
  return row?.version ?? 0;
}
