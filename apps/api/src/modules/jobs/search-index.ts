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
import { parseTextVector, type RankMath, type TextDocument } from './text-query.ts';

interface JobFields {
  id: number;
  /** published_at in microseconds; a job without one sorts first, as ORDER BY … DESC puts a null. */
  publishedAt: number;
  companyId: number;
  isAnonymized: boolean;
  isRemote: boolean;
  subCategory: string;
  /** The location lower-cased, or null when it is not ASCII (ILIKE's case folding is then the database's). */
  asciiLocation: string | null;
  experienceMin: number;
  experienceMax: number;
  /** Lexeme numbers, ascending. */
  lexemes: Int32Array;
  /** Where each lexeme's positions begin in `packed` (one more entry: the end). */
  starts: Int32Array;
  packed: Uint16Array;
  /** The description's lexeme numbers, ascending (a stripped vector: no positions). */
  description: Int32Array;
}

/** A published job as the index holds it. */
export class IndexedJob implements TextDocument {
  readonly id: number;
  readonly publishedAt: number;
  readonly companyId: number;
  readonly isAnonymized: boolean;
  readonly isRemote: boolean;
  readonly subCategory: string;
  readonly asciiLocation: string | null;
  readonly experienceMin: number;
  readonly experienceMax: number;
  readonly lexemes: Int32Array;
  readonly starts: Int32Array;
  readonly packed: Uint16Array;
  readonly description: Int32Array;
  readonly length: number;
  readonly size: number;
  constructor(fields: JobFields) {
    this.id = fields.id;
    this.publishedAt = fields.publishedAt;
    this.companyId = fields.companyId;
    this.isAnonymized = fields.isAnonymized;
    this.isRemote = fields.isRemote;
    this.subCategory = fields.subCategory;
    this.asciiLocation = fields.asciiLocation;
    this.experienceMin = fields.experienceMin;
    this.experienceMax = fields.experienceMax;
    this.lexemes = fields.lexemes;
    this.starts = fields.starts;
    this.packed = fields.packed;
    this.description = fields.description;
    this.size = fields.lexemes.length;
    let length = 0;
    for (let i = 0; i < this.size; i++) length += this.starts[i + 1]! - this.starts[i]! || 1;
    this.length = length;
  }

  find(id: number): number {
    return search(this.lexemes, id);
  }

  /** Whether the description holds the lexeme. */
  describes = (id: number): boolean => search(this.description, id) >= 0;
}

/** Where `id` is in the ascending list, or -1. */
function search(list: Int32Array, id: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** A growing list of slots. */
class Slots {
  items = new Int32Array(4);
  length = 0;
  push(slot: number) {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = slot;
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
const ASCII = /^[\x20-\x7e]*$/;

export class SearchIndex {
  /** The catalogue version every held job is at least as new as; -1 while not built. */
  version = -1;
  readonly jobs: (IndexedJob | undefined)[] = [];
  readonly slotOf = new Map<number, number>();
  private readonly dictionary = new Map<string, number>();
  private readonly postings: (Slots | undefined)[] = [];
  /** False once a description with positions is read: its phrases would then need them (search-indexed.ts). */
  descriptionsStripped = true;
  private readonly companies = new Map<number, Slots>();
  /** Slots whose job has since left or moved to another slot (the postings still list them). */
  private stale = 0;
  /** One per slot: `stamp` marks a slot seen by the search running now. */
  private marks = new Int32Array(0);
  private stamp = 0;

  readonly math: RankMath;
  constructor(math: RankMath) {
    this.math = math;
  }

  /** The lexeme's number, or -1 when no job holds it. */
  idOf = (lexeme: string): number => this.dictionary.get(lexeme) ?? -1;

  private intern(lexeme: string): number {
    let id = this.dictionary.get(lexeme);
    if (id === undefined) {
      id = this.dictionary.size;
      this.dictionary.set(lexeme, id);
    }
    return id;
  }

  /** Where the lexeme's jobs are listed (some slots may be stale: read each job's own lexemes). */
  postingsOf(id: number): Slots | undefined {
    return id < 0 ? undefined : this.postings[id];
  }

  private postingsFor(id: number): Slots {
    let list = this.postings[id];
    if (!list) this.postings[id] = list = new Slots();
    return list;
  }

  companySlots(companyId: number): Slots | undefined {
    return this.companies.get(companyId);
  }

  /** A fresh mark for one search: `seen(slot)` answers false once per slot. */
  beginMarking(): (slot: number) => boolean {
    if (this.marks.length < this.jobs.length) {
      const grown = new Int32Array(Math.max(this.jobs.length, this.marks.length * 2, 1024));
      grown.set(this.marks);
      this.marks = grown;
    }
    const stamp = ++this.stamp;
    const marks = this.marks;
    return (slot) => {
      if (marks[slot] === stamp) return true;
      marks[slot] = stamp;
      return false;
    };
  }

  put(row: DocumentRow) {
    this.remove(row.id);
    const { lexemes, positions } = parseTextVector(row.vector);
    const order = lexemes.map((lexeme, i) => ({ id: this.intern(lexeme), positions: positions[i]! }));
    order.sort((a, b) => a.id - b.id);
    const ids = new Int32Array(order.length);
    const starts = new Int32Array(order.length + 1);
    let total = 0;
    for (const entry of order) total += entry.positions.length;
    const packed = new Uint16Array(total);
    let at = 0;
    order.forEach((entry, i) => {
      ids[i] = entry.id;
      starts[i] = at;
      packed.set(entry.positions, at);
      at += entry.positions.length;
    });
    starts[order.length] = at;
    const description = parseTextVector(row.description ?? '');
    if (description.positions.some((list) => list.length > 0)) this.descriptionsStripped = false;
    const described = Int32Array.from(description.lexemes, (lexeme) => this.intern(lexeme)).sort();
    const slot = this.jobs.length;
    this.jobs.push(
      new IndexedJob({
        id: Number(row.id),
        publishedAt: row.published_us === null ? Number.MAX_SAFE_INTEGER : Number(row.published_us),
        companyId: Number(row.company_id),
        isAnonymized: row.is_anonymized,
        isRemote: row.is_remote,
        subCategory: row.job_sub_category,
        asciiLocation: ASCII.test(row.location) ? row.location.toLowerCase() : null,
        experienceMin: Number(row.experience_min),
        experienceMax: Number(row.experience_max),
        lexemes: ids,
        starts,
        packed,
        description: described,
      }),
    );
    this.slotOf.set(Number(row.id), slot);
    for (const entry of order) this.postingsFor(entry.id).push(slot);
    let company = this.companies.get(Number(row.company_id));
    if (!company) this.companies.set(Number(row.company_id), (company = new Slots()));
    company.push(slot);
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.stale += 1;
    this.jobs[slot] = undefined;
    this.slotOf.delete(id);
  }

  /** Lists every held job again in fresh slots once stale slots outnumber half the held jobs. */
  compactIfStale() {
    if (this.stale <= this.slotOf.size / 2) return;
    const jobs = this.jobs.filter((job): job is IndexedJob => job !== undefined);
    this.jobs.length = 0;
    this.slotOf.clear();
    this.companies.clear();
    for (const list of this.postings) if (list) list.length = 0;
    this.stale = 0;
    for (const job of jobs) {
      const slot = this.jobs.length;
      this.jobs.push(job);
      this.slotOf.set(job.id, slot);
      for (let i = 0; i < job.lexemes.length; i++) this.postingsFor(job.lexemes[i]!).push(slot);
      let company = this.companies.get(job.companyId);
      if (!company) this.companies.set(job.companyId, (company = new Slots()));
      company.push(slot);
    }
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
    for (const row of rows) index.put(row);
    if (rows.length < BUILD_PAGE) break;
    after = Number(rows[rows.length - 1]!.id);
  }
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
  if (index.version !== from) return true;
  for (const id of changed) index.remove(id);
  for (const row of rows) index.put(row);
  index.compactIfStale();
  index.version = Math.max(index.version, to);
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
    if (index.version >= version) return index;
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
