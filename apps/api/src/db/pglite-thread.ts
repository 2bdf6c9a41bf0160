// The server's side of the PGlite worker (decision 029): an object with the
// part of PGlite's API that db/client.ts and drizzle-orm/pglite use (query,
// exec, transaction, listen, dumpDataDir, close), each call a message to the
// worker (pglite-worker.ts) and its answer. Errors come back as the classes
// PGlite throws, with their PostgreSQL fields (code, constraint, detail …), and
// values as structured clone carries them (Date, Uint8Array, bigint).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  messages,
  TransactionAbortedError,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { Reply, Request, WireDump, WireError, WireQueryOptions, WorkerStart } from './pglite-protocol.ts';

/** What db/client.ts needs of PGlite, met by PGlite itself and by the worker's client. */
export interface PgliteClient {
  readonly closed: boolean;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression: 'none'): Promise<Blob>;
  close(): Promise<void>;
}

export interface PgliteWorkerOptions {
  dataDir?: string;
  loadDataDir?: Blob | SharedArrayBuffer;
}

type Ask = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;
interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}
/** Where a failed statement came from: PGlite's errors carry the call's params and options. */
interface Call {
  params?: unknown[];
  options?: QueryOptions;
}

const WORKER_URL = new URL('./pglite-worker.ts', import.meta.url);
const closedError = () => new Error('PGlite is closed');

/** Starts PGlite in a worker thread; resolves once the database is open. */
export async function startPgliteWorker(options: PgliteWorkerOptions = {}): Promise<PgliteClient> {
  const worker = new Worker(WORKER_URL, {
    // Node strips the worker's types itself (it is erasable TypeScript), so it
    // needs none of this thread's flags; a loader such as tsx, inherited, would
    // add about a second to every start. Older Node inherits them (tsx).
    ...(process.features.typescript ? { execArgv: [] } : {}),
  });
  let onMessage!: (reply: Reply) => void;
  let onError!: (error: Error) => void;
  let onExit!: (code: number) => void;
  const ready = new Promise<void>((resolve, reject) => {
    onMessage = (reply) => {
      if ('ready' in reply && reply.ready) resolve();
      else reject('ready' in reply ? errorOf(reply.error) : new Error('PGlite worker: unexpected first message'));
    };
    onError = reject;
    onExit = (code) => reject(new Error(`PGlite worker exited (${code}) before the database opened`));
    worker.once('message', onMessage).once('error', onError).once('exit', onExit);
  });
  // awaited below; a failure meanwhile is not unhandled
  ready.catch(() => undefined);
  try {
    // the worker loads PGlite's code while this thread compiles its WASM
    const { loadDataDir } = options;
    const start: WorkerStart = {
      wasmModule: await pgliteWasm(),
      dataDir: options.dataDir,
      loadDataDir: loadDataDir instanceof Blob ? await loadDataDir.arrayBuffer() : loadDataDir,
    };
    // a Blob's copy moves to the worker; shared bytes are read in place
    worker.postMessage(start, start.loadDataDir instanceof ArrayBuffer ? [start.loadDataDir] : []);
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  }
  return new PgliteWorkerClient(worker);
}

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * PGlite's WASM compiled once per process: a worker given the compiled module
 * starts about half a second sooner than one that compiles it again (every
 * test app opens its own database). Where the file is not found, each worker
 * lets PGlite compile it, as PGlite does by itself.
 */
export function pgliteWasm(): Promise<WebAssembly.Module | undefined> {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const bytes = await readFile(path.join(dist, 'pglite.wasm')).catch(() => null);
    return bytes ? WebAssembly.compile(bytes) : undefined;
  })();
  return compiled;
}

class PgliteWorkerClient implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 0;
  #closing: Promise<void> | null = null;
  #closed = false;
  /** Why the worker stopped, when it stopped on its own. */
  #lost: Error | null = null;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`PGlite worker exited (${code})`)));
    // an idle worker does not keep the process alive, as PGlite in this thread does not
    worker.unref();
  }

  get closed() {
    return this.#closed;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#ask<Results<T>>({ op: 'query', text, params, options: wireOptions(options) }, { params, options });
  }

  async exec(text: string): Promise<Results[]> {
    return this.#ask<Results[]>({ op: 'exec', text }, {});
  }

  /**
   * Like PGlite's: BEGIN, fn, COMMIT (ROLLBACK when fn throws), and every
   * other call waits until it ends — the worker runs it inside PGlite's own
   * transaction(), which holds PGlite's lock.
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const { id: txId, reply } = this.#send({ op: 'begin' });
    await reply;
    let closed = false;
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        checkOpen();
        return this.#ask<Results<R>>(
          { op: 'txQuery', tx: txId, text, params, options: wireOptions(options) },
          { params, options },
        );
      },
      exec: async (text: string) => {
        checkOpen();
        return this.#ask<Results[]>({ op: 'txExec', tx: txId, text }, {});
      },
      rollback: async () => {
        checkOpen();
        closed = true;
        await this.#ask({ op: 'rollback', tx: txId }, {});
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx as unknown as Transaction);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#ask({ op: 'rollback', tx: txId }, {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#ask({ op: 'commit', tx: txId }, {});
    }
    return result;
  }

  async listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>> {
    const { id, reply } = this.#send({ op: 'listen', channel }, {});
    // heard from now on: a NOTIFY may arrive before the answer does
    this.#listeners.set(id, fn);
    try {
      await reply;
    } catch (error) {
      this.#listeners.delete(id);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(id) || this.#closing) return;
      await this.#ask({ op: 'unlisten', listener: id }, {});
    };
  }

  async dumpDataDir(): Promise<Blob> {
    const dump = await this.#ask<WireDump>({ op: 'dump' }, {});
    return new Blob([dump.bytes], { type: dump.type });
  }

  /** Waits for running work (PGlite's close does), closes the database and ends the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#lost) await this.#ask({ op: 'close' }, {}, true);
      } finally {
        this.#closed = true;
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  #ask<T>(ask: Ask, call: Call, closing = false): Promise<T> {
    return this.#send(ask, call, closing).reply as Promise<T>;
  }

  #send(ask: Ask, call: Call = {}, closing = false): { id: number; reply: Promise<unknown> } {
    const id = ++this.#nextId;
    if (this.#lost) return { id, reply: Promise.reject(this.#lost) };
    if (this.#closing && !closing) return { id, reply: Promise.reject(closedError()) };
    const reply = new Promise<unknown>((resolve, reject) => {
      this.#pending.set(id, {
        resolve,
        reject: (error) => reject(withCall(error, call)),
      });
    });
    try {
      this.#worker.postMessage({ ...ask, id } as Request);
    } catch (error) {
      // a parameter that structured clone cannot carry (a function, a symbol …)
      this.#pending.delete(id);
      return { id, reply: Promise.reject(error as Error) };
    }
    if (this.#pending.size === 1) this.#worker.ref();
    return { id, reply };
  }

  #receive(reply: Reply) {
    if ('notify' in reply) {
      const fn = this.#listeners.get(reply.notify);
      // as PGlite calls its listeners: after the code that is running
      if (fn) queueMicrotask(() => fn(reply.payload));
      return;
    }
    if (!('id' in reply)) return;
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(errorOf(reply.error));
  }

  /** The worker is gone: every waiting call fails with why. */
  #stop(error: Error) {
    if (!this.#closing) this.#lost ??= error;
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(this.#lost ?? closedError());
    this.#pending.clear();
    this.#listeners.clear();
  }
}

/** Text that any parser but a pass-through one changes (case, spaces, a date, an array, JSON). */
const PROBE = ' Probe 2024-01-02 03:04:05.678+00 {a,"b"} ';

/**
 * Parsers are functions and stay in this thread. drizzle-orm/pglite passes
 * only pass-through ones (dates, intervals and numeric arrays stay text for
 * its own column mapping), which the worker rebuilds from their type ids; any
 * other parser, serializer or option is refused rather than silently dropped.
 */
function wireOptions(options?: QueryOptions): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, paramTypes, ...rest } = options;
  const other = Object.entries(rest).find(([, value]) => value !== undefined);
  if (other) throw new Error(`PGlite worker: the query option '${other[0]}' cannot cross to the worker thread`);
  const rawTypes = parsers
    ? Object.entries(parsers).map(([oid, parse]) => {
        if (parse(PROBE, Number(oid)) !== PROBE) {
          throw new Error(`PGlite worker: only pass-through parsers can cross to the worker thread (type ${oid})`);
        }
        return Number(oid);
      })
    : undefined;
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(rawTypes ? { rawTypes } : {}),
    ...(paramTypes ? { paramTypes } : {}),
  };
}

/** The error as PGlite would have thrown it in this thread. */
function errorOf(wire: WireError): Error {
  let error: Error;
  if (wire.kind === 'aborted') error = new TransactionAbortedError();
  else if (wire.kind === 'database') {
    error = new messages.DatabaseError(wire.message, Number(wire.fields.length ?? 0), 'error');
  } else {
    error = new Error(wire.message);
  }
  Object.assign(error, wire.fields);
  if (wire.kind === 'error') error.name = wire.name;
  return error;
}

/** PGlite's errors carry the failed call's params and options (which stayed in this thread). */
function withCall(error: Error, call: Call): Error {
  if ('query' in error) Object.assign(error, { params: call.params, queryOptions: call.options });
  return error;
}
