// Queries of the auth module: accounts, sessions (refresh tokens), one-time
// links, phone codes and provider identities. Every function takes a handle
// or an open transaction and maps rows to plain records explicitly, so a
// password hash never leaves by accident (docs/conventions.md §1).
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountTokens,
  phoneOtps,
  refreshTokens,
  userIdentities,
  type AccountTokenPurpose,
} from '../../db/schema/auth.ts';
import { pendingSignups } from '../../db/schema/pending-signups.ts';
import { candidates, users } from '../../db/schema/platform.ts';

export interface Account {
  userId: string;
  candidateId: number;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  loginCount: number;
  emailVerified: boolean;
  usingDefaultPassword: boolean;
  passwordChangeRequired: boolean;
  marketingEmailConsent: boolean;
  hasPassword: boolean;
}

/** An account with its password hash, only for the code that verifies passwords. */
export interface AccountWithSecret extends Account {
  passwordHash: string | null;
}

const accountColumns = {
  userId: users.id,
  candidateId: candidates.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  loginCount: users.loginCount,
  emailVerified: users.emailVerified,
  usingDefaultPassword: users.usingDefaultPassword,
  passwordChangeRequired: users.passwordChangeRequired,
  marketingEmailConsent: users.marketingEmailConsent,
  passwordHash: users.passwordHash,
};

interface AccountRow {
  userId: string;
  candidateId: number;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  loginCount: number;
  emailVerified: boolean;
  usingDefaultPassword: boolean;
  passwordChangeRequired: boolean;
  marketingEmailConsent: boolean;
  passwordHash: string | null;
}

function toAccount(row: AccountRow): AccountWithSecret {
  return {
    userId: row.userId,
    candidateId: row.candidateId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: row.isActive,
    loginCount: row.loginCount,
    emailVerified: row.emailVerified,
    usingDefaultPassword: row.usingDefaultPassword,
    passwordChangeRequired: row.passwordChangeRequired,
    marketingEmailConsent: row.marketingEmailConsent,
    hasPassword: row.passwordHash !== null,
    passwordHash: row.passwordHash,
  };
}

export function withoutSecret(account: AccountWithSecret): Account {
  const { passwordHash: _hash, ...rest } = account;
  return rest;
}

/** E-mail is case-insensitive (the unique index is on lower(email)). */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountWithSecret | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ? toAccount(row) : null;
}

export async function findAccountByUserId(db: DbOrTx, userId: string): Promise<AccountWithSecret | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toAccount(row) : null;
}

export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  marketingEmailConsent: boolean;
  loginCount: number;
  phone?: string | undefined;
  referralCode?: string | undefined;
  isLeadershipJob: boolean;
  defaults?: NewCandidateDefaults;
  now: Date;
}

/** Set once when the candidate is created (decision 024): the A/B variant stays for good. */
export interface NewCandidateDefaults {
  segmentation: number;
  countryCode?: string;
  /** The salary currencies' default, from the geolocated country. */
  currency?: string;
}

/** A user and its candidate, onboarding status SIGNED_UP (spec 01 §4, code 1). */
export async function insertAccount(db: DbOrTx, account: NewAccount): Promise<{ userId: string; candidateId: number }> {
  const [user] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      onboardingStatus: 'SIGNED_UP',
      emailVerified: account.emailVerified,
      marketingEmailConsent: account.marketingEmailConsent,
      loginCount: account.loginCount,
      createdAt: account.now,
      updatedAt: account.now,
    })
    .returning({ id: users.id });
  const [candidate] = await db
    .insert(candidates)
    .values({
      userId: user!.id,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? null,
      referralCode: account.referralCode ?? null,
      isLeadershipJob: account.isLeadershipJob,
      ...(account.defaults
        ? {
            candidateOnboardingSegmentation: account.defaults.segmentation,
            ...(account.defaults.countryCode ? { countryCode: account.defaults.countryCode } : {}),
            ...(account.defaults.currency
              ? { currentSalaryCurrency: account.defaults.currency, expectedSalaryCurrency: account.defaults.currency }
              : {}),
          }
        : {}),
      createdAt: account.now,
      updatedAt: account.now,
    })
    .returning({ id: candidates.id });
  return { userId: user!.id, candidateId: candidate!.id };
}

export async function incrementLoginCount(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ loginCount: sql`${users.loginCount} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ loginCount: users.loginCount });
  return row!.loginCount;
}

export async function markLeadershipCandidate(db: DbOrTx, candidateId: number, now: Date) {
  await db.update(candidates).set({ isLeadershipJob: true, updatedAt: now }).where(eq(candidates.id, candidateId));
}

export interface UserUpdate {
  passwordHash?: string;
  email?: string;
  emailVerified?: boolean;
  usingDefaultPassword?: boolean;
  passwordChangeRequired?: boolean;
  marketingEmailConsent?: boolean;
  firstName?: string;
  lastName?: string;
  cookieIsNecessary?: boolean | null;
  cookieIsAnalytical?: boolean | null;
  cookieIsMarketing?: boolean | null;
}

export async function updateUser(db: DbOrTx, userId: string, update: UserUpdate, now: Date) {
  await db
    .update(users)
    .set({ ...update, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The candidate row carries the names too (spec 01 §3 profile first_name, last_name). */
export async function updateCandidateNames(
  db: DbOrTx,
  candidateId: number,
  names: { firstName?: string | undefined; lastName?: string | undefined },
  now: Date,
) {
  const set: Partial<typeof candidates.$inferInsert> = { updatedAt: now };
  if (names.firstName !== undefined) set.firstName = names.firstName;
  if (names.lastName !== undefined) set.lastName = names.lastName;
  await db.update(candidates).set(set).where(eq(candidates.id, candidateId));
}

export async function setCandidatePhone(
  db: DbOrTx,
  candidateId: number,
  phone: string,
  phoneLocation: string,
  now: Date,
) {
  await db.update(candidates).set({ phone, phoneLocation, updatedAt: now }).where(eq(candidates.id, candidateId));
}

export interface CookiePreferenceRow {
  isNecessary: boolean | null;
  isAnalytical: boolean | null;
  isMarketing: boolean | null;
}

export async function cookiePreferencesOf(db: DbOrTx, userId: string): Promise<CookiePreferenceRow> {
  const [row] = await db
    .select({
      isNecessary: users.cookieIsNecessary,
      isAnalytical: users.cookieIsAnalytical,
      isMarketing: users.cookieIsMarketing,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { isNecessary: null, isAnalytical: null, isMarketing: null };
}

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

// ---- identities at sign-in providers ----

export async function findUserIdByIdentity(db: DbOrTx, provider: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.userId ?? null;
}

export async function linkIdentity(
  db: DbOrTx,
  identity: { userId: string; provider: string; subject: string; email: string; now: Date },
) {
  await db
    .insert(userIdentities)
    .values({
      userId: identity.userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      createdAt: identity.now,
    })
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
}

export async function deleteUser(db: DbOrTx, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

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
