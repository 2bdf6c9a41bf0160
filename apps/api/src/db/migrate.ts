// Plain SQL migrations, applied in file-name order, each once, recorded in
// schema_migrations. A session advisory lock makes concurrent starts of several
// instances safe (docs/decisions/003-sql-migrations.md); the demo data a start
// seeds takes a lock of its own (withStartLock).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection, Database } from './client.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const START_LOCKS = { migrations: 724500, seeds: 724501 } as const;
/** Per database and lock, this process's last run, settled either way: the next waits for it (a session's advisory lock does not exclude itself). */
const lastRun = new WeakMap<Database, Map<number, Promise<void>>>();

/**
 * Runs fn while no other start, in this process or another instance on the
 * same database, runs its own under the same lock: a session advisory lock
 * held on a connection of its own, handed to fn.
 */
export function withStartLock<T>(
  database: Database,
  lock: keyof typeof START_LOCKS,
  fn: (conn: Connection) => Promise<T>,
): Promise<T> {
  const id = START_LOCKS[lock];
  let runs = lastRun.get(database);
  if (!runs) lastRun.set(database, (runs = new Map()));
  const run = (runs.get(id) ?? Promise.resolve()).then(() =>
    database.withConnection(async (conn) => {
      await conn.query('SELECT pg_advisory_lock($1)', [id]);
      try {
        return await fn(conn);
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [id]);
      }
    }),
  );
  runs.set(
    id,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return withStartLock(database, 'migrations', async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
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
  });
}
