// Plain SQL migrations, applied in file-name order, each once, recorded in
// schema_migrations. A session advisory lock makes concurrent starts of several
// instances safe (docs/decisions/003-sql-migrations.md).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 724500;

export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return database.withConnection(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    try {
      await conn.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const body = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        await conn.exec('BEGIN');
        try {
          await conn.exec(body);
          await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          await conn.exec('COMMIT');
        } catch (error) {
          await conn.exec('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
    }
  });
}
