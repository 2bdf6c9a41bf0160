import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResponse, RecommendedJob } from '@talent/contracts/jobs';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { addCompany, addJobs } from './jobs.test-support.ts';
import { titleWordsOf } from './recommendations.repo.ts';

let ctx: TestContext;
type RecommendedJobs = Omit<JobSearchResponse, 'results'> & { results: RecommendedJob[] };
const ids: Record<string, number> = {};

const get = async (candidate: TestCandidate | null, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: candidate?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobSearchResponse;
};
const titlesOf = (body: JobSearchResponse) => body.results.map((job) => job.title);

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await addCompany(ctx);
  [ids.rust, ids.rustSenior, ids.elixir, ids.design, ids.designRemote, ids.abroad] = await addJobs(ctx, company, [
    {
      title: 'Rust Engineer',
      skills: ['Rust', 'Tokio'],
      job_sub_category: 'Systems',
      experience_min: 2,
      experience_max: 5,
    },
    {
      title: 'Senior Rust Engineer',
      skills: ['Rust', 'Kafka'],
      job_sub_category: 'Systems',
      experience_min: 8,
      experience_max: 12,
    },
    { title: 'Elixir Engineer', skills: ['Elixir', 'Tokio'], job_sub_category: 'Backend' },
    { title: 'Visual Designer', skills: ['Figma'], job_sub_category: 'Design' },
    {
      title: 'Remote Visual Designer',
      skills: ['Figma'],
      job_sub_category: 'Design',
      is_remote: true,
      location: 'Remote (Spain)',
      country_code: 'ES',
    },
    {
      title: 'Designer in Lisbon',
      skills: ['Figma'],
      job_sub_category: 'Design',
      location: 'Lisbon, Portugal',
      country_code: 'PT',
    },
  ]);
});
afterAll(async () => ctx?.close());

describe('recommended jobs', () => {
  it('degrades to the newest jobs in the candidate’s country or remote for a thin profile', async () => {
    const thin = await createCandidate(ctx, { countryCode: 'IN' });
    const body = await get(thin, '/users/candidate/recommended_jobs/?page_size=50');
    expect(titlesOf(body)).not.toContain('Designer in Lisbon');
    expect(titlesOf(body)).toContain('Remote Visual Designer');
    expect(body.count).toBe(5);
  });

  it('follows the profile: skills, experience and title preference', async () => {
    const candidate = await createCandidate(ctx);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/candidate/',
      headers: candidate.auth,
      payload: {
        skills: [{ name: 'rust', exp_years: '3' }],
        experience_years: '3',
        job_profile_preference: 'Backend engineer',
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const body = await get(candidate, '/users/candidate/recommended_jobs/');
    // both Rust jobs share the skill; the 2–5 year one fits the experience better
    expect(titlesOf(body).slice(0, 2)).toEqual(['Rust Engineer', 'Senior Rust Engineer']);
    expect(titlesOf(body)).not.toContain('Visual Designer');
  });

  it('follows activity: saved and applied jobs, leaving out jobs already applied to', async () => {
    const candidate = await createCandidate(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate_jobs/',
      headers: candidate.auth,
      payload: { job: ids.design },
    });
    const body = await get(candidate, '/users/candidate/recommended_jobs/');
    expect(titlesOf(body)).not.toContain('Visual Designer');
    expect(titlesOf(body).slice(0, 2).sort()).toEqual(['Designer in Lisbon', 'Remote Visual Designer']);
  });

  it('needs a signed-in candidate', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/candidate/recommended_jobs/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('recommendations a candidate can trust', () => {
  it('explain each pick, put variety first, and never show a job applied to here or on the company’s site', async () => {
    const [many, other, external] = [await addCompany(ctx), await addCompany(ctx), await addCompany(ctx)];
    const zig = { skills: ['Zig'], job_sub_category: 'Compilers' };
    const [first, , , compiler] = await addJobs(ctx, many, [
      { title: 'Zig Developer', ...zig },
      { title: 'Zig Developer', ...zig },
      { title: 'Zig Developer', ...zig },
      { title: 'Zig Compiler Engineer', ...zig },
      { title: 'Zig Toolchain Engineer', ...zig },
    ]);
    const [platform] = await addJobs(ctx, other, [{ title: 'Zig Platform Engineer', ...zig }]);
    const [offsite] = await addJobs(ctx, external, [
      { title: 'Zig Consultant', ...zig, is_external: true, redirection_url: 'https://careers.example.com/zig' },
    ]);
    const candidate = await createCandidate(ctx);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/candidate/',
      headers: candidate.auth,
      payload: { skills: [{ name: 'zig', exp_years: '2' }] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const before = (await get(candidate, '/users/candidate/recommended_jobs/?page_size=50')) as RecommendedJobs;
    expect(before.results.map((job) => job.id)).toEqual(expect.arrayContaining([first, offsite]));
    expect(new Set(before.results.map((job) => job.reason))).toEqual(new Set(['Matches your skills Zig']));
    // the first four: no title twice, no company more than twice
    const top = before.results.slice(0, 4);
    expect(new Set(top.map((job) => job.title)).size).toBe(4);
    expect(top.filter((job) => job.company?.slug === many).length).toBeLessThanOrEqual(2);
    expect(top.map((job) => job.id)).toEqual(expect.arrayContaining([platform, offsite]));

    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate_jobs/',
      headers: candidate.auth,
      payload: { job: compiler },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const clicked = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate_jobs/track-external-applications/',
      headers: candidate.auth,
      payload: { job_id: offsite },
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    const after = (await get(candidate, '/users/candidate/recommended_jobs/?page_size=50')) as RecommendedJobs;
    expect(after.results.map((job) => job.id)).not.toContain(compiler);
    expect(after.results.map((job) => job.id)).not.toContain(offsite);
    // the application's own signals may widen the pool, never bring it back
    expect(after.results.map((job) => job.id)).toEqual(expect.arrayContaining([first, platform]));
  });
});

describe('similar jobs', () => {
  it('ranks jobs like the given one, without it', async () => {
    const body = await get(null, `/users/candidate/similar-jobs/?job_id=${ids.rust}`);
    expect(titlesOf(body)[0]).toBe('Senior Rust Engineer');
    expect(body.results.map((job) => job.id)).not.toContain(ids.rust);
    // a shared skill alone still counts
    expect(titlesOf(body)).toContain('Elixir Engineer');
  });

  it('answers 404 for an unknown job and 400 without a job or a sign-in', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/candidate/similar-jobs/?job_id=99999999' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/candidate/similar-jobs/' })).statusCode).toBe(400);
  });
});

describe('title words', () => {
  it('keeps meaningful words of titles and preferences', () => {
    expect(titleWordsOf(['Senior Node.js Developer', 'Lead C# and Go engineer'])).toEqual([
      'node.js',
      'developer',
      'engineer',
    ]);
  });
});
