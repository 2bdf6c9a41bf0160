// Drizzle definitions matching migration 0260 (decisions 043, 044): interviewer
// assignments, the team's history of an application, notes, scorecards and
// interviews.
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { InterviewStatus, LocationKind } from '@talent/contracts/interviews';
import type { Recommendation, ScorecardGroup } from '@talent/contracts/scorecards';
import { candidateJobs } from './jobs.ts';
import { hiringMembers, jobs } from './platform.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const applicationAssignments = pgTable(
  'application_assignments',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => candidateJobs.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => hiringMembers.id, { onDelete: 'cascade' }),
    assignedAt: tz('assigned_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.memberId] })],
);

export const applicationTeamEvents = pgTable('application_team_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  actorMemberId: integer('actor_member_id').references(() => hiringMembers.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  summary: text('summary').notNull(),
  subjectKind: text('subject_kind'),
  subjectId: integer('subject_id'),
  at: tz('at').notNull().defaultNow(),
});

export const applicationNotes = pgTable('application_notes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  authorMemberId: integer('author_member_id')
    .notNull()
    .references(() => hiringMembers.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  mentions: integer('mentions').array().notNull().default([]),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  deletedAt: tz('deleted_at'),
});

export const scorecardTemplates = pgTable('scorecard_templates', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  groups: jsonb('groups').$type<ScorecardGroup[]>().notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export interface StoredRating {
  group: string;
  attribute: string;
  rating: number;
  note: string;
}

export const scorecards = pgTable('scorecards', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => hiringMembers.id, { onDelete: 'cascade' }),
  ratings: jsonb('ratings').$type<StoredRating[]>().notNull(),
  recommendation: text('recommendation').$type<Recommendation>().notNull(),
  note: text('note').notNull().default(''),
  submittedAt: tz('submitted_at').notNull().defaultNow(),
});

export const interviews = pgTable('interviews', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  locationKind: text('location_kind').$type<LocationKind>().notNull(),
  location: text('location').notNull(),
  timeZone: text('time_zone').notNull(),
  candidateTimeZone: text('candidate_time_zone'),
  status: text('status').$type<InterviewStatus>().notNull().default('proposed'),
  startsAt: tz('starts_at'),
  endsAt: tz('ends_at'),
  uid: text('uid').notNull().unique(),
  sequence: integer('sequence').notNull().default(0),
  createdByMemberId: integer('created_by_member_id').references(() => hiringMembers.id, { onDelete: 'set null' }),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const interviewProposedTimes = pgTable(
  'interview_proposed_times',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.startsAt] })],
);

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => hiringMembers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.memberId] })],
);
