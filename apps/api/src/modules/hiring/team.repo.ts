// Queries of the hiring team: members, invitations and the activity log
// (migration 0060). Rows are mapped to contract types here.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { HiringActivity, HiringInvitation, HiringMe, HiringMember } from '@talent/contracts/hiring';
import { HIRING_ROLES, type HiringRole } from '@talent/contracts/hiring-roles';
import type { DbOrTx } from '../../db/client.ts';
import { hiringActivity, hiringInvitations } from '../../db/schema/hiring.ts';
import { companies, hiringMembers, users } from '../../db/schema/platform.ts';

const iso = (date: Date) => date.toISOString();
const roleOf = (role: string): HiringRole =>
  HIRING_ROLES.includes(role as HiringRole) ? (role as HiringRole) : 'recruiter';

export async function findMe(db: DbOrTx, memberId: number): Promise<HiringMe | null> {
  const [row] = await db
    .select({
      memberId: hiringMembers.id,
      role: hiringMembers.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
    })
    .from(hiringMembers)
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .innerJoin(companies, eq(companies.id, hiringMembers.companyId))
    .where(and(eq(hiringMembers.id, memberId), isNull(hiringMembers.removedAt)));
  if (!row) return null;
  return {
    member_id: row.memberId,
    role: roleOf(row.role),
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company: { id: row.companyId, name: row.companyName, slug: row.companySlug },
  };
}

export async function listMembers(db: DbOrTx, companyId: number): Promise<HiringMember[]> {
  const rows = await db
    .select({
      id: hiringMembers.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: hiringMembers.role,
      createdAt: hiringMembers.createdAt,
    })
    .from(hiringMembers)
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .where(and(eq(hiringMembers.companyId, companyId), isNull(hiringMembers.removedAt)))
    .orderBy(hiringMembers.createdAt, hiringMembers.id);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: roleOf(row.role),
    joined_at: iso(row.createdAt),
  }));
}

export async function findMember(db: DbOrTx, companyId: number, memberId: number) {
  const [row] = await db
    .select({ id: hiringMembers.id, userId: hiringMembers.userId, role: hiringMembers.role, email: users.email })
    .from(hiringMembers)
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .where(
      and(eq(hiringMembers.id, memberId), eq(hiringMembers.companyId, companyId), isNull(hiringMembers.removedAt)),
    );
  return row ? { ...row, role: roleOf(row.role) } : null;
}

export async function countAdmins(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hiringMembers)
    .where(
      and(eq(hiringMembers.companyId, companyId), eq(hiringMembers.role, 'admin'), isNull(hiringMembers.removedAt)),
    );
  return row?.n ?? 0;
}

export async function markMemberRemoved(db: DbOrTx, memberId: number, now: Date) {
  await db.update(hiringMembers).set({ removedAt: now }).where(eq(hiringMembers.id, memberId));
}

/** The membership row of a user, active or removed (user_id is unique). */
export async function membershipOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: hiringMembers.id, companyId: hiringMembers.companyId, removedAt: hiringMembers.removedAt })
    .from(hiringMembers)
    .where(eq(hiringMembers.userId, userId));
  return row ?? null;
}

/** Joins a user to a company's team; a removed member's row is reused (their history keeps its id). */
export async function upsertMembership(
  db: DbOrTx,
  input: { userId: string; companyId: number; role: HiringRole; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(hiringMembers)
    .values({ userId: input.userId, companyId: input.companyId, role: input.role, createdAt: input.now })
    .onConflictDoUpdate({
      target: hiringMembers.userId,
      set: { companyId: input.companyId, role: input.role, createdAt: input.now, removedAt: null },
      // an active membership is never taken over
      setWhere: sql`${hiringMembers.removedAt} IS NOT NULL`,
    })
    .returning({ id: hiringMembers.id });
  if (!row) throw new Error('membership is active');
  return row.id;
}

export async function isActiveMemberEmail(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: hiringMembers.id })
    .from(hiringMembers)
    .innerJoin(users, eq(users.id, hiringMembers.userId))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(hiringMembers.removedAt)));
  return Boolean(row);
}

export async function userByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL` })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

const invitationColumns = {
  id: hiringInvitations.id,
  email: hiringInvitations.email,
  role: hiringInvitations.role,
  createdAt: hiringInvitations.createdAt,
  expiresAt: hiringInvitations.expiresAt,
};
const toInvitation = (row: {
  id: number;
  email: string;
  role: string;
  createdAt: Date;
  expiresAt: Date;
}): HiringInvitation => ({
  id: row.id,
  email: row.email,
  role: roleOf(row.role),
  created_at: iso(row.createdAt),
  expires_at: iso(row.expiresAt),
});

const open = (now: Date) =>
  and(isNull(hiringInvitations.acceptedAt), isNull(hiringInvitations.revokedAt), gt(hiringInvitations.expiresAt, now));

export async function listOpenInvitations(db: DbOrTx, companyId: number, now: Date): Promise<HiringInvitation[]> {
  const rows = await db
    .select(invitationColumns)
    .from(hiringInvitations)
    .where(and(eq(hiringInvitations.companyId, companyId), open(now)))
    .orderBy(desc(hiringInvitations.createdAt), desc(hiringInvitations.id));
  return rows.map(toInvitation);
}

/** A newer invitation replaces the open ones for the same address and company. */
export async function revokeOpenInvitationsFor(db: DbOrTx, companyId: number, email: string, now: Date) {
  await db
    .update(hiringInvitations)
    .set({ revokedAt: now })
    .where(and(eq(hiringInvitations.companyId, companyId), eq(hiringInvitations.email, email), open(now)));
}

export async function insertInvitation(
  db: DbOrTx,
  input: {
    companyId: number;
    email: string;
    role: HiringRole;
    tokenHash: string;
    invitedByMemberId: number | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<HiringInvitation> {
  const [row] = await db
    .insert(hiringInvitations)
    .values({
      companyId: input.companyId,
      email: input.email,
      role: input.role,
      tokenHash: input.tokenHash,
      invitedByMemberId: input.invitedByMemberId,
      createdAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning(invitationColumns);
  return toInvitation(row!);
}

export async function revokeInvitation(db: DbOrTx, companyId: number, invitationId: number, now: Date) {
  const rows = await db
    .update(hiringInvitations)
    .set({ revokedAt: now })
    .where(and(eq(hiringInvitations.id, invitationId), eq(hiringInvitations.companyId, companyId), open(now)))
    .returning({ id: hiringInvitations.id, email: hiringInvitations.email });
  return rows[0] ?? null;
}

/** An open invitation by its token's digest, with its company. */
export async function findOpenInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      ...invitationColumns,
      companyId: hiringInvitations.companyId,
      companyName: companies.name,
    })
    .from(hiringInvitations)
    .innerJoin(companies, eq(companies.id, hiringInvitations.companyId))
    .where(and(eq(hiringInvitations.tokenHash, tokenHash), open(now)));
  return row ? { ...row, role: roleOf(row.role) } : null;
}

/** Single use: only one caller can claim an open invitation. */
export async function claimInvitation(db: DbOrTx, invitationId: number, userId: string, now: Date) {
  const rows = await db
    .update(hiringInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(and(eq(hiringInvitations.id, invitationId), open(now)))
    .returning({ id: hiringInvitations.id });
  return rows.length === 1;
}

/** How the activity list names a user: their name, else their e-mail. */
export async function userLabel(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() || row.email : 'A former member';
}

export async function recordActivity(
  db: DbOrTx,
  entry: {
    companyId: number;
    actorUserId: string | null;
    /** Defaults to the actor's name at the time. */
    actorLabel?: string;
    action: string;
    subjectKind: string;
    subjectId: number | null;
    summary: string;
    at: Date;
  },
) {
  const actorLabel = entry.actorLabel ?? (entry.actorUserId ? await userLabel(db, entry.actorUserId) : 'Operator');
  await db.insert(hiringActivity).values({ ...entry, actorLabel });
}

export async function listActivity(db: DbOrTx, companyId: number, limit = 100): Promise<HiringActivity[]> {
  const rows = await db
    .select()
    .from(hiringActivity)
    .where(eq(hiringActivity.companyId, companyId))
    .orderBy(desc(hiringActivity.at), desc(hiringActivity.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actorLabel,
    action: row.action,
    subject_kind: row.subjectKind,
    subject_id: row.subjectId,
    summary: row.summary,
    at: iso(row.at),
  }));
}

export async function companyBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.slug, slug));
  return row ?? null;
}
