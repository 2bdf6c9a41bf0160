// A small pool of analyzer worker threads. Each job gets a deadline and each
// worker a heap limit; a worker that overruns either is terminated and
// replaced, and its job fails with a clear message instead of hanging the
// request or the server (decision 007: bounded time and memory per request).
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { ResumeAnalysis } from '@talent/contracts/resume-analysis';
import { startWorkerThread } from '../../lib/worker-threads.ts';
import { AnalysisMessages } from './analysis-errors.ts';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  fileName: string | null;
  candidateName: string | null;
  now: string | null;
}

export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; analysis: ResumeAnalysis }
  | { id: number; ok: false; code: 'unreadable' | 'invalid-type' | 'internal'; message: string };

export type JobFailureCode = 'unreadable' | 'invalid-type' | 'internal' | 'timeout' | 'memory' | 'busy' | 'slow';

/**
 * Below this size a file cannot honestly 'take too long to read': when such a
 * file overruns its deadline the machine was slow, and the visitor is asked to
 * retry instead of being told the file is at fault.
 */
export const SMALL_FILE_BYTES = 256 * 1024;

export class AnalysisJobError extends Error {
  readonly code: JobFailureCode;
  constructor(code: JobFailureCode, message: string) {
    super(message);
    this.name = 'AnalysisJobError';
    this.code = code;
  }
}

export interface AnalyzerPoolOptions {
  size: number;
  /** Wall-clock limit per file. */
  timeoutMs: number;
  /** V8 heap limit per worker. */
  memoryMb: number;
  /** Jobs waiting for a worker before new ones are refused. */
  maxQueue: number;
}

export const DEFAULT_POOL_OPTIONS: AnalyzerPoolOptions = {
  size: Math.max(1, Math.min(2, availableParallelism())),
  timeoutMs: 10_000,
  memoryMb: 256,
  maxQueue: 16,
};

interface Job {
  request: Omit<WorkerRequest, 'id'>;
  resolve: (analysis: ResumeAnalysis) => void;
  reject: (error: AnalysisJobError) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the PDF and Word readers and read a warm-up file. */
  ready: boolean;
  readiness: Promise<void>;
  /** size: the file's bytes are transferred to the worker, so their length is kept here. */
  job: (Job & { id: number; size: number; timer: NodeJS.Timeout | null }) | null;
}

const WORKER_URL = new URL('./analyzer-worker.ts', import.meta.url);

export class AnalyzerPool {
  private readonly options: AnalyzerPoolOptions;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: Partial<AnalyzerPoolOptions> = {}) {
    this.options = { ...DEFAULT_POOL_OPTIONS, ...options };
  }

  analyze(bytes: Uint8Array, meta: { fileName: string | null; candidateName: string | null; now?: Date }) {
    return new Promise<ResumeAnalysis>((resolve, reject) => {
      if (this.closed) return reject(new AnalysisJobError('busy', AnalysisMessages.busy));
      // a private copy: its buffer is transferred to the worker, not shared
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      const job: Job = {
        request: {
          bytes: copy,
          fileName: meta.fileName,
          candidateName: meta.candidateName,
          now: meta.now?.toISOString() ?? null,
        },
        resolve,
        reject,
      };
      const idle = [...this.slots].find((slot) => slot.job === null);
      if (idle) this.dispatch(idle, job);
      else if (this.slots.size < this.options.size) this.dispatch(this.spawn(), job);
      else if (this.queue.length < this.options.maxQueue) this.queue.push(job);
      else reject(new AnalysisJobError('busy', AnalysisMessages.busy));
    });
  }

  /**
   * Starts every worker now, so the readers are loaded before the first file
   * arrives (the first analysis is as fast as the next ones). One worker first,
   * then the others: on a small machine the first is ready sooner when it does
   * not share the processor with every other worker's start.
   */
  async warm() {
    if (!this.closed && this.slots.size === 0) this.spawn();
    await Promise.all([...this.slots].map((slot) => slot.readiness));
    while (!this.closed && this.slots.size < this.options.size) this.spawn();
    await Promise.all([...this.slots].map((slot) => slot.readiness));
  }

  get readyWorkers() {
    return [...this.slots].filter((slot) => slot.ready).length;
  }

  private spawn(): Slot {
    const resourceLimits = {
      maxOldGenerationSizeMb: this.options.memoryMb,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    };
    const worker = startWorkerThread(WORKER_URL, { resourceLimits });
    let markReady = () => {};
    const readiness = new Promise<void>((resolve) => (markReady = resolve));
    const slot: Slot = { worker, ready: false, readiness, job: null };
    worker.unref();
    worker.on('exit', () => markReady());
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        markReady();
        if (slot.job) this.startDeadline(slot);
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      if (job.timer) clearTimeout(job.timer);
      slot.job = null;
      if (reply.ok) job.resolve(reply.analysis);
      else job.reject(new AnalysisJobError(reply.code, reply.message));
      this.next(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.retire(
        slot,
        memory
          ? new AnalysisJobError('memory', AnalysisMessages.tooMuchMemory)
          : new AnalysisJobError('internal', error.message),
      );
    });
    worker.on('exit', () => this.retire(slot, new AnalysisJobError('internal', 'analyzer worker exited')));
    this.slots.add(slot);
    return slot;
  }

  private dispatch(slot: Slot, job: Job) {
    const id = this.nextId++;
    slot.job = { ...job, id, size: job.request.bytes.byteLength, timer: null };
    slot.worker.ref();
    // the deadline counts reading the file, not starting the worker
    if (slot.ready) this.startDeadline(slot);
    const request: WorkerRequest = { id, ...job.request };
    slot.worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
  }

  private startDeadline(slot: Slot) {
    const job = slot.job;
    if (!job || job.timer) return;
    const small = job.size < SMALL_FILE_BYTES;
    job.timer = setTimeout(() => {
      this.retire(
        slot,
        small
          ? new AnalysisJobError('slow', AnalysisMessages.slow)
          : new AnalysisJobError('timeout', AnalysisMessages.timedOut),
      );
    }, this.options.timeoutMs);
  }

  private next(slot: Slot) {
    const job = this.queue.shift();
    if (job) this.dispatch(slot, job);
    else slot.worker.unref();
  }

  /** Ends a worker that failed or overran, fails its job, and keeps the queue moving. */
  private retire(slot: Slot, error: AnalysisJobError) {
    if (!this.slots.delete(slot)) return;
    const job = slot.job;
    slot.job = null;
    if (job) {
      if (job.timer) clearTimeout(job.timer);
      job.reject(error);
    }
    void slot.worker.terminate();
    const waiting = this.queue.shift();
    if (waiting && !this.closed) this.dispatch(this.spawn(), waiting);
  }

  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new AnalysisJobError('busy', AnalysisMessages.busy));
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map(async (slot) => {
        if (slot.job) {
          if (slot.job.timer) clearTimeout(slot.job.timer);
          slot.job.reject(new AnalysisJobError('busy', AnalysisMessages.busy));
        }
        await slot.worker.terminate();
      }),
    );
  }
}
