// Account settings (spec 01 §3, §7): names, marketing consent, cookie
// preferences, and changing the e-mail address.
import { AuthMessages, type AccountSettings, type CookiePreferences } from '@talent/contracts/auth';
import type { Db } from '../../db/client.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import type { AccountGuard } from './account-guard.ts';
import { emailChangedNotice } from './auth-emails.ts';
import { isUniqueViolation, type RequestOrigin } from './auth-types.ts';
import * as accountsRepo from './accounts.repo.ts';
import type { SessionsService } from './sessions.service.ts';
import type { VerificationService } from './verification.service.ts';

export interface AccountSettingsDeps {
  db: Db;
  now: () => Date;
  guard: AccountGuard;
  sessions: Pick<SessionsService, 'renewSessions'>;
  verification: Pick<VerificationService, 'sendVerification'>;
}

export function createAccountSettingsService(deps: AccountSettingsDeps) {
  const { db, guard } = deps;

  async function accountSettings(auth: AuthContext): Promise<AccountSettings> {
    const account = await guard.requireAccount(auth);
    const cookies = await accountsRepo.cookiePreferencesOf(db, account.userId);
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
    accountSettings,

    async updateAccountSettings(
      auth: AuthContext,
      update: {
        first_name?: string | undefined;
        last_name?: string | undefined;
        marketing_email_consent?: boolean | undefined;
      },
    ) {
      const account = await guard.requireAccount(auth);
      await db.transaction(async (tx) => {
        const now = deps.now();
        await accountsRepo.updateUser(
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
        await accountsRepo.updateCandidateNames(
          tx,
          account.candidateId,
          { firstName: update.first_name, lastName: update.last_name },
          now,
        );
      });
      return accountSettings(auth);
    },

    async setEmailConsent(auth: AuthContext, consent: boolean) {
      const account = await guard.requireAccount(auth);
      await accountsRepo.updateUser(db, account.userId, { marketingEmailConsent: consent }, deps.now());
      return { marketing_email_consent: consent };
    },

    async setCookiePreferences(auth: AuthContext, preferences: CookiePreferences): Promise<CookiePreferences> {
      const account = await guard.requireAccount(auth);
      await accountsRepo.updateUser(
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

    async changeEmail(auth: AuthContext, email: string, password: string | undefined, origin: RequestOrigin) {
      const account = await guard.requireAccount(auth);
      if (account.email.toLowerCase() === email) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      await guard.confirmPassword(account, password, 'password');
      await guard.limitEmails(account, 'email-change');
      if (await accountsRepo.emailInUse(db, email)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      try {
        const session = await db.transaction(async (tx) => {
          const now = deps.now();
          await accountsRepo.updateUser(tx, account.userId, { email, emailVerified: false }, now);
          await deps.verification.sendVerification(tx, { ...account, email }, origin.baseUrl);
          await enqueueEmail(tx, emailChangedNotice(account.email, email));
          // the e-mail travels inside access tokens: every session is renewed
          return deps.sessions.renewSessions(tx, { ...account, email });
        });
        return { detail: AuthMessages.emailChanged, email, ...session };
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
        throw error;
      }
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
