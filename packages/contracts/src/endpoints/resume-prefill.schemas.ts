import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import { ResumeFileIdSchema, ResumePrefillSchema } from '../resume-prefill.ts';
import type { resumePrefillRoutes } from './resume-prefill.ts';

export const resumePrefillSchemas = {
  resumePrefill: {
    tags: ['candidates'],
    summary: 'What the stored resume proposes for the profile: experience, education, skills and links',
    description:
      'fileId is the resume_file_id of the profile. Each proposal carries a confidence; nothing is saved. ' +
      'Another candidate’s or a replaced file answers 404; a file with nothing a profile can use answers 422.',
    params: z.object({ fileId: ResumeFileIdSchema }),
    responses: {
      200: ResumePrefillSchema,
      400: z.union([DetailErrorSchema, FieldErrorsSchema]),
      401: DetailErrorSchema,
      404: DetailErrorSchema,
      422: DetailErrorSchema,
      503: DetailErrorSchema,
    },
  },
} as const satisfies SchemaTable<typeof resumePrefillRoutes>;
