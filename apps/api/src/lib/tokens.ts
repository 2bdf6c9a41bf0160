// Short-lived access JWTs (HS256). Refresh tokens are opaque random strings
// stored hashed by the auth module (docs/decisions/004-token-storage.md).
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  /** user id */
  sub: string;
  candidate_id: number;
  email: string;
  /** users.session_version when issued; a later bump (password change, reset) voids the token. */
  session_version?: number;
  /** The refresh-token family of the sign-in; revoking it (logout, replay) ends this token too (decision 014). */
  family?: string;
}

const ISSUER = 'talent-platform';
const AUDIENCE = 'talent-platform-api';

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
}

/** Verified access tokens kept (decision 039): a signed-in page asks several reads with the same token. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's signature and claims never change: once verified, only its expiry
  // is checked again. Insertion order is the eviction order (oldest first).
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, exp: unknown) => {
    if (typeof exp !== 'number') return;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: exp * 1000 });
  };
  return {
    async signAccess(claims) {
      return new SignJWT({
        candidate_id: claims.candidate_id,
        email: claims.email,
        sv: claims.session_version ?? 0,
        ...(claims.family ? { fam: claims.family } : {}),
        token_type: 'access',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(randomBytes(8).toString('hex'))
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: a token whose `exp` is now or past has expired
        if (Math.floor(Date.now() / 1000) * 1000 < known.expiresAt) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (payload.token_type !== 'access' || typeof payload.sub !== 'string') return null;
        if (typeof payload.candidate_id !== 'number' || typeof payload.email !== 'string') return null;
        const version = typeof payload.sv === 'number' ? payload.sv : 0;
        const family = typeof payload.fam === 'string' ? payload.fam : undefined;
        const claims: AccessClaims = {
          sub: payload.sub,
          candidate_id: payload.candidate_id,
          email: payload.email,
          session_version: version,
          ...(family ? { family } : {}),
        };
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** An opaque secret for refresh tokens, reset links, verification links. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** Only this digest is stored, so a database leak does not leak usable tokens. */
export const digestToken = (token: string) => createHash('sha256').update(token).digest('hex');
