// Drizzle table definitions matching migrations/0010_candidate_profile.sql:
// the candidate's experience items and qualifications (degrees and
// certificates in one table, told apart by qualification_type).
import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { candidates } from './platform.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const candidateExperiences = pgTable('candidate_experiences', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  companyName: text('company_name').notNull(),
  experienceRoles: text('experience_roles')
    .array()
    .notNull()
    .default(sql`'{}'`),
  employmentType: text('employment_type'),
  location: text('location').notNull().default(''),
  salary: numeric('salary', { precision: 14, scale: 2 }),
  salaryCurrency: text('salary_currency'),
  durationStart: date('duration_start').notNull(),
  durationEnd: date('duration_end'),
  isCurrent: boolean('is_current').notNull().default(false),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const candidateQualifications = pgTable('candidate_qualifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  qualificationType: text('qualification_type').$type<'degree' | 'certificate'>().notNull(),
  educationType: text('education_type').$type<'degree' | 'certificate' | 'diploma'>().notNull(),
  name: text('name').notNull(),
  institution: text('institution').notNull().default(''),
  fieldOfStudy: text('field_of_study').notNull().default(''),
  grade: text('grade').notNull().default(''),
  country: text('country'),
  durationStart: date('duration_start'),
  durationEnd: date('duration_end'),
  ...timestamps,
});
