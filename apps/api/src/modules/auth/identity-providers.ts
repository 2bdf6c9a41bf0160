// Sign-in through identity providers (spec 01 §7 one-tap; the LinkedIn return
// point of spec 01 §2). Google ID tokens are verified with jose against the
// provider's JWKS: signature, audience, issuer and expiry (on the injected
// clock). LinkedIn: the authorisation code is exchanged at the token endpoint
// and the profile read from the userinfo endpoint. Addresses are configurable.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { AuthMessages } from '@talent/contracts/auth';
import type { Config } from '../../config/env.ts';
import { HttpError, detailError, nonFieldError } from '../../lib/errors.ts';

export interface ProviderProfile {
  provider: 'google' | 'linkedin';
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const truthy = (value: unknown) => value === true || value === 'true';

function namesOf(claims: Record<string, unknown>) {
  const given = typeof claims.given_name === 'string' ? claims.given_name : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name : '';
  if (given || family) return { firstName: given.slice(0, 50), lastName: family.slice(0, 50) };
  const [first = '', ...rest] = (typeof claims.name === 'string' ? claims.name : '').trim().split(/\s+/);
  return { firstName: first.slice(0, 50), lastName: rest.join(' ').slice(0, 50) };
}

const unavailable = () => detailError(503, AuthMessages.providerNotConfigured);
const failed = () => detailError(502, AuthMessages.providerFailed);

export function createGoogleVerifier(config: Config, now: () => Date) {
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async function verifyGoogleIdToken(idToken: string): Promise<ProviderProfile> {
    const audience = config.GOOGLE_CLIENT_ID;
    if (!audience) throw unavailable();
    jwks ??= createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        audience,
        issuer: config.GOOGLE_ISSUERS,
        currentDate: now(),
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      // the provider's key set could not be fetched: not the caller's fault
      if (
        error instanceof joseErrors.JWKSTimeout ||
        (error instanceof Error && !(error instanceof joseErrors.JOSEError))
      )
        throw failed();
      throw nonFieldError(AuthMessages.oneTapInvalid);
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw nonFieldError(AuthMessages.oneTapInvalid);
    }
    return {
      provider: 'google',
      subject: payload.sub,
      email: payload.email.toLowerCase(),
      emailVerified: truthy(payload.email_verified),
      ...namesOf(payload),
    };
  };
}

const TokenResponseSchema = z.object({ access_token: z.string().min(1) });
const UserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

export function createLinkedInClient(config: Config) {
  return async function linkedInProfile(code: string, redirectUri: string): Promise<ProviderProfile> {
    if (!config.LINKEDIN_CLIENT_ID || !config.LINKEDIN_CLIENT_SECRET) throw unavailable();
    let tokenResponse: Response;
    let userInfoResponse: Response;
    try {
      tokenResponse = await fetch(config.LINKEDIN_TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.LINKEDIN_CLIENT_ID,
          client_secret: config.LINKEDIN_CLIENT_SECRET,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      // an unknown, used or expired code is the caller's problem, not an outage
      if (tokenResponse.status >= 400 && tokenResponse.status < 500) throw nonFieldError(AuthMessages.providerFailed);
      if (!tokenResponse.ok) throw failed();
      const token = TokenResponseSchema.safeParse(await tokenResponse.json());
      if (!token.success) throw failed();
      userInfoResponse = await fetch(config.LINKEDIN_USERINFO_URL, {
        headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw failed();
    }
    if (!userInfoResponse.ok) throw failed();
    const info = UserInfoSchema.safeParse(await userInfoResponse.json().catch(() => null));
    if (!info.success) throw failed();
    return {
      provider: 'linkedin',
      subject: info.data.sub,
      email: info.data.email.toLowerCase(),
      emailVerified: truthy(info.data.email_verified),
      ...namesOf(info.data),
    };
  };
}
