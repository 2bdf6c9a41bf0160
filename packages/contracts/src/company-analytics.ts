// A company's hiring figures (decision 048): applicants per board column and
// per job, conversion from each column to the next, time to hire, time in
// stage, offer acceptance and where applicants came from. The server computes
// them for the caller's company only; the workspace draws them.
import { z } from 'zod';
import { BOARD_COLUMNS, LIFECYCLE, type LIFECYCLE_STATES, type BoardColumn } from './application-lifecycle.ts';

/** The columns an application moves forward through, in order (closed is where it ends, not a step). */
export const FUNNEL_COLUMNS = BOARD_COLUMNS.filter((column) => column !== 'closed') as Exclude<BoardColumn, 'closed'>[];

/** Position of each open state (and hired) in the forward order; closed states have none. */
export const funnelIndexOf = (state: (typeof LIFECYCLE_STATES)[number]): number | null => {
  const index = FUNNEL_COLUMNS.indexOf(LIFECYCLE[state].column as Exclude<BoardColumn, 'closed'>);
  return index < 0 ? null : index;
};

export const COMPANY_ANALYTICS_PERIODS = [30, 90, 365] as const;

export const CompanyAnalyticsQuerySchema = z.object({
  /** Applications made in the last N days. */
  days: z.coerce
    .number()
    .int()
    .refine((value) => (COMPANY_ANALYTICS_PERIODS as readonly number[]).includes(value), {
      message: `Choose one of ${COMPANY_ANALYTICS_PERIODS.join(', ')} days.`,
    })
    .default(90),
});
export type CompanyAnalyticsQuery = z.input<typeof CompanyAnalyticsQuerySchema>;

const count = z.number().int().min(0);

export const CompanyAnalyticsSchema = z.object({
  days: z.number().int(),
  total: count,
  /** Applicants now in each board column. */
  by_column: z.array(z.object({ column: z.enum(BOARD_COLUMNS), applicants: count })),
  /** Applicants per job and board column. */
  by_job: z.array(
    z.object({
      job_id: z.number().int(),
      title: z.string(),
      total: count,
      columns: z.record(z.string(), count),
    }),
  ),
  /** How many reached each column (or a later one), and the share of those that went on to the next. */
  conversion: z.array(
    z.object({
      from: z.enum(BOARD_COLUMNS),
      to: z.enum(BOARD_COLUMNS),
      reached: count,
      moved_on: count,
      /** 0–100, null when nobody reached `from`. */
      percent: z.number().nullable(),
    }),
  ),
  time_to_hire: z.object({ hired: count, average_days: z.number().nullable(), median_days: z.number().nullable() }),
  /** Average days an application spent in each stage (every visit counted, the current one until now). */
  time_in_stage: z.array(z.object({ column: z.enum(BOARD_COLUMNS), applications: count, average_days: z.number() })),
  offers: z.object({
    sent: count,
    accepted: count,
    declined: count,
    expired: count,
    /** accepted ÷ answered (accepted, declined or expired), 0–100; null before any answer. */
    acceptance_percent: z.number().nullable(),
  }),
  sources: z.array(z.object({ source: z.string(), applicants: count, hired: count })),
});
export type CompanyAnalytics = z.infer<typeof CompanyAnalyticsSchema>;

/** 'Direct' for an application without a recorded source. */
export const sourceLabel = (source: string) => (source.trim() ? source : 'Direct');
