// Drizzle definitions matching migrations 0051 (offers, versions, templates,
// pay letters) and 0052 (surveys and the forms addressed to candidates).
import { bigint, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '@talent/contracts/constants';
import type { CtcStatus, OfferStatus } from '@talent/contracts/offers';
import type { SurveyAnswers, SurveyQuestion, SurveyTrigger } from '@talent/contracts/surveys';
import { candidateJobs } from './jobs.ts';
import { candidates, companies, users } from './platform.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const createdBy = () => uuid('created_by').references(() => users.id, { onDelete: 'set null' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const offerTemplates = pgTable('offer_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  body: text('body').notNull(),
  createdBy: createdBy(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const offers = pgTable('offers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  status: text('status').$type<OfferStatus>().notNull().default('open'),
  currentVersion: integer('current_version').notNull().default(1),
  expiresAt: tz('expires_at').notNull(),
  createdBy: createdBy(),
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
  acceptedAt: tz('accepted_at'),
  acceptedVersion: integer('accepted_version'),
  acceptedIp: text('accepted_ip'),
  acceptedUserAgent: text('accepted_user_agent'),
  declinedAt: tz('declined_at'),
  declineReason: text('decline_reason'),
  declineNote: text('decline_note').notNull().default(''),
  withdrawnAt: tz('withdrawn_at'),
  withdrawReason: text('withdraw_reason').notNull().default(''),
  expiredAt: tz('expired_at'),
});

export const offerVersions = pgTable(
  'offer_versions',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => offerTemplates.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    expiresAt: tz('expires_at').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    letterText: text('letter_text').notNull(),
    changeNote: text('change_note').notNull().default(''),
    createdBy: createdBy(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.version] })],
);

export interface OtherCtcComponent {
  label: string;
  amount: number;
}

export const ctcLetters = pgTable('ctc_letters', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
  status: text('status').$type<CtcStatus>().notNull().default('pending'),
  role: text('role').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  fixedAmount: money('fixed_amount').notNull(),
  variableAmount: money('variable_amount').notNull().default(0),
  bonusAmount: money('bonus_amount').notNull().default(0),
  otherComponents: jsonb('other_components').$type<OtherCtcComponent[]>().notNull().default([]),
  totalAmount: money('total_amount').notNull(),
  effectiveFrom: date('effective_from', { mode: 'string' }),
  note: text('note').notNull().default(''),
  createdBy: createdBy(),
  createdAt: tz('created_at').notNull(),
  acceptedAt: tz('accepted_at'),
  acceptedIp: text('accepted_ip'),
  acceptedUserAgent: text('accepted_user_agent'),
  declinedAt: tz('declined_at'),
  declineReason: text('decline_reason'),
  declineNote: text('decline_note').notNull().default(''),
  withdrawnAt: tz('withdrawn_at'),
  withdrawReason: text('withdraw_reason').notNull().default(''),
});

export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  trigger: text('trigger').$type<SurveyTrigger | 'platform'>().notNull(),
  questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
  createdBy: createdBy(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const surveyForms = pgTable('survey_forms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  surveyId: integer('survey_id')
    .notNull()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  applicationId: integer('application_id').references(() => candidateJobs.id, { onDelete: 'cascade' }),
  status: text('status').$type<'pending' | 'submitted'>().notNull().default('pending'),
  answers: jsonb('answers').$type<SurveyAnswers>(),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  sentAt: tz('sent_at').notNull(),
  submittedAt: tz('submitted_at'),
});
