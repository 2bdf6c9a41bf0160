// Development only (registered when the mailer is the outbox and NODE_ENV is
// not production, decision 006), and only to a browser on this machine: a
// reset link read here takes over an account, so a request from another
// address — directly or through a proxy — answers 404 (decision 014).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { devOutboxRoutes as routes } from '@talent/contracts/endpoints/dev-outbox';
import { devOutboxSchemas as schemas } from '@talent/contracts/endpoints/dev-outbox.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/errors.ts';
import type { DevOutboxService } from './dev-outbox.service.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Both the connection and the client address (after trusted proxies) are this machine. */
export const fromLoopback = (request: FastifyRequest) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);

export async function devOutboxRoutesPlugin(app: FastifyInstance, { devOutbox }: { devOutbox: DevOutboxService }) {
  app.addHook('onRequest', async (request) => {
    if (!fromLoopback(request)) throw notFound();
  });
  registerEndpoints(app, routes, schemas, {
    devOutbox: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await devOutbox.page(request.query.to?.toLowerCase())),
  });
}
