// GDPR export: every table that holds a candidate's rows, found through
// information_schema (a candidate_id or user_id column), so the export stays
// complete as other modules add tables without anyone updating a list here.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Columns never exported: digests of secrets (password, tokens, codes). */
const SECRET_COLUMN = /(password|hash|secret)/i;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

interface OwnedTable {
  table: string;
  /** The owner columns this table has. */
  byCandidate: boolean;
  byUser: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function tablesHoldingCandidateData(db: DbOrTx): Promise<OwnedTable[]> {
  const result = await db.execute(sql`
    SELECT c.table_name::text AS table_name,
           bool_or(c.column_name = 'candidate_id') AS by_candidate,
           bool_or(c.column_name = 'user_id') AS by_user
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND c.column_name IN ('candidate_id', 'user_id')
    GROUP BY c.table_name
    ORDER BY c.table_name`);
  return rowsOf<{ table_name: string; by_candidate: boolean; by_user: boolean }>(result)
    .filter((row) => IDENTIFIER.test(row.table_name))
    .map((row) => ({ table: row.table_name, byCandidate: row.by_candidate, byUser: row.by_user }));
}

function ownerFilter(table: OwnedTable, owner: { userId: string; candidateId: number }) {
  const parts = [];
  if (table.byCandidate) parts.push(sql`${sql.identifier('candidate_id')} = ${owner.candidateId}`);
  if (table.byUser) parts.push(sql`${sql.identifier('user_id')} = ${owner.userId}`);
  return sql.join(parts, sql` OR `);
}

const stripSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));

export interface CandidateExport {
  user: Record<string, unknown> | null;
  candidate: Record<string, unknown> | null;
  tables: Record<string, Record<string, unknown>[]>;
}

export async function exportCandidateData(
  db: DbOrTx,
  owner: { userId: string; candidateId: number },
): Promise<CandidateExport> {
  const [user] = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT * FROM users WHERE id = ${owner.userId}`));
  const [candidate] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT * FROM candidates WHERE id = ${owner.candidateId}`),
  );
  const tables: CandidateExport['tables'] = {};
  for (const table of await tablesHoldingCandidateData(db)) {
    // the candidates table is exported above by its own id
    if (table.table === 'candidates') continue;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT * FROM ${sql.identifier(table.table)} WHERE ${ownerFilter(table, owner)}`),
    );
    tables[table.table] = rows.map(stripSecrets);
  }
  return {
    user: user ? stripSecrets(user) : null,
    candidate: candidate ? stripSecrets(candidate) : null,
    tables,
  };
}

/** Rows still held for the owner, per table (a check that deletion left nothing behind). */
export async function remainingCandidateRows(
  db: DbOrTx,
  owner: { userId: string; candidateId: number },
): Promise<Record<string, number>> {
  const remaining: Record<string, number> = {};
  for (const table of await tablesHoldingCandidateData(db)) {
    const filter = table.table === 'candidates' ? sql`id = ${owner.candidateId}` : ownerFilter(table, owner);
    const [row] = rowsOf<{ count: number | string }>(
      await db.execute(sql`SELECT count(*) AS count FROM ${sql.identifier(table.table)} WHERE ${filter}`),
    );
    const count = Number(row?.count ?? 0);
    if (count > 0) remaining[table.table] = count;
  }
  const [user] = rowsOf<{ count: number | string }>(
    await db.execute(sql`SELECT count(*) AS count FROM users WHERE id = ${owner.userId}`),
  );
  if (Number(user?.count ?? 0) > 0) remaining.users = Number(user!.count);
  return remaining;
}
