// How a worker thread of ours starts (decisions 007 and 055).
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const LOADER_FLAG = /^(--import|--require|-r|--loader|--experimental-loader)(?:=(.*))?$/;

/**
 * The worker's flags: the parent's without a TypeScript loader such as tsx
 * when Node strips types itself. The worker's files are written for type
 * stripping, and a loader inherited from the parent would transpile pdf.js
 * (3 MB of JavaScript) again in every new worker: seconds of start-up in
 * which the first visitor waits (decision 007, warm start); the search
 * index's thread likewise (decision 055). Undefined keeps Node's default,
 * the parent's flags.
 */
export function workerExecArgv(
  execArgv: readonly string[] = process.execArgv,
  stripsTypes: boolean = Boolean(process.features.typescript),
): string[] | undefined {
  if (!stripsTypes) return undefined;
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = LOADER_FLAG.exec(execArgv[i]!);
    const value = flag ? (flag[2] ?? execArgv[i + 1] ?? '') : '';
    if (flag && /^tsx(?:\/|$)|[\\/]tsx[\\/]/.test(value)) {
      if (flag[2] === undefined) i++;
      continue;
    }
    kept.push(execArgv[i]!);
  }
  return kept.length === execArgv.length ? undefined : kept;
}

/**
 * A worker thread with `workerExecArgv()`'s flags, or with the parent's as
 * they are when one of them is a flag a worker may not take (a V8 heap size,
 * `--expose-gc`).
 */
export function startWorkerThread(url: URL, options: Omit<WorkerOptions, 'execArgv'> = {}): Worker {
  try {
    return new Worker(url, { ...options, execArgv: workerExecArgv() });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(url, options);
  }
}

/**
 * Lowers the calling thread's priority by `niceness` (decision 055, 'The
 * index's own thread'): on Linux a thread's own id names it to
 * setpriority, so the rest of the process keeps its priority. Elsewhere, or
 * without /proc, the thread keeps the process's priority.
 */
export function lowerThreadPriority(niceness: number) {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(id) && id > 0) setPriority(id, Math.min(19, getPriority(id) + niceness));
  } catch {
    // not Linux, or not allowed: the same priority as the process
  }
}
