// What reaches the statements kept prepared and the pool's terms (decision
// 038, 'How the pool is retrieved') from outside: a person's skill names and
// role as typed, a 'not for me' and a list's paging as sent, and the cards as
// every list reads them (one JSON value) against the row a job page reads.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsForYouResponse } from '@talent/contracts/jobs';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { findJobDetails, loadCardsByIds } from './job-cards.repo.ts';
import { addCompany, addJobs } from './jobs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const inject = (candidate: TestCandidate, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: candidate.auth, ...(payload === undefined ? {} : { payload }) });

/** Names that a literal written into SQL, a text[] literal or a tsquery could misread (a profile refuses <>|\\ and a tab). */
const ODD_SKILLS = [
  "O'Reilly Stack",
  "$1 E'x' ''",
  '{a,"b"}',
  'NULL',
  'Excel™',
  '日本語 NLP',
  '🚀 Rocketry',
  'a & b ! c:*',
];

describe('a person’s odd skill names and role', () => {
  it('find the job naming the same skills, and the list answers', async () => {
    const company = await addCompany(ctx, { name: 'Quillfeather Labs' });
    const [jobId] = await addJobs(ctx, company, [
      { title: 'Quantum Plumber', skills: ODD_SKILLS, experience_min: 2, experience_max: 6 },
    ]);
    const candidate = await createCandidate(ctx);
    const saved = await inject(candidate, 'PATCH', '/v2/users/candidate/', {
      skills: ODD_SKILLS.map((name) => ({ name, exp_years: '3' })),
      experience_years: '4',
      job_profile_preference: "Quantum Plumber'; DROP TABLE jobs; --",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await inject(candidate, 'GET', '/users/candidate/jobs-for-you/?page_size=50');
    expect(res.statusCode, res.body).toBe(200);
    const job = (res.json() as JobsForYouResponse).results.find((card) => card.id === jobId);
    expect(job?.fit.missing_skills).toEqual([]);
    expect(job?.skills).toEqual(ODD_SKILLS);
  });

  it('answers bad input with a 4xx, never a 5xx', async () => {
    const candidate = await createCandidate(ctx);
    const statuses = [
      await inject(candidate, 'PATCH', '/v2/users/candidate/', { skills: [{ name: 'a\u0000b', exp_years: '1' }] }),
      await inject(candidate, 'PATCH', '/v2/users/candidate/', { job_profile_preference: 'x\u0000y' }),
      await inject(candidate, 'PATCH', '/v2/users/candidate/', { skills: [{ name: '()', exp_years: '1' }] }),
      await inject(candidate, 'GET', '/users/candidate/jobs-for-you/?page_size=50'),
      ...(await Promise.all(
        ['abc', -1, 1e30, 2 ** 31, 1.5, '1; DROP TABLE jobs', [1], null].map((jobId) =>
          inject(candidate, 'POST', '/users/candidate/jobs-for-you/not-for-me/', { job_id: jobId, reason: 'other' }),
        ),
      )),
      ...(await Promise.all(
        ['page=0', 'page=-1', 'page=1e30', 'page_size=abc', 'page_size=100000', 'page=%00'].map((query) =>
          inject(candidate, 'GET', `/users/candidate/jobs-for-you/?${query}`),
        ),
      )),
      ...(await Promise.all(
        [
          'abc',
          '1e30',
          '99999999999',
          '-1',
          '1.5',
          '1,,2',
          '%27',
          Array.from({ length: 5000 }, (_, i) => i).join(','),
        ].map((ids) => inject(candidate, 'GET', `/users/candidate/job-fits/?job_ids=${ids}`)),
      )),
    ].map((res) => [res.statusCode, res.body.slice(0, 120)]);
    expect(statuses.filter(([status]) => Number(status) >= 500)).toEqual([]);
  });
});

describe('the cards of a list', () => {
  it('equal the job page’s row for every field: dates, salary, an anonymized company, the saved flag', async () => {
    const company = await addCompany(ctx, { name: 'Ostrava Ironworks' });
    const [plain, anonymized, bare] = await addJobs(ctx, company, [
      {
        title: 'Furnace Engineer',
        skills: ['Metallurgy'],
        salary_min: 1_200_000,
        salary_max: 2_400_000,
        salary_currency: 'INR',
        valid_through: '2031-02-03T04:05:06.789Z',
      },
      { title: 'Confidential Smelter', is_anonymized: true, skills: [] },
      { title: 'Bare Job', salary_min: 5, salary_currency: 'INR' },
    ]);
    // microseconds a Date cannot hold, on both times
    await ctx.database.query(
      `UPDATE jobs SET published_at = '2026-01-02T03:04:05.123456Z', valid_through = '2031-02-03T04:05:06.789999Z'
       WHERE id = $1`,
      [plain],
    );
    const candidate = await createCandidate(ctx);
    const save = await inject(candidate, 'POST', '/save-or-update-job/', { job_id: plain });
    expect(save.statusCode, save.body).toBe(200);
    for (const viewer of [candidate.candidateId, null]) {
      const cards = await loadCardsByIds(ctx.database.db, [bare, anonymized, plain], viewer);
      expect(cards.map((card) => card.id)).toEqual([bare, anonymized, plain]);
      for (const card of cards) {
        const details = (await findJobDetails(ctx.database.db, { id: card.id }, viewer))!;
        const fromRow = Object.fromEntries(Object.keys(card).map((key) => [key, details[key as keyof typeof details]]));
        expect(card).toEqual(fromRow);
        expect(Object.keys(details)).toEqual(expect.arrayContaining(Object.keys(card)));
      }
      expect(cards[2]!.published_at).toBe('2026-01-02T03:04:05.123Z');
      expect(cards[2]!.is_saved).toBe(viewer === null ? undefined : true);
      expect(cards[1]!.company).toBeNull();
    }
  });
});

describe('job_fit_terms (migration 0320)', () => {
  /** The rows the table holds that the jobs do not give, and those the jobs give that it lacks. */
  const drift = () =>
    ctx.database.query<{ side: string; id: number }>(
      `WITH want AS (SELECT t.kind, t.term, t.other, j.id, j.published_at, j.experience_min, j.experience_max
                     FROM jobs j, LATERAL job_fit_term_rows(j.title, j.skills) t WHERE j.is_published)
       (SELECT 'extra' AS side, id FROM (SELECT * FROM job_fit_terms EXCEPT SELECT * FROM want) x)
       UNION ALL (SELECT 'missing', id FROM (SELECT * FROM want EXCEPT SELECT * FROM job_fit_terms) y)`,
    );

  it('holds exactly what the published jobs give after bulk imports and updates of many jobs in one statement', async () => {
    const company = await addCompany(ctx, { name: 'Harrowgate Mills' });
    const jobs = Array.from({ length: 12 }, (_, i) => ({
      job_code: `HM-${i}-${Date.now()}`,
      title: `Loom Engineer ${i}`,
      skills: ['Weaving', `Skill${i}`, 'Dyeing', i % 2 ? 'Spinning' : 'Carding'],
      is_published: i % 3 !== 0,
    }));
    const ids = await addJobs(ctx, company, jobs);
    const held = await ctx.database.query<{ id: number }>('SELECT DISTINCT id FROM job_fit_terms WHERE id = ANY($1)', [
      ids,
    ]);
    expect(held).toHaveLength(8);
    expect(await drift()).toEqual([]);
    // one import that adds, edits, closes and reopens
    await addJobs(ctx, company, [
      ...jobs.slice(0, 6).map((job, i) => ({
        ...job,
        title: `Dye Chemist ${i}`,
        skills: ['Chemistry'],
        is_published: !job.is_published,
      })),
      { job_code: `HM-new-${Date.now()}`, title: 'Mill Manager', skills: ['Operations', 'Weaving'] },
    ]);
    expect(await drift()).toEqual([]);
    await ctx.database.query(
      `UPDATE jobs SET experience_min = experience_min + 1, experience_max = experience_max + 3,
         published_at = published_at - interval '1 day', is_anonymized = NOT is_anonymized WHERE id = ANY($1)`,
      [ids],
    );
    await ctx.database.query(`UPDATE companies SET name = 'Harrowgate Looms' WHERE slug = $1`, [company]);
    await ctx.database.query('UPDATE jobs SET is_published = false WHERE id = ANY($1)', [ids.slice(0, 4)]);
    await ctx.database.query(`UPDATE jobs SET skills = '{}', title = '' WHERE id = $1`, [ids[5]]);
    expect(await drift()).toEqual([]);
    await ctx.database.query('DELETE FROM candidate_saved_jobs WHERE job_id = ANY($1)', [ids.slice(6)]);
    await ctx.database.query('DELETE FROM jobs WHERE id = ANY($1)', [ids.slice(6)]);
    expect(await drift()).toEqual([]);
  });
});

describe('the cards of a list, under a time zone whose old offsets have seconds', () => {
  it('read a date from before the zone’s standard time as the job page does', async () => {
    const company = await addCompany(ctx, { name: 'Madras Looms' });
    const [id] = await addJobs(ctx, company, [{ title: 'Old Posting', valid_through: '1900-01-01T00:00:00Z' }]);
    await ctx.database.db.transaction(async (tx) => {
      // Asia/Kolkata was +05:21:10 in 1900
      await tx.execute(sql`SET LOCAL TimeZone = 'Asia/Kolkata'`);
      const [card] = await loadCardsByIds(tx, [id], null);
      expect(card?.valid_through).toBe('1900-01-01T00:00:00.000Z');
      expect(card?.valid_through).toBe((await findJobDetails(tx, { id }, null))?.valid_through);
    });
  });
});

describe('the statements kept prepared (decision 038)', () => {
  it('are a few texts per connection, however many people of every shape are ranked', async () => {
    const company = await addCompany(ctx, { name: 'Tallow Candleworks' });
    await addJobs(ctx, company, [
      { title: 'Chandler', skills: ['Wax', 'Wicks', 'Dyeing'] },
      { title: 'Senior Chandler', skills: ['Wax'], experience_min: 8, experience_max: 12 },
    ]);
    const shapes: Record<string, unknown>[] = [
      {},
      { skills: [{ name: 'Wax', exp_years: '2' }] },
      { job_profile_preference: 'Chandler' },
      { experience_years: '3', current_location: 'Pune, India' },
    ];
    for (let n = 0; n < 12; n++) {
      const candidate = await createCandidate(ctx);
      const skills = ['Wax', 'Wicks', 'Dyeing', 'Tallow', 'Soap', `Craft${n}`].slice(0, n % 7);
      const res = await inject(candidate, 'PATCH', '/v2/users/candidate/', {
        ...shapes[n % shapes.length],
        ...(skills.length ? { skills: skills.map((name) => ({ name, exp_years: String(n % 9) })) } : {}),
        experience_years: String(n * 3),
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const size of [5, 50]) {
        const list = await inject(candidate, 'GET', `/users/candidate/jobs-for-you/?page_size=${size}`);
        expect(list.statusCode, list.body).toBe(200);
      }
    }
    const [row] = await ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%/* prepared */%'`,
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(row!.n).toBeLessThanOrEqual(12);
  });
});

describe('a job naming a very long skill', () => {
  it('is imported, and its shorter skills still pool it', async () => {
    const company = await addCompany(ctx, { name: 'Longwind Textiles' });
    // text that does not compress: an index row holds it as it is
    const noise = (seed: number) => {
      let x = seed;
      return Array.from({ length: 1500 }, () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return String.fromCharCode(97 + (x % 26));
      }).join('');
    };
    const long = [`Warp ${noise(1)}`, `Weft ${noise(2)}`];
    const [id] = await addJobs(ctx, company, [{ title: 'Pattern Maker', skills: [...long, 'Jacquard'] }]);
    const [job] = await ctx.database.query<{ skills: string[] }>('SELECT skills FROM jobs WHERE id = $1', [id]);
    expect(job?.skills).toEqual([...long.map((s) => s.trim()), 'Jacquard']);
    const terms = await ctx.database.query('SELECT 1 FROM job_fit_terms WHERE id = $1 AND kind = $2 AND term = $3', [
      id,
      'skill',
      'jacquard',
    ]);
    expect(terms).toHaveLength(1);
  });
});
