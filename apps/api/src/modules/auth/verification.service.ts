// E-mail verification links and phone one-time codes (spec 01 §4, §7).
// Links and codes are stored as digests; texts go out through the queue
// after commit (docs/conventions.md §4).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_LIFETIMES, AuthMessages, OTP_RESEND_SECONDS } from '@talent/contracts/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, HttpError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { enqueue } from '../../lib/queue.ts';
import { enqueueSms } from '../../lib/sms.ts';
import { digestToken } from '../../lib/tokens.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import type { AccountGuard } from './account-guard.ts';
import { issueAccountToken } from './account-tokens.ts';
import { otpText, verificationEmail } from './auth-emails.ts';
import type { AuthLimits } from './auth-limits.ts';
import type { LinkRequest, RequestOrigin } from './auth-types.ts';
import * as accountsRepo from './accounts.repo.ts';
import * as linksRepo from './one-time-links.repo.ts';
import * as phoneCodesRepo from './phone-codes.repo.ts';

export const VERIFICATION_LINK_JOB = 'auth.verification-link';

export interface VerificationDeps {
  db: Db;
  now: () => Date;
  limits: AuthLimits;
  guard: AccountGuard;
  /** Keys the phone-code digests, so a database copy alone cannot brute-force six digits offline. */
  otpSecret: string;
}

export function createVerificationService(deps: VerificationDeps) {
  const { db, limits, guard } = deps;

  function otpDigest(userId: string, phoneLocation: string, phone: string, code: string) {
    return createHmac('sha256', deps.otpSecret).update(`${userId}:${phoneLocation}${phone}:${code}`).digest('hex');
  }

  /** A fresh verification link for the account's address (older links stop working). */
  async function sendVerification(
    tx: DbOrTx,
    account: { userId: string; email: string; firstName: string },
    baseUrl: string,
  ) {
    const ttl = AUTH_LIFETIMES.emailVerificationSeconds;
    const token = await issueAccountToken(tx, {
      userId: account.userId,
      purpose: 'email_verification',
      email: account.email.toLowerCase(),
      now: deps.now(),
      ttlSeconds: ttl,
    });
    await enqueueEmail(tx, verificationEmail(account.email, account.firstName, baseUrl, token, ttl));
  }

  return {
    sendVerification,

    async sendEmailVerification(auth: AuthContext, origin: RequestOrigin) {
      const account = await guard.requireAccount(auth);
      if (account.emailVerified) throw detailError(400, AuthMessages.emailAlreadyVerified);
      await limits.limit([{ key: limits.accountKey('verify', account.email), max: limits.perAccount }]);
      await db.transaction((tx) => sendVerification(tx, account, origin.baseUrl));
      return { detail: AuthMessages.verificationSent };
    },

    /**
     * The public variant, by address: the same answer in the same time whether or not
     * it has an account (decision 014); the queue does the look-up and sends the link.
     */
    async sendEmailVerificationLink(email: string, origin: RequestOrigin) {
      await limits.limit([
        { key: limits.accountKey('verify', email), max: limits.perAccount },
        { key: limits.addressKey('verify', origin.ip), max: limits.perAddress },
      ]);
      await enqueue(db, VERIFICATION_LINK_JOB, { email, baseUrl: origin.baseUrl } satisfies LinkRequest);
      return { detail: AuthMessages.verificationSentIfExists };
    },

    async deliverVerificationLink({ email, baseUrl }: LinkRequest) {
      const account = await accountsRepo.findAccountByEmail(db, email);
      if (account?.isActive && !account.emailVerified) {
        await db.transaction((tx) => sendVerification(tx, account, baseUrl));
      }
    },

    async verifyEmail(token: string) {
      return db.transaction(async (tx) => {
        const now = deps.now();
        const digest = digestToken(token);
        const used = await linksRepo.consumeAccountToken(tx, digest, 'email_verification', now);
        if (!used) {
          // the same link opened again once its address is verified says so, not 'invalid'
          const issued = await linksRepo.findAccountToken(tx, digest, 'email_verification');
          const owner = issued && (await accountsRepo.findAccountByUserId(tx, issued.userId));
          if (owner?.emailVerified && owner.email.toLowerCase() === issued!.email)
            return { detail: AuthMessages.emailAlreadyVerified, email: owner.email };
        }
        const account = used && (await accountsRepo.findAccountByUserId(tx, used.userId));
        // a link sent to an address the account no longer has proves nothing
        if (!used || !account || account.email.toLowerCase() !== used.email) {
          throw detailError(400, AuthMessages.verificationLinkInvalid);
        }
        await accountsRepo.updateUser(tx, account.userId, { emailVerified: true }, now);
        return { detail: AuthMessages.emailVerified, email: account.email };
      });
    },

    async createOtp(auth: AuthContext, phone: string, phoneLocation: string) {
      const account = await guard.requireAccount(auth);
      // a pause between codes to one number: checked before the account's limit, so asking too soon costs nothing
      const lastSent = await phoneCodesRepo.latestOtpSentAt(db, account.userId, phone, phoneLocation);
      if (lastSent) {
        const wait = Math.ceil((lastSent.getTime() + OTP_RESEND_SECONDS * 1000 - deps.now().getTime()) / 1000);
        if (wait > 0) {
          throw new HttpError(
            429,
            { detail: AuthMessages.otpResendWait(wait), retry_after: wait },
            { 'retry-after': String(wait) },
          );
        }
      }
      await limits.limit([{ key: `otp:account:${account.userId}`, max: limits.perAccount }]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const ttl = AUTH_LIFETIMES.otpSeconds;
      await db.transaction(async (tx) => {
        const now = deps.now();
        await phoneCodesRepo.insertOtp(tx, {
          userId: account.userId,
          phone,
          phoneLocation,
          codeHash: otpDigest(account.userId, phoneLocation, phone, code),
          now,
          expiresAt: new Date(now.getTime() + ttl * 1000),
        });
        await enqueueSms(tx, { to: `${phoneLocation}${phone}`, text: otpText(code, ttl) });
      });
      return { detail: AuthMessages.otpSent, expires_in: ttl };
    },

    async verifyOtp(auth: AuthContext, phone: string, phoneLocation: string, otp: string) {
      const account = await guard.requireAccount(auth);
      const verified = await db.transaction(async (tx) => {
        const now = deps.now();
        const latest = await phoneCodesRepo.latestOtpForUpdate(tx, account.userId, phone, phoneLocation);
        if (!latest || latest.verifiedAt || latest.expiresAt <= now) return false;
        if (latest.attempts >= AUTH_LIFETIMES.otpMaxAttempts) return false;
        // the attempt is recorded even when the code is wrong (the transaction commits either way)
        await phoneCodesRepo.recordOtpAttempt(tx, latest.id);
        const expected = Buffer.from(latest.codeHash);
        const given = Buffer.from(otpDigest(account.userId, phoneLocation, phone, otp));
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
        await phoneCodesRepo.markOtpVerified(tx, latest.id, now);
        await accountsRepo.setCandidatePhone(tx, account.candidateId, phone, phoneLocation, now);
        return true;
      });
      if (!verified) throw fieldErrors({ otp: AuthMessages.otpInvalid });
      return { detail: AuthMessages.otpVerified };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
