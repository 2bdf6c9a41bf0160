// Health, readiness and the client's global configuration.
import type { FastifyInstance } from 'fastify';
import { platformRoutes as routes } from '@talent/contracts/endpoints/platform';
import { platformSchemas as schemas } from '@talent/contracts/endpoints/platform.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import type { PlatformService } from './platform.service.ts';

export async function platformRoutesPlugin(app: FastifyInstance, { platform }: { platform: PlatformService }) {
  registerEndpoints(app, routes, schemas, {
    health: async () => ({ status: 'ok' as const }),
    ready: async (_request, reply) => {
      const ready = await platform.ready();
      return ready ?? reply.status(503).send({ detail: 'Database unavailable.' });
    },
    config: async () => platform.clientConfig(),
  });
}
