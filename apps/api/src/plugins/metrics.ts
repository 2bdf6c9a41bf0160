// GET /metrics for Prometheus (decision 034), and the per-route counts and
// latencies behind it. Not public: with METRICS_TOKEN it answers that bearer
// token only; without one, only a caller on this machine that came through
// no proxy (no X-Forwarded-For / Forwarded header).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';
import { withRequestId } from '../lib/request-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function allowed(request: FastifyRequest, token: string | undefined) {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

export function registerMetrics(app: FastifyInstance, { metrics, token }: { metrics: Metrics; token?: string }) {
  app.decorate('metrics', metrics);
  // decision 034: the request id is known to everything the request starts (the queue jobs it enqueues)
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
  app.addHook('onResponse', async (request, reply) => {
    // the route's pattern, never the raw address (unbounded label values); pages and unknown paths are one label
    const route = request.routeOptions.url ?? (reply.statusCode === 404 ? 'unmatched' : 'page');
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request, token)) return reply.status(404).send({ detail: 'Not found.' });
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
}
