// The rules of accounts and sessions (issue 3; spec 01 §3–§8): sign-up and
// sign-in, token rotation with reuse detection, passwords, e-mail
// verification, phone codes, account settings, GDPR, provider sign-in.
// Every time decision uses deps.now(); e-mails are enqueued inside the
// transaction and sent by the worker after commit (conventions §4).
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  AUTH_LIFETIMES,
  AuthMessages,
  type AccountSettings,
  type CookiePreferences,
  type GdprDeleteResponse,
  type LoginResponse,
  type OneTapResponse,
  type SessionRenewed,
  type TokenPair,
} from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import type { ModuleDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { devOutbox } from '../../db/schema/platform.ts';
import { detailError, fieldErrors, tooManyAttempts, unauthorized } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password.ts';
import { enqueue } from '../../lib/queue.ts';
import { STORAGE_DELETE_JOB } from '../../lib/storage.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { digestToken, randomToken } from '../../lib/tokens.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import {
  deletionConfirmationEmail,
  emailChangedNotice,
  otpText,
  passwordResetEmail,
  verificationEmail,
} from './auth-emails.ts';
import * as repo from './auth.repo.ts';
import { exportCandidateData, type CandidateExport } from './gdpr.repo.ts';
import { createGoogleVerifier, createLinkedInClient, type ProviderProfile } from './identity-providers.ts';

/** A refresh token used again within this long of its rotation is a concurrent refresh, not a replay. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export const SMS_JOB = 'sms.send';
export interface SmsMessage {
  to: string;
  text: string;
}

/** Where a request came from and which base address its links use. */
export interface RequestOrigin {
  ip: string;
  baseUrl: string;
}

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone?: string | undefined;
  referral_code?: string | undefined;
  is_leadership_job?: boolean | undefined;
  marketing_email_consent?: boolean | undefined;
}

const invalidCredentials = () => fieldErrors({ email: AuthMessages.invalidCredentials });
const tokenInvalid = () => detailError(401, AuthMessages.tokenInvalid);
const linkExpired = () => detailError(400, Messages.linkExpired);

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createAuthService(deps: ModuleDeps, limiter: RateLimiter) {
  const { config } = deps;
  const db = deps.database.db;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const seconds = (n: number) => new Date(deps.now().getTime() + n * 1000);
  const verifyGoogle = createGoogleVerifier(config, deps.now);
  const linkedInProfile = createLinkedInClient(config);

  /** spec 01 §8: 429 'Too many attempts. Please, try again later.' per account and per address. */
  async function limit(keys: { key: string; max: number }[]) {
    const decisions = await Promise.all(keys.map(({ key, max }) => limiter.hit(key, max, window)));
    const refused = decisions.filter((d) => !d.allowed);
    if (refused.length) throw tooManyAttempts(Math.max(...refused.map((d) => d.retryAfterSeconds)));
  }
  const accountKey = (scope: string, email: string) => `${scope}:account:${email.toLowerCase()}`;
  const addressKey = (scope: string, ip: string) => `${scope}:address:${ip}`;

  async function issueSession(tx: DbOrTx, account: { userId: string; candidateId: number; email: string }) {
    const refresh = randomToken();
    const familyId = randomUUID();
    await repo.insertRefreshToken(tx, {
      userId: account.userId,
      familyId,
      tokenHash: digestToken(refresh),
      now: deps.now(),
      expiresAt: seconds(config.REFRESH_TOKEN_TTL_SECONDS),
    });
    const token = await deps.tokens.signAccess({
      sub: account.userId,
      candidate_id: account.candidateId,
      email: account.email,
      session_version: await repo.sessionVersionOf(tx, account.userId),
      family: familyId,
    });
    return { token, refresh };
  }

  async function loginResponse(tx: DbOrTx, account: repo.Account): Promise<LoginResponse> {
    const loginCount = await repo.incrementLoginCount(tx, account.userId, deps.now());
    const session = await issueSession(tx, account);
    return { ...session, user: { email: account.email, login_count: loginCount }, candidate_id: account.candidateId };
  }

  async function requireAccount(auth: AuthContext): Promise<repo.AccountWithSecret> {
    const account = await repo.findAccountByUserId(db, auth.userId);
    // a token outliving its deleted or deactivated account is no longer a session
    if (!account || !account.isActive || account.candidateId !== auth.candidateId) throw unauthorized();
    return account;
  }

  /** A password check that counts wrong guesses against the account's sign-in limit. */
  async function confirmPassword(account: repo.AccountWithSecret, password: string | undefined, field: string) {
    if (!account.hasPassword) throw fieldErrors({ [field]: AuthMessages.passwordNeeded });
    if (!password) throw fieldErrors({ [field]: Messages.required });
    await limit([{ key: accountKey('signin', account.email), max: config.SIGNIN_LIMIT_PER_ACCOUNT }]);
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw fieldErrors({
        [field]: field === 'old_password' ? AuthMessages.wrongOldPassword : AuthMessages.wrongPassword,
      });
    }
    await limiter.reset(accountKey('signin', account.email), window);
  }

  async function sendVerification(
    tx: DbOrTx,
    account: { userId: string; email: string; firstName: string },
    baseUrl: string,
  ) {
    const token = randomToken();
    const ttl = AUTH_LIFETIMES.emailVerificationSeconds;
    await repo.voidAccountTokens(tx, account.userId, 'email_verification', deps.now());
    await repo.insertAccountToken(tx, {
      userId: account.userId,
      purpose: 'email_verification',
      tokenHash: digestToken(token),
      email: account.email.toLowerCase(),
      now: deps.now(),
      expiresAt: seconds(ttl),
    });
    await enqueueEmail(tx, verificationEmail(account.email, account.firstName, baseUrl, token, ttl));
  }

  /** Credentials changed: every other session ends, this client gets a fresh pair. */
  async function renewSessions(tx: DbOrTx, account: { userId: string; candidateId: number; email: string }) {
    await repo.revokeAllSessions(tx, account.userId, deps.now());
    return issueSession(tx, account);
  }

  async function signInWithProvider(
    profile: ProviderProfile,
    extra: { referralCode?: string | undefined; isLeadershipJob?: boolean | undefined },
  ): Promise<OneTapResponse> {
    try {
      return await db.transaction(async (tx) => {
        const now = deps.now();
        let userId = await repo.findUserIdByIdentity(tx, profile.provider, profile.subject);
        if (!userId) {
          // linking to (or creating) an account by e-mail is safe only when the provider vouches for the address
          if (!profile.emailVerified) throw fieldErrors({ email: AuthMessages.providerEmailUnverified });
          const existing = await repo.findAccountByEmail(tx, profile.email);
          if (existing) {
            userId = existing.userId;
            if (!existing.emailVerified) await repo.updateUser(tx, userId, { emailVerified: true }, now);
          } else {
            ({ userId } = await repo.insertAccount(tx, {
              email: profile.email,
              passwordHash: null,
              firstName: profile.firstName,
              lastName: profile.lastName,
              emailVerified: true,
              marketingEmailConsent: false,
              loginCount: 0,
              referralCode: extra.referralCode,
              isLeadershipJob: extra.isLeadershipJob ?? false,
              now,
            }));
          }
          await repo.linkIdentity(tx, {
            userId,
            provider: profile.provider,
            subject: profile.subject,
            email: profile.email,
            now,
          });
        }
        const account = await repo.findAccountByUserId(tx, userId);
        if (!account || !account.isActive) throw fieldErrors({ email: AuthMessages.accountInactive });
        if (extra.isLeadershipJob) await repo.markLeadershipCandidate(tx, account.candidateId, now);
        const login = await loginResponse(tx, account);
        return { ...login, id: account.candidateId, first_name: account.firstName, last_name: account.lastName };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      throw error;
    }
  }

  async function accountSettings(auth: AuthContext): Promise<AccountSettings> {
    const account = await requireAccount(auth);
    const cookies = await repo.cookiePreferencesOf(db, account.userId);
    return {
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      email_verified: account.emailVerified,
      marketing_email_consent: account.marketingEmailConsent,
      has_password: account.hasPassword,
      using_default_password: account.usingDefaultPassword,
      password_change_required: account.passwordChangeRequired,
      cookie_preferences: {
        is_necessary: cookies.isNecessary,
        is_analytical: cookies.isAnalytical,
        is_marketing: cookies.isMarketing,
      },
    };
  }

  return {
    async signUp(input: SignupInput, origin: RequestOrigin): Promise<LoginResponse> {
      if (await repo.emailInUse(db, input.email)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const now = deps.now();
          const created = await repo.insertAccount(tx, {
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            emailVerified: false,
            marketingEmailConsent: input.marketing_email_consent ?? false,
            loginCount: 0,
            phone: input.phone,
            referralCode: input.referral_code,
            isLeadershipJob: input.is_leadership_job ?? false,
            now,
          });
          const account = (await repo.findAccountByUserId(tx, created.userId))!;
          await sendVerification(tx, account, origin.baseUrl);
          return loginResponse(tx, account);
        });
      } catch (error) {
        // two sign-ups with one address at once: the unique index decides
        if (isUniqueViolation(error)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
        throw error;
      }
    },

    async signIn(
      input: { email: string; password: string; is_leadership_job?: boolean | undefined },
      origin: RequestOrigin,
    ) {
      const perAccount = accountKey('signin', input.email);
      const perAddress = addressKey('signin', origin.ip);
      await limit([
        { key: perAccount, max: config.SIGNIN_LIMIT_PER_ACCOUNT },
        { key: perAddress, max: config.SIGNIN_LIMIT_PER_ADDRESS },
      ]);
      const account = await repo.findAccountByEmail(db, input.email);
      if (!account) {
        // same work as a wrong password, so timing does not reveal which addresses have accounts
        await burnPasswordCheck(input.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(account.passwordHash, input.password)) || !account.isActive)
        throw invalidCredentials();
      // only failures count: a success clears the account and gives the address its attempt back
      await Promise.all([limiter.reset(perAccount, window), limiter.undo(perAddress, window)]);
      return db.transaction(async (tx) => {
        if (input.is_leadership_job) await repo.markLeadershipCandidate(tx, account.candidateId, deps.now());
        return loginResponse(tx, account);
      });
    },

    /** Rotation: each refresh token works once; a second use revokes its whole family. */
    async refresh(refresh: string): Promise<TokenPair> {
      const tokenHash = digestToken(refresh);
      const outcome = await db.transaction(async (tx) => {
        const now = deps.now();
        let live = await repo.consumeRefreshToken(tx, tokenHash, now);
        if (!live) {
          const known = await repo.findRefreshToken(tx, tokenHash);
          if (!known?.usedAt || known.revokedAt || known.expiresAt <= now) return null;
          // decision 014: two tabs (or a retry) refreshing the same token at once both get a
          // pair in the same family; a reuse after the grace is a replay and ends the family
          if (now.getTime() - known.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
            await repo.revokeFamily(tx, known.familyId, now);
            return { reused: true as const };
          }
          live = { userId: known.userId, familyId: known.familyId };
        }
        const account = await repo.findAccountByUserId(tx, live.userId);
        if (!account || !account.isActive) return null;
        const next = randomToken();
        await repo.insertRefreshToken(tx, {
          userId: account.userId,
          familyId: live.familyId,
          tokenHash: digestToken(next),
          now,
          expiresAt: seconds(config.REFRESH_TOKEN_TTL_SECONDS),
        });
        const access = await deps.tokens.signAccess({
          sub: account.userId,
          candidate_id: account.candidateId,
          email: account.email,
          session_version: await repo.sessionVersionOf(tx, account.userId),
          family: live.familyId,
        });
        return { access, refresh: next };
      });
      // the revocation is committed before the refusal
      if (!outcome || 'reused' in outcome) throw tokenInvalid();
      return outcome;
    },

    /** Ends the sign-in: its refresh family and, with it, the access token used here (decision 014). */
    async logout(auth: AuthContext, refresh: string | undefined) {
      if (auth.family) await repo.revokeFamily(db, auth.family, deps.now());
      if (!refresh) return;
      const known = await repo.findRefreshToken(db, digestToken(refresh));
      // another user's token is ignored, not revoked
      if (known && known.userId === auth.userId) await repo.revokeFamily(db, known.familyId, deps.now());
    },

    async changePassword(auth: AuthContext, oldPassword: string, newPassword: string): Promise<SessionRenewed> {
      const account = await requireAccount(auth);
      await confirmPassword(account, oldPassword, 'old_password');
      const passwordHash = await hashPassword(newPassword);
      const session = await db.transaction(async (tx) => {
        await repo.updateUser(
          tx,
          account.userId,
          { passwordHash, usingDefaultPassword: false, passwordChangeRequired: false },
          deps.now(),
        );
        return renewSessions(tx, account);
      });
      return { detail: Messages.passwordChanged, ...session };
    },

    /** An operator-given default password replaced by the candidate's own (spec 01 §4 password flows). */
    async changeDefaultPassword(auth: AuthContext, newPassword: string): Promise<SessionRenewed> {
      const account = await requireAccount(auth);
      if (!account.usingDefaultPassword && !account.passwordChangeRequired) {
        throw detailError(400, AuthMessages.noDefaultPassword);
      }
      const passwordHash = await hashPassword(newPassword);
      const session = await db.transaction(async (tx) => {
        await repo.updateUser(
          tx,
          account.userId,
          { passwordHash, usingDefaultPassword: false, passwordChangeRequired: false },
          deps.now(),
        );
        return renewSessions(tx, account);
      });
      return { detail: Messages.passwordSetDone, ...session };
    },

    /** A first password for an account created through a provider (it has none yet). */
    async setCandidateAccount(
      auth: AuthContext,
      input: { password: string; first_name?: string | undefined; last_name?: string | undefined },
    ): Promise<SessionRenewed> {
      const account = await requireAccount(auth);
      if (account.hasPassword && !account.usingDefaultPassword) throw detailError(400, AuthMessages.passwordAlreadySet);
      const passwordHash = await hashPassword(input.password);
      const session = await db.transaction(async (tx) => {
        const now = deps.now();
        await repo.updateUser(
          tx,
          account.userId,
          {
            passwordHash,
            usingDefaultPassword: false,
            passwordChangeRequired: false,
            ...(input.first_name ? { firstName: input.first_name } : {}),
            ...(input.last_name ? { lastName: input.last_name } : {}),
          },
          now,
        );
        await repo.updateCandidateNames(
          tx,
          account.candidateId,
          { firstName: input.first_name, lastName: input.last_name },
          now,
        );
        return renewSessions(tx, account);
      });
      return { detail: Messages.passwordSetDone, ...session };
    },

    /** Always the same answer, whether or not the address has an account (no enumeration). */
    async requestPasswordReset(email: string, origin: RequestOrigin) {
      await limit([
        { key: accountKey('reset', email), max: config.SIGNIN_LIMIT_PER_ACCOUNT },
        { key: addressKey('reset', origin.ip), max: config.SIGNIN_LIMIT_PER_ADDRESS },
      ]);
      const account = await repo.findAccountByEmail(db, email);
      if (account?.isActive) {
        await db.transaction(async (tx) => {
          const token = randomToken();
          const ttl = AUTH_LIFETIMES.passwordResetSeconds;
          // only the newest link works
          await repo.voidAccountTokens(tx, account.userId, 'password_reset', deps.now());
          await repo.insertAccountToken(tx, {
            userId: account.userId,
            purpose: 'password_reset',
            tokenHash: digestToken(token),
            now: deps.now(),
            expiresAt: seconds(ttl),
          });
          await enqueueEmail(tx, passwordResetEmail(account.email, origin.baseUrl, token, ttl));
        });
      }
      return { detail: Messages.forgotPasswordSent };
    },

    async checkResetToken(token: string) {
      const live = await repo.findLiveAccountToken(db, digestToken(token), 'password_reset', deps.now());
      if (!live) throw linkExpired();
      return { detail: AuthMessages.linkValid };
    },

    async resetPassword(token: string, password: string) {
      const tokenHash = digestToken(token);
      if (!(await repo.findLiveAccountToken(db, tokenHash, 'password_reset', deps.now()))) throw linkExpired();
      const passwordHash = await hashPassword(password);
      const email = await db.transaction(async (tx) => {
        const now = deps.now();
        const used = await repo.consumeAccountToken(tx, tokenHash, 'password_reset', now);
        if (!used) throw linkExpired();
        const account = await repo.findAccountByUserId(tx, used.userId);
        if (!account) throw linkExpired();
        // following the e-mailed link proves the address too
        await repo.updateUser(
          tx,
          account.userId,
          { passwordHash, emailVerified: true, usingDefaultPassword: false, passwordChangeRequired: false },
          now,
        );
        await repo.voidAccountTokens(tx, account.userId, 'password_reset', now);
        await repo.revokeAllSessions(tx, account.userId, now);
        return account.email;
      });
      // a candidate locked out by failed sign-ins can sign in with the new password at once
      await limiter.reset(accountKey('signin', email), window);
      return { detail: Messages.passwordResetDone };
    },

    async sendEmailVerification(auth: AuthContext, origin: RequestOrigin) {
      const account = await requireAccount(auth);
      if (account.emailVerified) throw detailError(400, AuthMessages.emailAlreadyVerified);
      await limit([{ key: accountKey('verify', account.email), max: config.SIGNIN_LIMIT_PER_ACCOUNT }]);
      await db.transaction((tx) => sendVerification(tx, account, origin.baseUrl));
      return { detail: AuthMessages.verificationSent };
    },

    /** The public variant, by address: the same answer whether or not it has an account. */
    async sendEmailVerificationLink(email: string, origin: RequestOrigin) {
      await limit([
        { key: accountKey('verify', email), max: config.SIGNIN_LIMIT_PER_ACCOUNT },
        { key: addressKey('verify', origin.ip), max: config.SIGNIN_LIMIT_PER_ADDRESS },
      ]);
      const account = await repo.findAccountByEmail(db, email);
      if (account?.isActive && !account.emailVerified) {
        await db.transaction((tx) => sendVerification(tx, account, origin.baseUrl));
      }
      return { detail: AuthMessages.verificationSentIfExists };
    },

    async verifyEmail(token: string) {
      return db.transaction(async (tx) => {
        const now = deps.now();
        const used = await repo.consumeAccountToken(tx, digestToken(token), 'email_verification', now);
        const account = used && (await repo.findAccountByUserId(tx, used.userId));
        // a link sent to an address the account no longer has proves nothing
        if (!used || !account || account.email.toLowerCase() !== used.email) {
          throw detailError(400, AuthMessages.verificationLinkInvalid);
        }
        await repo.updateUser(tx, account.userId, { emailVerified: true }, now);
        return { detail: AuthMessages.emailVerified, email: account.email };
      });
    },

    async createOtp(auth: AuthContext, phone: string, phoneLocation: string) {
      const account = await requireAccount(auth);
      await limit([{ key: `otp:account:${account.userId}`, max: config.SIGNIN_LIMIT_PER_ACCOUNT }]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const ttl = AUTH_LIFETIMES.otpSeconds;
      await db.transaction(async (tx) => {
        await repo.insertOtp(tx, {
          userId: account.userId,
          phone,
          phoneLocation,
          codeHash: otpDigest(account.userId, phoneLocation, phone, code),
          now: deps.now(),
          expiresAt: seconds(ttl),
        });
        await enqueue(tx, SMS_JOB, { to: `${phoneLocation}${phone}`, text: otpText(code, ttl) } satisfies SmsMessage);
      });
      return { detail: AuthMessages.otpSent, expires_in: ttl };
    },

    async verifyOtp(auth: AuthContext, phone: string, phoneLocation: string, otp: string) {
      const account = await requireAccount(auth);
      const verified = await db.transaction(async (tx) => {
        const now = deps.now();
        const latest = await repo.latestOtpForUpdate(tx, account.userId, phone, phoneLocation);
        if (!latest || latest.verifiedAt || latest.expiresAt <= now) return false;
        if (latest.attempts >= AUTH_LIFETIMES.otpMaxAttempts) return false;
        // the attempt is recorded even when the code is wrong (the transaction commits either way)
        await repo.recordOtpAttempt(tx, latest.id);
        const expected = Buffer.from(latest.codeHash);
        const given = Buffer.from(otpDigest(account.userId, phoneLocation, phone, otp));
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
        await repo.markOtpVerified(tx, latest.id, now);
        await repo.setCandidatePhone(tx, account.candidateId, phone, phoneLocation, now);
        return true;
      });
      if (!verified) throw fieldErrors({ otp: AuthMessages.otpInvalid });
      return { detail: AuthMessages.otpVerified };
    },

    async changeEmail(auth: AuthContext, email: string, password: string | undefined, origin: RequestOrigin) {
      const account = await requireAccount(auth);
      if (account.email.toLowerCase() === email) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      await confirmPassword(account, password, 'password');
      if (await repo.emailInUse(db, email)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      try {
        const session = await db.transaction(async (tx) => {
          const now = deps.now();
          await repo.updateUser(tx, account.userId, { email, emailVerified: false }, now);
          await sendVerification(tx, { ...account, email }, origin.baseUrl);
          await enqueueEmail(tx, emailChangedNotice(account.email, email));
          // the e-mail travels inside access tokens: every session is renewed
          return renewSessions(tx, { ...account, email });
        });
        return { detail: AuthMessages.emailChanged, email, ...session };
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
        throw error;
      }
    },

    accountSettings,

    async updateAccountSettings(
      auth: AuthContext,
      update: {
        first_name?: string | undefined;
        last_name?: string | undefined;
        marketing_email_consent?: boolean | undefined;
      },
    ) {
      const account = await requireAccount(auth);
      await db.transaction(async (tx) => {
        const now = deps.now();
        await repo.updateUser(
          tx,
          account.userId,
          {
            ...(update.first_name !== undefined ? { firstName: update.first_name } : {}),
            ...(update.last_name !== undefined ? { lastName: update.last_name } : {}),
            ...(update.marketing_email_consent !== undefined
              ? { marketingEmailConsent: update.marketing_email_consent }
              : {}),
          },
          now,
        );
        await repo.updateCandidateNames(
          tx,
          account.candidateId,
          { firstName: update.first_name, lastName: update.last_name },
          now,
        );
      });
      return accountSettings(auth);
    },

    async setEmailConsent(auth: AuthContext, consent: boolean) {
      const account = await requireAccount(auth);
      await repo.updateUser(db, account.userId, { marketingEmailConsent: consent }, deps.now());
      return { marketing_email_consent: consent };
    },

    async setCookiePreferences(auth: AuthContext, preferences: CookiePreferences): Promise<CookiePreferences> {
      const account = await requireAccount(auth);
      await repo.updateUser(
        db,
        account.userId,
        {
          cookieIsNecessary: preferences.is_necessary,
          cookieIsAnalytical: preferences.is_analytical,
          cookieIsMarketing: preferences.is_marketing,
        },
        deps.now(),
      );
      return preferences;
    },

    async exportData(auth: AuthContext): Promise<CandidateExport & { generated_at: string }> {
      const account = await requireAccount(auth);
      const data = await exportCandidateData(db, { userId: account.userId, candidateId: account.candidateId });
      return { generated_at: deps.now().toISOString(), ...data };
    },

    /**
     * GDPR deletion, step 1. With a password the confirmation token comes back
     * at once; an account without one (provider sign-in) gets it by e-mail.
     */
    async requestDeletion(
      auth: AuthContext,
      password: string | undefined,
      origin: RequestOrigin,
    ): Promise<GdprDeleteResponse> {
      const account = await requireAccount(auth);
      if (account.hasPassword) await confirmPassword(account, password, 'password');
      const token = randomToken();
      const ttl = AUTH_LIFETIMES.accountDeletionSeconds;
      await db.transaction(async (tx) => {
        await repo.voidAccountTokens(tx, account.userId, 'account_deletion', deps.now());
        await repo.insertAccountToken(tx, {
          userId: account.userId,
          purpose: 'account_deletion',
          tokenHash: digestToken(token),
          now: deps.now(),
          expiresAt: seconds(ttl),
        });
        if (!account.hasPassword) {
          await enqueueEmail(tx, deletionConfirmationEmail(account.email, origin.baseUrl, token, ttl));
        }
      });
      return account.hasPassword
        ? { detail: AuthMessages.deletionConfirm, confirmation_token: token, expires_in: ttl }
        : { detail: AuthMessages.deletionMailed, expires_in: ttl };
    },

    /** Step 2: the account, every row that cascades from it, and its files. */
    async confirmDeletion(auth: AuthContext, confirmationToken: string) {
      const account = await requireAccount(auth);
      const prefix = `candidates/${account.candidateId}`;
      const tokenHash = digestToken(confirmationToken);
      await db.transaction(async (tx) => {
        const now = deps.now();
        const live = await repo.findLiveAccountToken(tx, tokenHash, 'account_deletion', now);
        if (!live || live.userId !== account.userId) throw detailError(400, AuthMessages.deletionLinkInvalid);
        await repo.consumeAccountToken(tx, tokenHash, 'account_deletion', now);
        await repo.deleteUser(tx, account.userId);
        // the files go with the account: queued in the same transaction, so a
        // storage failure is retried by the worker instead of leaving them behind
        await enqueue(tx, STORAGE_DELETE_JOB, { prefix }, { dedupeKey: `delete-files:${prefix}` });
      });
      // and removed at once when storage answers; the queued job then finds nothing to do
      await deps.storage.deletePrefix(prefix).catch(() => undefined);
      return { detail: AuthMessages.accountDeleted };
    },

    async googleExchange(input: {
      exchangetoken: string;
      referral_code?: string | undefined;
      is_leadership_job?: boolean | undefined;
    }) {
      const profile = await verifyGoogle(input.exchangetoken);
      return signInWithProvider(profile, {
        referralCode: input.referral_code,
        isLeadershipJob: input.is_leadership_job,
      });
    },

    async linkedInExchange(
      input: {
        code: string;
        redirect_uri: string;
        referral_code?: string | undefined;
        is_leadership_job?: boolean | undefined;
      },
      origin: RequestOrigin,
    ) {
      // the code may only come back to our own return point
      const expected = new URL('/linkedin-redirect/', origin.baseUrl);
      const given = new URL(input.redirect_uri);
      if (given.origin !== expected.origin || given.pathname !== expected.pathname) {
        throw fieldErrors({ redirect_uri: AuthMessages.providerFailed });
      }
      const profile = await linkedInProfile(input.code, `${expected.origin}${expected.pathname}`);
      return signInWithProvider(profile, {
        referralCode: input.referral_code,
        isLeadershipJob: input.is_leadership_job,
      });
    },

    /** The development SMS channel: no provider is configured, so texts land in the outbox. */
    async deliverSms(message: SmsMessage) {
      await db.insert(devOutbox).values({ toAddress: message.to, subject: 'SMS', textBody: message.text });
    },
  };

  function otpDigest(userId: string, phoneLocation: string, phone: string, code: string) {
    // keyed, so a database copy alone cannot brute-force the six digits offline
    return createHmac('sha256', config.JWT_SECRET).update(`${userId}:${phoneLocation}${phone}:${code}`).digest('hex');
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
