// Health, readiness and the client's global configuration.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppConfigSchema } from '@talent/contracts/app-config';
import type { Database } from '../../db/client.ts';

export const platformRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health/',
    { schema: { tags: ['platform'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ detail: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.engine };
      } catch {
        return reply.status(503).send({ detail: 'Database unavailable.' });
      }
    },
  );

  app.get(
    '/config/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Global configuration for the client',
        response: { 200: AppConfigSchema },
      },
    },
    async () => app.clientConfig(),
  );
};
