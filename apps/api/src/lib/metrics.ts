// The operators' metrics (decision 034), in the Prometheus text format at
// /metrics: per-route request counts and latency histograms, database pool
// and statement time, queue depth and age, event-loop lag (with Node's default
// process metrics), and open event streams. One registry per app.
//
// Open event streams: a module that holds server-sent event streams counts them
// with `deps.metrics.openStreams.inc()` when a stream opens and `.dec()` when it
// closes (the composition root passes `deps.metrics` on; app.ts creates it).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { observeQueue } from './queue.ts';

/** What the operators' metrics read of the search index (decision 055). */
export interface SearchIndexWatch {
  size: () => number;
  counts: () => { answered: number; declined: number; failed: number };
}

/** Seconds; from a cached public answer (~1 ms) to a slow upload or search (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Open server-sent event streams: inc() when one opens, dec() when it closes. */
  openStreams: Pick<Gauge, 'inc' | 'dec'>;
  /** 'Jobs for you' reads answered from a kept ranking or ranked for the read (decision 038). */
  jobsForYouReads: Pick<Counter<'list'>, 'inc'>;
  /** Starts reading the database's pool and statements, and the queue table on each scrape. */
  watchDatabase(database: Database): void;
  /** How many jobs the search index holds and what it did with the searches sent to it, read on each scrape. */
  watchSearchIndex(watch: SearchIndexWatch): void;
  /** The text Prometheus scrapes. */
  render(): Promise<string>;
  contentType: string;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // process CPU, memory, GC and nodejs_eventloop_lag_seconds (+ its percentiles)
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const openStreams = new Gauge({
    name: 'event_streams_open',
    help: 'Server-sent event streams open now',
    registers: [registry],
  });
  const jobsForYouReads = new Counter({
    name: 'jobs_for_you_reads_total',
    help: "'Jobs for you' reads, by whether the ranked list was kept (list=kept), folded from a kept one after a job change (list=folded) or ranked for the read (list=ranked)",
    labelNames: ['list'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database statement',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'Time of each queue job run, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  observeQueue((kind, seconds, outcome) => jobDuration.observe({ kind, outcome }, seconds));

  let database: Database | undefined;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (waiting: callers waiting for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!database) return;
      const stats = database.poolStats();
      this.set({ state: 'open' }, stats.size);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  let queueRead: Promise<{ due: number; ageSeconds: number; failing: number }> | null = null;
  const readQueue = () =>
    (queueRead ??= (async () => {
      try {
        const [row] = await database!.query<{ due: number; age: number | null; failing: number }>(
          `SELECT count(*) FILTER (WHERE run_at <= now())::int AS due,
                  extract(epoch FROM now() - min(run_at) FILTER (WHERE run_at <= now()))::float8 AS age,
                  count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing
           FROM queue_jobs WHERE done_at IS NULL AND attempts < max_attempts`,
        );
        return { due: row?.due ?? 0, ageSeconds: Math.max(0, row?.age ?? 0), failing: row?.failing ?? 0 };
      } finally {
        queueRead = null;
      }
    })());
  new Gauge({
    name: 'queue_jobs_due',
    help: 'Queue jobs due now and not done (the depth)',
    registers: [registry],
    async collect() {
      if (database) this.set((await readQueue()).due);
    },
  });
  new Gauge({
    name: 'queue_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited (0 when none)',
    registers: [registry],
    async collect() {
      if (database) this.set((await readQueue()).ageSeconds);
    },
  });
  new Gauge({
    name: 'queue_jobs_retrying',
    help: 'Queue jobs not done whose last attempt failed',
    registers: [registry],
    async collect() {
      if (database) this.set((await readQueue()).failing);
    },
  });

  let searchIndex: SearchIndexWatch | null = null;
  new Gauge({
    name: 'search_index_jobs',
    help: 'Jobs the search index holds (0 while it is built: the database answers searches)',
    registers: [registry],
    collect() {
      this.set(searchIndex?.size() ?? 0);
    },
  });
  new Counter({
    name: 'search_index_searches_total',
    help: 'Ranked searches sent to the search index, by outcome: answered there, declined (a form it does not evaluate) or failed; the database answers the declined and the failed',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      if (!searchIndex) return;
      for (const [outcome, count] of Object.entries(searchIndex.counts())) this.inc({ outcome }, count);
    },
  });
  return {
    registry,
    httpRequests,
    httpDuration,
    openStreams,
    jobsForYouReads,
    watchDatabase(db) {
      database = db;
      db.observeQueries((seconds, ok) => queryDuration.observe({ outcome: ok ? 'ok' : 'error' }, seconds));
    },
    /** How many jobs the search index holds now, and what it did with the searches sent to it (decision 055). */
    watchSearchIndex(watch: SearchIndexWatch) {
      searchIndex = watch;
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
