// Phone one-time codes: the latest code per number, its attempts and when it
// was sent (the resend limit reads it).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { phoneOtps } from '../../db/schema/auth.ts';

// ---- phone one-time codes ----

export async function insertOtp(
  db: DbOrTx,
  otp: { userId: string; phone: string; phoneLocation: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(phoneOtps)
    .values({
      userId: otp.userId,
      phone: otp.phone,
      phoneLocation: otp.phoneLocation,
      codeHash: otp.codeHash,
      createdAt: otp.now,
      expiresAt: otp.expiresAt,
    })
    .returning({ id: phoneOtps.id });
  return row!.id;
}

/** The newest unverified code for this number, with its attempt count (locked against parallel guesses). */
export async function latestOtpForUpdate(db: DbOrTx, userId: string, phone: string, phoneLocation: string) {
  const [row] = await db
    .select({
      id: phoneOtps.id,
      codeHash: phoneOtps.codeHash,
      attempts: phoneOtps.attempts,
      expiresAt: phoneOtps.expiresAt,
      verifiedAt: phoneOtps.verifiedAt,
    })
    .from(phoneOtps)
    .where(and(eq(phoneOtps.userId, userId), eq(phoneOtps.phone, phone), eq(phoneOtps.phoneLocation, phoneLocation)))
    .orderBy(desc(phoneOtps.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordOtpAttempt(db: DbOrTx, otpId: string) {
  await db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(eq(phoneOtps.id, otpId));
}

export async function markOtpVerified(db: DbOrTx, otpId: string, now: Date) {
  await db.update(phoneOtps).set({ verifiedAt: now }).where(eq(phoneOtps.id, otpId));
}

/** When the newest code for this number was sent to this user, or null when none was. */
export async function latestOtpSentAt(
  db: DbOrTx,
  userId: string,
  phone: string,
  phoneLocation: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: phoneOtps.createdAt })
    .from(phoneOtps)
    .where(and(eq(phoneOtps.userId, userId), eq(phoneOtps.phone, phone), eq(phoneOtps.phoneLocation, phoneLocation)))
    .orderBy(desc(phoneOtps.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
