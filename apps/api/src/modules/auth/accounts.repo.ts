// Accounts: the user and candidate rows an account is made of, and the
// identities at sign-in providers linked to them. Rows are mapped to plain
// records explicitly, so a password hash never leaves by accident
// (docs/conventions.md §1).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userIdentities } from '../../db/schema/auth.ts';
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

/** What accountColumns reads: the account, the hash in place of whether there is one. */
type AccountRow = Omit<AccountWithSecret, 'hasPassword'>;

/** The one mapping from the columns read to an account. */
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

/** The one account `where` selects, or null. */
async function findAccount(db: DbOrTx, where: SQL): Promise<AccountWithSecret | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(where)
    .limit(1);
  return row ? toAccount(row) : null;
}

/** E-mail is case-insensitive (the unique index is on lower(email)). */
export function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountWithSecret | null> {
  return findAccount(db, eq(sql`lower(${users.email})`, email.toLowerCase()));
}

export function findAccountByUserId(db: DbOrTx, userId: string): Promise<AccountWithSecret | null> {
  return findAccount(db, eq(users.id, userId));
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
