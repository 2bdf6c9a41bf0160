// Drizzle table definitions matching migrations/0001_platform.sql.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  sessionVersion: integer('session_version').notNull().default(0),
  marketingEmailConsent: boolean('marketing_email_consent').notNull().default(false),
  cookieIsNecessary: boolean('cookie_is_necessary'),
  cookieIsAnalytical: boolean('cookie_is_analytical'),
  cookieIsMarketing: boolean('cookie_is_marketing'),
  isActive: boolean('is_active').notNull().default(true),
  // migrations/0150_analytics.sql: may read the product-wide analytics (decision 024)
  isOperator: boolean('is_operator').notNull().default(false),
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
  // spec 02 §3, the full profile (migrations/0010_candidate_profile.sql)
  gender: text('gender'),
  currentLocation: text('current_location'),
  workflowStatus: text('workflow_status'),
  interviewSlotsSelected: jsonb('interview_slots_selected').$type<unknown[]>().notNull().default([]),
  interviewSlotsConfirmed: jsonb('interview_slots_confirmed').$type<Record<string, unknown>>().notNull().default({}),
  currentAnnualSalary: numeric('current_annual_salary', { precision: 14, scale: 2 }),
  currentSalaryCurrency: text('current_salary_currency').notNull().default('INR'),
  expectedSalary: numeric('expected_salary', { precision: 14, scale: 2 }),
  expectedSalaryCurrency: text('expected_salary_currency').notNull().default('INR'),
  expectedSalaryFrom: numeric('expected_salary_from', { precision: 14, scale: 2 }),
  expectedSalaryTo: numeric('expected_salary_to', { precision: 14, scale: 2 }),
  desiredSalary: numeric('desired_salary', { precision: 14, scale: 2 }),
  fixedSalary: numeric('fixed_salary', { precision: 14, scale: 2 }),
  variableSalary: numeric('variable_salary', { precision: 14, scale: 2 }),
  bonusSalary: numeric('bonus_salary', { precision: 14, scale: 2 }),
  fixedCtc: numeric('fixed_ctc', { precision: 14, scale: 2 }),
  otherCtcComponents: numeric('other_ctc_components', { precision: 14, scale: 2 }),
  eops: numeric('eops', { precision: 14, scale: 2 }),
  perksAndBenefits: text('perks_and_benefits'),
  noticePeriod: integer('notice_period'),
  servingNoticePeriod: boolean('serving_notice_period').notNull().default(false),
  lastWorkingDateOfNoticePeriod: date('last_working_date_of_notice_period'),
  joiningRange: text('joining_range'),
  numberOfDays: integer('number_of_days'),
  lookingForRole: boolean('looking_for_role'),
  experienceYears: numeric('experience_years', { precision: 4, scale: 2 }),
  experienceMonths: integer('experience_months'),
  isFresher: boolean('is_fresher').notNull().default(false),
  skills: jsonb('skills').$type<{ name: string; exp_years: string }[]>().notNull().default([]),
  preferredCountry: text('preferred_country')
    .array()
    .notNull()
    .default(sql`'{}'`),
  preferredLocations: text('preferred_locations')
    .array()
    .notNull()
    .default(sql`'{}'`),
  openToRemoteWork: boolean('open_to_remote_work'),
  jobType: text('job_type')
    .array()
    .notNull()
    .default(sql`'{}'`),
  jobNature: text('job_nature'),
  jobProfilePreference: text('job_profile_preference'),
  linkedin: text('linkedin'),
  stackOverflow: text('stack_overflow'),
  github: text('github'),
  portfolioLink: text('portfolio_link'),
  isConfirm: boolean('is_confirm').notNull().default(false),
  profileImageKey: text('profile_image_key'),
  resumeKey: text('resume_key'),
  resumeFilename: text('resume_filename'),
  resumeFileSize: integer('resume_file_size'),
  resumeContentType: text('resume_content_type'),
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
  // the hiring workspace (migration 0060)
  applicantCountries: text('applicant_countries')
    .array()
    .notNull()
    .default(sql`'{}'`),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  wasPublished: boolean('was_published').notNull().default(true),
  createdByMemberId: integer('created_by_member_id'),
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
  /** The request that enqueued it (decision 034). */
  requestId: text('request_id'),
  createdAt: timestamps.createdAt,
});

export const devOutbox = pgTable('dev_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  /** Migration 0040: e-mail attachments (a calendar invitation). */
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; content: string }[]>()
    .notNull()
    .default([]),
  createdAt: timestamps.createdAt,
});

export const hiringMembers = pgTable('hiring_members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  role: text('role').notNull().default('recruiter'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});
