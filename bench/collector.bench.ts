// The analytics collector's throughput through the real HTTP server (decision
// 024): the built server on a fresh data folder (PGlite unless DATABASE_URL),
// then, for each client count C, C clients on 127.0.0.1 each posting R batches
// of B events one after another — the shape the browser's tracker sends.
// Reports events/s and the per-request p50/p95/max, and counts failed requests
// by cause (a refused or reset connection shows up as 'fetch failed' with the
// cause in error.cause). The per-address rate limit is raised for the run,
// since every client comes from one address. Bounded: at most 16 clients.
// Run: npm run bench:collector  (COLLECTOR_BENCH_CLIENTS=1,4,16  COLLECTOR_BENCH_REQUESTS=40  COLLECTOR_BENCH_BATCH=20)
import { randomUUID } from 'node:crypto';
import { startServer } from '../e2e/harness.ts';
import { percentile } from './stats.ts';

const CLIENTS = (process.env.COLLECTOR_BENCH_CLIENTS ?? '1,4,16')
  .split(',')
  .map((n) => Math.min(16, Math.max(1, Number(n.trim()) || 1)));
const REQUESTS = Math.min(500, Number(process.env.COLLECTOR_BENCH_REQUESTS ?? 40));
const BATCH = Math.min(100, Number(process.env.COLLECTOR_BENCH_BATCH ?? 20));

const server = await startServer({
  LOG_LEVEL: 'error',
  SEED_DEMO_DATA: 'false',
  ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

const events = ['Job Viewed', 'Apply Started', 'Apply Finished', 'Jobs Searched'];
function batch(client: number): string {
  const now = new Date().toISOString();
  return JSON.stringify({
    batch: Array.from({ length: BATCH }, (_, i) => {
      const page = i % 3 === 0;
      return {
        type: page ? 'page' : 'track',
        ...(page ? { name: '/jobs/' } : { event: events[i % events.length] }),
        messageId: randomUUID(),
        anonymousId: `bench-${client}`,
        userId: i % 2 ? `bench-user-${client}` : null,
        timestamp: now,
        properties: {
          flow_type: 'Regular',
          job_code: 'Voluntary Onboarding',
          event_trigger_position: 'frontend',
          ab_variant: client % 2,
        },
        context: {
          userAgent: 'collector-bench',
          device: { type: 'DESKTOP' },
          page: { path: '/jobs/' },
          campaign: { source: client % 3 ? 'google' : 'newsletter' },
        },
      };
    }),
    sentAt: now,
  });
}

const causeOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
};

async function run(clients: number, label = `${String(clients).padStart(2)} clients`) {
  const samples: number[] = [];
  const failures = new Map<string, number>();
  let accepted = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let r = 0; r < REQUESTS; r += 1) {
        const body = batch(client);
        const t0 = performance.now();
        try {
          // text/plain, as navigator.sendBeacon sends it
          const response = await fetch(`${server.baseUrl}/api/analytics/v1/batch`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            body,
          });
          const answer = (await response.json()) as { accepted?: number };
          if (response.status !== 200)
            failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
          else accepted += answer.accepted ?? 0;
        } catch (error) {
          failures.set(causeOf(error), (failures.get(causeOf(error)) ?? 0) + 1);
        }
        samples.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  const failed = [...failures.entries()].map(([cause, n]) => `${n}× ${cause}`).join(', ');
  console.log(
    [
      label,
      `${((accepted / wall) * 1000).toFixed(0).padStart(6)} events/s`,
      `p50 ${percentile(samples, 50).toFixed(1)} ms`,
      `p95 ${percentile(samples, 95).toFixed(1)} ms`,
      `max ${Math.max(...samples).toFixed(1)} ms`,
      `${accepted}/${clients * REQUESTS * BATCH} stored`,
      failed ? `failed: ${failed}` : 'no failures',
    ].join('  '),
  );
}

try {
  console.log(`Collector: batches of ${BATCH} events, ${REQUESTS} requests per client, 127.0.0.1`);
  await run(1, 'warm-up   '); // connections, statement plans
  for (const clients of CLIENTS) await run(clients);
} finally {
  await server.stop();
}
