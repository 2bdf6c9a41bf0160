// GDPR (spec 01 §7 account settings): export every piece of the candidate's
// data, and delete the account in two steps (ask, then confirm).
import { AUTH_LIFETIMES, AuthMessages, type GdprDeleteResponse } from '@talent/contracts/auth';
import type { Db } from '../../db/client.ts';
import { detailError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { enqueue } from '../../lib/queue.ts';
import { STORAGE_DELETE_JOB, type Storage } from '../../lib/storage.ts';
import { digestToken } from '../../lib/tokens.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import type { AccountGuard } from './account-guard.ts';
import { issueAccountToken } from './account-tokens.ts';
import { deletionConfirmationEmail } from './auth-emails.ts';
import type { RequestOrigin } from './auth-types.ts';
import * as accountsRepo from './accounts.repo.ts';
import * as linksRepo from './one-time-links.repo.ts';
import * as pendingSignupsRepo from './pending-signups.repo.ts';
import { exportCandidateData, type CandidateExport } from './gdpr.repo.ts';

export interface GdprDeps {
  db: Db;
  now: () => Date;
  guard: AccountGuard;
  storage: Pick<Storage, 'deletePrefix'>;
}

export function createGdprService(deps: GdprDeps) {
  const { db, guard } = deps;
  return {
    async exportData(auth: AuthContext): Promise<CandidateExport & { generated_at: string }> {
      const account = await guard.requireAccount(auth);
      const data = await exportCandidateData(db, { userId: account.userId, candidateId: account.candidateId });
      return { generated_at: deps.now().toISOString(), ...data };
    },

    /**
     * Deletion, step 1. With a password the confirmation token comes back
     * at once; an account without one (provider sign-in) gets it by e-mail.
     */
    async requestDeletion(
      auth: AuthContext,
      password: string | undefined,
      origin: RequestOrigin,
    ): Promise<GdprDeleteResponse> {
      const account = await guard.requireAccount(auth);
      if (account.hasPassword) await guard.confirmPassword(account, password, 'password');
      else await guard.limitEmails(account, 'deletion-link');
      const ttl = AUTH_LIFETIMES.accountDeletionSeconds;
      const token = await db.transaction(async (tx) => {
        const issued = await issueAccountToken(tx, {
          userId: account.userId,
          purpose: 'account_deletion',
          now: deps.now(),
          ttlSeconds: ttl,
        });
        if (!account.hasPassword) {
          await enqueueEmail(tx, deletionConfirmationEmail(account.email, origin.baseUrl, issued, ttl));
        }
        return issued;
      });
      return account.hasPassword
        ? { detail: AuthMessages.deletionConfirm, confirmation_token: token, expires_in: ttl }
        : { detail: AuthMessages.deletionMailed, expires_in: ttl };
    },

    /** Step 2: the account, every row that cascades from it, and its files. */
    async confirmDeletion(auth: AuthContext, confirmationToken: string) {
      const account = await guard.requireAccount(auth);
      const prefix = `candidates/${account.candidateId}`;
      const tokenHash = digestToken(confirmationToken);
      await db.transaction(async (tx) => {
        const now = deps.now();
        const live = await linksRepo.findLiveAccountToken(tx, tokenHash, 'account_deletion', now);
        if (!live || live.userId !== account.userId) throw detailError(400, AuthMessages.deletionLinkInvalid);
        await linksRepo.consumeAccountToken(tx, tokenHash, 'account_deletion', now);
        await accountsRepo.deleteUser(tx, account.userId);
        await pendingSignupsRepo.deletePendingSignupsOf(tx, account.email);
        // the files go with the account: queued in the same transaction, so a
        // storage failure is retried by the worker instead of leaving them behind
        await enqueue(tx, STORAGE_DELETE_JOB, { prefix }, { dedupeKey: `delete-files:${prefix}` });
      });
      // and removed at once when storage answers; the queued job then finds nothing to do
      await deps.storage.deletePrefix(prefix).catch(() => undefined);
      return { detail: AuthMessages.accountDeleted };
    },
  };
}

export type GdprService = ReturnType<typeof createGdprService>;
