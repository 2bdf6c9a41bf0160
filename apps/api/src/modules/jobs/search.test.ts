import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCard, JobFilters, JobSearchResponse } from '@talent/contracts/jobs';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { addCompany, addJobs } from './jobs.test-support.ts';
import { searchJobs } from './search.repo.ts';

let ctx: TestContext;
let company: string;
let other: string;
const ids: Record<string, number> = {};

const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v5/jobs/search/?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobSearchResponse;
};
const titles = (body: JobSearchResponse) => body.results.map((job: JobCard) => job.title);

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  company = await addCompany(ctx, { name: 'Quokka Systems', slug: 'quokka-systems' });
  other = await addCompany(ctx, { name: 'Wombat Works', slug: 'wombat-works' });
  // ranking fixture: the word appears in a title, in skills, or only deep in a description
  [ids.inTitle, ids.inSkills, ids.inDescription] = await addJobs(ctx, company, [
    { title: 'Zephyrscript Developer', description: '<p>Write services.</p>' },
    { title: 'Platform Developer', skills: ['Zephyrscript', 'Go'], description: '<p>Run the platform.</p>' },
    {
      title: 'Backend Developer',
      description: `<p>${'We build reliable services for many customers. '.repeat(20)} Some zephyrscript helps.</p>`,
    },
  ]);
  ctx.clock.advance(60_000);
  // equal scores: identical text, published at different times and, twice, at the same time
  const twins = await addJobs(
    ctx,
    other,
    Array.from({ length: 5 }, () => ({ title: 'Quasar Analyst', job_sub_category: 'Quasar Analysis' })),
  );
  ids.twinFirst = twins[0]!;
  ctx.clock.advance(60_000);
  [ids.twinNewest] = await addJobs(ctx, other, [{ title: 'Quasar Analyst', job_sub_category: 'Quasar Analysis' }]);
  [ids.remote, ids.senior, ids.hidden, ids.closed] = await addJobs(ctx, company, [
    { title: 'Remote Nebula Engineer', is_remote: true, location: 'Remote (Germany)', country_code: 'DE' },
    { title: 'Nebula Architect', experience_min: 10, experience_max: 15, location: 'Bengaluru, Karnataka, India' },
    { title: 'Nebula Secret Role', is_anonymized: true },
    { title: 'Nebula Closed Role', is_published: false },
  ]);
});
afterAll(async () => ctx?.close());

describe('keyword search', () => {
  it('ranks a title match above a skills match; a word only in the description does not match (decision 018)', async () => {
    const body = await search('search_term=zephyrscript');
    expect(body.count).toBe(2);
    expect(body.results.map((job) => job.id)).toEqual([ids.inTitle, ids.inSkills]);
  });

  it('searches for the closest known words when the typed ones find nothing, and says so', async () => {
    const body = await search('search_term=zephyrscirpt');
    expect(body.corrected_search_term).toBe('zephyrscript');
    expect(body.results.map((job) => job.id)).toEqual([ids.inTitle, ids.inSkills]);
    expect(await search('search_term=zephyrscript')).not.toHaveProperty('corrected_search_term');
    expect((await search('search_term=qqqqzzzz')).count).toBe(0);
  });

  it('keeps a stable order for equal scores: newest first, then the higher id, across pages', async () => {
    const first = await search('search_term=quasar&page_size=4');
    const second = await search('search_term=quasar&page_size=4&page=2');
    expect(first.count).toBe(6);
    const order = [...first.results, ...second.results].map((job) => job.id);
    expect(order[0]).toBe(ids.twinNewest);
    expect(new Set(order).size).toBe(6);
    // the five twins share a timestamp: the higher id comes first
    expect(order.slice(1)).toEqual([...order.slice(1)].sort((a, b) => b - a));
    const again = await search('search_term=quasar&page_size=4');
    expect(again.results.map((job) => job.id)).toEqual(first.results.map((job) => job.id));
  });

  it('lists a keyword that matches too much newest first, and estimates a count beyond the cap', async () => {
    const broad = await searchJobs(ctx.database.db, { searchTerm: 'zephyrscript' }, { page: 1, pageSize: 20 }, null, {
      rankLimit: 0,
      countCap: 1,
    });
    // the two share a publication time: newest first means the higher id first, whatever the rank
    expect(broad.results.map((job) => job.id)).toEqual([ids.inSkills, ids.inTitle]);
    expect(broad.countIsEstimate).toBe(true);
    expect(broad.count).toBeGreaterThanOrEqual(2);
    const exact = await searchJobs(ctx.database.db, { searchTerm: 'zephyrscript' }, { page: 1, pageSize: 20 }, null);
    expect(exact).toMatchObject({ count: 2, countIsEstimate: false });
    expect(await search('search_term=zephyrscript')).not.toHaveProperty('count_is_estimate');
  });

  it('answers {count, next, previous, results} with page links', async () => {
    const body = await search('search_term=quasar&page_size=4&page=2');
    expect(body.next).toBeNull();
    expect(body.previous).toMatch(/\/api\/v5\/jobs\/search\/\?search_term=quasar&page_size=4&page=1$/);
    const first = await search('search_term=quasar&page_size=4');
    expect(first.next).toMatch(/page=2$/);
    expect(first.previous).toBeNull();
  });

  it('matches the company name and stems words', async () => {
    const byCompany = await search('search_term=wombat');
    expect(byCompany.count).toBe(6);
    expect(new Set(byCompany.results.map((job) => job.company?.slug))).toEqual(new Set([other]));
    const stemmed = await search('search_term=developers');
    expect(titles(stemmed)).toContain('Zephyrscript Developer');
  });

  it('never shows unpublished jobs, and hides the company of anonymized ones', async () => {
    const body = await search('search_term=nebula&page_size=50');
    expect(titles(body)).not.toContain('Nebula Closed Role');
    const secret = body.results.find((job) => job.id === ids.hidden)!;
    expect(secret).toMatchObject({ company: null, companyName: 'Confidential company', is_anonymized: true });
    expect(secret.url).toMatch(/^\/jobs\/confidential\//);
    expect(JSON.stringify(secret)).not.toContain('quokka');
  });

  it('finds nothing for a word no job has, and nothing for stop words alone', async () => {
    expect((await search('search_term=xylophonist')).count).toBe(0);
    expect((await search('search_term=the')).count).toBe(0);
  });

  it('serves the same results at /v3/jobs/search/ and /jobs/', async () => {
    const v5 = await search('search_term=zephyrscript');
    for (const url of ['/api/v3/jobs/search/?search_term=zephyrscript', '/api/jobs/?search_term=zephyrscript']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.json().results.map((job: JobCard) => job.id)).toEqual(v5.results.map((job) => job.id));
    }
  });
});

describe('filters (spec 02 §2)', () => {
  it('filters by experience range, location, remote and sub-category', async () => {
    expect(titles(await search('search_term=nebula&experience_range=12%2B'))).toEqual(['Nebula Architect']);
    expect(titles(await search('search_term=nebula&location=bengaluru'))).toEqual(['Nebula Architect']);
    expect(titles(await search('search_term=nebula&remote=true'))).toEqual(['Remote Nebula Engineer']);
    const analysis = await search('job_sub_category=Quasar%20Analysis&company=wombat-works');
    expect(analysis.count).toBe(6);
    const both = await search(`job_sub_category=Quasar%20Analysis,Backend&company=${company},${other}&page_size=100`);
    expect(both.count).toBe(6 + 3 + 2);
  });

  it('lists a company’s jobs without its anonymized ones', async () => {
    const body = await search(`company=${company}&page_size=100`);
    expect(body.results.map((job) => job.id)).not.toContain(ids.hidden);
    expect(body.results.every((job) => job.company?.slug === company)).toBe(true);
    // filters alone are ordered newest first
    const dates = body.results.map((job) => job.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('treats a location with LIKE wildcards literally', async () => {
    expect((await search('location=%25')).count).toBe(0);
    expect((await search('location=_')).count).toBe(0);
  });

  it('returns the recently viewed ids in the order given', async () => {
    const body = await search(`job_ids=${ids.remote},${ids.inTitle},${ids.closed},${ids.senior}`);
    expect(body.results.map((job) => job.id)).toEqual([ids.remote, ids.inTitle, ids.senior]);
  });

  it('refuses bad filter values with field errors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v5/jobs/search/?experience_range=lots&page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('experience_range');
    expect(res.json()).toHaveProperty('page');
    const symbols = await ctx.app.inject({ method: 'GET', url: '/api/v5/jobs/search/?search_term=%3Cscript%3E' });
    expect(symbols.statusCode).toBe(400);
  });

  it('marks the signed-in candidate’s saved jobs', async () => {
    const candidate = await createCandidate(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/save-or-update-job/',
      headers: candidate.auth,
      payload: { job_id: ids.inTitle },
    });
    const body = await search('search_term=zephyrscript', candidate.auth);
    expect(body.results.map((job) => [job.id, job.is_saved])).toEqual([
      [ids.inTitle, true],
      [ids.inSkills, false],
    ]);
    expect((await search('search_term=zephyrscript')).results[0]).not.toHaveProperty('is_saved');
  });
});

describe('suggestions, filters, categories', () => {
  const suggest = async (term: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auto_suggest/?search_term=${encodeURIComponent(term)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; text: string }[];
  };

  it('suggests {id, text} by prefix and despite typos', async () => {
    expect((await suggest('zeph')).map((s) => s.text)).toEqual(
      expect.arrayContaining(['Zephyrscript', 'Zephyrscript Developer']),
    );
    expect((await suggest('pyhton')).map((s) => s.text)).toContain('Python');
    expect((await suggest('quoka')).map((s) => s.text)).toContain('Quokka Systems');
    expect(await suggest('z')).toEqual([]);
    const [first] = await suggest('zeph');
    expect(first).toEqual({ id: expect.any(String), text: expect.any(String) });
  });

  it('keeps the vocabulary in step with publishing', async () => {
    await ctx.database.query("UPDATE jobs SET is_published = false WHERE title = 'Quasar Analyst'");
    expect((await suggest('quasar')).map((s) => s.text)).not.toContain('Quasar Analyst');
    await ctx.database.query("UPDATE jobs SET is_published = true WHERE title = 'Quasar Analyst'");
    expect((await suggest('quasar')).map((s) => s.text)).toContain('Quasar Analyst');
  });

  it('lists filter options with counts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/job_filters/' });
    const body = res.json();
    expect(body.experience_ranges.map((r: { value: string }) => r.value)).toContain('12+');
    expect(body.companies).toEqual(expect.arrayContaining([{ value: other, label: 'Wombat Works', count: 6 }]));
    expect(body.job_sub_categories.find((s: { value: string }) => s.value === 'Quasar Analysis')).toMatchObject({
      count: 6,
      category: 'Engineering',
    });
    expect(body.remote[0].count).toBeGreaterThan(0);
    // remote is one concept: the remote option, not a location
    expect(body.locations.map((l: { value: string }) => l.value)).not.toContain('Remote');
    expect(body.locations.map((l: { value: string }) => l.value)).toContain('Bengaluru');
  });

  it('counts each filter option within the current search and the other filters (decision 018)', async () => {
    const filters = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/jobs/job_filters/?${query}` })).json() as JobFilters;
    const count = (options: { value: string; count?: number | undefined }[], value: string) =>
      options.find((o) => o.value === value)?.count ?? 0;
    const nebula = await filters('search_term=nebula');
    expect(nebula.companies).toEqual([{ value: company, label: 'Quokka Systems', count: 2 }]);
    expect(nebula.remote[0]!.count).toBe(1);
    expect(count(nebula.locations, 'Bengaluru')).toBe(1);
    expect(count(nebula.experience_ranges, '12+')).toBe(1);
    // a filter leaves its own options counted without it, and narrows the others
    const inBengaluru = await filters('search_term=nebula&location=Bengaluru');
    expect(count(inBengaluru.locations, 'Bengaluru')).toBe(1);
    expect(inBengaluru.remote[0]!.count).toBe(0);
    expect(inBengaluru.companies).toEqual([{ value: company, label: 'Quokka Systems', count: 1 }]);
    // the counts are what the search with that option finds; 'Remote' as a location is the remote filter
    expect(count(nebula.locations, 'Bengaluru')).toBe((await search('search_term=nebula&location=Bengaluru')).count);
    const remote = await filters('search_term=nebula&location=Remote');
    expect(remote.remote[0]!.count).toBe(1);
    expect(remote.companies[0]!.count).toBe((await search('search_term=nebula&remote=true')).count);
    expect(remote.companies[0]!.count).toBe((await search('search_term=nebula&location=Remote')).count);
    // with no search, the counts are the catalogue's; a bad value is a 400 like the search
    expect((await filters('')).companies.length).toBeGreaterThan(2);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/jobs/job_filters/?experience_range=lots' });
    expect(bad.statusCode).toBe(400);
  });

  it('counts open jobs and groups categories', async () => {
    const [row] = await ctx.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM jobs WHERE is_published',
    );
    const count = row!.count;
    const open = await ctx.app.inject({ method: 'GET', url: '/api/jobs/open_jobs_count/' });
    expect(open.json()).toEqual({ count });
    const categories = (await ctx.app.inject({ method: 'GET', url: '/api/job-categories/' })).json();
    const engineering = categories.find((c: { name: string }) => c.name === 'Engineering');
    expect(engineering.sub_categories.map((s: { name: string }) => s.name)).toContain('Backend');
    expect(engineering.count).toBe(
      engineering.sub_categories.reduce((sum: number, s: { count: number }) => sum + s.count, 0),
    );
  });

  it('answers sub-category copy, with defaults when the operator wrote none', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sub-category-meta/?job_sub_category=Quasar%20Analysis',
    });
    expect(res.json()).toMatchObject({
      job_sub_category: 'Quasar Analysis',
      meta_title: 'Quasar Analysis Jobs | Remote & Full-Time Opportunities',
      open_jobs: expect.any(Number),
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sub-category-meta/?job_sub_category=Underwater%20Basketry',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the description’s bonus (decisions 018 and 055)', () => {
  it('puts an older job whose description holds the words above its newer twins, on every page', async () => {
    const twins = async (description: string) =>
      addJobs(
        ctx,
        other,
        Array.from({ length: 4 }, () => ({
          title: 'Gravimeter Technician',
          job_sub_category: 'Geophysics',
          description,
        })),
      );
    const described = await twins('<p>Calibrate the gravimeter every morning.</p>');
    ctx.clock.advance(60_000);
    const plain = await twins('<p>Look after the instruments.</p>');
    // the newest first among equal ranks; the described ones rank 0.02 higher whatever their age
    const expected = [...[...described].reverse(), ...[...plain].reverse()];
    for (const size of [3, 8]) {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const body = await search(`search_term=gravimeter&page_size=${size}&page=${page}`);
        expect(body.count).toBe(8);
        pages.push(...body.results.map((job) => job.id));
      }
      expect(pages).toEqual(expected);
    }
  });
});

describe('the search projection and vocabulary (migrations 0025, 0322 and 0323)', () => {
  /** Rows of job_search_descriptions the jobs do not give, and rows the jobs give that it lacks. */
  const drift = () =>
    ctx.database.query<{ side: string; id: number }>(
      `WITH want AS (SELECT id, job_description_document(description) AS description_vector FROM jobs)
       (SELECT 'extra' AS side, id FROM (SELECT id, description_vector FROM job_search_descriptions EXCEPT SELECT * FROM want) x)
       UNION ALL (SELECT 'missing', id FROM (SELECT * FROM want EXCEPT SELECT id, description_vector FROM job_search_descriptions) y)
       UNION ALL (SELECT 'document', j.id FROM jobs j LEFT JOIN job_search_documents d ON d.id = j.id WHERE d.id IS NULL)`,
    );

  it('keeps the vocabulary’s words (migration 0323) as job_terms gives them through imports, edits, closes and deletes', async () => {
    const wordDrift = () =>
      ctx.database.query<{ side: string; word: string }>(
        `WITH want AS (SELECT w AS word, sum(k.job_count)::bigint AS jobs
                       FROM job_terms k, LATERAL job_term_words_of(k.key) AS w WHERE k.job_count > 0 GROUP BY w),
              held AS (SELECT word, jobs FROM job_term_words WHERE jobs > 0)
         (SELECT 'extra' AS side, word FROM (SELECT * FROM held EXCEPT SELECT * FROM want) x)
         UNION ALL (SELECT 'missing', word FROM (SELECT * FROM want EXCEPT SELECT * FROM held) y)
         UNION ALL (SELECT 'negative', word FROM job_term_words WHERE jobs < 0)`,
      );
    expect(await wordDrift()).toEqual([]);
    const code = `VW-${Date.now()}`;
    const made = await addJobs(ctx, company, [
      { job_code: `${code}-0`, title: 'Lamplighter Foreman', skills: ['Wick Trimming', 'Oil.Lamps'] },
      { job_code: `${code}-1`, title: 'Lamplighter', skills: ['Wick Trimming'], job_sub_category: 'Street Lighting' },
      { job_code: `${code}-2`, title: 'Bellfounder', skills: ['Bronze Casting'], is_published: false },
    ]);
    expect(await wordDrift()).toEqual([]);
    const [lamp] = await ctx.database.query<{ jobs: number }>(
      `SELECT jobs::int AS jobs FROM job_term_words WHERE word = 'lamplighter'`,
    );
    expect(lamp?.jobs).toBe(2);
    // one import that renames, reopens and closes
    await addJobs(ctx, company, [
      { job_code: `${code}-0`, title: 'Lamplighter Foreman', skills: ['Candle Making'] },
      { job_code: `${code}-1`, title: 'Chimney Sweep', skills: ['Wick Trimming'], is_published: false },
      { job_code: `${code}-2`, title: 'Bellfounder', skills: ['Bronze Casting'] },
    ]);
    expect(await wordDrift()).toEqual([]);
    await ctx.database.query(`UPDATE jobs SET title = 'Bell Tuner', skills = '{}' WHERE id = $1`, [made[2]]);
    await ctx.database.query('UPDATE jobs SET is_published = false WHERE id = $1', [made[0]]);
    expect(await wordDrift()).toEqual([]);
    await ctx.database.query('DELETE FROM jobs WHERE id = ANY($1)', [made]);
    expect(await wordDrift()).toEqual([]);
    // a word no open job holds any more is not offered as a correction
    expect(
      await ctx.database.query(
        `SELECT 1 FROM job_term_words WHERE word IN ('lamplighter', 'bellfounder') AND jobs > 0`,
      ),
    ).toEqual([]);
  });

  it('keeps one description vector per job through imports, updates, closes and deletes', async () => {
    const jobs = Array.from({ length: 6 }, (_, i) => ({
      job_code: `DV-${i}-${Date.now()}`,
      title: `Tidal Surveyor ${i}`,
      description: `<p>Chart the estuary ${i}.</p>`,
      is_published: i % 2 === 0,
    }));
    const made = await addJobs(ctx, company, jobs);
    expect(await drift()).toEqual([]);
    // one import that edits some descriptions, leaves others as they were, and adds a job
    await addJobs(ctx, company, [
      ...jobs.slice(0, 3).map((job, i) => ({ ...job, description: `<p>Sound the channel ${i}.</p>` })),
      ...jobs.slice(3),
      { job_code: `DV-new-${Date.now()}`, title: 'Harbour Pilot', description: '<p>Bring ships in.</p>' },
    ]);
    expect(await drift()).toEqual([]);
    const [row] = await ctx.database.query<{ matches: boolean }>(
      `SELECT description_vector @@ to_tsquery('english', 'channel') AS matches FROM job_search_descriptions WHERE id = $1`,
      [made[0]],
    );
    expect(row?.matches).toBe(true);
    await ctx.database.query(`UPDATE jobs SET description = '<p>Dredge the bar.</p>' WHERE id = ANY($1)`, [
      made.slice(3),
    ]);
    await ctx.database.query('UPDATE jobs SET is_published = false WHERE id = ANY($1)', [made.slice(0, 2)]);
    expect(await drift()).toEqual([]);
    await ctx.database.query('DELETE FROM jobs WHERE id = ANY($1)', [made.slice(4)]);
    expect(await drift()).toEqual([]);
    expect(
      await ctx.database.query('SELECT 1 FROM job_search_descriptions WHERE id = ANY($1)', [made.slice(4)]),
    ).toEqual([]);
  });

  it('follows updates, unpublishing and deletion of jobs in the same statement', async () => {
    const [id] = await addJobs(ctx, company, [{ title: 'Marimbist Coordinator' }]);
    expect(titles(await search('search_term=marimbist'))).toEqual(['Marimbist Coordinator']);
    await ctx.database.query("UPDATE jobs SET title = 'Marimbist Director', is_remote = true WHERE id = $1", [id]);
    expect(titles(await search('search_term=marimbist&remote=true'))).toEqual(['Marimbist Director']);
    await ctx.database.query('UPDATE jobs SET is_published = false WHERE id = $1', [id]);
    expect((await search('search_term=marimbist')).count).toBe(0);
    await ctx.database.query('DELETE FROM jobs WHERE id = $1', [id]);
    expect(await ctx.database.query('SELECT 1 FROM job_search_documents WHERE id = $1', [id])).toEqual([]);
  });
});
