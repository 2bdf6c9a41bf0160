import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import { MagicLinkCandidateSchema, MagicLinkQuerySchema } from '../magic-link.ts';
import { IdSchema } from '../paging.ts';
import type { magicLinkRoutes } from './magic-link.ts';

const tags = ['candidates'];

export const magicLinkSchemas = {
  magicLinkCandidate: {
    tags,
    summary: 'Whom a magic link is for, and the resume already given',
    description: 'A forged or expired link, or another candidate id, answers 404.',
    params: z.object({ candidateId: IdSchema }),
    query: MagicLinkQuerySchema,
    responses: { 200: MagicLinkCandidateSchema, 400: FieldErrorsSchema, 404: DetailErrorSchema },
  },
  magicLinkResumeUpload: {
    tags,
    summary: 'The resume, uploaded through a magic link (multipart field resume)',
    description: 'Checked by its content (PDF, DOC, DOCX) and size (5 MB) like every resume; a bad link answers 404.',
    multipart: true,
    params: z.object({ candidateId: IdSchema }),
    query: MagicLinkQuerySchema,
    responses: {
      200: MagicLinkCandidateSchema,
      400: z.union([FieldErrorsSchema, DetailErrorSchema]),
      404: DetailErrorSchema,
      413: DetailErrorSchema,
    },
  },
} as const satisfies SchemaTable<typeof magicLinkRoutes>;
