// API test files start from a migrated database template instead of running
// initdb and every migration again (docs/decisions/013-test-harness.md):
// PGlite loads a dumped data directory, PostgreSQL copies a template database.
// Both are built once and kept, keyed by a hash of what shapes the schema, so
// a new or changed migration builds a new template on the next run.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory tarball. */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL template database. */
    postgresTemplate: string;
  }
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(apiDir, '../..');
const CACHE_DIR = path.join(rootDir, 'node_modules/.cache/talent-api-tests');
const TEMPLATE_PREFIX = 'talent_test_template_';
/** PostgreSQL templates of other migrations (another checkout, an older run) are dropped after a day unused. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/**
 * What makes the PGlite template small and quick to open. Every API test app
 * opens a database from it, and opening copies the whole tarball into
 * PGlite's memory and zeroes PostgreSQL's buffer pool: 44 MB and 128 MB by
 * default, about 0.45 s per database here. With 1 MB WAL segments, an 8 MB
 * buffer pool (test databases are tiny) and only the `postgres` database (the
 * only one PGlite opens), it is 20 MB and about 0.2 s. Results do not depend
 * on any of it.
 */
const PGLITE_INITDB = ['--wal-segsize=1'];
const PGLITE_TEMPLATE_SQL = [
  "ALTER SYSTEM SET shared_buffers = '8MB'",
  'ALTER SYSTEM SET max_connections = 10',
  "ALTER SYSTEM SET min_wal_size = '2MB'",
  'SELECT pg_reload_conf()',
  'ALTER DATABASE template0 IS_TEMPLATE false',
  'DROP DATABASE template0',
  'ALTER DATABASE template1 IS_TEMPLATE false',
  'DROP DATABASE template1',
  // the WAL written so far goes: a database opened from a checkpoint replays nothing
  'CHECKPOINT',
  'SELECT pg_switch_wal()',
  'CHECKPOINT',
];

/** A hash of the migrations, the code that runs them and opens the database, the PGlite version, and `extra`. */
export async function schemaHash(extra = ''): Promise<string> {
  const hash = createHash('sha256').update(extra);
  const migrationsDir = path.join(apiDir, 'src/db/migrations');
  const migrations = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const files = [
    ...migrations.map((f) => path.join(migrationsDir, f)),
    path.join(apiDir, 'src/db/migrate.ts'),
    path.join(apiDir, 'src/db/client.ts'),
  ];
  for (const file of files) {
    hash
      .update(path.relative(apiDir, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  const pglite = path.join(rootDir, 'node_modules/@electric-sql/pglite/package.json');
  hash.update((JSON.parse(await readFile(pglite, 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite data directory as a tarball on disk; built when missing. */
export async function pgliteTemplate(): Promise<string> {
  const settings = [...PGLITE_INITDB, ...PGLITE_TEMPLATE_SQL].join(';');
  const file = path.join(CACHE_DIR, `pglite-${await schemaHash(settings)}.tar`);
  if (await exists(file)) return file;
  const blank = await PGlite.create({ extensions: { pg_trgm }, initDbStartParams: PGLITE_INITDB });
  const initialised = await blank.dumpDataDir('none');
  await blank.close();
  const database = await openDatabase({ loadDataDir: initialised });
  try {
    await migrate(database);
    for (const statement of PGLITE_TEMPLATE_SQL) await database.query(statement);
    const tarball = await database.dumpDataDir!();
    await mkdir(CACHE_DIR, { recursive: true });
    // written aside and renamed: a concurrent run never reads half a file
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  // one template per checkout: those of earlier migrations go
  for (const name of await readdir(CACHE_DIR)) {
    if (name.startsWith('pglite-') && !name.startsWith(path.basename(file)))
      await rm(path.join(CACHE_DIR, name), { force: true });
  }
  return file;
}

/**
 * Unpacks the PGlite template into `dir`, a data folder that a server process
 * or the admin command line then opens from disk without initdb or migrations.
 */
export async function unpackPgliteTemplate(tarball: string, dir: string) {
  await mkdir(dir, { recursive: true });
  await promisify(execFile)('tar', ['-xf', tarball, '-C', dir]);
}

/**
 * The migrated template database on the PostgreSQL server behind `adminUrl`;
 * built when missing. Several runs (other checkouts) may share the server: an
 * advisory lock serialises building, and a template is built under a
 * temporary name and renamed, so no run ever copies a half-migrated one.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const hash = await schemaHash();
  const name = `${TEMPLATE_PREFIX}${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [724513]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ url: databaseUrl(adminUrl, building) });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
    await dropStalePostgresTemplates(admin, name);
  } finally {
    await admin.end();
  }
  return name;
}

async function dropStalePostgresTemplates(admin: pg.Client, keep: string) {
  const { rows } = await admin.query<{ name: string; used: string | null }>(
    `SELECT datname AS name, shobj_description(oid, 'pg_database') AS used
       FROM pg_database WHERE datname LIKE $1 AND datname <> $2`,
    [`${TEMPLATE_PREFIX}%`, keep],
  );
  for (const { name, used } of rows) {
    const lastUsed = used ? Date.parse(used) : Number.NaN;
    if (Number.isNaN(lastUsed) || Date.now() - lastUsed > STALE_TEMPLATE_MS) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}

/** A new database copied from the template; `drop` removes it. */
export async function createDatabaseFromTemplate(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
