// Drizzle table definition matching migrations/0195_pending_signups.sql.
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const pendingSignups = pgTable('pending_signups', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  referralCode: text('referral_code'),
  isLeadershipJob: boolean('is_leadership_job').notNull().default(false),
  marketingEmailConsent: boolean('marketing_email_consent').notNull().default(false),
  returnTo: text('return_to'),
  tokenHash: text('token_hash').unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
