// Jobs, companies, saved jobs, alerts and applications: the shapes both sides
// share (spec 01 §3 job for apply, spec 02 §3 job card, company, alert,
// suggestion), the job filter query of spec 02 §2 and the page metadata of
// spec 02 §2/§9 (title patterns, indexing rule, JobPosting JSON-LD), so the
// server-rendered head and the client's head after navigation are one code.
import { z } from 'zod';
import { Messages } from './messages.ts';
import { freeText } from './fields.ts';
import { parseExperienceRange } from './job-query.ts';
import { IdSchema, PageQuerySchema, paginated } from './paging.ts';

// ---------------------------------------------------------------- filters

const optionalText = (max: number) =>
  freeText(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1'));

export const JobSearchQuerySchema = z.object({
  search_term: optionalText(100),
  experience_range: optionalText(10).refine((v) => v === undefined || parseExperienceRange(v) !== null, {
    message: 'Use a range like 2-5 or 12+.',
  }),
  location: optionalText(80),
  job_sub_category: optionalText(300),
  company: optionalText(300),
  remote: booleanParam,
  /** Recently viewed jobs by id (spec 01 §3 recentlyViewedJobs), comma-separated. */
  job_ids: z
    .string()
    .max(400)
    .regex(/^\d+(,\d+)*$/, 'Comma-separated job ids.')
    .refine((v) => v.split(',').every((id) => IdSchema.safeParse(id).success), { message: 'Not a job id.' })
    .optional(),
  ...PageQuerySchema.shape,
});
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;
export type JobSearchInput = z.input<typeof JobSearchQuerySchema>;

// ---------------------------------------------------------------- jobs

export const CompanyRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
});
export type CompanyRef = z.infer<typeof CompanyRefSchema>;

export const SalarySchema = z.object({ min: z.number(), max: z.number(), currency: z.string() });

/** The public job card (spec 01 §3 job for apply, spec 02 §3 job card details). */
export const JobCardSchema = z.object({
  id: z.number().int(),
  job_code: z.string(),
  slug: z.string(),
  title: z.string(),
  /** null when anonymized: the company is hidden (spec 02 §2). */
  company: CompanyRefSchema.nullable(),
  companyName: z.string(),
  location: z.string(),
  country_code: z.string(),
  is_remote: z.boolean(),
  employment_type: z.string(),
  job_category: z.string(),
  job_sub_category: z.string(),
  skills: z.array(z.string()),
  experience_min: z.number().int(),
  experience_max: z.number().int(),
  salary: SalarySchema.nullable(),
  flow_type: z.string(),
  is_anonymized: z.boolean(),
  is_leadership: z.boolean(),
  /** Count of screening questions (spec 01 §3 needsScreening). */
  needsScreening: z.number().int(),
  is_external: z.boolean(),
  redirection_url: z.string().nullable(),
  published_at: z.string(),
  valid_through: z.string().nullable(),
  /** The job's page, e.g. /jobs/northwind-labs/senior-backend-engineer-t5-10000/. */
  url: z.string(),
  /** Only for a signed-in caller. */
  is_saved: z.boolean().optional(),
  /** Only for a signed-in caller: they applied (and did not withdraw). */
  is_applied: z.boolean().optional(),
});
export type JobCard = z.infer<typeof JobCardSchema>;

export const CompanyDetailsSchema = CompanyRefSchema.extend({
  short_description: z.string(),
  about: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  founded: z.number().int().nullable(),
  headquarters: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const JobDetailsSchema = JobCardSchema.extend({
  description: z.string(),
  company_details: CompanyDetailsSchema.nullable(),
  is_published: z.boolean(),
  /** The caller's application to this job, when signed in and applied. */
  application_id: z.number().int().nullable().optional(),
});
export type JobDetails = z.infer<typeof JobDetailsSchema>;

/**
 * count_is_estimate: a very broad search answers the planner's estimate instead of counting every match.
 * corrected_search_term: the typed keyword found nothing, and the results are for this spelling (decision 018).
 */
export const JobSearchResponseSchema = paginated(JobCardSchema).extend({
  count_is_estimate: z.boolean().optional(),
  corrected_search_term: z.string().optional(),
});
export type JobSearchResponse = z.infer<typeof JobSearchResponseSchema>;

/** A recommended job says why it was picked ('Matches your skills React, TypeScript'). */
export const RecommendedJobSchema = JobCardSchema.extend({ reason: z.string() });
export type RecommendedJob = z.infer<typeof RecommendedJobSchema>;
export const RecommendedJobsResponseSchema = paginated(RecommendedJobSchema);

export const SuggestionSchema = z.object({ id: z.string(), text: z.string() });
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionsResponseSchema = z.array(SuggestionSchema);

export const AutoSuggestQuerySchema = z.object({ search_term: freeText(100).default('') });

const FilterOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int().optional() });
export const JobFiltersSchema = z.object({
  experience_ranges: z.array(FilterOptionSchema),
  locations: z.array(FilterOptionSchema),
  job_sub_categories: z.array(FilterOptionSchema.extend({ category: z.string() })),
  companies: z.array(FilterOptionSchema),
  remote: z.array(FilterOptionSchema),
});
export type JobFilters = z.infer<typeof JobFiltersSchema>;

export const JobCategorySchema = z.object({
  name: z.string(),
  count: z.number().int(),
  sub_categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type JobCategory = z.infer<typeof JobCategorySchema>;

export const SubCategoryMetaSchema = z.object({
  job_sub_category: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  content_title: z.string(),
  content_description: z.string(),
  open_jobs: z.number().int(),
});
export type SubCategoryMeta = z.infer<typeof SubCategoryMetaSchema>;

export const OpenJobsCountSchema = z.object({ count: z.number().int() });

// ---------------------------------------------------------------- companies

export const CompanySchema = CompanyDetailsSchema.extend({
  priority: z.number().int(),
  open_jobs: z.number().int(),
});
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListResponseSchema = paginated(CompanySchema);

/** /companies-evp/{companyId}/: spec 02 §3 company (company_about_section.name, id). */
export const CompanyEvpSchema = CompanySchema.extend({
  company_about_section: z.object({ id: z.number().int(), name: z.string(), about: z.string() }),
});
export type CompanyEvp = z.infer<typeof CompanyEvpSchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  placement: z.string(),
  title: z.string(),
  body: z.string(),
  link_url: z.string().nullable(),
  link_text: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const PromotionalCardSchema = z.object({
  id: z.number().int(),
  placement: z.string(),
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  link_text: z.string().nullable(),
});
export type PromotionalCard = z.infer<typeof PromotionalCardSchema>;

// ---------------------------------------------------------------- saved and recently viewed

/** POST /save-or-update-job/: save (default), unsave, or record a view. */
export const SaveJobBodySchema = z.object({
  job_id: IdSchema,
  is_saved: z.boolean().optional(),
  viewed: z.boolean().optional(),
});
export type SaveJobBody = z.infer<typeof SaveJobBodySchema>;

export const SavedJobStateSchema = z.object({
  job_id: z.number().int(),
  is_saved: z.boolean(),
  saved_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
});
export type SavedJobState = z.infer<typeof SavedJobStateSchema>;

export const SAVED_LIST_TYPES = ['saved', 'recently_viewed'] as const;
export const SavedListQuerySchema = z.object({
  type: z.enum(SAVED_LIST_TYPES).default('saved'),
  ...PageQuerySchema.shape,
});

// ---------------------------------------------------------------- alerts

const alertCriteria = {
  search_term: optionalText(100),
  location: optionalText(80),
  experience_range: optionalText(10).refine((v) => v === undefined || parseExperienceRange(v) !== null, {
    message: 'Use a range like 2-5 or 12+.',
  }),
  job_sub_category: optionalText(100),
  company: optionalText(100),
  remote: z.boolean().optional(),
};

/**
 * How often an alert e-mails its new jobs (our addition; spec 02 gives alerts no
 * schedule): at once, or at most one digest a day or a week.
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as jobs are posted',
  daily: 'Once a day',
  weekly: 'Once a week',
};

const hasCriterion = (v: Record<string, unknown>) =>
  Object.entries(v).some(([key, value]) => key !== 'frequency' && value !== undefined && value !== false);

export const JobAlertCreateSchema = z
  .object({ ...alertCriteria, frequency: z.enum(ALERT_FREQUENCIES).optional() })
  .refine(hasCriterion, {
    message: Messages.alertNeedsCriterion,
    path: ['non_field_errors'],
  });
export type JobAlertCreate = z.input<typeof JobAlertCreateSchema>;
/** PATCH of an alert: its whole search and frequency, as the edit form shows them (a blank filter is removed). */
export const JobAlertUpdateSchema = z
  .object({ ...alertCriteria, frequency: z.enum(ALERT_FREQUENCIES) })
  .refine(hasCriterion, {
    message: Messages.alertNeedsCriterion,
    path: ['non_field_errors'],
  });
export type JobAlertUpdate = z.input<typeof JobAlertUpdateSchema>;

export const JobAlertSchema = z.object({
  id: z.number().int(),
  search_term: z.string().nullable(),
  location: z.string().nullable(),
  experience_range: z.string().nullable(),
  job_sub_category: z.string().nullable(),
  company: z.string().nullable(),
  remote: z.boolean().nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  is_active: z.boolean(),
  label: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type JobAlert = z.infer<typeof JobAlertSchema>;
export const JobAlertListSchema = paginated(JobAlertSchema);

/** spec 02 §4: an empty alert_ids list together with deactivate_all deactivates every alert. */
export const DeactivateAlertsSchema = z
  .object({
    alert_ids: z.array(IdSchema).max(500).default([]),
    deactivate_all: z.boolean().default(false),
  })
  .refine((v) => v.alert_ids.length > 0 || v.deactivate_all, {
    message: 'Give alert_ids, or an empty list with deactivate_all.',
    path: ['alert_ids'],
  });
export const DeactivateAlertsResponseSchema = z.object({ deactivated: z.number().int() });

export const AlertFeedbackBodySchema = z.object({
  is_relevant: z.boolean(),
  comment: freeText(1000).optional(),
});
export const AlertFeedbackSchema = z.object({
  alert: JobAlertSchema,
  feedback: z.object({ is_relevant: z.boolean(), comment: z.string(), created_at: z.string() }).nullable(),
});
export type AlertFeedback = z.infer<typeof AlertFeedbackSchema>;

/** Human label of an alert: the keyword, then the filters. */
export function alertLabel(alert: {
  search_term?: string | null;
  location?: string | null;
  experience_range?: string | null;
  job_sub_category?: string | null;
  company?: string | null;
  remote?: boolean | null;
}): string {
  const parts = [
    alert.search_term,
    alert.job_sub_category,
    alert.company,
    alert.location ? `in ${alert.location}` : null,
    alert.experience_range ? `${alert.experience_range} years` : null,
    alert.remote ? 'remote' : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'All jobs';
}

// ---------------------------------------------------------------- applications

/**
 * Statuses after creation (AP/PS, spec 01 §4); the others are ours: SC screening submitted, SS self-screening
 * completed, AS coding assessment, SL selected (mandatory details asked), DC details complete, WD withdrawn
 * (decision 015).
 */
export const APPLICATION_STATUSES = ['AP', 'PS', 'SC', 'SS', 'AS', 'SL', 'DC', 'WD'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  AP: 'Screening pending',
  PS: 'Application submitted',
  SC: 'Screening submitted',
  SS: 'Self-screening completed',
  AS: 'Coding assessment',
  SL: 'Selected: documents needed',
  DC: 'Documents complete',
  WD: 'Withdrawn',
};

/** spec 01 §3/§7: the apply payload. */
export const ApplyBodySchema = z.object({
  job: IdSchema,
  status: z.enum(['AP', 'PS']).optional(),
  privacy_policy_status: z.boolean().optional(),
  source: freeText(100).optional(),
  sourcer: freeText(100).optional(),
  is_int_candidate: z.boolean().optional(),
});
export type ApplyBody = z.infer<typeof ApplyBodySchema>;
export const ApplyResponseSchema = z.object({ id: z.number().int() });

export const ScreeningQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  kind: z.enum(['text', 'yes_no', 'choice']),
  options: z.array(z.string()).optional(),
});
export type ScreeningQuestionDef = z.infer<typeof ScreeningQuestionSchema>;

export const AppliedJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  applied_at: z.string(),
  source: z.string(),
  is_int_candidate: z.boolean(),
  screening_submitted_at: z.string().nullable(),
  job: JobCardSchema,
});
export type AppliedJob = z.infer<typeof AppliedJobSchema>;
export const AppliedJobListSchema = paginated(AppliedJobSchema);

/** A job the candidate applied to on the company's own site (their Apply clicks are tracked). */
export const ExternalApplicationSchema = z.object({
  id: z.number().int(),
  applied_at: z.string(),
  last_clicked_at: z.string(),
  job: JobCardSchema,
});
export type ExternalApplication = z.infer<typeof ExternalApplicationSchema>;
export const ExternalApplicationListSchema = paginated(ExternalApplicationSchema);

/** The international job-apply page's extra questions (spec 01 §4; the fields are ours). */
export const INTERNATIONAL_FIELDS_ID = 'international-job-application';
export const CustomFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'yes_no', 'choice']),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;
export const CustomFieldsSchema = z.object({ identifier: z.string(), fields: z.array(CustomFieldSchema) });

export const ApplicationFormSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  applied_at: z.string(),
  is_int_candidate: z.boolean(),
  job: JobCardSchema,
  screening_questions: z.array(ScreeningQuestionSchema),
  custom_fields: z.array(CustomFieldSchema),
  answers: z.record(z.string(), z.string()),
  screening_submitted_at: z.string().nullable(),
});
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;

export const SubmitScreeningSchema = z.object({
  candidate_job_id: IdSchema,
  answers: z.array(z.object({ question_id: z.string().max(64), answer: freeText(2000) })).max(50),
});
export type SubmitScreening = z.infer<typeof SubmitScreeningSchema>;

export const UpdateApplicationStatusSchema = z.object({
  candidate_job_id: IdSchema,
  status: z.literal('WD'),
});

export const TrackExternalSchema = z.object({ job_id: IdSchema });
export const TrackExternalResponseSchema = z.object({ id: z.number().int(), redirection_url: z.string() });

/** The redirection page's click report: the application and the signature its e-mail link carries. */
export const EmailClickSchema = z.object({
  candidate_job_id: IdSchema,
  expires: z.coerce.number().int().positive(),
  signature: z.string().max(100),
});

export const EventMessageQuerySchema = z.object({ utm_campaign: z.string().max(100) });
export const EventMessageSchema = z.object({ campaign: z.string(), message: z.string() });

/** /candidate/get-message-data/: the next thing the candidate should do, if any. */
export const MessageDataSchema = z.object({
  title: z.string().nullable(),
  message: z.string().nullable(),
  link: z.string().nullable(),
});
export type MessageData = z.infer<typeof MessageDataSchema>;

export * from './job-pages.ts';
