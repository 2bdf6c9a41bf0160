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

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (payload.token_type !== 'access' || typeof payload.sub !== 'string') return null;
        if (typeof payload.candidate_id !== 'number' || typeof payload.email !== 'string') return null;
        const version = typeof payload.sv === 'number' ? payload.sv : 0;
        const family = typeof payload.fam === 'string' ? payload.fam : undefined;
        return {
          sub: payload.sub,
          candidate_id: payload.candidate_id,
          email: payload.email,
          session_version: version,
          ...(family ? { family } : {}),
        };
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
