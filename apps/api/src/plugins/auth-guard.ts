// Bearer access-token guard. Routes declare `preHandler: app.requireAuth` and
// read request.auth; candidate-owned paths compare the id in the path with
// request.auth.candidateId and answer 404 on a mismatch (docs/conventions.md §3).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import { candidates, hiringMembers, users } from '../db/schema/platform.ts';
import { HIRING_ROLES, type HiringRole } from '@talent/contracts/hiring-roles';
import { Messages } from '@talent/contracts/messages';
import { detailError, unauthorized, notFound } from '../lib/errors.ts';
import type { TokenService } from '../lib/tokens.ts';

export interface AuthContext {
  userId: string;
  candidateId: number;
  email: string;
  /** The refresh-token family the access token belongs to, when it names one. */
  family?: string;
}

/** A hiring-team member acting for their company (decision 010). */
export interface HiringContext {
  userId: string;
  memberId: number;
  companyId: number;
  role: HiringRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    hiring: HiringContext | null;
  }
  interface FastifyInstance {
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireHiringMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** The hiring-team member calling, or 401 (routes with access 'hiring' always have one). */
export function hiringOf(request: FastifyRequest): HiringContext {
  if (!request.hiring) throw unauthorized();
  return request.hiring;
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
    app.decorateRequest('hiring', null);
    const resolve = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) return null;
      const claims = await options.tokens.verifyAccess(token);
      if (!claims || !UUID.test(claims.sub)) throw unauthorized(Messages.invalidToken);
      const family = claims.family && UUID.test(claims.family) ? claims.family : undefined;
      // One primary-key read: a deleted or deactivated account, or a token
      // issued before a password change or reset, is no longer a session.
      // The candidate and e-mail come from the database, never from the token's
      // claims, so a token signed with a leaked key cannot name another
      // candidate (decision 014).
      const [user] = await options.db
        .select({
          isActive: users.isActive,
          sessionVersion: users.sessionVersion,
          email: users.email,
          candidateId: candidates.id,
          // logout or a replayed refresh token revoked the sign-in: its access token ends at once
          familyRevoked: family
            ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${family} and ${refreshTokens.revokedAt} is not null)`
            : sql<boolean>`false`,
        })
        .from(users)
        .innerJoin(candidates, eq(candidates.userId, users.id))
        .where(eq(users.id, claims.sub));
      if (!user || !user.isActive || user.familyRevoked || user.sessionVersion !== (claims.session_version ?? 0)) {
        throw unauthorized(Messages.invalidToken);
      }
      return { userId: claims.sub, candidateId: user.candidateId, email: user.email, ...(family ? { family } : {}) };
    };
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      const auth = await resolve(request);
      if (!auth) throw unauthorized();
      request.auth = auth;
    });
    // A signed-in user who is not an active member of a hiring team may not use
    // the workspace: 403, so the client can say so (their own data is not at stake).
    app.decorate('requireHiringMember', async (request: FastifyRequest) => {
      const auth = await resolve(request);
      if (!auth) throw unauthorized();
      const [member] = await options.db
        .select({ id: hiringMembers.id, companyId: hiringMembers.companyId, role: hiringMembers.role })
        .from(hiringMembers)
        .where(and(eq(hiringMembers.userId, auth.userId), isNull(hiringMembers.removedAt)));
      if (!member) throw detailError(403, Messages.hiringTeamOnly);
      request.auth = auth;
      request.hiring = {
        userId: auth.userId,
        memberId: member.id,
        companyId: member.companyId,
        role: HIRING_ROLES.includes(member.role as HiringRole) ? (member.role as HiringRole) : 'interviewer',
      };
    });
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.auth = await resolve(request).catch(() => null);
    });
  },
  { name: 'auth-guard' },
);
