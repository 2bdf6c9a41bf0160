// The published jobs' search documents kept in memory (decision 055, 'The
// search index in memory'): each job's search_vector as lexeme numbers with
// their packed positions, the fields the filters read, and for each lexeme the
// jobs that hold it. search-indexed.ts matches and ranks a search here, as
// text-query.ts evaluates PostgreSQL's own parse of the query, instead of
// reading and ranking every matching row in the database. It lives in the
// index's own thread (search-index-worker.ts); search-index.ts reads the
// documents and the changes from the database and hands them over.
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

/** A published job's search document as the index reads it (search-index.ts reads them). */
export interface DocumentRow extends Record<string, unknown> {
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
