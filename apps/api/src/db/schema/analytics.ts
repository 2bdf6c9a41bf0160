// Analytics events (migrations/0150_analytics.sql, decision 024).
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable('analytics_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  messageId: text('message_id').notNull().unique(),
  type: text('type').notNull(),
  event: text('event'),
  anonymousId: text('anonymous_id'),
  userId: text('user_id'),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  source: text('source').notNull().default('T500-Direct'),
  variant: integer('variant'),
  flowType: text('flow_type'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
