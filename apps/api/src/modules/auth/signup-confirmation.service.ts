// Confirm-first sign-up (SIGNUP_CONFIRMATION=email, decision 014). Spec 01 §4
// signs a new candidate in at once, so an answer that looked alike for a known
// address would need someone else's session; here every sign-up ends in the
// inbox instead. The request does the same work for any address — count the
// limits, hash the password, store a pending sign-up, queue one job — and the
// queue decides: a new address gets the link, a known one its owner's notice.
// The account exists only once the link is opened (one use, expiring, stored
// as a digest); opening it signs the candidate in like a sign-up does.
import { AUTH_LIFETIMES, AuthMessages, type SignupConfirmed } from '@talent/contracts/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueue } from '../../lib/queue.ts';
import { digestToken, randomToken } from '../../lib/tokens.ts';
import { accountExistsEmail, signupConfirmationEmail } from './auth-emails.ts';
import type { AuthLimits } from './auth-limits.ts';
import { isUniqueViolation, type LinkRequest, type RequestOrigin } from './auth-types.ts';
import * as accountsRepo from './accounts.repo.ts';
import * as pendingSignupsRepo from './pending-signups.repo.ts';
import type { SessionsService, SignupInput } from './sessions.service.ts';

export const SIGNUP_CONFIRMATION_JOB = 'auth.signup-confirmation';
export const SIGNUP_RESEND_JOB = 'auth.signup-resend';

/** A used or expired sign-up is kept this long after its expiry, so its link can still say it was used. */
const PENDING_KEEP_SECONDS = 30 * 24 * 60 * 60;

export interface PendingSignupJob {
  id: string;
  baseUrl: string;
}

export interface SignupConfirmationDeps {
  db: Db;
  now: () => Date;
  limits: AuthLimits;
  sessions: Pick<SessionsService, 'loginResponse'>;
  /** A new candidate's geolocated country and currency and sticky A/B variant (decision 024). */
  newCandidateDefaults?: (ip: string) => Promise<accountsRepo.NewCandidateDefaults>;
}

const linkUsed = () => detailError(409, AuthMessages.signupLinkUsed);
const linkInvalid = () => detailError(400, AuthMessages.signupLinkInvalid);

export function createSignupConfirmationService(deps: SignupConfirmationDeps) {
  const { db, limits } = deps;

  /** A fresh link for a waiting sign-up: an earlier one stops working; the expiry stays. */
  async function sendLink(
    tx: DbOrTx,
    pending: { id: string; email: string; firstName: string; expiresAt: Date },
    baseUrl: string,
  ) {
    const token = randomToken();
    await pendingSignupsRepo.setPendingSignupToken(tx, pending.id, digestToken(token));
    const ttlSeconds = Math.max(60, Math.round((pending.expiresAt.getTime() - deps.now().getTime()) / 1000));
    await enqueueEmail(tx, signupConfirmationEmail(pending.email, pending.firstName, baseUrl, token, ttlSeconds));
  }

  return {
    /** The same answer, status and work for every address: no session, one queued job. */
    async requestSignUp(input: SignupInput & { return_to?: string | undefined }, origin: RequestOrigin) {
      await limits.limit([
        { key: limits.addressKey('signup', origin.ip), max: limits.signupPerAddress },
        // each sign-up e-mails the address: a few per address per window, like the other link forms
        { key: limits.accountKey('signup', input.email), max: limits.perAccount },
      ]);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const now = deps.now();
        const id = await pendingSignupsRepo.insertPendingSignup(tx, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          referralCode: input.referral_code,
          isLeadershipJob: input.is_leadership_job ?? false,
          marketingEmailConsent: input.marketing_email_consent ?? false,
          returnTo: input.return_to,
          now,
          expiresAt: new Date(now.getTime() + AUTH_LIFETIMES.signupConfirmationSeconds * 1000),
        });
        await enqueue(tx, SIGNUP_CONFIRMATION_JOB, { id, baseUrl: origin.baseUrl } satisfies PendingSignupJob);
      });
      return { detail: AuthMessages.signupCheckInbox };
    },

    /** The queued half of a sign-up: the link to a new address, the owner's notice to a known one. */
    async deliverSignup({ id, baseUrl }: PendingSignupJob) {
      const now = deps.now();
      const pending = await pendingSignupsRepo.findPendingSignup(db, id);
      // gone, already linked (a retried job) or out of time: nothing to send
      if (!pending || pending.linked || pending.usedAt || pending.expiresAt <= now) return;
      const account = await accountsRepo.findAccountByEmail(db, pending.email);
      await db.transaction(async (tx) => {
        if (account) {
          // nothing changes for the account; the password hash of the attempt goes at once
          await pendingSignupsRepo.deletePendingSignup(tx, pending.id);
          await enqueueEmail(tx, accountExistsEmail(account.email, baseUrl));
        } else {
          await sendLink(tx, pending, baseUrl);
        }
        await pendingSignupsRepo.prunePendingSignups(tx, now, PENDING_KEEP_SECONDS);
      });
    },

    /** 'Send it again' from the check-your-inbox screen: one answer for every address. */
    async requestResend(email: string, origin: RequestOrigin) {
      await limits.limit([
        { key: limits.accountKey('signup', email), max: limits.perAccount },
        { key: limits.addressKey('signup-resend', origin.ip), max: limits.perAddress },
      ]);
      await enqueue(db, SIGNUP_RESEND_JOB, { email, baseUrl: origin.baseUrl } satisfies LinkRequest);
      return { detail: AuthMessages.signupLinkResent };
    },

    /** What the sign-up would have sent: the owner's notice, or a new link for the newest waiting sign-up. */
    async deliverResend({ email, baseUrl }: LinkRequest) {
      const account = await accountsRepo.findAccountByEmail(db, email);
      if (account) {
        await enqueueEmail(db, accountExistsEmail(account.email, baseUrl));
        return;
      }
      const pending = await pendingSignupsRepo.findNewestLivePendingSignup(db, email, deps.now());
      if (pending) await db.transaction((tx) => sendLink(tx, pending, baseUrl));
    },

    /** Opening the link: the account is created, verified (the link proves the address) and signed in. */
    async confirmSignUp(token: string, origin: RequestOrigin): Promise<SignupConfirmed> {
      const tokenHash = digestToken(token);
      if (!(await pendingSignupsRepo.pendingSignupLinkIsLive(db, tokenHash, deps.now()))) {
        const known = await pendingSignupsRepo.findPendingSignupByToken(db, tokenHash);
        throw known?.usedAt ? linkUsed() : linkInvalid();
      }
      // a network call (geolocation): before the transaction, never inside it
      const defaults = await deps.newCandidateDefaults?.(origin.ip);
      let confirmed: SignupConfirmed | null;
      try {
        confirmed = await db.transaction(async (tx) => {
          const now = deps.now();
          const pending = await pendingSignupsRepo.claimPendingSignup(tx, tokenHash, now);
          // opened twice at once: the other opening won
          if (!pending?.passwordHash) return null;
          // this link and every other waiting sign-up of the address end here
          await pendingSignupsRepo.closePendingSignupsOf(tx, pending.email, now);
          // the address found an account meanwhile (another link, a provider sign-in)
          if (await accountsRepo.emailInUse(tx, pending.email)) return null;
          const created = await accountsRepo.insertAccount(tx, {
            email: pending.email,
            passwordHash: pending.passwordHash,
            firstName: pending.firstName,
            lastName: pending.lastName,
            emailVerified: true,
            marketingEmailConsent: pending.marketingEmailConsent,
            loginCount: 0,
            phone: pending.phone ?? undefined,
            referralCode: pending.referralCode ?? undefined,
            isLeadershipJob: pending.isLeadershipJob,
            ...(defaults ? { defaults } : {}),
            now,
          });
          const account = (await accountsRepo.findAccountByUserId(tx, created.userId))!;
          const login = await deps.sessions.loginResponse(tx, account);
          return { ...login, ...(pending.returnTo ? { return_to: pending.returnTo } : {}) };
        });
      } catch (error) {
        // an account for the address committed at the same moment: the unique index decides
        if (isUniqueViolation(error)) throw linkUsed();
        throw error;
      }
      if (!confirmed) throw linkUsed();
      return confirmed;
    },
  };
}

export type SignupConfirmationService = ReturnType<typeof createSignupConfirmationService>;
