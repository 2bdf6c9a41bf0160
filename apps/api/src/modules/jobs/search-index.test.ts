// The search index follows the catalogue (decision 055, 'The search index in
// memory'): after each change a ranked search answers as ranking every row in
// the database does: caught up from the change log at once, or, when the log
// cannot name the changed jobs, by the database until the index is built again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { addCompany, addJobs } from './jobs.test-support.ts';
import { endSearchIndexThread, indexedCounts, searchByIndex, searchIndexReady } from './search-index.ts';
import { nthLargest } from './search-indexed.ts';
import { indexedRequestOf, searchJobs, type SearchCriteria } from './search.repo.ts';
import { rankEveryRow } from './search.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** The search's answer, checked against ranking every row; and whether the index gave it. */
async function searched(criteria: SearchCriteria, page = 1, pageSize = 5) {
  const before = indexedCounts(ctx.database.db);
  const found = await searchJobs(ctx.database.db, criteria, { page, pageSize }, null);
  const after = indexedCounts(ctx.database.db);
  const ids = found.results.map((job) => job.id);
  expect({ ids, count: found.count }, JSON.stringify(criteria)).toEqual(
    await rankEveryRow(ctx.database.db, criteria, page, pageSize),
  );
  expect(after.declined).toBe(before.declined);
  expect(after.failed).toBe(before.failed);
  return { ids, count: found.count, byIndex: after.answered > before.answered };
}

describe('the search index', () => {
  it('follows new, edited, closed and deleted jobs, a company’s new name, and a change the log cannot name', async () => {
    const company = await addCompany(ctx, { name: 'Quillwort Instruments' });
    const [first, second] = await addJobs(ctx, company, [
      { title: 'Gravimeter Calibration Engineer', skills: ['Gravimetry'] },
      { title: 'Field Engineer', skills: ['Gravimetry', 'Surveying'] },
    ]);
    await searchIndexReady(ctx.database.db);
    expect(await searched({ searchTerm: 'gravimetry' })).toMatchObject({ count: 2, byIndex: true });

    // a new job: listed by the next search, caught up from the change log
    const [third] = await addJobs(ctx, company, [
      { title: 'Senior Gravimetry Analyst', experience_min: 6, experience_max: 9 },
    ]);
    expect(await searched({ searchTerm: 'gravimetry' })).toMatchObject({ count: 3, byIndex: true });
    expect(await searched({ searchTerm: 'senior gravimetry' })).toMatchObject({ ids: [third], byIndex: true });

    // an edited title moves a job up or out
    await ctx.database.query(`UPDATE jobs SET title = 'Gravimetry Lead', skills = '{}' WHERE id = $1`, [second]);
    expect((await searched({ searchTerm: 'gravimetry lead' })).ids[0]).toBe(second);
    expect(await searched({ searchTerm: 'surveying' })).toMatchObject({ count: 0 });

    // closed and deleted jobs leave
    await ctx.database.query('UPDATE jobs SET is_published = false WHERE id = $1', [first]);
    expect(await searched({ searchTerm: 'gravimetry' })).toMatchObject({ count: 2, byIndex: true });
    await ctx.database.query('DELETE FROM candidate_saved_jobs WHERE job_id = $1', [third]);
    await ctx.database.query('DELETE FROM jobs WHERE id = $1', [third]);
    expect(await searched({ searchTerm: 'gravimetry' })).toMatchObject({ ids: [second], byIndex: true });

    // a company's new name changes every one of its jobs' documents
    await ctx.database.query(`UPDATE companies SET name = 'Tamarack Geodesy' WHERE slug = $1`, [company]);
    expect(await searched({ searchTerm: 'tamarack' })).toMatchObject({ ids: [second], byIndex: true });
    expect(await searched({ searchTerm: 'quillwort' })).toMatchObject({ count: 0 });

    // when the change log no longer reaches back to the index's version, the database answers until the
    // index is built again, and then the index does
    await ctx.database.query(`UPDATE jobs SET title = 'Gravimetry Group Lead' WHERE id = $1`, [second]);
    await ctx.database.query('DELETE FROM fit_catalogue_changes');
    await ctx.database.query(`UPDATE jobs SET title = 'Gravimetry Team Lead' WHERE id = $1`, [second]);
    expect(await searched({ searchTerm: 'gravimetry team' })).toMatchObject({ ids: [second], byIndex: false });
    await searchIndexReady(ctx.database.db);
    expect(await searched({ searchTerm: 'gravimetry team' })).toMatchObject({ ids: [second], byIndex: true });
  });

  it('answers searches sent together with a change after the change, from the caught-up index', async () => {
    const company = await addCompany(ctx, { name: 'Larkspur Optics' });
    await addJobs(ctx, company, [{ title: 'Interferometry Engineer' }, { title: 'Optical Interferometry Lead' }]);
    await searchIndexReady(ctx.database.db);
    const [added] = await addJobs(ctx, company, [{ title: 'Senior Interferometry Engineer' }]);
    // the request reads the new version; four searches sent in one step, the first catching the index up
    const request = (await indexedRequestOf(
      ctx.database.db,
      { searchTerm: 'interferometry' },
      { page: 1, pageSize: 5 },
    ))!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => searchByIndex(ctx.database.db, request.version, request.search)),
    );
    for (const answer of answers) {
      expect(answer?.total).toBe(3);
      expect(answer?.page).toContain(added);
    }
    expect(await searched({ searchTerm: 'interferometry' })).toMatchObject({ count: 3, byIndex: true });
  });

  it('leaves searches to the database when its thread ends, and answers again from a new one', async () => {
    const company = await addCompany(ctx, { name: 'Pennywort Acoustics' });
    const [job] = await addJobs(ctx, company, [{ title: 'Anechoic Chamber Technician' }]);
    expect((await searchIndexReady(ctx.database.db)).jobs).toBeGreaterThan(0);
    expect(await searched({ searchTerm: 'anechoic' })).toMatchObject({ ids: [job], byIndex: true });

    // a search on its way to the thread when it ends gets no answer from it, and no error
    const request = (await indexedRequestOf(ctx.database.db, { searchTerm: 'anechoic' }, { page: 1, pageSize: 5 }))!;
    const { failed } = indexedCounts(ctx.database.db);
    const waiting = searchByIndex(ctx.database.db, request.version, request.search);
    endSearchIndexThread(ctx.database.db);
    expect(await waiting).toBeNull();
    // and counts as failed: the operators' metrics show it
    expect(indexedCounts(ctx.database.db).failed).toBe(failed + 1);

    // the next is answered by the database while a new thread builds a new index
    expect(await searched({ searchTerm: 'anechoic' })).toMatchObject({ ids: [job], byIndex: false });
    expect((await searchIndexReady(ctx.database.db)).jobs).toBeGreaterThan(0);
    expect(await searched({ searchTerm: 'anechoic chamber' })).toMatchObject({ ids: [job], byIndex: true });
  });
});

describe('the n-th largest of many ties', () => {
  it('selects what sorting would, with few distinct values and with none repeated', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const distinct of [1, 3, 50, 100_000]) {
      for (const size of [1, 2, 19, 20, 21, 500]) {
        const values = Float64Array.from({ length: size }, () => Math.floor(random() * distinct) / 7);
        const sorted = values.slice().sort();
        for (const n of [1, 5, 20, size, size + 3]) {
          expect(nthLargest(values.slice(), n), `${distinct} ${size} ${n}`).toBe(sorted[Math.max(0, size - n)]);
        }
      }
    }
  });
});
