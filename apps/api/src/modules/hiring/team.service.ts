// The hiring team (decision 017): invitations by e-mail with single-use,
// expiring links; accepting with a new account (the auth service's sign-up,
// so the same password rules) or as the signed-in account the invitation was
// sent to; listing and removing members. Every change is written to the
// company's activity log in the same transaction.
import {
  HIRING_INVITATION_TTL_SECONDS,
  HiringMessages,
  type AcceptedInvitation,
  type HiringMe,
  type HiringRole,
  type HiringTeam,
  type InvitationPreview,
} from '@talent/contracts/hiring';
import type { LoginResponse } from '@talent/contracts/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { digestToken, randomToken } from '../../lib/tokens.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import { invitationEmail, invitationPath } from './hiring-emails.ts';
import * as repo from './team.repo.ts';

export interface TeamServiceDeps {
  db: Db;
  now: () => Date;
  /** The auth service's sign-up: same password rules and e-mail checks as candidates. */
  signUp: (
    input: { first_name: string; last_name: string; email: string; password: string },
    origin: { ip: string; baseUrl: string },
  ) => Promise<LoginResponse>;
}

const invitationGone = () => notFound(HiringMessages.invitationInvalid);
const displayName = (me: { first_name: string; last_name: string; email: string }) =>
  `${me.first_name} ${me.last_name}`.trim() || me.email;

/** Creates an invitation and enqueues its e-mail (sent by the worker after commit). */
export async function createInvitation(
  tx: DbOrTx,
  input: {
    companyId: number;
    companyName: string;
    email: string;
    role: HiringRole;
    inviter: { memberId: number; userId: string; name: string } | null;
    baseUrl: string;
    now: Date;
  },
) {
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + HIRING_INVITATION_TTL_SECONDS * 1000);
  await repo.revokeOpenInvitationsFor(tx, input.companyId, input.email, input.now);
  const invitation = await repo.insertInvitation(tx, {
    companyId: input.companyId,
    email: input.email,
    role: input.role,
    tokenHash: digestToken(token),
    invitedByMemberId: input.inviter?.memberId ?? null,
    now: input.now,
    expiresAt,
  });
  const link = `${input.baseUrl.replace(/\/$/, '')}${invitationPath(token)}`;
  await enqueueEmail(
    tx,
    invitationEmail({
      to: input.email,
      companyName: input.companyName,
      inviterName: input.inviter?.name ?? null,
      link,
      expiresAt,
    }),
  );
  await repo.recordActivity(tx, {
    companyId: input.companyId,
    actorUserId: input.inviter?.userId ?? null,
    actorLabel: input.inviter?.name ?? 'Operator',
    action: 'member.invited',
    subjectKind: 'invitation',
    subjectId: invitation.id,
    summary: `Invited ${input.email} as ${input.role}.`,
    at: input.now,
  });
  return { invitation, link };
}

export function createTeamService(deps: TeamServiceDeps) {
  const { db } = deps;

  async function me(hiring: HiringContext): Promise<HiringMe> {
    const found = await repo.findMe(db, hiring.memberId);
    if (!found) throw notFound();
    return found;
  }

  async function join(tx: DbOrTx, invitation: { id: number; companyId: number; role: HiringRole }, userId: string) {
    const now = deps.now();
    const current = await repo.membershipOfUser(tx, userId);
    if (current && !current.removedAt) throw detailError(409, HiringMessages.alreadyMember);
    if (!(await repo.claimInvitation(tx, invitation.id, userId, now))) throw invitationGone();
    const memberId = await repo.upsertMembership(tx, {
      userId,
      companyId: invitation.companyId,
      role: invitation.role,
      now,
    });
    const joined = (await repo.findMe(tx, memberId))!;
    await repo.recordActivity(tx, {
      companyId: invitation.companyId,
      actorUserId: userId,
      actorLabel: displayName(joined),
      action: 'member.joined',
      subjectKind: 'member',
      subjectId: memberId,
      summary: `${joined.email} joined the team as ${joined.role}.`,
      at: now,
    });
    return joined;
  }

  return {
    me,

    async team(hiring: HiringContext): Promise<HiringTeam> {
      return {
        members: await repo.listMembers(db, hiring.companyId),
        invitations: await repo.listOpenInvitations(db, hiring.companyId, deps.now()),
      };
    },

    async invite(hiring: HiringContext, input: { email: string; role: HiringRole }, baseUrl: string) {
      const inviter = await me(hiring);
      if (input.role === 'admin' && hiring.role !== 'admin') throw detailError(403, HiringMessages.adminOnly);
      if (await repo.isActiveMemberEmail(db, input.email))
        throw fieldErrors({ email: HiringMessages.alreadyMember }, 409);
      return db.transaction(async (tx) => {
        const { invitation } = await createInvitation(tx, {
          companyId: hiring.companyId,
          companyName: inviter.company.name,
          email: input.email,
          role: input.role,
          inviter: { memberId: hiring.memberId, userId: hiring.userId, name: displayName(inviter) },
          baseUrl,
          now: deps.now(),
        });
        return invitation;
      });
    },

    async revokeInvitation(hiring: HiringContext, invitationId: number) {
      const actor = await me(hiring);
      await db.transaction(async (tx) => {
        const now = deps.now();
        const revoked = await repo.revokeInvitation(tx, hiring.companyId, invitationId, now);
        if (!revoked) throw notFound();
        await repo.recordActivity(tx, {
          companyId: hiring.companyId,
          actorUserId: hiring.userId,
          actorLabel: displayName(actor),
          action: 'member.invitation_revoked',
          subjectKind: 'invitation',
          subjectId: invitationId,
          summary: `Withdrew the invitation of ${revoked.email}.`,
          at: now,
        });
      });
    },

    async removeMember(hiring: HiringContext, memberId: number) {
      const actor = await me(hiring);
      const target = await repo.findMember(db, hiring.companyId, memberId);
      if (!target) throw notFound();
      if (hiring.role !== 'admin') throw detailError(403, HiringMessages.adminOnly);
      if (target.id === hiring.memberId) throw detailError(409, HiringMessages.removeSelf);
      await db.transaction(async (tx) => {
        if (target.role === 'admin' && (await repo.countAdmins(tx, hiring.companyId)) <= 1) {
          throw detailError(409, HiringMessages.lastAdmin);
        }
        const now = deps.now();
        await repo.markMemberRemoved(tx, target.id, now);
        await repo.recordActivity(tx, {
          companyId: hiring.companyId,
          actorUserId: hiring.userId,
          actorLabel: displayName(actor),
          action: 'member.removed',
          subjectKind: 'member',
          subjectId: target.id,
          summary: `Removed ${target.email} from the team.`,
          at: now,
        });
      });
    },

    activity: (hiring: HiringContext) => repo.listActivity(db, hiring.companyId),

    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await repo.findOpenInvitation(db, digestToken(token), deps.now());
      if (!invitation) throw invitationGone();
      const user = await repo.userByEmail(db, invitation.email);
      return {
        email: invitation.email,
        company_name: invitation.companyName,
        role: invitation.role,
        expires_at: invitation.expiresAt.toISOString(),
        has_account: Boolean(user),
      };
    },

    /** A new account: the auth service signs it up (password rules, unique e-mail), then it joins. */
    async acceptWithNewAccount(
      token: string,
      input: { first_name: string; last_name: string; password: string },
      origin: { ip: string; baseUrl: string },
    ): Promise<AcceptedInvitation> {
      const invitation = await repo.findOpenInvitation(db, digestToken(token), deps.now());
      if (!invitation) throw invitationGone();
      const session = await deps.signUp({ ...input, email: invitation.email }, origin);
      const user = await repo.userByEmail(db, invitation.email);
      const joined = await db.transaction((tx) => join(tx, invitation, user!.id));
      return { token: session.token, refresh: session.refresh, me: joined };
    },

    /** The signed-in account accepts an invitation sent to its own address. */
    async acceptAsUser(token: string, user: { userId: string; email: string }): Promise<HiringMe> {
      const invitation = await repo.findOpenInvitation(db, digestToken(token), deps.now());
      if (!invitation) throw invitationGone();
      if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
        throw detailError(403, HiringMessages.invitationOtherEmail);
      }
      return db.transaction((tx) => join(tx, invitation, user.userId));
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
