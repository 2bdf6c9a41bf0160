// PGlite in a worker thread behaves as PGlite in the server's thread does
// (decision 029): the same cases run against both, and the worker leaves the
// server's event loop free while a statement runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages, TransactionAbortedError } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migratedPgliteDir, pgliteTemplateData } from '../../test/helpers.ts';
import { isUniqueViolation } from '../modules/auth/auth-types.ts';
import { openDatabase, type Database } from './client.ts';
import type { PgliteClient } from './pglite-thread.ts';
import { rowsOf } from './raw-query.ts';

const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  big: bigint('big', { mode: 'bigint' }).notNull(),
  doc: jsonb('doc').$type<{ tags: string[] }>().notNull(),
  tags: text('tags').array().notNull(),
});

const SCHEMA = `
  CREATE TABLE samples (id int PRIMARY KEY, at timestamptz NOT NULL, big bigint NOT NULL, doc jsonb NOT NULL, tags text[] NOT NULL);
  CREATE TABLE items (id int PRIMARY KEY, name text CONSTRAINT items_name_key UNIQUE);
`;

/** Resolves when `promise` has settled, or answers false after `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);

describe.each(['worker', 'main'] as const)('PGlite in the %s thread', (thread) => {
  let database: Database;

  beforeAll(async () => {
    // the migrated template, as every test database starts (decision 013)
    database = await openDatabase({ thread, loadDataDir: await pgliteTemplateData() });
    await database.withConnection((conn) => conn.exec(SCHEMA));
  });
  afterAll(async () => {
    await database.close();
  });

  it('round-trips dates, bigints, bytes, json and arrays', async () => {
    const at = new Date('2024-05-06T07:08:09.123Z');
    const big = 2n ** 62n;
    await database.db.insert(samples).values({ id: 1, at, big, doc: { tags: ['a', 'b'] }, tags: ['x', 'y z'] });
    expect(await database.db.select().from(samples)).toEqual([
      { id: 1, at, big, doc: { tags: ['a', 'b'] }, tags: ['x', 'y z'] },
    ]);
    const [row] = await database.query<{ at: Date; bytes: Uint8Array; big: bigint; small: number; none: null }>(
      'SELECT $1::timestamptz AS at, $2::bytea AS bytes, $3::int8 AS big, 42::int8 AS small, NULL AS none',
      [at, Buffer.from([0, 1, 255]), big],
    );
    expect(row).toEqual({ at, bytes: new Uint8Array([0, 1, 255]), big, small: 42, none: null });
    expect(row!.at).toBeInstanceOf(Date);
    // drizzle's raw statements keep dates as PostgreSQL's text
    expect(await rowsOf(database.db, sql`SELECT ${at}::timestamptz AS at`)).toEqual([
      { at: '2024-05-06 07:08:09.123+00' },
    ]);
  });

  it('keeps the PostgreSQL fields of an error: 23505 with its constraint', async () => {
    await database.query('INSERT INTO items VALUES (1, $1)', ['one']);
    const direct = await database.query('INSERT INTO items VALUES (2, $1)', ['one']).catch((e: unknown) => e);
    expect(direct).toBeInstanceOf(messages.DatabaseError);
    expect(direct).toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
      table: 'items',
      severity: 'ERROR',
      detail: 'Key (name)=(one) already exists.',
      message: 'duplicate key value violates unique constraint "items_name_key"',
      query: 'INSERT INTO items VALUES (2, $1)',
      params: ['one'],
    });
    const throughDrizzle = await database.db.execute(sql`INSERT INTO items VALUES (3, ${'one'})`).catch((e) => e);
    expect(isUniqueViolation(throughDrizzle)).toBe(true);
    expect((throughDrizzle as { cause: { constraint: string } }).cause.constraint).toBe('items_name_key');
    const syntax = await database.query('SELEC 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601', position: '1' });
  });

  it('makes other queries wait while a transaction is open', async () => {
    let inserted!: () => void;
    const insertedFirst = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items VALUES (10, 'ten')`);
      inserted();
      await finished;
      await tx.execute(sql`INSERT INTO items VALUES (11, 'eleven')`);
    });
    await insertedFirst;
    const outside = database.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE id >= 10');
    expect(await settlesWithin(outside, 300)).toBe(false);
    finish();
    await transaction;
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it('rolls a transaction back when a statement fails, and savepoints inside it', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO items VALUES (20, 'twenty')`);
        await tx.execute(sql`INSERT INTO items VALUES (21, 'twenty')`);
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(failed)).toBe(true);
    expect(await database.query('SELECT id FROM items WHERE id >= 20')).toEqual([]);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items VALUES (22, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO items VALUES (23, 'undone')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    expect(await database.query('SELECT id FROM items WHERE id >= 20')).toEqual([{ id: 22 }]);

    // a failure swallowed inside the transaction still aborts it: COMMIT rolls back
    const aborted = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO items VALUES (24, 'lost')`);
        await tx.execute(sql`INSERT INTO items VALUES (25, 'kept')`).catch(() => undefined);
      })
      .catch((e: unknown) => e);
    expect(aborted).toBeInstanceOf(TransactionAbortedError);
    expect(aborted).toMatchObject({ code: '25P02', query: 'COMMIT' });
    expect(await database.query('SELECT id FROM items WHERE id >= 24')).toEqual([]);
  });

  it('hears NOTIFY once committed, until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await database.listen('thread_test', (payload) => heard.push(payload));
    await database.query("SELECT pg_notify('thread_test', 'one')");
    await vi.waitFor(() => expect(heard).toEqual(['one']));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('thread_test', 'two')`);
      await sleep(50);
      expect(heard).toEqual(['one']);
    });
    await vi.waitFor(() => expect(heard).toEqual(['one', 'two']));
    await stop();
    await database.query("SELECT pg_notify('thread_test', 'three')");
    await sleep(50);
    expect(heard).toEqual(['one', 'two']);
  });

  it("hands a NOTIFY to its listener before the committing statement's own answer", async () => {
    // the guard's kept rows rely on it (decision 039): a change is heard before its writer answers
    const heard: string[] = [];
    const stop = await database.listen('thread_order', (payload) => heard.push(payload));
    await database.query("SELECT pg_notify('thread_order', 'one')");
    expect(heard).toEqual(['one']);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('thread_order', 'two')`);
    });
    expect(heard).toEqual(['one', 'two']);
    await stop();
  });

  it('dumps a data directory that a database in either thread starts from', async () => {
    await database.query('INSERT INTO items VALUES (30, $1)', ['dumped']);
    const tarball = await database.dumpDataDir!();
    expect(tarball).toBeInstanceOf(Blob);
    const copy = await openDatabase({ loadDataDir: tarball, thread: thread === 'worker' ? 'main' : 'worker' });
    try {
      expect(await copy.query('SELECT name FROM items WHERE id = 30')).toEqual([{ name: 'dumped' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('PGlite in a worker thread', () => {
  it("leaves the server's event loop free while a statement runs", async () => {
    // how often the loop ran while the statement did, not how fast: a busy machine slows both alike
    const measure = async (database: Database) => {
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      const started = performance.now();
      await database.query('SELECT pg_sleep(1)');
      const took = performance.now() - started;
      const during = ticks;
      clearInterval(timer);
      await database.close();
      return { took, ticks: during };
    };
    const loadDataDir = await pgliteTemplateData();
    const worker = await measure(await openDatabase({ loadDataDir }));
    expect(worker.took).toBeGreaterThanOrEqual(1000);
    expect(worker.ticks).toBeGreaterThanOrEqual(5);
    // the same statement in this thread holds the loop throughout
    const inThread = await measure(await openDatabase({ thread: 'main', loadDataDir }));
    expect(inThread.took).toBeGreaterThanOrEqual(1000);
    expect(inThread.ticks).toBeLessThanOrEqual(1);
  });

  it('keeps the data folder, refuses parsers it cannot carry, and refuses work once closed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'talent-pglite-thread-'));
    try {
      await migratedPgliteDir(path.join(dir, 'pglite'));
      const first = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      const client = (first.db as unknown as { $client: PgliteClient }).$client;
      const upper = { 25: (value: string) => value.toUpperCase() };
      await expect(client.query("SELECT 'a'::text AS t", [], { parsers: upper })).rejects.toThrow('pass-through');
      const same = { 25: (value: string) => value };
      expect((await client.query("SELECT 'a'::text AS t", [], { parsers: same })).rows).toEqual([{ t: 'a' }]);
      await first.query('CREATE TABLE kept (id int)');
      await first.query('INSERT INTO kept VALUES (7)');
      await first.close();
      await first.close();
      await expect(first.query('SELECT 1')).rejects.toThrow('PGlite is closed');
      const again = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      expect(await again.query('SELECT id FROM kept')).toEqual([{ id: 7 }]);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
