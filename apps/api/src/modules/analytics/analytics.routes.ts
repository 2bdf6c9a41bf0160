// Analytics, geolocation and the operators' funnel (decision 024).
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { Messages } from '@talent/contracts/messages';
import { analyticsRoutes as routes } from '@talent/contracts/endpoints/analytics';
import { analyticsSchemas as schemas } from '@talent/contracts/endpoints/analytics.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { CollectorService } from './collector.service.ts';
import type { FunnelService } from './funnel.service.ts';
import type { GeolocationService } from './geolocation.service.ts';

export interface AnalyticsServices {
  geolocation: GeolocationService;
  collector: CollectorService;
  funnel: FunnelService;
}

/** A batch of 100 full events stays well under this. */
const COLLECT_BODY_LIMIT = 256 * 1024;

export async function analyticsRoutesPlugin(app: FastifyInstance, { services }: { services: AnalyticsServices }) {
  // navigator.sendBeacon posts text/plain (no preflight); the collector reads it as JSON
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'buffer', bodyLimit: COLLECT_BODY_LIMIT },
    (_request, body, done) => {
      // decision 033: bytes that are not UTF-8 are refused, not turned into U+FFFD
      if (!isUtf8(body as Buffer)) {
        done(fieldErrors({ non_field_errors: Messages.bodyNotUtf8 }), undefined);
        return;
      }
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        const error = new Error('The body is not valid JSON.') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
    },
  );

  registerEndpoints(
    app,
    routes,
    schemas,
    {
      geolocationKey: async (request) => services.geolocation.key(request.query.name),
      geolocation: async (request, reply) => {
        // per visitor: the answer depends on the caller's address
        reply.header('cache-control', 'private, no-store');
        return services.geolocation.lookup(request.query.key, request.ip);
      },
      collect: async (request) => ({
        success: true as const,
        accepted: await services.collector.collect(request.body, request.ip),
      }),
      funnel: async (request) => {
        await services.funnel.assertOperator(authOf(request).userId);
        return services.funnel.report(request.query);
      },
    },
    { options: { collect: { bodyLimit: COLLECT_BODY_LIMIT } } },
  );
}
