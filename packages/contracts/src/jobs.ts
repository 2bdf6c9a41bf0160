// Job search and the job card: the shapes both sides share (spec 01 §3 job for
// apply, spec 02 §3 job card, suggestion) and the job filter query of spec 02
// §2. Companies, saved jobs, alerts and applications have their own modules.
import { z } from 'zod';
import { freeText, optionalText } from './fields.ts';
import { parseExperienceRange } from './job-query.ts';
import { IdSchema, PageQuerySchema, paginated } from './paging.ts';
import { FIT_FACTORS, FitSchema } from './fit.ts';

// ---------------------------------------------------------------- filters

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
 * partial_match: no job matches every word; these match some of them, most words first (decision 037).
 */
export const JobSearchResponseSchema = paginated(JobCardSchema).extend({
  count_is_estimate: z.boolean().optional(),
  corrected_search_term: z.string().optional(),
  partial_match: z.boolean().optional(),
});
export type JobSearchResponse = z.infer<typeof JobSearchResponseSchema>;

export { partialMatchNotice } from './job-query.ts';

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

/** A job of 'Jobs for you' with how the candidate fits it (decision 038). */
export const JobForYouSchema = JobCardSchema.extend({ fit: FitSchema });
export type JobForYou = z.infer<typeof JobForYouSchema>;
export const JobsForYouResponseSchema = paginated(JobForYouSchema).extend({
  /** Factors the profile does not fill in: the list is ranked without them, and the page says so. */
  profile_missing: z.array(z.enum(FIT_FACTORS)),
});
export type JobsForYouResponse = z.infer<typeof JobsForYouResponseSchema>;
