// The ranked search as it was defined before it was split (decision 055):
// every matching row ranked whole by the SQL rank, ordered, then the page;
// counted apart. The search's answers, from the index or the ranked
// statement, are compared with it.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { searchStatements, type SearchCriteria } from './search.repo.ts';

/** Every matching row's id, ranked whole and ordered as the search orders them; the count is their number. */
export async function rankEveryMatch(db: DbOrTx, criteria: SearchCriteria) {
  const statements = (await searchStatements(db, criteria, { page: 1, pageSize: 1 }, null))!;
  expect(statements.rank).not.toBeNull();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT j.id FROM job_search_documents j WHERE ${statements.where}
        ORDER BY ${statements.rank} DESC, j.published_at DESC, j.id DESC`,
  );
  return rows.map((row) => row.id);
}

/** One page of `rankEveryMatch`, and the count. */
export const pageOf = (ranked: number[], page: number, pageSize: number) => ({
  ids: ranked.slice((page - 1) * pageSize, page * pageSize),
  count: ranked.length,
});

export async function rankEveryRow(db: DbOrTx, criteria: SearchCriteria, page: number, pageSize: number) {
  return pageOf(await rankEveryMatch(db, criteria), page, pageSize);
}

/** The ranked statement alone (the database's answer when the index gives none): its page's ids and count. */
export async function rankedStatement(db: DbOrTx, criteria: SearchCriteria, page: number, pageSize: number) {
  const statements = (await searchStatements(db, criteria, { page, pageSize }, null))!;
  const rows = await rowsOf<{ id: number | null; total: number }>(db, statements.page);
  return { ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])), count: Number(rows[0]?.total ?? 0) };
}
