// The account behind a session, and a password check that counts wrong
// guesses against the account's sign-in limit — shared by the password,
// verification, settings and GDPR services.
import { AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import type { Db } from '../../db/client.ts';
import { fieldErrors, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import type { AuthLimits } from './auth-limits.ts';
import * as accountsRepo from './accounts.repo.ts';

export interface AccountGuardDeps {
  db: Db;
  limits: AuthLimits;
}

export function createAccountGuard({ db, limits }: AccountGuardDeps) {
  return {
    async requireAccount(auth: AuthContext): Promise<accountsRepo.AccountWithSecret> {
      const account = await accountsRepo.findAccountByUserId(db, auth.userId);
      // a token outliving its deleted or deactivated account is no longer a session
      if (!account || !account.isActive || account.candidateId !== auth.candidateId) throw unauthorized();
      return account;
    },

    /** Counts one e-mail the account asks for (a change of address, a deletion link): 429 past the limit. */
    async limitEmails(account: accountsRepo.AccountWithSecret, scope: string) {
      await limits.limit([{ key: `${scope}:user:${account.userId}`, max: limits.perAccount }]);
    },

    async confirmPassword(account: accountsRepo.AccountWithSecret, password: string | undefined, field: string) {
      if (!account.hasPassword) throw fieldErrors({ [field]: AuthMessages.passwordNeeded });
      if (!password) throw fieldErrors({ [field]: Messages.required });
      // the session proves the device: a stranger's sign-in failures do not slow the owner here
      const keys = [limits.delayKeys.user(account.userId)];
      await limits.passwordAttempt(keys);
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw fieldErrors({
          [field]: field === 'old_password' ? AuthMessages.wrongOldPassword : AuthMessages.wrongPassword,
        });
      }
      await limits.passwordAccepted(keys);
    },
  };
}

export type AccountGuard = ReturnType<typeof createAccountGuard>;
