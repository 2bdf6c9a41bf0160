// The guard's rows kept in memory while nothing they were read from changes
// (decision 039, 'One process, no guard statement'). Only for a database this
// process alone writes (PGlite): every change to those rows is announced on
// commit on SESSION_ROWS_CHANNEL (migration 0319) and heard here before the
// writer's own statement answers, so the next request reads the change.
// A row read while a change was heard is used once but not kept: it may be
// older than the change.

/** The channel of migration 0319. */
export const SESSION_ROWS_CHANNEL = 'session_rows';

/** What a kept row may be forgotten by: its account, its candidate, its refresh-token family. */
export interface SessionTags {
  userId: string;
  candidateId: number;
  family?: string;
}

export interface SessionMemo<T> {
  /** The kept row, or the one `load` reads (kept when nothing changed meanwhile). */
  read(key: string, tags: (row: T) => SessionTags, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /** A change announced on the channel: 'u:<user>', 'c:<candidate>', 'f:<family>' or '*'. */
  heard(payload: string): void;
  readonly size: number;
}

export function createSessionMemo<T>(maxEntries = 10_000): SessionMemo<T> {
  const rows = new Map<string, { row: T; tags: string[] }>();
  const byTag = new Map<string, Set<string>>();
  let changes = 0;

  const forgetKey = (key: string) => {
    const entry = rows.get(key);
    if (!entry) return;
    rows.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };

  return {
    async read(key, tagsOf, load) {
      const kept = rows.get(key);
      if (kept) return kept.row;
      const before = changes;
      const row = await load();
      if (row === undefined || changes !== before) return row;
      const { userId, candidateId, family } = tagsOf(row);
      const tags = [`u:${userId}`, `c:${candidateId}`, ...(family ? [`f:${family}`] : [])];
      forgetKey(key);
      rows.set(key, { row, tags });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      while (rows.size > maxEntries) forgetKey(rows.keys().next().value!);
      return row;
    },
    heard(payload) {
      changes += 1;
      if (payload === '*') {
        rows.clear();
        byTag.clear();
        return;
      }
      for (const key of [...(byTag.get(payload) ?? [])]) forgetKey(key);
    },
    get size() {
      return rows.size;
    },
  };
}
