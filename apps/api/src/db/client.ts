// One database interface over two engines: PGlite (embedded Postgres in
// DATA_DIR) by default, PostgreSQL when DATABASE_URL is set. Both speak the same
// SQL, so queries, migrations and full-text search are written once. PGlite
// runs in a worker thread, so a slow statement never holds the server's event
// loop (decision 029).
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { BytesBlob } from './pglite-protocol.ts';
import { PREPARED_MARK } from './raw-query.ts';
import { pgliteWasm, startPgliteWorker, type PgliteClient } from './pglite-thread.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: repos accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn on one connection, for session-level locks and scripted transactions. */
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  /** Plain parameterised query for the few places that need raw SQL. */
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  /**
   * LISTEN on a channel: fn runs for each NOTIFY committed by any connection
   * (any instance, with PostgreSQL). Answers the function that stops listening.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Calls fn with the duration of every statement sent (the metrics, decision 034). */
  observeQueries(fn: QueryObserver): void;
  /** Connections: open, idle, and callers waiting for one (PGlite: one connection). */
  poolStats(): { size: number; idle: number; waiting: number };
  /** PGlite only: the data directory as a tarball that `loadDataDir` starts from (test templates, decision 013). */
  dumpDataDir?(): Promise<Blob>;
}

export type QueryObserver = (seconds: number, ok: boolean) => void;

/** Wraps a client's query method so each statement's duration reaches the observer. */
function timeQueries(
  client: { query: (...args: never[]) => Promise<unknown> },
  observer: () => QueryObserver | undefined,
) {
  const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = async (...args: unknown[]) => {
    const started = performance.now();
    let ok = false;
    try {
      const result = await original(...args);
      ok = true;
      return result;
    } finally {
      observer()?.((performance.now() - started) / 1000, ok);
    }
  };
}

/** A marked statement's name: a digest of its text, so one name never means two texts. */
const statementName = (text: string) => `p_${createHash('sha1').update(text).digest('hex')}`;

/** Runs a marked statement as a named one on a PostgreSQL connection. */
function nameMarkedStatements(client: { query: (...args: never[]) => Promise<unknown> }) {
  const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && !('name' in config && config.name)) {
      const text = (config as { text?: unknown }).text;
      if (typeof text === 'string' && text.startsWith(PREPARED_MARK))
        return original({ ...config, name: statementName(text) }, ...rest);
    }
    return original(config, ...rest);
  };
}

/**
 * A parameter as an SQL literal for EXECUTE; undefined for other kinds (the
 * statement then runs unprepared). A string is an escape string (E'…') with
 * its backslashes and quotes doubled, so it reads back as written whatever
 * standard_conforming_strings says; one PostgreSQL cannot take (a NUL) is left
 * to the unprepared path, which refuses it as a parameter is refused. A number
 * is a quoted literal too, read by its parameter's type as a parameter's text
 * is (a fraction for an integer is refused, not rounded).
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? `'${String(value)}'` : undefined;
  if (typeof value === 'bigint') return `'${String(value)}'`;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && !value.includes('\0'))
    return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return undefined;
}

/**
 * PGlite's query reaches only the protocol's unnamed statement, so a marked
 * statement is made a session's prepared statement with PREPARE, once, and run
 * with EXECUTE and its parameters as literals: its planning is kept as on
 * PostgreSQL (decision 038). A prepared statement outlives a rollback.
 */
function prepareMarkedStatements(client: PgliteClient) {
  const original = client.query.bind(client);
  const prepares = new Map<string, Promise<unknown>>();
  client.query = async <T>(text: string, params: unknown[] = [], options?: Parameters<PgliteClient['query']>[2]) => {
    const values = text.startsWith(PREPARED_MARK) ? params.map(literal) : [undefined];
    if (values.some((value) => value === undefined)) return original<T>(text, params, options);
    const name = statementName(text);
    let prepare = prepares.get(name);
    if (!prepare) {
      prepare = original(`PREPARE ${name} AS ${text}`);
      prepares.set(name, prepare);
      prepare.catch(() => prepares.delete(name));
    }
    await prepare;
    return original<T>(`EXECUTE ${name}${values.length ? `(${values.join(', ')})` : ''}`, [], options);
  };
}

export interface Connection {
  /** Multi-statement script, no parameters. */
  exec(sqlText: string): Promise<void>;
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; undefined keeps it in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: start from a dumped data directory instead of an empty one
   * (decision 013). Bytes in a SharedArrayBuffer are read where they are, so
   * many databases open from one copy (test files open one per app).
   */
  loadDataDir?: Blob | SharedArrayBuffer;
  /**
   * PGlite only: where it computes. 'worker' (the default) is a worker thread
   * of its own; 'main' is the calling thread, which every statement then holds
   * for as long as it runs (decision 029).
   */
  thread?: 'worker' | 'main';
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options);
}

async function openPglite({ dataDir, loadDataDir, thread = 'worker' }: DatabaseOptions): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const location = dataDir ? path.resolve(dataDir) : undefined;
  const client: PgliteClient =
    thread === 'worker'
      ? await startPgliteWorker({ dataDir: location, loadDataDir })
      : await PGlite.create(location, {
          extensions: { pg_trgm },
          pgliteWasmModule: await pgliteWasm(),
          ...(loadDataDir
            ? { loadDataDir: loadDataDir instanceof Blob ? loadDataDir : new BytesBlob(loadDataDir) }
            : {}),
        });
  prepareMarkedStatements(client);
  let observer: QueryObserver | undefined;
  timeQueries(client as never, () => observer);
  // drizzle-orm/pglite calls only query() and transaction() of its client
  const db = drizzlePglite(client as unknown as PGlite) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    observeQueries(fn) {
      observer = fn;
    },
    poolStats: () => ({ size: 1, idle: 1, waiting: 0 }),
    async withConnection(fn) {
      return fn({
        exec: async (text) => {
          await client.exec(text);
        },
        query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
          (await client.query<T>(text, params)).rows,
      });
    },
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, fn) {
      const stop = await client.listen(channel, fn);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // at least two: a start's lock (db/migrate.ts, withStartLock) holds one connection while the seeds use another
  const pool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Number(process.env.DATABASE_POOL_SIZE ?? 10) || 10),
    // a connection idle for a while stays open (the driver's default closes it after 10 s): a new one
    // is a new backend, with cold caches and every kept statement planned afresh (decision 038)
    idleTimeoutMillis: 300_000,
  });
  // An idle client can lose its connection (a database restart, a failover,
  // a dropped test database); the pool replaces it on the next checkout, and
  // the error must not take the process down.
  pool.on('error', (error) => {
    process.emitWarning(`idle PostgreSQL connection lost: ${error.message}`);
  });
  let observer: QueryObserver | undefined;
  // every pooled connection, so statements in transactions are timed too
  pool.on('connect', (conn) => {
    nameMarkedStatements(conn as never);
    timeQueries(conn as never, () => observer);
  });
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    observeQueries(fn) {
      observer = fn;
    },
    poolStats: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withConnection(fn) {
      const conn = await pool.connect();
      try {
        return await fn({
          exec: async (text) => {
            await conn.query(text);
          },
          query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
            (await conn.query(text, params)).rows as T[],
        });
      } finally {
        conn.release();
      }
    },
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, fn) => listenPostgres(url, channel, fn),
    async close() {
      await pool.end();
    },
  };
}

/**
 * A connection of its own for LISTEN (a pooled one would be handed to other
 * queries). A lost connection is replaced after a pause, and fn hears an empty
 * payload then, since notifications sent meanwhile were missed.
 */
async function listenPostgres(url: string, channel: string, fn: (payload: string) => void) {
  const identifier = `"${channel.replace(/"/g, '""')}"`;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) fn(message.payload ?? '');
    });
    next.on('error', (error) => {
      process.emitWarning(`LISTEN connection lost: ${error.message}`);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void reconnect(), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${identifier}`);
    client = next;
  };
  const reconnect = async () => {
    retry = null;
    try {
      await connect();
      fn('');
    } catch {
      if (!stopped) retry = setTimeout(() => void reconnect(), 1000).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
