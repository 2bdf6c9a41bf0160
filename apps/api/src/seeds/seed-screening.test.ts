// The demo candidate has one application at each post-apply stage, and seeding
// twice changes nothing (decision 015).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { seedDemoData } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const snapshot = async () =>
  ctx.database.query<{ status: string; n: number }>(
    `SELECT cj.status, count(*)::int AS n FROM candidate_jobs cj JOIN candidates c ON c.id = cj.candidate_id
     JOIN users u ON u.id = c.user_id WHERE u.email = 'demo@talent500.dev' GROUP BY cj.status ORDER BY cj.status`,
  );

it('gives the demo candidate an application at each stage, idempotently', async () => {
  const first = await snapshot();
  expect(first.map((row) => row.status)).toEqual(expect.arrayContaining(['AP', 'AS', 'DC', 'PS', 'SL', 'SS']));
  const counts = async () =>
    (
      await ctx.database.query<{ q: number; s: number; a: number; m: number }>(
        `SELECT (SELECT count(*)::int FROM self_screening_questions) AS q, (SELECT count(*)::int FROM interview_slots) AS s,
                (SELECT count(*)::int FROM assessments) AS a, (SELECT count(*)::int FROM mandatory_requests) AS m`,
      )
    )[0]!;
  const before = await counts();
  expect(before).toEqual({ q: 9, s: 12, a: 2, m: 2 });
  await seedDemoData(ctx.database.db, { jobCount: 60 });
  expect(await snapshot()).toEqual(first);
  expect(await counts()).toEqual(before);
});
