// The published jobs' search documents kept in this process (decision 055,
// 'The search index in memory'): each job's search_vector as lexeme numbers
// with their packed positions, the fields the filters read, and for each
// lexeme the jobs that hold it. A ranked search matches and ranks here, as
// text-query.ts evaluates PostgreSQL's own parse of the query, instead of
// reading and ranking every matching row in the database.
//
// The index stands at one catalogue version (migration 0313): a search that
// reads a later version first re-reads the jobs the change log (migration
// 0318) names in between, or, when the log cannot tell, the index is built
// again in the background while searches are answered by the database. A
// build reads the documents in pages by id after reading the version, so a
// change committed meanwhile is read again by the next catch-up.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intArray, rowsOf } from '../../db/raw-query.ts';
import { catalogueChangesBetween } from './fit.repo.ts';
import { orTermOf, parseTextVector, type PackedPosition, type RankMath, type TextDocument } from './text-query.ts';

/**
 * The jobs' texts in three shared arrays, one job after another: each entry's
 * lexeme number (ascending within a job), where its packed positions begin,
 * and the positions; `begins[entry + 1]` ends an entry's positions, the last
 * job's too (a closing entry follows). One array each instead of three per
 * job: the collector has a handful of objects to trace, not hundreds of
 * thousands.
 */
class TextPool {
  lexemes = new Int32Array(1024);
  begins = new Int32Array(1025);
  packed = new Uint16Array(4096);
  entries = 0;
  positions = 0;

  /** Appends a job's entries (lexemes ascending); answers where they start. */
  add(lexemes: Int32Array, positions: PackedPosition[][]): number {
    const first = this.entries;
    const count = lexemes.length;
    let added = 0;
    for (const list of positions) added += list.length;
    if (first + count + 1 > this.lexemes.length) {
      const size = Math.max(first + count + 1, this.lexemes.length * 2);
      this.lexemes = grown(this.lexemes, new Int32Array(size));
      this.begins = grown(this.begins, new Int32Array(size + 1));
    }
    if (this.positions + added > this.packed.length) {
      this.packed = grown(this.packed, new Uint16Array(Math.max(this.positions + added, this.packed.length * 2)));
    }
    for (let i = 0; i < count; i++) {
      this.lexemes[first + i] = lexemes[i]!;
      this.begins[first + i] = this.positions;
      this.packed.set(positions[i]!, this.positions);
      this.positions += positions[i]!.length;
    }
    this.entries += count;
    this.begins[this.entries] = this.positions;
    return first;
  }
}

const grown = <T extends Int32Array | Uint16Array | Uint8Array | Float32Array>(from: T, to: T): T => {
  to.set(from);
  return to;
};

/** Where `value` is in `list[from]` up to `list[to]`, which ascends; -1 when it is not there. */
export function indexIn(list: Int32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * One job's text at a time, read from the pool (`SearchIndex.textAt`): a
 * TextDocument whose entries are the pool's, so `starts` and `packed` are the
 * pool's arrays. Moved from job to job, never kept.
 */
export class PooledText implements TextDocument {
  private pool: TextPool;
  private from = 0;
  private to = 0;
  length = 0;
  size = 0;
  constructor(pool: TextPool) {
    this.pool = pool;
  }
  get starts() {
    return this.pool.begins;
  }
  get packed() {
    return this.pool.packed;
  }
  at(from: number, size: number, length: number): this {
    this.from = from;
    this.to = from + size;
    this.size = size;
    this.length = length;
    return this;
  }
  find(id: number): number {
    return indexIn(this.pool.lexemes, this.from, this.to, id);
  }
}

/**
 * The jobs that hold one lexeme: for each, the weights of its positions (bit
 * w for weight w) and its part of calc_rank_or (`orTermOf`), so a search reads
 * both without opening the job. Some listed slots may be stale: their job
 * left or moved to another slot (`SearchIndex.live`).
 */
export class SlotList {
  slots = new Int32Array(4);
  length = 0;
  add(slot: number) {
    if (this.length === this.slots.length) this.resize(this.length * 2);
    this.slots[this.length++] = slot;
  }
  protected resize(size: number) {
    this.slots = grown(this.slots.subarray(0, Math.min(size, this.length)), new Int32Array(size));
  }
  /** Gives back the room a build left beyond the list's length. */
  trim() {
    if (this.slots.length > this.length) this.resize(Math.max(this.length, 1));
  }
}

export class Postings extends SlotList {
  weights = new Uint8Array(4);
  orTerms = new Float32Array(4);
  protected override resize(size: number) {
    const kept = Math.min(size, this.length);
    super.resize(size);
    this.weights = grown(this.weights.subarray(0, kept), new Uint8Array(size));
    this.orTerms = grown(this.orTerms.subarray(0, kept), new Float32Array(size));
  }
  push(slot: number, weights: number, orTerm: number) {
    if (this.length === this.slots.length) this.resize(this.length * 2);
    this.weights[this.length] = weights;
    this.orTerms[this.length] = orTerm;
    this.add(slot);
  }
}

/** A column of numbers by slot that grows as jobs are added. */
class Column<T extends Int32Array | Float64Array | Uint8Array> {
  values: T;
  private readonly make: (size: number) => T;
  constructor(make: (size: number) => T) {
    this.make = make;
    this.values = make(1024);
  }
  set(slot: number, value: number) {
    if (slot >= this.values.length) {
      const grown = this.make(Math.max(slot + 1, this.values.length * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[slot] = value;
  }
}

interface DocumentRow extends Record<string, unknown> {
  id: number;
  published_us: string | null;
  company_id: number;
  is_anonymized: boolean;
  is_remote: boolean;
  job_sub_category: string;
  location: string;
  experience_min: number;
  experience_max: number;
  vector: string;
  description: string | null;
}

const DOCUMENT_COLUMNS = sql`j.id, (extract(epoch FROM j.published_at) * 1000000)::bigint::text AS published_us,
  j.company_id, j.is_anonymized, j.is_remote, j.job_sub_category, j.location, j.experience_min, j.experience_max,
  j.search_vector::text AS vector, d.description_vector::text AS description`;
const DOCUMENTS = sql`job_search_documents j LEFT JOIN job_search_descriptions d ON d.id = j.id`;

/** Rows a build reads per statement: the embedded database answers other requests between them. */
const BUILD_PAGE = 5_000;
/** Beyond this many changed jobs between two versions the index is built again rather than caught up. */
const CATCH_UP_MAX = 2_000;
/** Printable ASCII: a location the index lower-cases as ILIKE would (search-indexed.ts answers only for these). */
export const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** `flags` bits by slot. */
const LIVE = 1;
export const ANONYMIZED = 2;
export const REMOTE = 4;

export class SearchIndex {
  /** The catalogue version every held job is at least as new as; -1 while not built. */
  version = -1;
  /** Slots used so far (live or stale). */
  slots = 0;
  readonly slotOf = new Map<number, number>();
  /** By slot: the job's id, published_at in microseconds (null: first, as ORDER BY … DESC puts it), … */
  readonly ids = new Column((n) => new Int32Array(n));
  readonly publishedAt = new Column((n) => new Float64Array(n));
  readonly companyIds = new Column((n) => new Int32Array(n));
  readonly flags = new Column((n) => new Uint8Array(n));
  readonly experienceMin = new Column((n) => new Int32Array(n));
  readonly experienceMax = new Column((n) => new Int32Array(n));
  /** The sub-category's and the lower-cased location's numbers (`textOf`); the location's is -1 when not ASCII. */
  readonly subCategories = new Column((n) => new Int32Array(n));
  readonly locations = new Column((n) => new Int32Array(n));
  /** cnt_length and the number of lexemes, for ts_rank's normalisation. */
  readonly lengths = new Column((n) => new Int32Array(n));
  readonly sizes = new Column((n) => new Int32Array(n));
  /** Where each job's entries start in the text pool. */
  readonly textFrom = new Column((n) => new Int32Array(n));
  private readonly pool = new TextPool();
  private readonly view = new PooledText(this.pool);
  private readonly dictionary = new Map<string, number>();
  private readonly postings: (Postings | undefined)[] = [];
  /** The jobs whose description holds a lexeme (descriptions are stripped: no positions). */
  private readonly described: (SlotList | undefined)[] = [];
  /** False once a description with positions is read (search-indexed.ts then leaves the search to the database). */
  descriptionsStripped = true;
  private readonly companies = new Map<number, SlotList>();
  private readonly strings = new Map<string, number>();
  readonly textOf: string[] = [];
  /** Slots whose job has since left or moved to another slot (the postings still list them). */
  private stale = 0;

  readonly math: RankMath;
  constructor(math: RankMath) {
    this.math = math;
  }

  /** The last of the searches and changes queued on this index. */
  private turn: Promise<unknown> = Promise.resolve();

  /**
   * Runs `task` once every search and change queued before it is done: a
   * search that pauses for the event loop (search-indexed.ts) never sees the
   * index change under it, nor another search use its room.
   */
  exclusive<T>(task: () => T | Promise<T>): Promise<T> {
    const run = this.turn.then(task);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** The lexeme's number, or -1 when no job holds it. */
  idOf = (lexeme: string): number => this.dictionary.get(lexeme) ?? -1;

  /** A short text's number (sub-categories and locations), or -1 when no job has it. */
  numberOf = (text: string): number => this.strings.get(text) ?? -1;

  private intern(lexeme: string): number {
    let id = this.dictionary.get(lexeme);
    if (id === undefined) {
      id = this.dictionary.size;
      this.dictionary.set(lexeme, id);
    }
    return id;
  }

  private number(text: string): number {
    let id = this.strings.get(text);
    if (id === undefined) {
      id = this.textOf.length;
      this.strings.set(text, id);
      this.textOf.push(text);
    }
    return id;
  }

  /** The jobs holding a lexeme in their search vector. */
  postingsOf(id: number): Postings | undefined {
    return id < 0 ? undefined : this.postings[id];
  }

  /** The jobs holding a lexeme in their description. */
  describedBy(id: number): SlotList | undefined {
    return id < 0 ? undefined : this.described[id];
  }

  companySlots(companyId: number): SlotList | undefined {
    return this.companies.get(companyId);
  }

  private static listIn<T extends SlotList>(lists: (T | undefined)[], id: number, make: () => T): T {
    let list = lists[id];
    if (!list) lists[id] = list = make();
    return list;
  }

  /** Gives back the room the lists grew beyond their lengths (after a build). */
  trim() {
    for (const list of this.postings) list?.trim();
    for (const list of this.described) list?.trim();
    for (const list of this.companies.values()) list.trim();
  }

  /** The job's text in the slot (a view moved by the next call: read it before asking for another). */
  textAt(slot: number): TextDocument {
    return this.view.at(this.textFrom.values[slot]!, this.sizes.values[slot]!, this.lengths.values[slot]!);
  }

  put(row: DocumentRow) {
    this.remove(Number(row.id));
    const { lexemes, positions } = parseTextVector(row.vector);
    const order = lexemes.map((lexeme, i) => ({ id: this.intern(lexeme), positions: positions[i]! }));
    order.sort((a, b) => a.id - b.id);
    const ids = Int32Array.from(order, (entry) => entry.id);
    const sorted = order.map((entry) => entry.positions);
    let length = 0;
    for (const list of sorted) length += list.length || 1;
    const slot = this.slots++;
    this.textFrom.set(slot, this.pool.add(ids, sorted));
    const id = Number(row.id);
    this.slotOf.set(id, slot);
    this.ids.set(slot, id);
    this.publishedAt.set(slot, row.published_us === null ? Number.MAX_SAFE_INTEGER : Number(row.published_us));
    this.companyIds.set(slot, Number(row.company_id));
    this.flags.set(slot, LIVE | (row.is_anonymized ? ANONYMIZED : 0) | (row.is_remote ? REMOTE : 0));
    this.experienceMin.set(slot, Number(row.experience_min));
    this.experienceMax.set(slot, Number(row.experience_max));
    this.subCategories.set(slot, this.number(row.job_sub_category));
    this.locations.set(slot, isAscii(row.location) ? this.number(row.location.toLowerCase()) : -1);
    this.lengths.set(slot, length);
    this.sizes.set(slot, ids.length);
    for (let i = 0; i < ids.length; i++) {
      const list = sorted[i]!;
      let weights = 0;
      for (const p of list) weights |= 1 << (p & 3);
      SearchIndex.listIn(this.postings, ids[i]!, () => new Postings()).push(
        slot,
        weights,
        orTermOf(list, 0, list.length),
      );
    }
    const description = parseTextVector(row.description ?? '');
    if (description.positions.some((list) => list.length > 0)) this.descriptionsStripped = false;
    for (const lexeme of new Set(description.lexemes))
      SearchIndex.listIn(this.described, this.intern(lexeme), () => new SlotList()).add(slot);
    let company = this.companies.get(Number(row.company_id));
    if (!company) this.companies.set(Number(row.company_id), (company = new SlotList()));
    company.add(slot);
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.stale += 1;
    this.flags.values[slot] = 0;
    this.slotOf.delete(id);
  }

  /** Whether the slot holds a job now (the postings may still list slots whose job left). */
  live(slot: number): boolean {
    return (this.flags.values[slot]! & LIVE) !== 0;
  }

  /** Whether enough slots are stale that the index is better built again (a catch-up then says so). */
  get mostlyStale(): boolean {
    return this.stale > 1000 && this.stale > this.slotOf.size / 2;
  }
}

/** The rank's calls into the C library, answered by the database itself (text-query.ts `RankMath`). */
async function rankMathOf(db: DbOrTx): Promise<RankMath> {
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

async function build(db: DbOrTx): Promise<SearchIndex> {
  const version = await catalogueVersion(db);
  const index = new SearchIndex(await rankMathOf(db));
  for (let after = 0; ;) {
    const rows = await rowsOf<DocumentRow>(
      db,
      sql`SELECT ${DOCUMENT_COLUMNS} FROM ${DOCUMENTS}
          WHERE j.is_published AND j.id > ${after} ORDER BY j.id LIMIT ${BUILD_PAGE}`,
    );
    for (const [i, row] of rows.entries()) {
      index.put(row);
      // the event loop answers requests between a few hundred jobs
      if (i % 250 === 249) await new Promise((resolve) => setImmediate(resolve));
    }
    if (rows.length < BUILD_PAGE) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  index.trim();
  index.version = version;
  return index;
}

/** Re-reads the jobs changed since the index's version; false when the log cannot tell which. */
async function catchUp(db: DbOrTx, index: SearchIndex, to: number): Promise<boolean> {
  const from = index.version;
  const changed = await catalogueChangesBetween(db, from, to, CATCH_UP_MAX);
  if (!changed) return false;
  if (index.version !== from) return true;
  const rows = changed.length
    ? await rowsOf<DocumentRow>(
        db,
        sql`SELECT ${DOCUMENT_COLUMNS} FROM ${DOCUMENTS} WHERE j.is_published AND j.id = ANY(${intArray(changed)})`,
      )
    : [];
  await index.exclusive(() => {
    if (index.version !== from) return;
    for (const id of changed) index.remove(id);
    for (const row of rows) index.put(row);
    index.version = Math.max(index.version, to);
  });
  return true;
}

interface Held {
  index: SearchIndex | null;
  /** Ranked searches the index answered, and those it left to the database (`countIndexed`). */
  answered: number;
  declined: number;
  building: Promise<void> | null;
  catchingUp: Promise<boolean> | null;
}
const held = new WeakMap<object, Held>();

/** Builds the index once at a time; a failed build leaves the database to answer and the next search tries again. */
function startBuild(db: DbOrTx, state: Held): Promise<void> {
  if (state.building) return state.building;
  const building = build(db)
    .then((index) => {
      state.index = index;
    })
    .finally(() => {
      state.building = null;
    });
  state.building = building;
  building.catch(() => undefined);
  return building;
}

/**
 * The index at catalogue version `version` or later, or null while it is
 * being built (the caller asks the database instead). Catching up a few
 * changed jobs is awaited; a build is started and not waited for.
 */
export async function searchIndexAt(db: DbOrTx, version: number): Promise<SearchIndex | null> {
  let state = held.get(db);
  if (!state) held.set(db, (state = { index: null, answered: 0, declined: 0, building: null, catchingUp: null }));
  for (;;) {
    const index = state.index;
    if (!index) {
      void startBuild(db, state);
      return null;
    }
    if (index.version >= version) {
      // past half stale, a build in the background packs the postings again; this one answers meanwhile
      if (index.mostlyStale) void startBuild(db, state);
      return index;
    }
    if (!state.catchingUp) {
      state.catchingUp = catchUp(db, index, version).finally(() => {
        state.catchingUp = null;
      });
    }
    const caughtUp = await state.catchingUp.catch(() => false);
    if (!caughtUp && state.index === index && index.version < version) {
      state.index = null;
      void startBuild(db, state);
      return null;
    }
  }
}

/** How many jobs the index holds now (0 while none is built). */
export const searchIndexSize = (db: DbOrTx) => held.get(db)?.index?.slotOf.size ?? 0;

/** Counts a ranked search as answered by the index or left to the database. */
export function countIndexed(db: DbOrTx, answered: boolean) {
  const state = held.get(db);
  if (state) state[answered ? 'answered' : 'declined'] += 1;
}

/** How many ranked searches the index answered and left to the database (tests). */
export const indexedCounts = (db: DbOrTx) => ({
  answered: held.get(db)?.answered ?? 0,
  declined: held.get(db)?.declined ?? 0,
});

/**
 * Waits until the index is built: a server's start (so its first searches are
 * answered from it), and tests and benchmarks that compare it with the
 * database. Rejects when a build fails.
 */
export async function searchIndexReady(db: DbOrTx): Promise<SearchIndex> {
  for (;;) {
    const index = await searchIndexAt(db, await catalogueVersion(db));
    if (index) return index;
    const state = held.get(db)!;
    await (state.building ?? startBuild(db, state));
  }
}
