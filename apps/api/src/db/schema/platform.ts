// Drizzle table definitions matching migrations/0001_platform.sql.
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  onboardingStatus: text('onboarding_status').notNull().default('SIGNED_UP'),
  onboardingComplete: boolean('onboarding_complete').notNull().default(false),
  backPage: text('back_page'),
  emailVerified: boolean('email_verified').notNull().default(false),
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  usingDefaultPassword: boolean('using_default_password').notNull().default(false),
  loginCount: integer('login_count').notNull().default(0),
  marketingEmailConsent: boolean('marketing_email_consent').notNull().default(false),
  cookieIsNecessary: boolean('cookie_is_necessary'),
  cookieIsAnalytical: boolean('cookie_is_analytical'),
  cookieIsMarketing: boolean('cookie_is_marketing'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const candidates = pgTable('candidates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  phoneLocation: text('phone_location').notNull().default('+91'),
  countryCode: text('country_code').notNull().default('IN'),
  campaign: text('campaign'),
  candidateOnboardingSegmentation: integer('candidate_onboarding_segmentation').notNull().default(0),
  referralCode: text('referral_code'),
  isLeadershipJob: boolean('is_leadership_job').notNull().default(false),
  ...timestamps,
});

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortDescription: text('short_description').notNull().default(''),
  about: text('about').notNull().default(''),
  logoUrl: text('logo_url'),
  website: text('website'),
  industry: text('industry'),
  size: text('size'),
  founded: integer('founded'),
  headquarters: text('headquarters'),
  priority: integer('priority').notNull().default(0),
  createdAt: timestamps.createdAt,
});

export interface ScreeningQuestion {
  id: string;
  question: string;
  kind: 'text' | 'yes_no' | 'choice';
  options?: string[];
}

export const jobs = pgTable('jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  jobCode: text('job_code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  location: text('location').notNull().default(''),
  countryCode: text('country_code').notNull().default('IN'),
  isRemote: boolean('is_remote').notNull().default(false),
  employmentType: text('employment_type').notNull().default('FULL_TIME'),
  jobCategory: text('job_category').notNull().default(''),
  jobSubCategory: text('job_sub_category').notNull().default(''),
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'`),
  experienceMin: integer('experience_min').notNull().default(0),
  experienceMax: integer('experience_max').notNull().default(0),
  salaryMin: integer('salary_min'),
  salaryMax: integer('salary_max'),
  salaryCurrency: text('salary_currency'),
  flowType: text('flow_type').notNull().default('regular'),
  isAnonymized: boolean('is_anonymized').notNull().default(false),
  isPublished: boolean('is_published').notNull().default(true),
  isLeadership: boolean('is_leadership').notNull().default(false),
  redirectionUrl: text('redirection_url'),
  isExternal: boolean('is_external').notNull().default(false),
  screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default([]),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  validThrough: timestamp('valid_through', { withTimezone: true }),
  ...timestamps,
});

export const queueJobs = pgTable('queue_jobs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  dedupeKey: text('dedupe_key').unique(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  createdAt: timestamps.createdAt,
});

export const devOutbox = pgTable('dev_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamps.createdAt,
});
