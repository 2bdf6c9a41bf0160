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
  /** A search, answered only by an index at catalogue version `atLeast` or later (null otherwise). */
  | { kind: 'search'; atLeast: number; search: IndexedSearch }
);

export type IndexReply = {
  id: number;
  /** The jobs the answering index holds (0 while none), and whether it is better built again. */
  jobs: number;
  mostlyStale: boolean;
} & ({ ok: true; answer: IndexedAnswer | null } | { ok: false; message: string });

type Answered = Extract<IndexReply, { ok: true }>;
/** A request without its id, which `IndexThread.request` gives it. */
type Ask = IndexRequest extends infer Each ? (Each extends IndexRequest ? Omit<Each, 'id'> : never) : never;

const WORKER_URL = new URL('./search-index-worker.ts', import.meta.url);
/** Longer than any search takes on a busy machine: beyond it the thread is taken to be stuck and ended. */
const SEARCH_DEADLINE_MS = 10_000;

/** The worker thread and its unanswered requests. */
class IndexThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { kind: Ask['kind']; resolve: (reply: Answered) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private ended = false;
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
      if (reply.ok) return waiter?.resolve(reply);
      const error = new Error(`search index: ${reply.message}`);
      waiter?.reject(error);
      // a change that failed halfway leaves an index no one can vouch for: a new thread builds a new one
      if (waiter?.kind !== 'search') this.stop(error);
    });
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', () => this.stop(new Error('search index: its thread ended')));
  }

  get stopped() {
    return this.ended;
  }

  /**
   * Sends now, in order with every other request; the promise is its answer.
   * It is marked handled here: a change sent without waiting for its answer
   * never ends the process when the thread ends first.
   */
  request(ask: Ask): Promise<Answered> {
    const answered = this.send(ask);
    answered.catch(() => undefined);
    return answered;
  }

  private send(ask: Ask): Promise<Answered> {
    if (this.ended) return Promise.reject(new Error('search index: its thread ended'));
    const id = this.nextId++;
    const answered = new Promise<Answered>((resolve, reject) =>
      this.waiting.set(id, { kind: ask.kind, resolve, reject }),
    );
    try {
      this.worker.postMessage({ ...ask, id } as IndexRequest);
    } catch (error) {
      this.waiting.delete(id);
      throw error;
    }
    if (this.waiting.size === 1) this.worker.ref();
    if (ask.kind !== 'search') return answered;
    const deadline = setTimeout(
      () => this.stop(new Error('search index: a search outlasted its deadline')),
      SEARCH_DEADLINE_MS,
    );
    deadline.unref();
    return answered.finally(() => clearTimeout(deadline));
  }

  stop(error: Error) {
    if (this.ended) return;
    this.ended = true;
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
/** After a failed build, searches are left to the database this long before another build is tried. */
const BUILD_RETRY_MS = 30_000;

interface Held {
  thread: IndexThread | null;
  /** Closed with the server (`closeSearchIndex`): no thread starts again. */
  closed: boolean;
  /** When a build last failed: the next waits `BUILD_RETRY_MS`. */
  failedAt: number;
  /** The version of the index the thread answers from, as of the requests sent so far; -1 while none. */
  version: number;
  jobs: number;
  mostlyStale: boolean;
  /** Ranked searches the index answered, those it declined, and those it failed (`indexedCounts`). */
  answered: number;
  declined: number;
  failed: number;
  building: Promise<void> | null;
  catchingUp: Promise<boolean> | null;
}
const held = new WeakMap<object, Held>();

function stateOf(db: DbOrTx): Held {
  let state = held.get(db);
  if (!state) {
    state = {
      thread: null,
      closed: false,
      failedAt: Number.NEGATIVE_INFINITY,
      version: -1,
      jobs: 0,
      mostlyStale: false,
      answered: 0,
      declined: 0,
      failed: 0,
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
  const math = await rankMathOf(db);
  void thread.request({ kind: 'begin', math });
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
      const chunks: Promise<unknown>[] = [];
      for (let i = 0; i < rows.length; i += ADD_CHUNK) {
        chunks.push(thread.request({ kind: 'add', rows: rows.slice(i, i + ADD_CHUNK) }));
      }
      added = Promise.all(chunks);
      added.catch(() => undefined);
      if (rows.length < BUILD_PAGE) break;
      after = Number(rows[rows.length - 1]!.id);
    }
    await added;
  } catch (error) {
    void thread.request({ kind: 'abandon' });
    throw error;
  }
  if (state.thread !== thread || thread.stopped) throw new Error('search index: its thread ended');
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
  void state.thread.request({ kind: 'apply', from, to, changed, rows });
  state.version = Math.max(state.version, to);
  return true;
}

/**
 * Builds the index once at a time. A failed build leaves the database to
 * answer, and the first search `BUILD_RETRY_MS` later tries again.
 */
function startBuild(db: DbOrTx, state: Held): Promise<void> {
  if (state.building) return state.building;
  if (state.closed) return Promise.reject(new Error('search index: closed'));
  if (performance.now() - state.failedAt < BUILD_RETRY_MS) {
    return Promise.reject(new Error('search index: the last build failed moments ago'));
  }
  const building = build(db, state)
    .catch((error: unknown) => {
      state.failedAt = performance.now();
      throw error;
    })
    .finally(() => {
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
      startBuild(db, state).catch(() => undefined);
      return null;
    }
    if (state.version >= version) {
      // past half stale, a build in the background packs the postings again; this one answers meanwhile
      if (state.mostlyStale) startBuild(db, state).catch(() => undefined);
      return thread;
    }
    if (!state.catchingUp) {
      state.catchingUp = catchUp(db, state, version).finally(() => {
        state.catchingUp = null;
      });
    }
    let caughtUp: boolean;
    try {
      caughtUp = await state.catchingUp;
    } catch {
      // the change log could not be read: this search goes to the database, the index stays
      return null;
    }
    if (!caughtUp && state.thread === thread && state.version < version) {
      void thread.request({ kind: 'drop' });
      state.version = -1;
      startBuild(db, state).catch(() => undefined);
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
  const state = stateOf(db);
  let answer: IndexedAnswer | null;
  try {
    // the thread answers only from an index at `version` or later, whatever was sent to it meanwhile
    ({ answer } = await thread.request({ kind: 'search', atLeast: version, search }));
  } catch {
    // the search failed there, or the thread ended while it waited (a crash, the deadline): the database
    // answers it; only the server's closing is not a failure
    if (!state.closed) state.failed += 1;
    return null;
  }
  state[answer ? 'answered' : 'declined'] += 1;
  return answer;
}

/** How many jobs the index holds now (0 while none is built). */
export const searchIndexSize = (db: DbOrTx) => held.get(db)?.jobs ?? 0;

/** How many ranked searches the index answered, and how many it declined or failed (the database answered those): the operators' metrics and the tests read them. */
export const indexedCounts = (db: DbOrTx) => ({
  answered: held.get(db)?.answered ?? 0,
  declined: held.get(db)?.declined ?? 0,
  failed: held.get(db)?.failed ?? 0,
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

/** Ends the index's thread as a failure would: the database answers until a new thread has built a new index. */
export function endSearchIndexThread(db: DbOrTx) {
  held.get(db)?.thread?.stop(new Error('search index: ended'));
}

/** Ends the index's thread for good: the server closes. */
export function closeSearchIndex(db: DbOrTx) {
  const state = stateOf(db);
  state.closed = true;
  state.thread?.stop(new Error('search index: closed'));
}
