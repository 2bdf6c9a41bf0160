// The search index's thread, seen from the server's (decision 055, 'The
// search index in memory' and 'The index's own thread'): the index
// (search-index-store.ts) lives in a worker thread of its own
// (search-index-worker.ts), so its searches run beside the server's thread
// instead of in it. This side reads the documents and the changes from the
// database and hands them over; the worker answers a search with the count
// and the page's job ids.
//
// The index stands at one catalogue version (migration 0313): a search that
// reads a later version first re-reads the jobs the change log (migration
// 0318) names in between, or, when the log cannot tell, the index is built
// again in the background while searches are answered by the database. A
// build reads the documents in pages by id after reading the version, so a
// change committed meanwhile is read again by the next catch-up.
//
// The worker takes its messages in the order they are sent, so this side
// changes its idea of the index's version in the same step as it sends what
// changes it: a search sent after a catch-up is answered after it.
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intArray, rowsOf } from '../../db/raw-query.ts';
import { startWorkerThread } from '../../lib/worker-threads.ts';
import { catalogueChangesBetween } from './fit.repo.ts';
import type { DocumentRow } from './search-index-store.ts';
import type { IndexedAnswer, IndexedSearch } from './search-indexed.ts';
import type { RankMath } from './text-query.ts';

/** What the server's thread asks the index's thread; each is answered with an `IndexReply`. */
export type IndexRequest = { id: number } & (
  | { kind: 'begin'; math: RankMath }
  | { kind: 'add'; rows: DocumentRow[] }
  /** The index begun is complete at `version`: it replaces the one that answered. */
  | { kind: 'finish'; version: number }
  | { kind: 'abandon' }
  /** The jobs changed from version `from` to `to`, and the rows of those still published. */
  | { kind: 'apply'; from: number; to: number; changed: number[]; rows: DocumentRow[] }
  | { kind: 'drop' }
  | { kind: 'search'; search: IndexedSearch }
);

export type IndexReply = {
  id: number;
  /** The jobs the answering index holds (0 while none), and whether it is better built again. */
  jobs: number;
  mostlyStale: boolean;
} & ({ ok: true; answer: IndexedAnswer | null } | { ok: false; message: string });

type Answered = Extract<IndexReply, { ok: true }>;
type Ask = IndexRequest extends infer R ? (R extends IndexRequest ? Omit<R, 'id'> : never) : never;

const WORKER_URL = new URL('./search-index-worker.ts', import.meta.url);

/** The worker thread and its unanswered requests. */
class IndexThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (reply: Answered) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  stopped = false;
  /** Told of every reply (the held state's size) and of the thread's end. */
  private readonly onReply: (reply: IndexReply) => void;
  private readonly onStop: () => void;

  constructor(onReply: (reply: IndexReply) => void, onStop: () => void) {
    this.onReply = onReply;
    this.onStop = onStop;
    this.worker = startWorkerThread(WORKER_URL);
    // an idle index never keeps the process alive: a server ends when its listener does
    this.worker.unref();
    this.worker.on('message', (reply: IndexReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      this.onReply(reply);
      if (!waiter) return;
      if (reply.ok) waiter.resolve(reply);
      else waiter.reject(new Error(`search index: ${reply.message}`));
    });
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', () => this.stop(new Error('search index: its thread ended')));
  }

  /** Sends now (in order with every other request); the promise is its answer. */
  request(ask: Ask): Promise<Answered> {
    if (this.stopped) return Promise.reject(new Error('search index: its thread ended'));
    const id = this.nextId++;
    const answered = new Promise<Answered>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (this.waiting.size === 1) this.worker.ref();
    this.worker.postMessage({ ...ask, id } as IndexRequest);
    return answered;
  }

  stop(error: Error) {
    if (this.stopped) return;
    this.stopped = true;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
    void this.worker.terminate();
    this.onStop();
  }
}

/** The index's calls into the C library, answered by the database itself (text-query.ts `RankMath`). */
export async function rankMathOf(db: DbOrTx): Promise<RankMath> {
  const [row] = await rowsOf<{ logs: number[] | string; exps: number[] | string }>(
    db,
    sql`SELECT ARRAY(SELECT ln(n::float8)::text FROM generate_series(1, 4096) n) AS logs,
               ARRAY(SELECT exp(w::float8 / 1.5 - 2)::text FROM generate_series(0, 100) w) AS exps`,
  );
  const numbers = (value: unknown) =>
    (Array.isArray(value) ? value : String(value).replace(/[{}]/g, '').split(',')).map(Number);
  const logs = numbers(row?.logs);
  return { log: Float64Array.from([Number.NEGATIVE_INFINITY, ...logs]), exp: Float64Array.from(numbers(row?.exps)) };
}

const catalogueVersion = async (db: DbOrTx) =>
  Number((await rowsOf<{ version: string }>(db, sql`SELECT version FROM fit_catalogue`))[0]?.version ?? 0);

const DOCUMENT_COLUMNS = sql`j.id, (extract(epoch FROM j.published_at) * 1000000)::bigint::text AS published_us,
  j.company_id, j.is_anonymized, j.is_remote, j.job_sub_category, j.location, j.experience_min, j.experience_max,
  j.search_vector::text AS vector, d.description_vector::text AS description`;
const DOCUMENTS = sql`job_search_documents j LEFT JOIN job_search_descriptions d ON d.id = j.id`;

/** Rows a build reads per statement: the embedded database answers other requests between them. */
const BUILD_PAGE = 5_000;
/** Rows per message to the index's thread: a search waits for at most this many jobs being added. */
const ADD_CHUNK = 500;
/** Beyond this many changed jobs between two versions the index is built again rather than caught up. */
const CATCH_UP_MAX = 2_000;

interface Held {
  thread: IndexThread | null;
  /** The version of the index the thread answers from, as of the requests sent so far; -1 while none. */
  version: number;
  jobs: number;
  mostlyStale: boolean;
  /** Ranked searches the index answered, and those it left to the database (`countIndexed`). */
  answered: number;
  declined: number;
  building: Promise<void> | null;
  catchingUp: Promise<boolean> | null;
}
const held = new WeakMap<object, Held>();

function stateOf(db: DbOrTx): Held {
  let state = held.get(db);
  if (!state) {
    state = {
      thread: null,
      version: -1,
      jobs: 0,
      mostlyStale: false,
      answered: 0,
      declined: 0,
      building: null,
      catchingUp: null,
    };
    held.set(db, state);
  }
  return state;
}

function threadOf(state: Held): IndexThread {
  if (state.thread && !state.thread.stopped) return state.thread;
  const thread: IndexThread = new IndexThread(
    (reply) => {
      if (state.thread !== thread) return;
      state.jobs = reply.jobs;
      state.mostlyStale = reply.mostlyStale;
    },
    () => {
      // a thread that ended takes its index along: the database answers until a new one is built
      if (state.thread !== thread) return;
      state.thread = null;
      state.version = -1;
      state.jobs = 0;
    },
  );
  state.thread = thread;
  return thread;
}

async function build(db: DbOrTx, state: Held): Promise<void> {
  const thread = threadOf(state);
  const version = await catalogueVersion(db);
  void thread.request({ kind: 'begin', math: await rankMathOf(db) }).catch(() => undefined);
  try {
    // the thread adds one page while the next is read: two pages at most wait in memory
    let added: Promise<unknown> = Promise.resolve();
    for (let after = 0; ;) {
      const rows = await rowsOf<DocumentRow>(
        db,
        sql`SELECT ${DOCUMENT_COLUMNS} FROM ${DOCUMENTS}
            WHERE j.is_published AND j.id > ${after} ORDER BY j.id LIMIT ${BUILD_PAGE}`,
      );
      await added;
      for (let i = 0; i < rows.length; i += ADD_CHUNK) {
        added = thread.request({ kind: 'add', rows: rows.slice(i, i + ADD_CHUNK) });
      }
      if (rows.length < BUILD_PAGE) break;
      after = Number(rows[rows.length - 1]!.id);
    }
    await added;
  } catch (error) {
    void thread.request({ kind: 'abandon' }).catch(() => undefined);
    throw error;
  }
  if (state.thread !== thread) throw new Error('search index: its thread ended');
  const finished = thread.request({ kind: 'finish', version });
  state.version = version;
  await finished;
}

/** Re-reads the jobs changed since the index's version; false when the log cannot tell which. */
async function catchUp(db: DbOrTx, state: Held, to: number): Promise<boolean> {
  const from = state.version;
  const changed = await catalogueChangesBetween(db, from, to, CATCH_UP_MAX);
  if (!changed) return false;
  if (state.version !== from) return true;
  const rows = changed.length
    ? await rowsOf<DocumentRow>(
        db,
        sql`SELECT ${DOCUMENT_COLUMNS} FROM ${DOCUMENTS} WHERE j.is_published AND j.id = ANY(${intArray(changed)})`,
      )
    : [];
  // a build that finished meanwhile stands at its own version: the caller looks again
  if (state.version !== from || !state.thread) return true;
  void state.thread.request({ kind: 'apply', from, to, changed, rows }).catch(() => undefined);
  state.version = Math.max(state.version, to);
  return true;
}

/** Builds the index once at a time; a failed build leaves the database to answer and the next search tries again. */
function startBuild(db: DbOrTx, state: Held): Promise<void> {
  if (state.building) return state.building;
  const building = build(db, state).finally(() => {
    state.building = null;
  });
  state.building = building;
  building.catch(() => undefined);
  return building;
}

/**
 * The thread whose index stands at catalogue version `version` or later, or
 * null while it is being built (the caller asks the database instead).
 * Catching up a few changed jobs is awaited; a build is started and not
 * waited for.
 */
async function threadAt(db: DbOrTx, version: number): Promise<IndexThread | null> {
  const state = stateOf(db);
  for (;;) {
    const thread = state.thread;
    if (!thread || state.version < 0) {
      void startBuild(db, state);
      return null;
    }
    if (state.version >= version) {
      // past half stale, a build in the background packs the postings again; this one answers meanwhile
      if (state.mostlyStale) void startBuild(db, state);
      return thread;
    }
    if (!state.catchingUp) {
      state.catchingUp = catchUp(db, state, version).finally(() => {
        state.catchingUp = null;
      });
    }
    const caughtUp = await state.catchingUp.catch(() => false);
    if (!caughtUp && state.thread === thread && state.version < version) {
      void thread.request({ kind: 'drop' }).catch(() => undefined);
      state.version = -1;
      void startBuild(db, state);
      return null;
    }
  }
}

/**
 * A ranked search answered by the index at catalogue version `version` or
 * later; null when none is built yet or the index cannot answer it exactly
 * (the caller asks the database). What the index answered or declined is
 * counted (`indexedCounts`).
 */
export async function searchByIndex(db: DbOrTx, version: number, search: IndexedSearch): Promise<IndexedAnswer | null> {
  const thread = await threadAt(db, version);
  if (!thread) return null;
  let answer: IndexedAnswer | null;
  try {
    ({ answer } = await thread.request({ kind: 'search', search }));
  } catch (error) {
    // a thread that ended while the search waited: the database answers it
    if (thread.stopped) return null;
    throw error;
  }
  stateOf(db)[answer ? 'answered' : 'declined'] += 1;
  return answer;
}

/** How many jobs the index holds now (0 while none is built). */
export const searchIndexSize = (db: DbOrTx) => held.get(db)?.jobs ?? 0;

/** How many ranked searches the index answered and left to the database (tests). */
export const indexedCounts = (db: DbOrTx) => ({
  answered: held.get(db)?.answered ?? 0,
  declined: held.get(db)?.declined ?? 0,
});

/**
 * Waits until the index is built and answers how many jobs it holds: a
 * server's start (so its first searches are answered from it), and tests and
 * benchmarks that compare it with the database. Rejects when a build fails.
 */
export async function searchIndexReady(db: DbOrTx): Promise<{ jobs: number }> {
  for (;;) {
    if (await threadAt(db, await catalogueVersion(db))) return { jobs: stateOf(db).jobs };
    const state = stateOf(db);
    await (state.building ?? startBuild(db, state));
  }
}

/** Ends the index's thread (the server closes); a later search starts another. */
export function closeSearchIndex(db: DbOrTx) {
  held.get(db)?.thread?.stop(new Error('search index: closed'));
}
