// Bearer access-token guard. Routes declare `preHandler: app.requireAuth` and
// read request.auth; candidate-owned paths compare the id in the path with
// request.auth.candidateId and answer 404 on a mismatch (docs/conventions.md §3).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import { candidates, hiringMembers, users } from '../db/schema/platform.ts';
import { HIRING_ROLES, type HiringRole } from '@talent/contracts/hiring-roles';
import { Messages } from '@talent/contracts/messages';
import { detailError, unauthorized, notFound } from '../lib/errors.ts';
import type { TokenService } from '../lib/tokens.ts';
import { createSessionMemo, SESSION_ROWS_CHANNEL } from '../lib/session-memo.ts';

export interface AuthContext {
  userId: string;
  candidateId: number;
  email: string;
  /** The refresh-token family the access token belongs to, when it names one. */
  family?: string;
  /**
   * The versions of what the candidate's own reads show, read with the session
   * (migration 0314 and the catalogue's of 0313): a kept read is answered only
   * under the versions it was computed at (decision 039).
   */
  readVersion: string;
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
  async (app: FastifyInstance, options: { tokens: TokenService; database: Database }) => {
    const { db } = options.database;
    app.decorateRequest('auth', null);
    app.decorateRequest('hiring', null);
    // One primary-key read: a deleted or deactivated account, or a token
    // issued before a password change or reset, is no longer a session.
    // The candidate and e-mail come from the database, never from the token's
    // claims, so a token signed with a leaked key cannot name another
    // candidate (decision 014). Built once and prepared: every signed-in
    // request runs it, and building its text was a fifth of a kept read's time (decision 039).
    const sessionOf = db
      .select({
        isActive: users.isActive,
        sessionVersion: users.sessionVersion,
        email: users.email,
        candidateId: candidates.id,
        // logout or a replayed refresh token revoked the sign-in: its access token ends at once
        // (a token without a family compares with null: no row)
        familyRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('family')} and ${refreshTokens.revokedAt} is not null)`,
        readVersion: sql<string>`coalesce((select version from candidate_read_versions where candidate_id = ${candidates.id}), 0)
          || '.' || (select version from fit_catalogue)`,
      })
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('auth_guard_session');
    type SessionRow = Awaited<ReturnType<typeof sessionOf.execute>>[number];
    const readSession = (userId: string, family: string | null) =>
      sessionOf.execute({ userId, family }).then((rows) => rows[0]);
    // One process owns a PGlite database: it keeps the rows it read and hears of
    // every change to them on commit (migration 0319), so a kept read needs no
    // statement at all (decision 039, 'One process, no guard statement').
    let sessionRow = readSession;
    if (options.database.engine === 'pglite') {
      const memo = createSessionMemo<SessionRow>();
      const stop = await options.database.listen(SESSION_ROWS_CHANNEL, (payload) => memo.heard(payload));
      app.addHook('onClose', async () => stop());
      sessionRow = (userId, family) =>
        memo.read(
          `${userId} ${family ?? ''}`,
          (row) => ({ userId, candidateId: row.candidateId, ...(family ? { family } : {}) }),
          () => readSession(userId, family),
        );
    }
    const resolve = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) return null;
      const claims = await options.tokens.verifyAccess(token);
      if (!claims || !UUID.test(claims.sub)) throw unauthorized(Messages.invalidToken);
      // as the database writes them: the kept rows are forgotten by the ids it announces
      const userId = claims.sub.toLowerCase();
      const family = claims.family && UUID.test(claims.family) ? claims.family.toLowerCase() : undefined;
      const user = await sessionRow(userId, family ?? null);
      if (!user || !user.isActive || user.familyRevoked || user.sessionVersion !== (claims.session_version ?? 0)) {
        throw unauthorized(Messages.invalidToken);
      }
      return {
        userId,
        candidateId: user.candidateId,
        email: user.email,
        readVersion: user.readVersion,
        ...(family ? { family } : {}),
      };
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
      const [member] = await db
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
