// Sessions (spec 01 §3, §7): sign-up and sign-in, access tokens with rotating
// refresh tokens (reuse revokes the family), logout. Every time decision
// uses now(); e-mails are enqueued inside the transaction (docs/conventions.md §4).
import { randomUUID } from 'node:crypto';
import { AuthMessages, type LoginResponse, type TokenPair } from '@talent/contracts/auth';
import type { Config } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password.ts';
import { digestToken, randomToken, type TokenService } from '../../lib/tokens.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import { accountExistsEmail } from './auth-emails.ts';
import type { AuthLimits } from './auth-limits.ts';
import { isUniqueViolation, type RequestOrigin } from './auth-types.ts';
import * as accountsRepo from './accounts.repo.ts';
import * as sessionsRepo from './sessions.repo.ts';
import type { VerificationService } from './verification.service.ts';

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

export interface SessionsDeps {
  db: Db;
  now: () => Date;
  tokens: Pick<TokenService, 'signAccess'>;
  config: Pick<Config, 'REFRESH_TOKEN_TTL_SECONDS'>;
  limits: AuthLimits;
  verification: Pick<VerificationService, 'sendVerification'>;
  /** A new candidate's geolocated country and currency and sticky A/B variant (decision 024). */
  newCandidateDefaults?: (ip: string) => Promise<accountsRepo.NewCandidateDefaults>;
}

/** A refresh token used again within this long of its rotation is a concurrent refresh, not a replay. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

type SessionAccount = { userId: string; candidateId: number; email: string };

const invalidCredentials = () => fieldErrors({ email: AuthMessages.invalidCredentials });
const tokenInvalid = () => detailError(401, AuthMessages.tokenInvalid);

export function createSessionsService(deps: SessionsDeps) {
  const { db, limits } = deps;
  const refreshExpiry = () => new Date(deps.now().getTime() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000);

  async function accessToken(tx: DbOrTx, account: SessionAccount, familyId: string) {
    return deps.tokens.signAccess({
      sub: account.userId,
      candidate_id: account.candidateId,
      email: account.email,
      session_version: await sessionsRepo.sessionVersionOf(tx, account.userId),
      family: familyId,
    });
  }

  async function issueSession(tx: DbOrTx, account: SessionAccount) {
    const refresh = randomToken();
    const familyId = randomUUID();
    await sessionsRepo.insertRefreshToken(tx, {
      userId: account.userId,
      familyId,
      tokenHash: digestToken(refresh),
      now: deps.now(),
      expiresAt: refreshExpiry(),
    });
    return { token: await accessToken(tx, account, familyId), refresh };
  }

  /** A new session for a signed-in account, counting the sign-in. */
  async function loginResponse(tx: DbOrTx, account: accountsRepo.Account): Promise<LoginResponse> {
    const loginCount = await accountsRepo.incrementLoginCount(tx, account.userId, deps.now());
    const session = await issueSession(tx, account);
    return { ...session, user: { email: account.email, login_count: loginCount }, candidate_id: account.candidateId };
  }

  /** Credentials changed: every other session ends, this client gets a fresh pair. */
  async function renewSessions(tx: DbOrTx, account: SessionAccount) {
    await sessionsRepo.revokeAllSessions(tx, account.userId, deps.now());
    return issueSession(tx, account);
  }

  return {
    loginResponse,
    renewSessions,

    async signUp(input: SignupInput, origin: RequestOrigin): Promise<LoginResponse> {
      // each sign-up costs a password hash and sends an e-mail: a few per address per window
      await limits.limit([{ key: limits.addressKey('signup', origin.ip), max: limits.signupPerAddress }]);
      const passwordHash = await hashPassword(input.password);
      const existing = await accountsRepo.findAccountByEmail(db, input.email);
      if (existing) {
        // the owner hears of it; the answer takes the same work as a new account's (decision 014)
        await db.transaction((tx) => enqueueEmail(tx, accountExistsEmail(existing.email, origin.baseUrl)));
        throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
      }
      const defaults = await deps.newCandidateDefaults?.(origin.ip);
      try {
        return await db.transaction(async (tx) => {
          const now = deps.now();
          const created = await accountsRepo.insertAccount(tx, {
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
            ...(defaults ? { defaults } : {}),
            now,
          });
          const account = (await accountsRepo.findAccountByUserId(tx, created.userId))!;
          await deps.verification.sendVerification(tx, account, origin.baseUrl);
          return loginResponse(tx, account);
        });
      } catch (error) {
        // two sign-ups with one address at once: the unique index decides
        if (isUniqueViolation(error)) throw fieldErrors({ email: AuthMessages.emailTaken }, 409);
        throw error;
      }
    },

    /**
     * Progressive delays, never a lock (decision 014): a browser that signed in to this
     * account before (its known-device cookie) is counted on its own; any other attempt
     * counts against the account and the address. Answers the session and the device
     * cookie to keep.
     */
    async signIn(
      input: { email: string; password: string; is_leadership_job?: boolean | undefined },
      origin: RequestOrigin & { knownDevice?: string | undefined },
    ): Promise<{ response: LoginResponse; knownDevice: string }> {
      const device = limits.knownDevice(origin.knownDevice, input.email);
      const keys = device
        ? [limits.delayKeys.device(device)]
        : [limits.delayKeys.account(input.email), limits.delayKeys.address(origin.ip)];
      await limits.passwordAttempt(keys);
      const account = await accountsRepo.findAccountByEmail(db, input.email);
      if (!account) {
        // same work as a wrong password, so timing does not reveal which addresses have accounts
        await burnPasswordCheck(input.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(account.passwordHash, input.password)) || !account.isActive)
        throw invalidCredentials();
      // only failures count: a success clears the account and gives the address its attempt back
      await limits.passwordAccepted(keys);
      const response = await db.transaction(async (tx) => {
        if (input.is_leadership_job) await accountsRepo.markLeadershipCandidate(tx, account.candidateId, deps.now());
        return loginResponse(tx, account);
      });
      return { response, knownDevice: device ? origin.knownDevice! : limits.issueDevice(account.email) };
    },

    /** Rotation: each refresh token works once; a second use revokes its whole family. */
    async refresh(refresh: string): Promise<TokenPair> {
      const tokenHash = digestToken(refresh);
      const outcome = await db.transaction(async (tx) => {
        const now = deps.now();
        let live = await sessionsRepo.consumeRefreshToken(tx, tokenHash, now);
        if (!live) {
          const known = await sessionsRepo.findRefreshToken(tx, tokenHash);
          if (!known?.usedAt || known.revokedAt || known.expiresAt <= now) return null;
          // decision 014: two tabs (or a retry) refreshing the same token at once both get a
          // pair in the same family; a reuse after the grace is a replay and ends the family
          if (now.getTime() - known.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
            await sessionsRepo.revokeFamily(tx, known.familyId, now);
            return { reused: true as const };
          }
          live = { userId: known.userId, familyId: known.familyId };
        }
        const account = await accountsRepo.findAccountByUserId(tx, live.userId);
        if (!account || !account.isActive) return null;
        const next = randomToken();
        await sessionsRepo.insertRefreshToken(tx, {
          userId: account.userId,
          familyId: live.familyId,
          tokenHash: digestToken(next),
          now,
          expiresAt: refreshExpiry(),
        });
        return { access: await accessToken(tx, account, live.familyId), refresh: next };
      });
      // the revocation is committed before the refusal
      if (!outcome || 'reused' in outcome) throw tokenInvalid();
      return outcome;
    },

    /** Ends the sign-in: its refresh family and, with it, the access token used here (decision 014). */
    async logout(auth: AuthContext, refresh: string | undefined) {
      if (auth.family) await sessionsRepo.revokeFamily(db, auth.family, deps.now());
      if (!refresh) return;
      const known = await sessionsRepo.findRefreshToken(db, digestToken(refresh));
      // another user's token is ignored, not revoked
      if (known && known.userId === auth.userId) await sessionsRepo.revokeFamily(db, known.familyId, deps.now());
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
