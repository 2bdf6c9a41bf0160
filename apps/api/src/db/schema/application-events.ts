// Drizzle definition matching migration 0050: the append-only application timeline.
import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationStage, StageActor, TimelineSubject } from '@talent/contracts/application-timeline';
import { candidateJobs } from './jobs.ts';
import { candidates, users } from './platform.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const applicationEvents = pgTable('application_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  stage: text('stage').$type<ApplicationStage>().notNull(),
  action: text('action').notNull(),
  summary: text('summary').notNull(),
  actor: text('actor').$type<StageActor>().notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  at: tz('at').notNull(),
  dueAt: tz('due_at'),
  subjectKind: text('subject_kind').$type<TimelineSubject['kind']>(),
  subjectId: integer('subject_id'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
});
