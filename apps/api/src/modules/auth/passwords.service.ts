// Passwords (spec 01 §4 password flows, §6): change, replace an operator-given
// default, set a first one on a provider account, and reset by e-mailed link.
import { AUTH_LIFETIMES, AuthMessages, type SessionRenewed } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import type { Db } from '../../db/client.ts';
import { detailError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueue } from '../../lib/queue.ts';
import { digestToken } from '../../lib/tokens.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import type { AccountGuard } from './account-guard.ts';
import { issueAccountToken } from './account-tokens.ts';
import { passwordResetEmail } from './auth-emails.ts';
import type { AuthLimits } from './auth-limits.ts';
import type { LinkRequest, RequestOrigin } from './auth-types.ts';
import * as accountsRepo from './accounts.repo.ts';
import * as linksRepo from './one-time-links.repo.ts';
import * as sessionsRepo from './sessions.repo.ts';
import type { SessionsService } from './sessions.service.ts';

export const PASSWORD_RESET_JOB = 'auth.password-reset';

export interface PasswordsDeps {
  db: Db;
  now: () => Date;
  limits: AuthLimits;
  guard: AccountGuard;
  sessions: Pick<SessionsService, 'renewSessions'>;
}

/** A password of the candidate's own: no longer a default one, nothing left to change. */
const OWN_PASSWORD = { usingDefaultPassword: false, passwordChangeRequired: false } as const;

const linkExpired = () => detailError(400, Messages.linkExpired);

export function createPasswordsService(deps: PasswordsDeps) {
  const { db, limits, guard } = deps;

  /**
   * Hash the new password, update the user (and the candidate's names, when
   * given), end every other session and hand this client a fresh pair.
   */
  async function replacePassword(
    account: accountsRepo.AccountWithSecret,
    newPassword: string,
    detail: string,
    names?: { first_name?: string | undefined; last_name?: string | undefined },
  ): Promise<SessionRenewed> {
    const passwordHash = await hashPassword(newPassword);
    const session = await db.transaction(async (tx) => {
      const now = deps.now();
      await accountsRepo.updateUser(
        tx,
        account.userId,
        {
          passwordHash,
          ...OWN_PASSWORD,
          ...(names?.first_name ? { firstName: names.first_name } : {}),
          ...(names?.last_name ? { lastName: names.last_name } : {}),
        },
        now,
      );
      if (names) {
        await accountsRepo.updateCandidateNames(
          tx,
          account.candidateId,
          { firstName: names.first_name, lastName: names.last_name },
          now,
        );
      }
      return deps.sessions.renewSessions(tx, account);
    });
    return { detail, ...session };
  }

  return {
    async changePassword(auth: AuthContext, oldPassword: string, newPassword: string): Promise<SessionRenewed> {
      const account = await guard.requireAccount(auth);
      await guard.confirmPassword(account, oldPassword, 'old_password');
      return replacePassword(account, newPassword, Messages.passwordChanged);
    },

    /** An operator-given default password replaced by the candidate's own (spec 01 §4 password flows). */
    async changeDefaultPassword(auth: AuthContext, newPassword: string): Promise<SessionRenewed> {
      const account = await guard.requireAccount(auth);
      if (!account.usingDefaultPassword && !account.passwordChangeRequired) {
        throw detailError(400, AuthMessages.noDefaultPassword);
      }
      return replacePassword(account, newPassword, Messages.passwordSetDone);
    },

    /** A first password for an account created through a provider (it has none yet). */
    async setCandidateAccount(
      auth: AuthContext,
      input: { password: string; first_name?: string | undefined; last_name?: string | undefined },
    ): Promise<SessionRenewed> {
      const account = await guard.requireAccount(auth);
      if (account.hasPassword && !account.usingDefaultPassword) throw detailError(400, AuthMessages.passwordAlreadySet);
      return replacePassword(account, input.password, Messages.passwordSetDone, input);
    },

    /**
     * Always the same answer in the same time, whether or not the address has an
     * account (decision 014): the request only queues the look-up; the queue sends the link.
     */
    async requestPasswordReset(email: string, origin: RequestOrigin) {
      await limits.limit([
        { key: limits.accountKey('reset', email), max: limits.perAccount },
        { key: limits.addressKey('reset', origin.ip), max: limits.perAddress },
      ]);
      await enqueue(db, PASSWORD_RESET_JOB, { email, baseUrl: origin.baseUrl } satisfies LinkRequest);
      return { detail: Messages.forgotPasswordSent };
    },

    /** The queued half of a reset request: a link for an active account, nothing otherwise. */
    async sendPasswordReset({ email, baseUrl }: LinkRequest) {
      const account = await accountsRepo.findAccountByEmail(db, email);
      if (account?.isActive) {
        await db.transaction(async (tx) => {
          const ttl = AUTH_LIFETIMES.passwordResetSeconds;
          // only the newest link works
          const token = await issueAccountToken(tx, {
            userId: account.userId,
            purpose: 'password_reset',
            now: deps.now(),
            ttlSeconds: ttl,
          });
          await enqueueEmail(tx, passwordResetEmail(account.email, baseUrl, token, ttl));
        });
      }
    },

    async checkResetToken(token: string) {
      const live = await linksRepo.findLiveAccountToken(db, digestToken(token), 'password_reset', deps.now());
      if (!live) throw linkExpired();
      return { detail: AuthMessages.linkValid };
    },

    async resetPassword(token: string, password: string) {
      const tokenHash = digestToken(token);
      if (!(await linksRepo.findLiveAccountToken(db, tokenHash, 'password_reset', deps.now()))) throw linkExpired();
      const passwordHash = await hashPassword(password);
      const email = await db.transaction(async (tx) => {
        const now = deps.now();
        const used = await linksRepo.consumeAccountToken(tx, tokenHash, 'password_reset', now);
        if (!used) throw linkExpired();
        const account = await accountsRepo.findAccountByUserId(tx, used.userId);
        if (!account) throw linkExpired();
        // following the e-mailed link proves the address too
        await accountsRepo.updateUser(tx, account.userId, { passwordHash, emailVerified: true, ...OWN_PASSWORD }, now);
        await linksRepo.voidAccountTokens(tx, account.userId, 'password_reset', now);
        // every session ends; the candidate signs in again with the new password
        await sessionsRepo.revokeAllSessions(tx, account.userId, now);
        return account.email;
      });
      // a candidate locked out by failed sign-ins can sign in with the new password at once
      await limits.clearAccount(email);
      return { detail: Messages.passwordResetDone };
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
