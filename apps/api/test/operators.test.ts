// What an operator sees (decision 034): /metrics for Prometheus (not public),
// a request id that follows a request into the queue jobs it creates, and
// OpenTelemetry traces when they are switched on.
import http from 'node:http';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/lib/queue.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { indexedCounts, searchIndexReady } from '../src/modules/jobs/search-index.ts';

const TOKEN = 'metrics-token-0123456789';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { OPERATOR_EMAIL: 'ops@company.test' } });
});
afterAll(async () => ctx?.close());

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question about jobs.' };

describe('/metrics', () => {
  it('answers this machine only, not a remote caller nor one that came through a proxy', async () => {
    const local = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('http_requests_total');
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('answers only the bearer token when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const wrong = { authorization: `Bearer ${TOKEN.replace('0', '1')}` };
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(404);
      const right = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('counts requests per route pattern with latency histograms, and shows the pool, queries, queue, loop lag and streams', async () => {
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/companies/?page_size=2' });
    await ctx.app.inject({ method: 'GET', url: '/api/companies/99999999/' });
    ctx.app.metrics.openStreams.inc();
    ctx.app.metrics.openStreams.inc();
    ctx.app.metrics.openStreams.dec();
    const { jobs } = await searchIndexReady(ctx.database.db);
    const before = indexedCounts(ctx.database.db);
    const searched = await ctx.app.inject({ method: 'GET', url: '/api/v5/jobs/search/?search_term=engineer' });
    expect(searched.json().count).toBeGreaterThan(0);
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/companies\/",status="200"\} 3/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/companies\/",status="200"\} 3/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/companies\/:companyId\/",status="404"\} 1/);
    // the id never becomes a label value (a float elsewhere in the text may well hold those digits)
    expect(text).not.toMatch(/"[^"\n]*99999999[^"\n]*"/);
    expect(text).toMatch(/db_query_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="open"\} [1-9]/);
    expect(text).toMatch(/queue_jobs_due \d+/);
    expect(text).toMatch(/queue_oldest_due_age_seconds [\d.]+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds [\d.e-]+/);
    expect(text).toMatch(/event_streams_open 1/);
    expect(text).toMatch(new RegExp(`^search_index_jobs ${jobs}$`, 'm'));
    const { answered, declined } = indexedCounts(ctx.database.db);
    expect(answered).toBeGreaterThan(before.answered);
    expect(text).toMatch(new RegExp(`^search_index_searches_total\\{outcome="answered"\\} ${answered}$`, 'm'));
    expect(text).toMatch(new RegExp(`^search_index_searches_total\\{outcome="declined"\\} ${declined}$`, 'm'));
    expect(text).toMatch(/^search_index_searches_total\{outcome="failed"\} 0$/m);
  });
});

describe('request ids', () => {
  it('follow a request into the queue job it enqueued and the job’s log lines', async () => {
    await ctx.drainQueue();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'x-request-id': 'req-follow-me-42' },
      payload: contact,
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect(sent.headers['x-request-id'] ?? 'req-follow-me-42').toBe('req-follow-me-42');
    const rows = await ctx.database.query<{ request_id: string | null }>(
      `select request_id from queue_jobs where done_at is null`,
    );
    expect(rows.map((r) => r.request_id)).toContain('req-follow-me-42');

    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        next();
      },
    });
    const logger = Fastify({ logger: { level: 'info', stream } }).log;
    await runDueJobs(ctx.database.db, ctx.app.queueHandlers, logger);
    const done = lines.find((line) => line.msg === 'queue job done' && line.reqId === 'req-follow-me-42');
    expect(done).toMatchObject({ kind: expect.any(String), jobId: expect.anything() });
  });
});

describe('OpenTelemetry traces', () => {
  it('are off by default and, when switched on, reach the OTLP endpoint with a span per request', async () => {
    expect(ctx.config.OTEL_TRACES).toBe(false);
    const received: string[] = [];
    const collector = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push(`${request.url} ${Buffer.concat(chunks).toString()}`);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as { port: number };
    const traced = await createTestApp({
      env: { OTEL_TRACES: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` },
    });
    try {
      await traced.app.inject({
        method: 'GET',
        url: '/api/companies/',
        headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      });
    } finally {
      await traced.close(); // flushes the spans
      collector.close();
    }
    const exported = received.join('\n');
    expect(exported).toContain('/v1/traces');
    expect(exported).toContain('GET /api/companies/');
    expect(exported).toContain('4bf92f3577b34da6a3ce929d0e0e4736');
  });
});
