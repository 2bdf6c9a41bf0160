// Raw SQL through Drizzle for the queries its builder cannot express
// (full-text ranking, trigram similarity, transition-table aware upserts).
// Both engines answer {rows}; arrays travel as Postgres array literals, because
// Drizzle expands a JS array parameter into a parenthesised list.
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

export async function rowsOf<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The mark of a statement kept prepared on each PostgreSQL connection (`prepared`). */
export const PREPARED_MARK = '/* prepared */';

/**
 * A statement run often with only its parameters changing ('Jobs for you'),
 * marked to be prepared once per PostgreSQL connection: later runs skip its
 * parsing and, once PostgreSQL keeps a generic plan, its planning (decision
 * 038). Each distinct text is its own statement. PGlite runs it as any other.
 */
export const prepared = (query: SQL) => sql`${sql.raw(PREPARED_MARK)} ${query}`;

const quoteElement = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A text[] parameter. */
export const textArray = (values: readonly string[]) => sql`${`{${values.map(quoteElement).join(',')}}`}::text[]`;

/** An int[] parameter. */
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => String(Math.trunc(v))).join(',')}}`}::int[]`;

/** An upsert's `SET column = excluded.column` for each of the table's columns named. */
export function fromExcluded<T extends Table>(
  table: T,
  keys: readonly (keyof T['_']['columns'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]));
}
