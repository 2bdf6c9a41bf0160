import { z } from 'zod';
import { DetailErrorSchema } from '../api-errors.ts';
import { CandidateReportSchema } from '../candidate-report.ts';
import type { SchemaTable } from '../endpoint.ts';
import type { candidateReportRoutes } from './candidate-report.ts';

export const candidateReportSchemas = {
  report: {
    tags: ['candidate report'],
    summary: 'One-page summary of a candidate: profile, screening answers, assessment results',
    description: 'The candidate reads their own; a hiring-team member reads it for applications to their company.',
    params: z.object({ userId: z.uuid() }),
    responses: { 200: CandidateReportSchema, 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof candidateReportRoutes>;
