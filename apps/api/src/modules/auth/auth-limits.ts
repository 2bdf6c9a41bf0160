// spec 01 §8: 429 'Too many attempts. Please, try again later.' (decision 014).
// E-mails and codes are counted per account and per address in fixed windows;
// password checks get progressive delays instead of a lock — a few free
// failures, then each further try waits longer, never for good — so a
// stranger's wrong guesses cannot keep the owner out. A browser that has
// signed in to the account before carries a signed known-device cookie and is
// counted on its own, so it is not slowed by guesses from anywhere else.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config/env.ts';
import { tooManyAttempts } from '../../lib/errors.ts';
import type { DelayPolicy, RateLimiter } from '../../lib/rate-limit.ts';

export interface AuthLimitsDeps {
  limiter: RateLimiter;
  config: Pick<
    Config,
    | 'RATE_LIMIT_WINDOW_SECONDS'
    | 'SIGNIN_LIMIT_PER_ACCOUNT'
    | 'SIGNIN_LIMIT_PER_ADDRESS'
    | 'SIGNIN_DELAY_CAP_SECONDS'
    | 'SIGNUP_LIMIT_PER_ADDRESS'
    | 'JWT_SECRET'
  >;
}

/** The cookie a browser keeps after a password sign-in (path-scoped to the sign-in call). */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 86_400;

interface DelayKey {
  key: string;
  policy: DelayPolicy;
  /** What a success does to the key: forget its failures, or only take this attempt back. */
  onSuccess: 'all' | 'one';
}

export function createAuthLimits({ limiter, config }: AuthLimitsDeps) {
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const policy = (free: number): DelayPolicy => ({
    free,
    baseSeconds: 1,
    capSeconds: config.SIGNIN_DELAY_CAP_SECONDS,
    windowSeconds: window,
  });
  const deviceKey = createHmac('sha256', config.JWT_SECRET).update('known-device').digest();
  const deviceMac = (id: string, email: string) =>
    createHmac('sha256', deviceKey).update(`${id}:${email.toLowerCase()}`).digest('base64url');

  const keys = {
    account: (email: string): DelayKey => ({
      key: `signin:account:${email.toLowerCase()}`,
      policy: policy(config.SIGNIN_LIMIT_PER_ACCOUNT),
      onSuccess: 'all',
    }),
    address: (ip: string): DelayKey => ({
      key: `signin:address:${ip}`,
      policy: policy(config.SIGNIN_LIMIT_PER_ADDRESS),
      onSuccess: 'one',
    }),
    device: (id: string): DelayKey => ({
      key: `signin:device:${id}`,
      policy: policy(config.SIGNIN_LIMIT_PER_ACCOUNT),
      onSuccess: 'all',
    }),
    /** Password confirmations inside a session (change password, e-mail, deletion). */
    user: (userId: string): DelayKey => ({
      key: `confirm:user:${userId}`,
      policy: policy(config.SIGNIN_LIMIT_PER_ACCOUNT),
      onSuccess: 'all',
    }),
  };

  return {
    perAccount: config.SIGNIN_LIMIT_PER_ACCOUNT,
    perAddress: config.SIGNIN_LIMIT_PER_ADDRESS,
    signupPerAddress: config.SIGNUP_LIMIT_PER_ADDRESS,
    accountKey: (scope: string, email: string) => `${scope}:account:${email.toLowerCase()}`,
    addressKey: (scope: string, ip: string) => `${scope}:address:${ip}`,
    /** Counts one attempt against each key; 429 when any is over its limit. */
    async limit(counted: { key: string; max: number }[]) {
      const decisions = await Promise.all(counted.map(({ key, max }) => limiter.hit(key, max, window)));
      const refused = decisions.filter((d) => !d.allowed);
      if (refused.length) throw tooManyAttempts(Math.max(...refused.map((d) => d.retryAfterSeconds)));
    },
    undo: (key: string) => limiter.undo(key, window),

    delayKeys: keys,
    /**
     * One password check: counted as a failure on every key until `passwordAccepted`;
     * 429 with the seconds to wait while any key waits out its delay (then nothing is counted).
     */
    async passwordAttempt(attempt: DelayKey[]) {
      const decisions = await Promise.all(attempt.map(({ key, policy: p }) => limiter.attempt(key, p)));
      const refused = decisions.filter((d) => !d.allowed);
      if (!refused.length) return;
      await Promise.all(attempt.filter((_, i) => decisions[i]!.allowed).map(({ key }) => limiter.forgive(key, 'one')));
      throw tooManyAttempts(Math.max(...refused.map((d) => d.retryAfterSeconds)));
    },
    async passwordAccepted(attempt: DelayKey[]) {
      await Promise.all(attempt.map(({ key, onSuccess }) => limiter.forgive(key, onSuccess)));
    },
    /** A reset link proves the address: the account's sign-in delay ends. */
    clearAccount: (email: string) => limiter.forgive(keys.account(email).key, 'all'),

    /** A new known-device cookie value for a browser that just signed in to this account. */
    issueDevice(email: string) {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${deviceMac(id, email)}`;
    },
    /** The device id when the cookie is one this server issued for this account, else null. */
    knownDevice(cookie: string | undefined, email: string): string | null {
      if (!cookie) return null;
      const [id, mac] = cookie.split('.');
      if (!id || !mac || id.length > 64) return null;
      const expected = Buffer.from(deviceMac(id, email));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
