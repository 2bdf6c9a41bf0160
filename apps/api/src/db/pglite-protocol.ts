// The messages between the server's thread and the PGlite worker
// (pglite-worker.ts, pglite-thread.ts; decision 029), and the one class both
// threads use. Erasable TypeScript importing nothing: the worker loads it as
// it is wherever the server's files are (Node's own type stripping, or tsx).

/**
 * Bytes as the Blob PGlite's `loadDataDir` takes. PGlite reads a Blob with
 * `arrayBuffer()`, which for Node's own Blob copies the bytes again: about
 * 0.3 s for a 44 MB template here. This one answers with the bytes
 * themselves, which PGlite only reads (its files get copies), so one shared
 * template serves every database opened from it.
 */
export class BytesBlob extends Blob {
  readonly #bytes: ArrayBuffer | SharedArrayBuffer;
  constructor(bytes: ArrayBuffer | SharedArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }
  override get size() {
    return this.#bytes.byteLength;
  }
  override arrayBuffer() {
    return Promise.resolve(this.#bytes as ArrayBuffer);
  }
}

/** What opens the worker's PGlite: the first message to the worker. */
export interface WorkerStart {
  dataDir?: string;
  /** A dumped data directory to start from (decision 013): moved to the worker, or shared with it. */
  loadDataDir?: ArrayBuffer | SharedArrayBuffer;
  /** PGlite's WASM, compiled once in the server's thread and shared by every worker it starts. */
  wasmModule?: WebAssembly.Module;
}

/**
 * Query options that cross the boundary. PGlite's own take functions
 * (parsers), which cannot: `rawTypes` names the types whose values stay text,
 * which is what drizzle-orm/pglite asks for with its pass-through parsers.
 */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
  paramTypes?: number[];
}

export type Request =
  | { id: number; op: 'query'; text: string; params: unknown[]; options?: WireQueryOptions }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'txQuery'; tx: number; text: string; params: unknown[]; options?: WireQueryOptions }
  | { id: number; op: 'txExec'; tx: number; text: string }
  | { id: number; op: 'commit'; tx: number }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as it crossed: its class, message and own fields (code, constraint, detail …). */
export interface WireError {
  kind: 'database' | 'aborted' | 'error';
  message: string;
  name: string;
  fields: Record<string, string | number | boolean | null | undefined>;
}

export type Reply =
  | { ready: true }
  | { ready: false; error: WireError }
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: WireError }
  /** A NOTIFY heard by the listener that `listen` request `listener` made. */
  | { notify: number; payload: string };

/** The answer to `dump`: the tarball's bytes, moved rather than copied. */
export interface WireDump {
  bytes: ArrayBuffer;
  type: string;
}
