// Statements marked `prepared` (decision 038): on PGlite they run as a
// session's prepared statement with their parameters written as literals, so
// a parameter must read back exactly as given, whatever it holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { prepared, rowsOf, textArray } from './raw-query.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const TEXTS = [
  'plain',
  "it's",
  "''",
  'back\\slash',
  "\\'; DROP TABLE jobs; --",
  "E'\\x41'",
  '$$ dollar $$',
  'naïve café ✓ 日本',
  '',
];

describe('a prepared statement', () => {
  it.each(TEXTS)('reads back the text %j as given, run twice', async (text) => {
    for (let run = 0; run < 2; run++) {
      const [row] = await rowsOf<{ v: string; n: number; b: boolean }>(
        ctx.database.db,
        prepared(sql`SELECT ${text}::text AS v, ${run}::int AS n, ${run === 1}::boolean AS b`),
      );
      expect(row).toEqual({ v: text, n: run, b: run === 1 });
    }
  });

  it('is kept by the connection that ran it', async () => {
    await ctx.database.db.transaction(async (tx) => {
      await rowsOf(tx, prepared(sql`SELECT ${'kept'}::text AS v`));
      const rows = await rowsOf<{ statement: string }>(tx, sql`SELECT statement FROM pg_prepared_statements`);
      expect(rows.some((row) => row.statement.includes('/* prepared */'))).toBe(true);
    });
  });

  it('reads back a text array holding quotes, backslashes and commas', async () => {
    const values = ["a'b", 'c\\d', 'e,f', '"g"', '{h}'];
    const [row] = await rowsOf<{ v: string[] }>(
      ctx.database.db,
      prepared(sql`SELECT ${textArray(values)}::text[] AS v`),
    );
    expect(row?.v).toEqual(values);
  });

  it('reads a number as an unprepared statement does: written as text, a fraction for an integer is refused', async () => {
    for (const query of [(q: ReturnType<typeof sql>) => prepared(q), (q: ReturnType<typeof sql>) => q]) {
      for (let run = 0; run < 2; run++) {
        const [row] = await rowsOf(
          ctx.database.db,
          query(sql`SELECT ${-0}::int AS z, ${1e21}::numeric::text AS big, ${-2.5e-7}::float8 AS f,
            ${9007199254740993n}::bigint::text AS b, ${'007'}::int AS s`),
        );
        expect(row).toEqual({ z: 0, big: '1000000000000000000000', f: -2.5e-7, b: '9007199254740993', s: 7 });
        await expect(rowsOf(ctx.database.db, query(sql`SELECT ${1.5}::int AS v`))).rejects.toThrow();
      }
    }
  });

  it('refuses a NUL as an unprepared statement does, and the jobs table is still there', async () => {
    const nul = 'a\0b';
    await expect(rowsOf(ctx.database.db, prepared(sql`SELECT ${nul}::text AS v`))).rejects.toThrow();
    await expect(rowsOf(ctx.database.db, sql`SELECT ${nul}::text AS v`)).rejects.toThrow();
    const [row] = await rowsOf<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM jobs`);
    expect(typeof row?.n).toBe('number');
  });
});
