// spec 01 §8: 429 'Too many attempts. Please, try again later.' — attempts
// counted per account and per address in fixed windows (lib/rate-limit.ts).
import type { Config } from '../../config/env.ts';
import { tooManyAttempts } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

export interface AuthLimitsDeps {
  limiter: RateLimiter;
  config: Pick<Config, 'RATE_LIMIT_WINDOW_SECONDS' | 'SIGNIN_LIMIT_PER_ACCOUNT' | 'SIGNIN_LIMIT_PER_ADDRESS'>;
}

export function createAuthLimits({ limiter, config }: AuthLimitsDeps) {
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  return {
    perAccount: config.SIGNIN_LIMIT_PER_ACCOUNT,
    perAddress: config.SIGNIN_LIMIT_PER_ADDRESS,
    accountKey: (scope: string, email: string) => `${scope}:account:${email.toLowerCase()}`,
    addressKey: (scope: string, ip: string) => `${scope}:address:${ip}`,
    /** Counts one attempt against each key; 429 when any is over its limit. */
    async limit(keys: { key: string; max: number }[]) {
      const decisions = await Promise.all(keys.map(({ key, max }) => limiter.hit(key, max, window)));
      const refused = decisions.filter((d) => !d.allowed);
      if (refused.length) throw tooManyAttempts(Math.max(...refused.map((d) => d.retryAfterSeconds)));
    },
    reset: (key: string) => limiter.reset(key, window),
    undo: (key: string) => limiter.undo(key, window),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
