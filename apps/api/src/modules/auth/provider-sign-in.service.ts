// Sign-in through identity providers (spec 01 §7 one-tap, the LinkedIn return
// point of spec 01 §2): a verified provider profile finds, links or creates
// the account, then a session begins like any sign-in.
import { AuthMessages, type OneTapResponse } from '@talent/contracts/auth';
import type { Db } from '../../db/client.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { isUniqueViolation, type RequestOrigin } from './auth-types.ts';
import * as accountsRepo from './accounts.repo.ts';
import type { ProviderProfile } from './identity-providers.ts';
import type { SessionsService } from './sessions.service.ts';

export interface ProviderSignInDeps {
  db: Db;
  now: () => Date;
  sessions: Pick<SessionsService, 'loginResponse'>;
  /** The sticky A/B variant of a new candidate (decision 024). */
  pickVariant?: () => number;
  /** Verifies a Google ID token (identity-providers.ts). */
  verifyGoogle: (idToken: string) => Promise<ProviderProfile>;
  /** Exchanges a LinkedIn authorisation code for the member's profile (identity-providers.ts). */
  linkedInProfile: (code: string, redirectUri: string) => Promise<ProviderProfile>;
}

interface SignUpExtras {
  referral_code?: string | undefined;
  is_leadership_job?: boolean | undefined;
}

export function createProviderSignInService(deps: ProviderSignInDeps) {
  const { db } = deps;

  async function signInWithProvider(profile: ProviderProfile, extra: SignUpExtras): Promise<OneTapResponse> {
    try {
      return await db.transaction(async (tx) => {
        const now = deps.now();
        let userId = await accountsRepo.findUserIdByIdentity(tx, profile.provider, profile.subject);
        if (!userId) {
          // linking to (or creating) an account by e-mail is safe only when the provider vouches for the address
          if (!profile.emailVerified) throw fieldErrors({ email: AuthMessages.providerEmailUnverified });
          const existing = await accountsRepo.findAccountByEmail(tx, profile.email);
          if (existing) {
            userId = existing.userId;
            if (!existing.emailVerified) await accountsRepo.updateUser(tx, userId, { emailVerified: true }, now);
          } else {
            ({ userId } = await accountsRepo.insertAccount(tx, {
              email: profile.email,
              passwordHash: null,
              firstName: profile.firstName,
              lastName: profile.lastName,
              emailVerified: true,
              marketingEmailConsent: false,
              loginCount: 0,
              referralCode: extra.referral_code,
              isLeadershipJob: extra.is_leadership_job ?? false,
              ...(deps.pickVariant ? { defaults: { segmentation: deps.pickVariant() } } : {}),
              now,
            }));
          }
          await accountsRepo.linkIdentity(tx, {
            userId,
            provider: profile.provider,
            subject: profile.subject,
            email: profile.email,
            now,
          });
        }
        const account = await accountsRepo.findAccountByUserId(tx, userId);
        if (!account || !account.isActive) throw fieldErrors({ email: AuthMessages.accountInactive });
        if (extra.is_leadership_job) await accountsRepo.markLeadershipCandidate(tx, account.candidateId, now);
        const login = await deps.sessions.loginResponse(tx, account);
        return { ...login, id: account.candidateId, first_name: account.firstName, last_name: account.lastName };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      throw error;
    }
  }

  return {
    async googleExchange(input: { exchangetoken: string } & SignUpExtras) {
      const profile = await deps.verifyGoogle(input.exchangetoken);
      return signInWithProvider(profile, input);
    },

    async linkedInExchange(input: { code: string; redirect_uri: string } & SignUpExtras, origin: RequestOrigin) {
      // the code may only come back to our own return point
      const expected = new URL('/linkedin-redirect/', origin.baseUrl);
      const given = new URL(input.redirect_uri);
      if (given.origin !== expected.origin || given.pathname !== expected.pathname) {
        throw fieldErrors({ redirect_uri: AuthMessages.providerFailed });
      }
      const profile = await deps.linkedInProfile(input.code, `${expected.origin}${expected.pathname}`);
      return signInWithProvider(profile, input);
    },
  };
}

export type ProviderSignInService = ReturnType<typeof createProviderSignInService>;
