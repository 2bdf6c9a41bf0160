// The judged query set over the whole demo catalogue, through the real HTTP
// search (decision 018): prints precision@10, precision, recall and the
// result count per query, and fails below the recorded thresholds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCard, JobSearchResponse } from '@talent/contracts/jobs';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { seedDemoData } from '../../seeds/seed.ts';
import { formatScores, JUDGMENTS, RELEVANCE_THRESHOLDS, scoreQuery, type QueryScore } from './search-judgments.ts';

let ctx: TestContext;
const scores: QueryScore[] = [];

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
