// Job alerts (spec 02 §3 alert): the criteria, the frequency and the label a
// person reads.
import { z } from 'zod';
import { freeText, optionalText } from './fields.ts';
import { parseExperienceRange } from './job-query.ts';
import { Messages } from './messages.ts';
import { IdSchema, paginated } from './paging.ts';

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
