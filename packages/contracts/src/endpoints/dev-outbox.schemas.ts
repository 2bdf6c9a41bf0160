import { z } from 'zod';
import { DetailErrorSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import type { devOutboxRoutes } from './dev-outbox.ts';

export const devOutboxSchemas = {
  // an HTML page, not a typed reply
  devOutbox: {
    tags: ['development'],
    summary: 'Development outbox: the e-mails and texts the app sent (not in production)',
    query: z.object({ to: z.string().trim().max(254).optional() }),
    description: 'An HTML page; 404 in production and for callers on other machines.',
    responses: { 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof devOutboxRoutes>;
