// Saved and recently viewed jobs (spec 02 §3, §7 save-or-update-job).
import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './paging.ts';

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
