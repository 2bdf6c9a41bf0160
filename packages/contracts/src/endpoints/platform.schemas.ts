import { z } from 'zod';
import { AppConfigSchema } from '../app-config.ts';
import type { SchemaTable } from '../endpoint.ts';
import type { platformRoutes } from './platform.ts';

export const platformSchemas = {
  health: {
    tags: ['platform'],
    summary: 'Liveness',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  ready: {
    tags: ['platform'],
    summary: 'Readiness: the database answers',
    responses: {
      200: z.object({ status: z.literal('ready'), database: z.string() }),
      503: z.object({ detail: z.string() }),
    },
  },
  config: {
    tags: ['platform'],
    summary: 'Global configuration for the client',
    responses: { 200: AppConfigSchema },
  },
} as const satisfies SchemaTable<typeof platformRoutes>;
