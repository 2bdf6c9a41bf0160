// Drizzle table definitions matching migrations/0002_auth.sql.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './platform.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  revokedAt: ts('revoked_at'),
});

export type AccountTokenPurpose = 'password_reset' | 'email_verification' | 'account_deletion';

export const accountTokens = pgTable('account_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const phoneOtps = pgTable('phone_otps', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  phone: text('phone').notNull(),
  phoneLocation: text('phone_location').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  verifiedAt: ts('verified_at'),
});

export const userIdentities = pgTable('user_identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
