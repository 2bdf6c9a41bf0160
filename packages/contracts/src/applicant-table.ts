// The applicant table of a job and the bulk actions on its rows (decision 047):
// sorted and filtered on the server, the query kept in the page's address;
// tags are the team's own (never shown to the candidate); the rating is the
// submitted scorecards' recommendations averaged.
import { z } from 'zod';
import { APPLICATION_STAGES } from './application-timeline.ts';
import { freeText } from './fields.ts';
import { MOVABLE_STAGES, REJECTION_REASONS } from './hiring.ts';
import { IdSchema } from './paging.ts';
import { RECOMMENDATIONS } from './scorecards.ts';

export const APPLICANT_TABLE_SORTS = ['applied_at', 'stage', 'fit'] as const;
export type ApplicantTableSort = (typeof APPLICANT_TABLE_SORTS)[number];
export const APPLICANT_TABLE_SORT_LABELS: Record<ApplicantTableSort, string> = {
  applied_at: 'Applied',
  stage: 'Stage',
  fit: 'Fit',
};

/** The rating filter: an averaged recommendation, or no scorecard yet. */
export const RATING_FILTERS = [...RECOMMENDATIONS, 'none'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export const APPLICANT_TABLE_PAGE_SIZE = 25;
/** The most applications one bulk action takes. */
export const BULK_MAX = 200;
export const TAG_MAX = 40;
/** The most tags one application carries. */
export const TAGS_PER_APPLICATION = 20;

export const ApplicantTableMessages = {
  bulkTooMany: `Select at most ${BULK_MAX} applicants at a time.`,
  bulkEmpty: 'Select at least one applicant.',
  tagRequired: 'Write a tag.',
  tooManyTags: `An applicant carries at most ${TAGS_PER_APPLICATION} tags.`,
  notFound: 'Not found.',
  surveyAlreadySent: 'This applicant already has this survey.',
} as const;

export const TagSchema = freeText(TAG_MAX)
  .transform((v) => v.replace(/\s+/g, ' ').toLowerCase())
  .refine((v) => v.length > 0, { message: ApplicantTableMessages.tagRequired });

/** ?sort=&order=&stage=&source=&tag=&rating=&page= — each checked, a bad value answers 400 naming it. */
export const ApplicantTableQuerySchema = z.object({
  sort: z.enum(APPLICANT_TABLE_SORTS).default('applied_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  stage: z.enum(APPLICATION_STAGES).optional(),
  source: freeText(100).optional(),
  tag: TagSchema.optional(),
  rating: z.enum(RATING_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type ApplicantTableQuery = z.input<typeof ApplicantTableQuerySchema>;

export const ApplicantRowSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  stage_label: z.string(),
  source: z.string(),
  applied_at: z.string(),
  /** The fit with the job (decision 038): score and its one line. */
  fit: z.object({ score: z.number().int(), summary: z.string() }),
  tags: z.array(z.string()),
  /** The scorecards' recommendations averaged; null before the first one. */
  rating: z.object({ recommendation: z.enum(RECOMMENDATIONS), scorecards: z.number().int() }).nullable(),
});
export type ApplicantRow = z.infer<typeof ApplicantRowSchema>;

export const ApplicantTableSchema = z.object({
  job: z.object({ id: z.number().int(), title: z.string() }),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The values the filters offer, over the whole job. */
  sources: z.array(z.string()),
  tags: z.array(z.string()),
  results: z.array(ApplicantRowSchema),
});
export type ApplicantTable = z.infer<typeof ApplicantTableSchema>;

export const AddTagSchema = z.object({ tag: TagSchema });
export const TagParamsSchema = z.object({ applicationId: IdSchema, tag: TagSchema });
export const ApplicationTagsSchema = z.object({ tags: z.array(z.string()) });

const ids = z
  .array(IdSchema)
  .min(1, { message: ApplicantTableMessages.bulkEmpty })
  .max(BULK_MAX, { message: ApplicantTableMessages.bulkTooMany });

export const BULK_ACTIONS = ['reject', 'move', 'survey'] as const;
export type BulkActionKind = (typeof BULK_ACTIONS)[number];

/** One action on many applications; each goes through the lifecycle on its own. */
export const BulkActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('reject'),
    application_ids: ids,
    reason: z.enum(REJECTION_REASONS),
    /** E-mail each applicant the company's rejection template. */
    notify: z.boolean().default(true),
  }),
  z.object({ action: z.literal('move'), application_ids: ids, stage: z.enum(MOVABLE_STAGES) }),
  z.object({ action: z.literal('survey'), application_ids: ids, survey_id: IdSchema }),
]);
export type BulkAction = z.input<typeof BulkActionSchema>;

export const BulkResultSchema = z.object({
  done: z.array(z.object({ id: z.number().int(), stage_label: z.string().nullable() })),
  /** Each refused application with why, in the words a single action would answer. */
  failed: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
