import { z } from 'zod';
import { DetailErrorSchema } from '../api-errors.ts';
import { ApplicationTimelineSchema } from '../application-timeline.ts';
import type { SchemaTable } from '../endpoint.ts';
import type { applicationTimelineRoutes } from './application-timeline.ts';

const Id = z.coerce.number().int().positive().max(2147483647);

export const applicationTimelineSchemas = {
  applicationTimeline: {
    tags: ['applications'],
    summary: 'One application’s timeline: every stage change with its date, and what the candidate must do next',
    params: z.object({ candidateJobId: Id }),
    responses: { 200: ApplicationTimelineSchema, 404: DetailErrorSchema },
  },
  hiringApplicationTimeline: {
    tags: ['hiring'],
    summary: 'The same timeline for the hiring team of the application’s job',
    params: z.object({ applicationId: Id }),
    responses: { 200: ApplicationTimelineSchema, 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof applicationTimelineRoutes>;
