import { z } from 'zod';
import { FUNNEL_STEPS } from '../analytics.ts';
import type { SchemaTable } from '../endpoint.ts';
import type { analyticsRoutes } from './analytics.ts';

const Detail = z.object({ detail: z.string() });

export const CountryRecordSchema = z.object({
  city: z.string().nullable(),
  continent: z.string(),
  continent_code: z.string(),
  country: z.string(),
  country_code: z.string().length(2),
  country_is_eu: z.boolean(),
  currency: z.string(),
});

/** Property values: flat scalars only, bounded (no free-form personal data blobs). */
const PropertyValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const Properties = z.record(z.string().max(64), PropertyValue).refine((p) => Object.keys(p).length <= 40, {
  message: 'At most 40 properties.',
});
const Id = z.string().trim().min(1).max(100);

/** One Segment-spec message (track, page, identify, alias); unknown keys are dropped. */
export const AnalyticsMessageSchema = z.object({
  type: z.enum(['track', 'page', 'identify', 'alias']),
  messageId: Id,
  anonymousId: Id.nullish(),
  userId: Id.nullish(),
  previousId: Id.nullish(),
  event: z.string().trim().min(1).max(100).nullish(),
  name: z.string().trim().max(200).nullish(),
  properties: Properties.default({}),
  traits: Properties.default({}),
  timestamp: z.iso.datetime({ offset: true }),
  context: z
    .object({
      userAgent: z.string().max(500).optional(),
      locale: z.string().max(35).optional(),
      timezone: z.string().max(64).optional(),
      screen: z
        .object({ width: z.number().int().min(0).max(20000), height: z.number().int().min(0).max(20000) })
        .optional(),
      viewport: z
        .object({ width: z.number().int().min(0).max(20000), height: z.number().int().min(0).max(20000) })
        .optional(),
      device: z.object({ type: z.string().max(20) }).optional(),
      page: z
        .object({
          path: z.string().max(2000).optional(),
          referrer: z.string().max(2000).optional(),
          title: z.string().max(300).optional(),
        })
        .optional(),
      campaign: z
        .object({
          source: z.string().max(200).optional(),
          medium: z.string().max(200).optional(),
          name: z.string().max(200).optional(),
          term: z.string().max(200).optional(),
        })
        .optional(),
    })
    .default({}),
});
export type AnalyticsMessage = z.infer<typeof AnalyticsMessageSchema>;

export const MAX_BATCH_EVENTS = 100;

export const AnalyticsBatchSchema = z
  .object({
    batch: z.array(AnalyticsMessageSchema).min(1).max(MAX_BATCH_EVENTS),
    sentAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((body, ctx) => {
    body.batch.forEach((message, index) => {
      if (!message.anonymousId && !message.userId)
        ctx.addIssue({
          code: 'custom',
          path: ['batch', index, 'anonymousId'],
          message: 'anonymousId or userId is required.',
        });
      if (message.type === 'track' && !message.event)
        ctx.addIssue({ code: 'custom', path: ['batch', index, 'event'], message: 'A track call names its event.' });
    });
  });
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

const stepIds = FUNNEL_STEPS.map((step) => step.id) as [string, ...string[]];
const Counts = z.record(z.enum(stepIds), z.number().int());

export const FunnelReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  steps: z.array(z.object({ id: z.enum(stepIds), label: z.string() })),
  totals: Counts,
  by_day: z.array(z.object({ day: z.string(), counts: Counts })),
  by_source: z.array(z.object({ source: z.string(), counts: Counts })),
  by_variant: z.array(z.object({ variant: z.string(), counts: Counts })),
});
export type FunnelReport = z.infer<typeof FunnelReportSchema>;

export const analyticsSchemas = {
  geolocationKey: {
    tags: ['analytics'],
    summary: 'A named client key (spec 02 §7: geolocation_api_key)',
    query: z.object({ name: z.string().trim().min(1).max(100) }),
    responses: { 200: z.object({ name: z.string(), value: z.string() }), 404: Detail },
  },
  geolocation: {
    tags: ['analytics'],
    summary: "The caller's country record from the bundled IP database; India when unknown or private",
    query: z.object({ key: z.string().trim().min(1).max(200) }),
    responses: { 200: CountryRecordSchema, 403: Detail },
  },
  collect: {
    tags: ['analytics'],
    summary: 'Analytics collector: a Segment-style batch, stored append-only without the address',
    body: AnalyticsBatchSchema,
    responses: { 200: z.object({ success: z.literal(true), accepted: z.number().int() }), 429: Detail },
  },
  funnel: {
    tags: ['analytics'],
    summary: 'Operators: the funnel by day, traffic source and A/B variant',
    query: z.object({
      days: z.coerce.number().int().min(1).max(366).default(30),
      source: z.string().trim().max(200).optional(),
      variant: z.coerce.number().int().min(0).max(9).optional(),
    }),
    responses: { 200: FunnelReportSchema, 403: Detail },
  },
} as const satisfies SchemaTable<typeof analyticsRoutes>;
