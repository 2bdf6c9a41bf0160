// A durable work queue in the database. Producers enqueue inside their own
// transaction (side effects after commit); the worker claims due jobs with
// FOR UPDATE SKIP LOCKED, so any number of instances can run it.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { queueJobs } from '../db/schema/platform.ts';
import { currentRequestId, withRequestId } from './request-context.ts';

export type QueueHandler = (payload: unknown) => Promise<void>;
export type QueueHandlers = Record<string, QueueHandler>;

export interface EnqueueOptions {
  /** A second enqueue with the same key is ignored (exactly-once intent). */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export async function enqueue(db: DbOrTx, kind: string, payload: unknown, options: EnqueueOptions = {}) {
  await db
    .insert(queueJobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 5,
      // decision 034: the request (or job) that enqueued it, for its log lines
      requestId: currentRequestId() ?? null,
    })
    .onConflictDoNothing({ target: queueJobs.dedupeKey });
}

interface ClaimedJob extends Record<string, unknown> {
  id: number | string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  request_id: string | null;
}

/** Seen by the metrics (decision 034): how long each job kind takes and how it ends. */
export type QueueObserver = (kind: string, seconds: number, outcome: 'done' | 'failed') => void;
let observer: QueueObserver | undefined;
export function observeQueue(fn: QueueObserver | undefined) {
  observer = fn;
}

const LOCK_SECONDS = 60;

/** Claims and runs the jobs that are due; returns how many ran. */
export async function runDueJobs(
  db: Db,
  handlers: QueueHandlers,
  log?: FastifyBaseLogger,
  limit = 20,
): Promise<number> {
  const claimed = await db.execute<ClaimedJob>(sql`
    UPDATE queue_jobs SET locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM queue_jobs
      WHERE done_at IS NULL AND run_at <= now() AND attempts < max_attempts
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts, max_attempts, request_id`);
  const rows = (claimed as unknown as { rows: ClaimedJob[] }).rows;
  for (const job of rows) {
    const handler = handlers[job.kind];
    const reqId = job.request_id ?? `job-${job.id}`;
    const jobLog = log?.child({ reqId, jobId: job.id, kind: job.kind });
    const started = performance.now();
    try {
      if (!handler) throw new Error(`no handler for queue job kind ${job.kind}`);
      // the job runs as its request: what it enqueues carries the same id
      await withRequestId(reqId, () => handler(job.payload));
      await db.execute(
        sql`UPDATE queue_jobs SET done_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${job.id}`,
      );
      observer?.(job.kind, (performance.now() - started) / 1000, 'done');
      jobLog?.info({ attempts: job.attempts, ms: Math.round(performance.now() - started) }, 'queue job done');
    } catch (error) {
      observer?.(job.kind, (performance.now() - started) / 1000, 'failed');
      const message = error instanceof Error ? error.message : String(error);
      // exponential backoff: 2, 4, 8 … seconds
      const delay = 2 ** Number(job.attempts);
      await db.execute(
        sql`UPDATE queue_jobs SET last_error = ${message}, locked_until = NULL, run_at = now() + make_interval(secs => ${delay}) WHERE id = ${job.id}`,
      );
      jobLog?.warn({ attempts: job.attempts, err: message }, 'queue job failed');
    }
  }
  return rows.length;
}

export interface Worker {
  stop(): Promise<void>;
  /** Runs everything due now (used by tests and after enqueueing in dev). */
  drain(): Promise<void>;
}

export function startWorker(db: Db, handlers: QueueHandlers, log: FastifyBaseLogger, pollMs = 1000): Worker {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = runDueJobs(db, handlers, log).catch((error: unknown) => log.error({ err: error }, 'queue poll failed'));
    await running;
    if (!stopped) timer = setTimeout(tick, pollMs);
  };
  let timer: ReturnType<typeof setTimeout> = setTimeout(tick, pollMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    async drain() {
      while ((await runDueJobs(db, handlers, log)) > 0);
    },
  };
}
