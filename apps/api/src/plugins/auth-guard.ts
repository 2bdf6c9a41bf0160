// Bearer access-token guard. Routes declare `preHandler: app.requireAuth` and
// read request.auth; candidate-owned paths compare the id in the path with
// request.auth.candidateId and answer 404 on a mismatch (conventions §3).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/platform.ts';
import { Messages } from '@talent/contracts/messages';
import { unauthorized, notFound } from '../lib/errors.ts';
import type { TokenService } from '../lib/tokens.ts';

export interface AuthContext {
  userId: string;
  candidateId: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}

/** The caller, or 401. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** spec: a candidate never reads another's data; another candidate's id answers 404. */
export function assertOwnCandidate(request: FastifyRequest, candidateId: number | string): AuthContext {
  const auth = authOf(request);
  if (Number(candidateId) !== auth.candidateId) throw notFound();
  return auth;
}

export const authGuardPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService; db: Db }) => {
    app.decorateRequest('auth', null);
    const resolve = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) return null;
      const claims = await options.tokens.verifyAccess(token);
      if (!claims) throw unauthorized(Messages.invalidToken);
      // One primary-key read: a deleted or deactivated account, or a token
      // issued before a password change or reset, is no longer a session.
      const [user] = await options.db
        .select({ isActive: users.isActive, sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.id, claims.sub));
      if (!user || !user.isActive || user.sessionVersion !== (claims.session_version ?? 0)) {
        throw unauthorized(Messages.invalidToken);
      }
      return { userId: claims.sub, candidateId: claims.candidate_id, email: claims.email };
    };
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      const auth = await resolve(request);
      if (!auth) throw unauthorized();
      request.auth = auth;
    });
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.auth = await resolve(request).catch(() => null);
    });
  },
  { name: 'auth-guard' },
);
