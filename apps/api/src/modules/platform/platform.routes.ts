// Health, readiness and the client's global configuration.
import type { FastifyInstance } from 'fastify';
import { platformRoutes as routes } from '@talent/contracts/endpoints/platform';
import { platformSchemas as schemas } from '@talent/contracts/endpoints/platform.schemas';
import type { Database } from '../../db/client.ts';
import { registerEndpoints } from '../../lib/endpoints.ts';

export async function platformRoutes(app: FastifyInstance, { database }: { database: Database }) {
  registerEndpoints(app, routes, schemas, {
    health: async () => ({ status: 'ok' as const }),
    ready: async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.engine };
      } catch {
        return reply.status(503).send({ detail: 'Database unavailable.' });
      }
    },
    config: async () => app.clientConfig(),
  });
}
