// Two starts seeding one new database at once (two instances on PostgreSQL,
// or two calls in one process): both succeed and the data is there once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { DEMO_CANDIDATE } from './seed-data.ts';
import { seedOnStart } from './seed.ts';

let ctx: TestContext;
let second: Database;
beforeAll(async () => {
  ctx = await createTestApp();
  const url = ctx.deps.config.DATABASE_URL;
  // another instance: a pool of its own on the same PostgreSQL database; PGlite has one process
  second = url ? await openDatabase({ url }) : ctx.database;
});
afterAll(async () => {
  if (second !== ctx.database) await second.close();
  await ctx?.close();
});

it('seeds once when two starts seed together', async () => {
  const now = ctx.clock.now;
  await Promise.all([seedOnStart(ctx.database, { now, jobCount: 60 }), seedOnStart(second, { now, jobCount: 60 })]);
  const [row] = await ctx.database.query<{ demo: number; companies: number; applications: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE email = $1) AS demo,
            (SELECT count(*)::int FROM companies) AS companies,
            (SELECT count(*)::int FROM candidate_jobs cj JOIN candidates c ON c.id = cj.candidate_id
               JOIN users u ON u.id = c.user_id WHERE u.email = $1) AS applications`,
    [DEMO_CANDIDATE.email],
  );
  expect(row).toMatchObject({ demo: 1, companies: 20 });
  expect(row!.applications).toBeGreaterThan(0);
});
