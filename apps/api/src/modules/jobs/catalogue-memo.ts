// What 'Jobs for you' reads of the catalogue's jobs, kept in this process
// (decision 038, 'The jobs' facts and cards kept in memory'): each pooled
// job's fit facts and the kept cards are the same for every candidate, so a
// cold ranking reads from the database only the jobs no earlier ranking read.
// The memo stands at one catalogue version (migration 0313). A read at a later
// version first drops every job changed in between (the change log, migration
// 0318), or everything when the log cannot tell; a read at an older version is
// answered as the database would answer it now. A job read while the memo
// moved on is not kept: its row may predate the move.
import type { JobCard } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueChangesBetween, fitJobsByIds, type FitJobFacts } from './fit.repo.ts';
import { loadCardsByIds } from './job-cards.repo.ts';

/** The jobs' facts and published cards a ranking reads, at (at least) a catalogue version. */
export interface CatalogueReads {
  facts(ids: readonly number[], version: number): Promise<FitJobFacts[]>;
  cards(ids: readonly number[], version: number): Promise<JobCard[]>;
}

/** Straight from the database: what a ranking reads without a memo. */
export const catalogueReadsOf = (db: DbOrTx): CatalogueReads => ({
  facts: (ids) => fitJobsByIds(db, ids),
  cards: (ids) => loadCardsByIds(db, ids, null),
});

/** How many jobs each kind keeps (a fact is a few hundred bytes, a card about a kilobyte). */
export const CATALOGUE_MEMO_LIMITS = { facts: 20_000, cards: 5_000 } as const;

/** Beyond this many changed jobs between two versions the memo is emptied rather than pruned. */
const PRUNE_MAX = 2_000;

/** A map that forgets its least recently read entry beyond `max`. */
function recentlyRead<T>(max: number) {
  const entries = new Map<number, T>();
  return {
    get(id: number): T | undefined {
      const value = entries.get(id);
      if (value !== undefined) {
        entries.delete(id);
        entries.set(id, value);
      }
      return value;
    },
    set(id: number, value: T) {
      entries.delete(id);
      entries.set(id, value);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete: (id: number) => entries.delete(id),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

export function createCatalogueMemo(db: DbOrTx, limits: { facts: number; cards: number } = CATALOGUE_MEMO_LIMITS) {
  const kinds = {
    facts: recentlyRead<FitJobFacts>(limits.facts),
    cards: recentlyRead<JobCard>(limits.cards),
  };
  /** The catalogue version every kept job is at least as new as; -1 before the first read. */
  let version = -1;
  /** Moves each time the memo moves to another version: a read that spans a move keeps nothing. */
  let moves = 0;
  let moving: { to: number; done: Promise<void> } | null = null;

  const moveTo = async (to: number) => {
    const from = version;
    const changed = from < 0 ? null : await catalogueChangesBetween(db, from, to, PRUNE_MAX);
    // another read moved the memo further meanwhile
    if (version !== from || to <= version) return;
    for (const kind of Object.values(kinds)) {
      if (changed) for (const id of changed) kind.delete(id);
      else kind.clear();
    }
    version = to;
    moves += 1;
  };

  const reach = async (to: number) => {
    while (to > version) {
      if (!moving || moving.to < to) {
        const done = moveTo(to).finally(() => {
          if (moving?.done === done) moving = null;
        });
        moving = { to, done };
      }
      await moving.done;
    }
  };

  const read =
    <T extends { id: number }>(
      kind: ReturnType<typeof recentlyRead<T>>,
      load: (ids: readonly number[]) => Promise<T[]>,
    ) =>
    async (ids: readonly number[], at: number): Promise<T[]> => {
      await reach(at);
      const found: T[] = [];
      const missing: number[] = [];
      for (const id of ids) {
        const kept = kind.get(id);
        if (kept) found.push(kept);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const movesBefore = moves;
      const loaded = await load(missing);
      if (moves === movesBefore) for (const item of loaded) kind.set(item.id, item);
      return [...found, ...loaded];
    };

  const reads: CatalogueReads = {
    facts: read(kinds.facts, (ids) => fitJobsByIds(db, ids)),
    cards: read(kinds.cards, (ids) => loadCardsByIds(db, ids, null)),
  };
  return {
    ...reads,
    /** What the memo holds: its version and how many jobs of each kind. */
    state: () => ({ version, facts: kinds.facts.size, cards: kinds.cards.size }),
  };
}
