import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { DEMO_CANDIDATE } from './seed-data.ts';
import { seedDemoData } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

describe('demo data after applying', () => {
  it('gives the demo candidate an open offer, a CTC letter and a pending survey, once', async () => {
    await seedDemoData(ctx.database.db, { jobCount: 60 });
    const [row] = await ctx.database.query<{ offers: string; letters: string; surveys: string; events: string }>(
      `SELECT
         (SELECT count(*) FROM offers o WHERE o.candidate_id = c.id AND o.status = 'open') AS offers,
         (SELECT count(*) FROM ctc_letters l WHERE l.candidate_id = c.id AND l.status = 'pending') AS letters,
         (SELECT count(*) FROM survey_forms f WHERE f.candidate_id = c.id AND f.status = 'pending') AS surveys,
         (SELECT count(*) FROM application_events e WHERE e.candidate_id = c.id
            -- the offer and survey applications only (the screening seed adds its own)
            AND e.application_id IN (SELECT application_id FROM offers UNION SELECT application_id FROM survey_forms)) AS events
       FROM candidates c JOIN users u ON u.id = c.user_id WHERE lower(u.email) = $1`,
      [DEMO_CANDIDATE.email],
    );
    expect([Number(row!.offers), Number(row!.letters), Number(row!.surveys)]).toEqual([1, 1, 1]);
    // applied twice, offered twice, one offer accepted, letter sent, survey sent
    expect(Number(row!.events)).toBe(7);
  });
});
