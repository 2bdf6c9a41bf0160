// OpenTelemetry traces (decision 034), off unless OTEL_TRACES=true: one span
// per request (named by its route pattern, joined to the caller's W3C
// `traceparent` when one comes in), exported over OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT. Off, nothing is loaded and no hook is added.
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';

type TracingConfig = Pick<Config, 'OTEL_TRACES' | 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>;

export async function registerTracing(app: FastifyInstance, config: TracingConfig) {
  if (!config.OTEL_TRACES) return;
  const [api, base, { OTLPTraceExporter }, { Resource }, { W3CTraceContextPropagator }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/core'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` });
  const provider = new base.BasicTracerProvider({
    resource: new Resource({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [new base.BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  const tracer = provider.getTracer('talent-api');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<object, Span>();

  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, api.defaultTextMapGetter);
    const span = tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'page'}`,
      {
        kind: api.SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': request.routeOptions.url ?? '' },
      },
      parent,
    );
    span.setAttribute('request.id', request.id);
    spans.set(request, span);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  });
  app.addHook('onClose', async () => provider.shutdown());
}
