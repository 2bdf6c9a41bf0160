// Drizzle definitions matching migration 0060: hiring-team invitations and the
// company's activity log (decision 017).
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HiringRole } from '@talent/contracts/hiring-roles';
import { companies, hiringMembers, users } from './platform.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const hiringInvitations = pgTable('hiring_invitations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role').$type<HiringRole>().notNull().default('recruiter'),
  tokenHash: text('token_hash').notNull().unique(),
  invitedByMemberId: integer('invited_by_member_id').references(() => hiringMembers.id, { onDelete: 'set null' }),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  acceptedAt: tz('accepted_at'),
  acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: tz('revoked_at'),
});

export const hiringActivity = pgTable('hiring_activity', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  actorLabel: text('actor_label').notNull(),
  action: text('action').notNull(),
  subjectKind: text('subject_kind').notNull(),
  subjectId: integer('subject_id'),
  summary: text('summary').notNull(),
  at: tz('at').notNull().defaultNow(),
});
