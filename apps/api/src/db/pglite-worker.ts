// The worker thread that runs PGlite (decision 029). WASM Postgres computes
// on the thread that calls it, so in the server's thread one slow search
// would hold every other request; here it holds only this thread. Requests
// are handed to PGlite as they arrive, and PGlite's own locks order them
// exactly as in one thread: a transaction keeps every other query waiting
// until it ends. Written in erasable TypeScript, as is the one file of ours it
// imports, so Node runs it as it is (type stripping) as well as under tsx.
import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { messages, PGlite, TransactionAbortedError, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  BytesBlob,
  type Reply,
  type Request,
  type WireDump,
  type WireError,
  type WireQueryOptions,
  type WorkerStart,
} from './pglite-protocol.ts';

const port = parentPort!;
const post = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

const passThrough = (value: string) => value;
const queryOptions = (options?: WireQueryOptions) =>
  options && {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(options.rawTypes ? { parsers: Object.fromEntries(options.rawTypes.map((oid) => [oid, passThrough])) } : {}),
  };

/** Its own fields travel (code, constraint, detail, query …); params and options go back from the caller's side. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { kind: 'error', name: 'Error', message: String(error), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'queryOptions') continue;
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) {
      fields[key] = value as WireError['fields'][string];
    }
  }
  const kind =
    error instanceof TransactionAbortedError
      ? 'aborted'
      : error instanceof messages.DatabaseError
        ? 'database'
        : 'error';
  return { kind, name: error.name, message: error.message, fields };
}

// the first message says what to open; PGlite's code loads meanwhile
const [start] = (await once(port, 'message')) as [WorkerStart];
let client: PGlite;
try {
  client = await PGlite.create(start.dataDir, {
    extensions: { pg_trgm },
    ...(start.wasmModule ? { pgliteWasmModule: start.wasmModule } : {}),
    ...(start.loadDataDir ? { loadDataDir: new BytesBlob(start.loadDataDir) } : {}),
  });
} catch (error) {
  post({ ready: false, error: wireError(error) });
  process.exit(1);
}

/** Open transactions by the id of the request that began them, each waiting to be told how to end. */
const transactions = new Map<number, { tx: Transaction; end(op: 'commit' | 'rollback', id: number): void }>();
/** Thrown inside a transaction's callback so that PGlite rolls it back. */
const ROLLBACK = Symbol('rollback');
/** What `listen` answered, by the id of the request that listened. */
const listeners = new Map<number, () => Promise<void>>();

function txOf(id: number) {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  return open;
}

function begin(id: number) {
  let endedBy: number | null = null;
  client
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(id, {
            tx,
            end(op, requestId) {
              endedBy = requestId;
              transactions.delete(id);
              if (op === 'commit') resolve();
              else reject(ROLLBACK);
            },
          });
          post({ id, ok: true });
        }),
    )
    .then(
      () => post({ id: endedBy!, ok: true }),
      (error: unknown) => {
        transactions.delete(id);
        if (endedBy === null) post({ id, ok: false, error: wireError(error) });
        else if (error === ROLLBACK) post({ id: endedBy, ok: true });
        else post({ id: endedBy, ok: false, error: wireError(error) });
      },
    );
}

async function serve(request: Request): Promise<{ result?: unknown; transfer?: ArrayBuffer[] } | null> {
  switch (request.op) {
    case 'query':
      return { result: await client.query(request.text, request.params, queryOptions(request.options)) };
    case 'exec':
      return { result: await client.exec(request.text) };
    case 'txQuery':
      return {
        result: await txOf(request.tx).tx.query(request.text, request.params, queryOptions(request.options)),
      };
    case 'txExec':
      return { result: await txOf(request.tx).tx.exec(request.text) };
    case 'begin':
      begin(request.id);
      return null;
    case 'commit':
    case 'rollback':
      txOf(request.tx).end(request.op, request.id);
      return null;
    case 'listen': {
      const listener = request.id;
      listeners.set(listener, await client.listen(request.channel, (payload) => post({ notify: listener, payload })));
      return {};
    }
    case 'unlisten': {
      const stop = listeners.get(request.listener);
      listeners.delete(request.listener);
      if (stop && !client.closed) await stop();
      return {};
    }
    case 'dump': {
      const tarball = await client.dumpDataDir('none');
      const dump: WireDump = { bytes: await tarball.arrayBuffer(), type: tarball.type };
      return { result: dump, transfer: [dump.bytes] };
    }
    case 'close':
      if (!client.closed) await client.close();
      return {};
  }
}

port.on('message', (request: Request) => {
  serve(request)
    .then((answer) => {
      if (answer) post({ id: request.id, ok: true, result: answer.result }, answer.transfer);
    })
    // a failed statement, or an answer structured clone cannot carry
    .catch((error: unknown) => post({ id: request.id, ok: false, error: wireError(error) }));
});
post({ ready: true });
