import { z } from 'zod';
import type { SchemaTable } from '../endpoint.ts';
import type { devOutboxRoutes } from './dev-outbox.ts';

export const devOutboxSchemas = {
  // an HTML page, not a typed reply
  devOutbox: {
    tags: ['development'],
    summary: 'Development outbox: the e-mails and texts the app sent (not in production)',
    query: z.object({ to: z.string().trim().max(254).optional() }),
    responses: {},
  },
} as const satisfies SchemaTable<typeof devOutboxRoutes>;
