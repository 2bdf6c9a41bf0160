// Confirm-first sign-ups (decision 014): a sign-up waits here until its link
// is opened, then becomes an account.
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pendingSignups } from '../../db/schema/pending-signups.ts';

// ---- confirm-first sign-ups (decision 014) ----

export interface NewPendingSignup {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string | undefined;
  referralCode?: string | undefined;
  isLeadershipJob: boolean;
  marketingEmailConsent: boolean;
  returnTo?: string | undefined;
  now: Date;
  expiresAt: Date;
}

export async function insertPendingSignup(db: DbOrTx, pending: NewPendingSignup): Promise<string> {
  const [row] = await db
    .insert(pendingSignups)
    .values({
      email: pending.email,
      passwordHash: pending.passwordHash,
      firstName: pending.firstName,
      lastName: pending.lastName,
      phone: pending.phone ?? null,
      referralCode: pending.referralCode ?? null,
      isLeadershipJob: pending.isLeadershipJob,
      marketingEmailConsent: pending.marketingEmailConsent,
      returnTo: pending.returnTo ?? null,
      createdAt: pending.now,
      expiresAt: pending.expiresAt,
    })
    .returning({ id: pendingSignups.id });
  return row!.id;
}

/** A waiting sign-up, for the queue: its address, whether it was linked or used, and its names. */
export async function findPendingSignup(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: pendingSignups.id,
      email: pendingSignups.email,
      firstName: pendingSignups.firstName,
      linked: sql<boolean>`${pendingSignups.tokenHash} IS NOT NULL`,
      usedAt: pendingSignups.usedAt,
      expiresAt: pendingSignups.expiresAt,
    })
    .from(pendingSignups)
    .where(eq(pendingSignups.id, id));
  return row ?? null;
}

/** The newest sign-up of an address still waiting for its link to be opened. */
export async function findNewestLivePendingSignup(db: DbOrTx, email: string, now: Date) {
  const [row] = await db
    .select({
      id: pendingSignups.id,
      email: pendingSignups.email,
      firstName: pendingSignups.firstName,
      expiresAt: pendingSignups.expiresAt,
    })
    .from(pendingSignups)
    .where(
      and(
        eq(sql`lower(${pendingSignups.email})`, email.toLowerCase()),
        isNull(pendingSignups.usedAt),
        gt(pendingSignups.expiresAt, now),
      ),
    )
    .orderBy(desc(pendingSignups.createdAt))
    .limit(1);
  return row ?? null;
}

/** The link's digest; an earlier link of the same sign-up stops working. */
export async function setPendingSignupToken(db: DbOrTx, id: string, tokenHash: string) {
  await db.update(pendingSignups).set({ tokenHash }).where(eq(pendingSignups.id, id));
}

export async function deletePendingSignup(db: DbOrTx, id: string) {
  await db.delete(pendingSignups).where(eq(pendingSignups.id, id));
}

const livePendingToken = (tokenHash: string, now: Date) =>
  and(eq(pendingSignups.tokenHash, tokenHash), isNull(pendingSignups.usedAt), gt(pendingSignups.expiresAt, now));

export async function pendingSignupLinkIsLive(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: pendingSignups.id }).from(pendingSignups).where(livePendingToken(tokenHash, now));
  return Boolean(row);
}

/** A link whatever its state: whether it was used (or its address taken by another link). */
export async function findPendingSignupByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ usedAt: pendingSignups.usedAt })
    .from(pendingSignups)
    .where(eq(pendingSignups.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Single use: the live link's sign-up, locked until the transaction ends, so two
 * openings at once cannot both win (the second finds it used). Call in a transaction.
 */
export async function claimPendingSignup(tx: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({
      id: pendingSignups.id,
      email: pendingSignups.email,
      passwordHash: pendingSignups.passwordHash,
      firstName: pendingSignups.firstName,
      lastName: pendingSignups.lastName,
      phone: pendingSignups.phone,
      referralCode: pendingSignups.referralCode,
      isLeadershipJob: pendingSignups.isLeadershipJob,
      marketingEmailConsent: pendingSignups.marketingEmailConsent,
      returnTo: pendingSignups.returnTo,
    })
    .from(pendingSignups)
    .where(livePendingToken(tokenHash, now))
    .for('update');
  return row ?? null;
}

/** The address has an account now: its waiting sign-ups end, their password hashes with them. */
export async function closePendingSignupsOf(db: DbOrTx, email: string, now: Date) {
  await db
    .update(pendingSignups)
    .set({ usedAt: now, passwordHash: null })
    .where(and(eq(sql`lower(${pendingSignups.email})`, email.toLowerCase()), isNull(pendingSignups.usedAt)));
}

/**
 * Housekeeping: expired sign-ups lose their password hash at once; rows go
 * a while later (until then a used link can still say it was used).
 */
export async function prunePendingSignups(db: DbOrTx, now: Date, keepSeconds: number) {
  await db
    .update(pendingSignups)
    .set({ passwordHash: null })
    .where(and(lt(pendingSignups.expiresAt, now), isNotNull(pendingSignups.passwordHash)));
  await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, new Date(now.getTime() - keepSeconds * 1000)));
}

/** An account deleted: what is left of the sign-ups of its address goes with it. */
export async function deletePendingSignupsOf(db: DbOrTx, email: string) {
  await db.delete(pendingSignups).where(eq(sql`lower(${pendingSignups.email})`, email.toLowerCase()));
}
