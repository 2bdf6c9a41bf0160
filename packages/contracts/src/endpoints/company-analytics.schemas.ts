import { z } from 'zod';
import { CompanyAnalyticsQuerySchema, CompanyAnalyticsSchema } from '../company-analytics.ts';
import type { SchemaTable } from '../endpoint.ts';
import type { companyAnalyticsRoutes } from './company-analytics.ts';

const FieldErrors = z.record(z.string(), z.array(z.string()));

export const companyAnalyticsSchemas = {
  companyAnalytics: {
    tags: ['hiring'],
    summary: "The company's hiring figures: stages, jobs, conversion, time to hire, offers, sources",
    query: CompanyAnalyticsQuerySchema,
    responses: { 200: CompanyAnalyticsSchema, 400: FieldErrors },
  },
} as const satisfies SchemaTable<typeof companyAnalyticsRoutes>;
