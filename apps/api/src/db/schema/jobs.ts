// Drizzle definitions matching migrations 0020–0025 (job search vocabulary,
// saved jobs, alerts, applications, content around jobs). The search
// projection job_search_documents (0025) is written by triggers and read
// through SQL only, so it is not declared.
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApplicationStage } from '@talent/contracts/application-timeline';
import type { ApplicationStatus } from '@talent/contracts/applications';
import { candidates, jobs } from './platform.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const jobTerms = pgTable('job_terms', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  kind: text('kind').notNull(),
  jobCount: integer('job_count').notNull().default(0),
});

export const candidateSavedJobs = pgTable(
  'candidate_saved_jobs',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    isSaved: boolean('is_saved').notNull().default(false),
    savedAt: tz('saved_at'),
    viewedAt: tz('viewed_at'),
    viewCount: integer('view_count').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.jobId] })],
);

export const jobAlerts = pgTable('job_alerts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  searchTerm: text('search_term'),
  location: text('location'),
  experienceRange: text('experience_range'),
  experienceMin: integer('experience_min'),
  experienceMax: integer('experience_max'),
  jobSubCategory: text('job_sub_category'),
  company: text('company'),
  remote: boolean('remote'),
  frequency: text('frequency', { enum: ['instant', 'daily', 'weekly'] })
    .notNull()
    .default('instant'),
  criteriaKey: text('criteria_key').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
  deactivatedAt: tz('deactivated_at'),
  lastSentAt: tz('last_sent_at'),
});

export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);

export const jobAlertFeedback = pgTable('job_alert_feedback', {
  alertId: integer('alert_id')
    .primaryKey()
    .references(() => jobAlerts.id, { onDelete: 'cascade' }),
  isRelevant: boolean('is_relevant').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const candidateJobs = pgTable('candidate_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  jobId: integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  status: text('status').$type<ApplicationStatus>().notNull(),
  privacyPolicyStatus: boolean('privacy_policy_status').notNull().default(false),
  source: text('source').notNull(),
  sourcer: text('sourcer').notNull(),
  isIntCandidate: boolean('is_int_candidate').notNull().default(false),
  screeningAnswers: jsonb('screening_answers').$type<Record<string, string>>().notNull().default({}),
  screeningSubmittedAt: tz('screening_submitted_at'),
  emailClickedAt: tz('email_clicked_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  /** The current timeline stage (migration 0050), moved only by recordStageChange. */
  stage: text('stage').$type<ApplicationStage>().notNull().default('applied'),
  stageChangedAt: tz('stage_changed_at').notNull().defaultNow(),
  /** Counts transitions (migration 0200): a stale version answers 409 (decision 031). */
  version: integer('version').notNull().default(0),
});

export const externalApplications = pgTable('external_applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  jobId: integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  clickCount: integer('click_count').notNull().default(1),
  firstClickedAt: tz('first_clicked_at').notNull().defaultNow(),
  lastClickedAt: tz('last_clicked_at').notNull().defaultNow(),
});

export const candidateCampaignEvents = pgTable('candidate_campaign_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  campaign: text('campaign').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  placement: text('placement').notNull().default('home'),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  linkUrl: text('link_url'),
  linkText: text('link_text'),
  priority: integer('priority').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: tz('starts_at'),
  endsAt: tz('ends_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const promotionalCards = pgTable('promotional_cards', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  placement: text('placement').notNull().default('home'),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  linkText: text('link_text'),
  priority: integer('priority').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const jobSubCategoryMeta = pgTable('job_sub_category_meta', {
  jobSubCategory: text('job_sub_category').primaryKey(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  contentTitle: text('content_title').notNull().default(''),
  contentDescription: text('content_description').notNull().default(''),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
