import { z } from 'zod';
import { DetailErrorSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import { ResumeAnalysisSchema } from '../resume-analysis.ts';
import type { resumeAnalysisRoutes } from './resume-analysis.ts';

export const resumeAnalysisSchemas = {
  analyzeResume: {
    tags: ['resume-analysis'],
    summary: 'Analyse a resume (PDF, DOC or DOCX)',
    description:
      'multipart/form-data with resume_file (max 10485760 bytes), resume_url (ignored) and candidate_name (optional). ' +
      'Answers an HTML report, or the JSON analysis when the Accept header prefers application/json.',
    multipart: true,
    responses: {
      200: ResumeAnalysisSchema,
      400: DetailErrorSchema,
      413: DetailErrorSchema,
      503: DetailErrorSchema,
    },
    successMedia: { 'text/html': z.string(), 'application/json': ResumeAnalysisSchema },
  },
} as const satisfies SchemaTable<typeof resumeAnalysisRoutes>;
