// The judged query set over the whole demo catalogue, through the real HTTP
// search (decision 018): prints precision@10, precision, recall and the
// result count per query, and fails below the recorded thresholds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCard, JobSearchResponse } from '@talent/contracts/jobs';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { seedDemoData } from '../../seeds/seed.ts';
import { formatScores, JUDGMENTS, RELEVANCE_THRESHOLDS, scoreQuery, type QueryScore } from './search-judgments.ts';
import { indexedCounts, searchIndexReady } from './search-index.ts';
import { facetCounts, searchJobs, searchStatements, type SearchCriteria } from './search.repo.ts';
import { pageOf, rankedStatement, rankEveryMatch } from './search.test-support.ts';

let ctx: TestContext;
const scores: QueryScore[] = [];

/** Every row ranked once per search (`rankEveryMatch`): its pages are slices of one order. */
const everyMatch = new Map<string, Promise<number[]>>();
function rankedPage(criteria: SearchCriteria, page: number, pageSize: number) {
  const key = JSON.stringify(criteria);
  if (!everyMatch.has(key)) everyMatch.set(key, rankEveryMatch(ctx.database.db, criteria));
  return everyMatch.get(key)!.then((ranked) => pageOf(ranked, page, pageSize));
}

const judged = (job: JobCard) => ({ ...job, company_slug: job.company?.slug ?? null });

async function everyResult(query: Record<string, string>) {
  const results: JobCard[] = [];
  let corrected: string | undefined;
  for (let page = 1; ; page++) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v5/jobs/search/?${new URLSearchParams({ ...query, page: String(page), page_size: '100' })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as JobSearchResponse;
    corrected ??= body.corrected_search_term;
    results.push(...body.results);
    if (results.length >= body.count || body.results.length === 0) return { results, corrected };
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
  const catalogue = (await everyResult({})).results.map(judged);
  for (const judgment of JUDGMENTS) {
    const { results, corrected } = await everyResult({ search_term: judgment.query });
    scores.push(scoreQuery(judgment, results.map(judged), catalogue, corrected));
  }
  console.info(`Judged query set over the demo catalogue (${catalogue.length} open jobs):\n${formatScores(scores)}`);
}, 240_000);
afterAll(async () => ctx?.close());

describe('judged query set', () => {
  it('has at least 40 queries of every kind', () => {
    expect(JUDGMENTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(JUDGMENTS.map((j) => j.kind)).size).toBe(7);
  });

  it('meets the precision@10 thresholds', () => {
    const mean = scores.reduce((sum, s) => sum + s.precisionAt10, 0) / scores.length;
    expect(mean).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLDS.meanPrecisionAt10);
    const weak = scores.filter((s) => s.precisionAt10 < RELEVANCE_THRESHOLDS.minPrecisionAt10).map((s) => s.query);
    expect(weak).toEqual(RELEVANCE_THRESHOLDS.knownWeak);
  });

  it('finds most of what it should (recall) and every query finds something', () => {
    const mean = scores.reduce((sum, s) => sum + s.recall, 0) / scores.length;
    expect(mean).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLDS.meanRecall);
    expect(scores.filter((s) => s.count === 0).map((s) => s.query)).toEqual([]);
  });

  it('recovers misspellings by searching for what was meant', () => {
    const byQuery = new Map(scores.map((s) => [s.query, s]));
    expect(byQuery.get('pyhton')?.corrected).toBe('python');
    expect(byQuery.get('kubernetis')?.corrected).toBe('kubernetes');
    // 'reactjs' is another spelling, not a typo: found without correction
    expect(byQuery.get('reactjs')?.corrected).toBeUndefined();
    expect(byQuery.get('reactjs')?.count).toBe(byQuery.get('react')?.count);
  });
});

describe('the ranked search in one statement and through the search index (decision 055)', () => {
  beforeAll(async () => {
    await searchIndexReady(ctx.database.db);
  });

  it('answers every judged query with the same jobs, order and count as ranking every row', async () => {
    const pageSize = 7;
    let compared = 0;
    const variants = JUDGMENTS.flatMap((judgment): SearchCriteria[] => [
      { searchTerm: judgment.query },
      { searchTerm: judgment.query, matchSome: true },
      { searchTerm: judgment.query, remote: true },
    ]);
    for (const criteria of variants) {
      for (const page of [1, 2, 4]) {
        const found = await searchJobs(ctx.database.db, criteria, { page, pageSize }, null);
        if (found.count === 0) continue;
        const asSearched: SearchCriteria = found.correctedTerm
          ? { ...criteria, searchTerm: found.correctedTerm }
          : found.partialMatch
            ? { ...criteria, matchSome: true }
            : criteria;
        const expected = await rankedPage(asSearched, page, pageSize);
        expect({ ids: found.results.map((job) => job.id), count: found.count }, JSON.stringify(criteria)).toEqual(
          expected,
        );
        // the ranked statement (the database's answer while the index is built): the first page of each
        if (page === 1) {
          expect(await rankedStatement(ctx.database.db, asSearched, page, pageSize), JSON.stringify(criteria)).toEqual(
            expected,
          );
        }
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(200);
  }, 120_000);

  it('answers the same with filters, company names, seniority words, other page sizes and pages past the end', async () => {
    let compared = 0;
    let pastTheEnd = 0;
    const words = [
      'data engineer',
      'senior python developer',
      'lead designer',
      'react',
      'northwind',
      'northwind backend',
      'junior frontend',
      'devops kubernetes',
      'machine learning',
      'product manager',
    ];
    const filters: SearchCriteria[] = [
      {},
      { location: 'Bengaluru' },
      { experience: { min: 2, max: 5 } },
      { subCategories: ['Backend', 'Frontend'] },
      { companySlugs: ['northwind-labs'] },
      { remote: true, experience: { min: 5, max: 8 } },
    ];
    for (const searchTerm of words) {
      for (const filter of filters) {
        for (const [page, pageSize] of [
          [1, 1],
          [1, 20],
          [3, 5],
          [40, 20],
        ] as const) {
          const criteria = { ...filter, searchTerm };
          const found = await searchJobs(ctx.database.db, criteria, { page, pageSize }, null);
          if (found.count === 0 || found.correctedTerm || found.partialMatch) continue;
          const expected = await rankedPage(criteria, page, pageSize);
          expect({ ids: found.results.map((job) => job.id), count: found.count }, JSON.stringify(criteria)).toEqual(
            expected,
          );
          expect(await rankedStatement(ctx.database.db, criteria, page, pageSize), JSON.stringify(criteria)).toEqual(
            expected,
          );
          compared += 1;
          if (expected.ids.length === 0) pastTheEnd += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(pastTheEnd).toBeGreaterThan(20);
    // every ranked search of both tests was answered by the index
    expect(indexedCounts(ctx.database.db)).toMatchObject({ declined: 0, failed: 0 });
    expect(indexedCounts(ctx.database.db).answered).toBeGreaterThan(300);
  }, 120_000);
});

/** Searches by filters alone: each chosen filter's facet is counted without it, the rest with every one. */
const FILTERS_ONLY: SearchCriteria[] = [
  { subCategories: ['Backend'] },
  { location: 'Bengaluru' },
  { remote: true },
  { experience: { min: 2, max: 5 } },
  { subCategories: ['Backend', 'Frontend'], location: 'Pune' },
  { subCategories: ['Frontend'], remote: true, experience: { min: 5, max: 8 } },
  { location: 'Bengaluru', experience: { min: 0, max: 2 } },
  { companySlugs: ['northwind-labs'] },
  { companySlugs: ['northwind-labs', 'tidewater-travel'], subCategories: ['Backend'], remote: true },
  { subCategories: ['Data Engineering'], location: 'Hyderabad', remote: true, experience: { min: 2, max: 5 } },
];

describe('facet counts in one grouped pass (decision 055)', () => {
  const bands = [
    { value: '0-2', min: 0, max: 2 },
    { value: '2-5', min: 2, max: 5 },
    { value: '5-8', min: 5, max: 8 },
  ];
  const byCount = <T extends { count: number; value: string }>(list: T[]) =>
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

  /** Each facet by its definition: the search's own conditions with that facet's filter left out, counted apart. */
  async function reference(criteria: SearchCriteria) {
    const where = async (without: SearchCriteria) =>
      (await searchStatements(ctx.database.db, { ...criteria, ...without }, { page: 1, pageSize: 1 }, null))!.where;
    const count = async (without: SearchCriteria, extra: ReturnType<typeof sql>) =>
      Number(
        (
          await rowsOf<{ n: number }>(
            ctx.database.db,
            sql`SELECT count(*)::int AS n FROM job_search_documents j WHERE ${await where(without)} AND ${extra}`,
          )
        )[0]!.n,
      );
    const subCategories = await rowsOf<{ value: string; category: string; count: number }>(
      ctx.database.db,
      sql`SELECT job_sub_category AS value, min(job_category) AS category, count(*)::int AS count
          FROM job_search_documents j WHERE ${await where({ subCategories: [] })} AND job_sub_category <> ''
          GROUP BY job_sub_category`,
    );
    const locations = await rowsOf<{ value: string; count: number }>(
      ctx.database.db,
      sql`SELECT btrim(split_part(location, ',', 1)) AS value, count(*)::int AS count
          FROM job_search_documents j WHERE ${await where({ location: undefined })} AND NOT is_remote
            AND btrim(split_part(location, ',', 1)) <> ''
          GROUP BY 1`,
    );
    const companies = await rowsOf<{ value: string; label: string; count: number }>(
      ctx.database.db,
      sql`SELECT c.slug AS value, c.name AS label, count(*)::int AS count
          FROM job_search_documents j JOIN companies c ON c.id = j.company_id
          WHERE ${await where({ companySlugs: [] })} AND NOT j.is_anonymized GROUP BY c.slug, c.name`,
    );
    return {
      subCategories: byCount(subCategories),
      locations: byCount(locations).slice(0, 50),
      companies: byCount(companies),
      remoteCount: await count({ remote: undefined }, sql`j.is_remote`),
      experience: await (async () => {
        // one search without the experience filter, each band counted apart within it
        const withoutExperience = await where({ experience: undefined });
        const [counted] = await rowsOf<Record<string, number>>(
          ctx.database.db,
          sql`SELECT ${sql.join(
            bands.map(
              (band, i) =>
                sql`count(*) FILTER (WHERE j.experience_min <= ${band.max} AND j.experience_max >= ${band.min})::int AS ${sql.identifier(`b${i}`)}`,
            ),
            sql`, `,
          )} FROM job_search_documents j WHERE ${withoutExperience}`,
        );
        return bands.map((band, i) => ({ value: band.value, count: Number(counted![`b${i}`]) }));
      })(),
    };
  }

  it('counts every facet of the judged queries, alone and with other filters, as its definition does', async () => {
    let compared = 0;
    const variants = [
      {},
      ...FILTERS_ONLY,
      ...JUDGMENTS.flatMap((judgment): SearchCriteria[] => [
        { searchTerm: judgment.query },
        { searchTerm: judgment.query, remote: true, experience: { min: 2, max: 5 } },
        { searchTerm: judgment.query, location: 'Bengaluru', subCategories: ['Backend', 'Frontend'] },
      ]),
    ];
    for (const criteria of variants) {
      const counted = await facetCounts(ctx.database.db, criteria, bands);
      if (!counted) continue;
      const expected = await reference(criteria);
      expect(
        { ...counted, companies: byCount(counted.companies.map((company) => ({ ...company }))) },
        JSON.stringify(criteria),
      ).toEqual(expected);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(100);
  }, 120_000);

  it('follows a change to the catalogue in a search by filters alone', async () => {
    const criteria: SearchCriteria = { subCategories: ['Backend'] };
    // ties among companies are ordered by slug here, as the reference orders them
    const counted = async () => {
      const counts = (await facetCounts(ctx.database.db, criteria, bands))!;
      return { ...counts, companies: byCount(counts.companies.map((company) => ({ ...company }))) };
    };
    const before = await counted();
    expect(before).toEqual(await reference(criteria));
    // a published job of another sub-category closes: the Backend search's sub-category facet counts one fewer
    const [job] = await rowsOf<{ id: number; job_sub_category: string }>(
      ctx.database.db,
      sql`SELECT id, job_sub_category FROM jobs WHERE is_published AND job_sub_category NOT IN ('Backend', '')
          ORDER BY id LIMIT 1`,
    );
    await ctx.database.db.execute(sql`UPDATE jobs SET is_published = false WHERE id = ${job!.id}`);
    try {
      const after = await counted();
      expect(after).toEqual(await reference(criteria));
      const countOf = (counts: typeof after) =>
        counts.subCategories.find((row) => row.value === job!.job_sub_category)?.count ?? 0;
      expect(countOf(after)).toBe(countOf(before) - 1);
    } finally {
      await ctx.database.db.execute(sql`UPDATE jobs SET is_published = true WHERE id = ${job!.id}`);
    }
    expect(await counted()).toEqual(before);
  });
});
