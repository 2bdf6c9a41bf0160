// The ranked search as it was defined before it was split (decision 055):
// every matching row ranked whole by the SQL rank, ordered, then the page;
// counted apart. The search's answers, from the index or the ranked
// statement, are compared with it.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { searchStatements, type SearchCriteria } from './search.repo.ts';

export async function rankEveryRow(db: DbOrTx, criteria: SearchCriteria, page: number, pageSize: number) {
  const statements = (await searchStatements(db, criteria, { page, pageSize }, null))!;
  expect(statements.rank).not.toBeNull();
  const where = statements.where;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT j.id FROM job_search_documents j WHERE ${where}
        ORDER BY ${statements.rank} DESC, j.published_at DESC, j.id DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const [counted] = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM job_search_documents j WHERE ${where}`,
  );
  return { ids: rows.map((row) => row.id), count: Number(counted!.count) };
}

/** The ranked statement alone (the database's answer when the index gives none): its page's ids and count. */
export async function rankedStatement(db: DbOrTx, criteria: SearchCriteria, page: number, pageSize: number) {
  const statements = (await searchStatements(db, criteria, { page, pageSize }, null))!;
  const rows = await rowsOf<{ id: number | null; total: number }>(db, statements.page);
  return { ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])), count: Number(rows[0]?.total ?? 0) };
}
