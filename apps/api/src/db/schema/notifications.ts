// Drizzle definitions matching migration 0200: in-app notifications and
// e-mail preferences (decision 032).
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationCategory } from '@talent/contracts/application-lifecycle';
import { candidateJobs } from './jobs.ts';
import { users } from './platform.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  category: text('category').$type<NotificationCategory>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  applicationId: integer('application_id').references(() => candidateJobs.id, { onDelete: 'cascade' }),
  createdAt: tz('created_at').notNull().defaultNow(),
  readAt: tz('read_at'),
});

export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<Exclude<NotificationCategory, 'action_required'>>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);
