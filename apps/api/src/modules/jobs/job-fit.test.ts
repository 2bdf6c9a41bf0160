// 'Jobs for you', 'How you match', 'not for me' and the fairness of the fit
// (decision 038), through the real HTTP server on a real database; and the
// search's company names, short forms and some-of-the-words answer (decision 037).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fit } from '@talent/contracts/fit';
import { partialMatchNotice, type JobSearchResponse, type JobsForYouResponse } from '@talent/contracts/jobs';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { aliasKey } from '@talent/contracts/skill-aliases';
import { POOL_BRANCHES, jobsForYouInputsOf, jobsForYouPool } from './fit.repo.ts';
import { jobsForYouKey, rankJobsForYou } from './jobs-for-you.ts';
import { addCompany, addJobs, catalogueOf } from './jobs.test-support.ts';

let ctx: TestContext;
let company: string;
let other: string;
const ids: Record<string, number> = {};

const get = async <T>(candidate: TestCandidate | null, url: string, status = 200) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: candidate?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const forYou = (candidate: TestCandidate) =>
  get<JobsForYouResponse>(candidate, '/users/candidate/jobs-for-you/?page_size=50');
const patchProfile = async (candidate: TestCandidate, payload: Record<string, unknown>) => {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v2/users/candidate/',
    headers: candidate.auth,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const SENIOR = {
  skills: [
    { name: 'ReactJS', exp_years: '6' },
    { name: 'TS', exp_years: '4' },
    { name: 'javascript', exp_years: '8' },
  ],
  experience_years: '8',
  experience_months: 6,
  current_location: 'Bengaluru, India',
  open_to_remote_work: true,
  notice_period: 30,
};

/** A job that fits SENIOR best: every skill, the years and the city. */
const SENIOR_REACT_JOB = {
  title: 'Senior React Engineer',
  skills: ['React', 'TypeScript', 'JavaScript'],
  job_sub_category: 'Frontend',
  location: 'Bengaluru, Karnataka, India',
  experience_min: 6,
  experience_max: 10,
};

beforeAll(async () => {
  ctx = await createTestApp();
  company = await addCompany(ctx, { name: 'Zephyr Quantum Works' });
  other = await addCompany(ctx, { name: 'Basalt Systems' });
  const frontend = { job_sub_category: 'Frontend', location: 'Bengaluru, Karnataka, India' };
  [ids.senior, ids.junior, ids.architect, ids.vue, ids.go] = await addJobs(ctx, company, [
    {
      ...frontend,
      title: 'Senior Frontend Engineer',
      skills: ['React', 'TypeScript', 'JavaScript', 'GraphQL'],
      experience_min: 5,
      experience_max: 9,
    },
    {
      ...frontend,
      title: 'Junior Frontend Developer',
      skills: ['React', 'TypeScript', 'CSS'],
      experience_min: 0,
      experience_max: 2,
    },
    {
      ...frontend,
      title: 'Frontend Architect',
      skills: ['React', 'TypeScript', 'Next.js'],
      experience_min: 10,
      experience_max: 15,
    },
    {
      ...frontend,
      title: 'Vue Frontend Engineer',
      skills: ['Vue', 'TypeScript', 'JavaScript', 'Vuex'],
      experience_min: 5,
      experience_max: 9,
    },
    {
      title: 'Go Engineer',
      skills: ['Go', 'Kafka'],
      job_sub_category: 'Backend',
      experience_min: 5,
      experience_max: 9,
    },
  ]);
  [ids.otherReact] = await addJobs(ctx, other, [
    {
      ...frontend,
      title: 'React Engineer',
      skills: ['React', 'TypeScript', 'JavaScript', 'Redux'],
      experience_min: 6,
      experience_max: 10,
    },
  ]);
});
afterAll(async () => ctx?.close());

describe('Jobs for you', () => {
  it('ranks by fit with each factor’s evidence, and never offers a senior person a junior role or one asking far more years', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    const body = await forYou(candidate);
    const titles = body.results.map((job) => job.title);
    // equal fits (3 of 4 skills, years in range, same city): the newer first
    expect(titles.slice(0, 2).sort()).toEqual(['React Engineer', 'Senior Frontend Engineer']);
    expect(titles).not.toContain('Junior Frontend Developer');
    expect(titles).not.toContain('Frontend Architect');
    expect(body.results.every((job) => !job.fit.seniority_mismatch)).toBe(true);
    expect(body.results.find((job) => job.id === ids.senior)!.fit.summary).toBe(
      '3 of 4 skills: React (6 years), TypeScript (4 years), JavaScript (8 years); missing: GraphQL · 8.5 years, asks 5–9',
    );
    expect(body.results[0]!.fit.factors.map((f) => f.factor)).toEqual([
      'skills',
      'experience',
      'location',
      'salary',
      'notice',
    ]);
    expect(body.profile_missing).toEqual(['salary']);
  });

  it('changes after the candidate adds a skill, and after a job is set aside as not for them', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    const before = await forYou(candidate);
    const vueBefore = before.results.findIndex((job) => job.id === ids.vue);
    await patchProfile(candidate, {
      skills: [...SENIOR.skills, { name: 'Vue.js', exp_years: '5' }, { name: 'vuex', exp_years: '5' }],
    });
    const after = await forYou(candidate);
    const vueAfter = after.results.findIndex((job) => job.id === ids.vue);
    expect(vueAfter).toBeLessThan(vueBefore === -1 ? Infinity : vueBefore);
    expect(after.results[vueAfter]!.fit.missing_skills).toEqual([]);

    const aside = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/jobs-for-you/not-for-me/',
      headers: candidate.auth,
      payload: { job_id: ids.senior, reason: 'company' },
    });
    expect(aside.statusCode, aside.body).toBe(200);
    const next = await forYou(candidate);
    // the company is set aside: none of its jobs, the other company's React role first
    expect(next.results.map((job) => job.id)).toEqual([ids.otherReact]);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/jobs-for-you/not-for-me/',
      headers: candidate.auth,
      payload: { job_id: ids.go, reason: 'bored' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a reason.');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/jobs-for-you/not-for-me/',
      headers: candidate.auth,
      payload: { job_id: 999_999, reason: 'other' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('gives a profile without skills, experience or location a list that names what it lacks', async () => {
    const candidate = await createCandidate(ctx);
    const body = await forYou(candidate);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.profile_missing).toEqual(['skills', 'experience', 'location', 'salary', 'notice']);
    expect(body.results[0]!.fit.summary).toContain('Add your skills');
  });

  it('answers How you match for given jobs, only to a signed-in candidate', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    const { fits } = await get<{ fits: Record<string, Fit> }>(
      candidate,
      `/users/candidate/job-fits/?job_ids=${ids.junior},${ids.senior}`,
    );
    expect(fits[String(ids.junior)]!.seniority_mismatch).toBe(true);
    expect(fits[String(ids.senior)]!.matched_skills).toEqual(['React', 'TypeScript', 'JavaScript']);
    await get(null, `/users/candidate/job-fits/?job_ids=${ids.senior}`, 401);
    await get(candidate, '/users/candidate/job-fits/?job_ids=1;DROP', 400);
  });
});

describe('the ranked list kept between reads (decision 038)', () => {
  const idsOf = async (candidate: TestCandidate) => (await forYou(candidate)).results.map((job) => job.id);
  /** Takes a job out of the pool's indexes only: no version moves, so a list still holding it was kept. */
  const hideFromPool = async (jobId: number) => {
    await ctx.database.query('UPDATE job_search_documents SET is_published = false WHERE id = $1', [jobId]);
    await ctx.database.query('DELETE FROM job_fit_terms WHERE id = $1', [jobId]);
  };
  const restoreInPool = async (jobId: number) => {
    await ctx.database.query('UPDATE job_search_documents SET is_published = true WHERE id = $1', [jobId]);
    await ctx.database.query(
      `INSERT INTO job_fit_terms (kind, term, other, id, published_at, experience_min, experience_max)
       SELECT t.kind, t.term, t.other, j.id, j.published_at, j.experience_min, j.experience_max
       FROM jobs j, LATERAL job_fit_term_rows(j.title, j.skills) t WHERE j.id = $1`,
      [jobId],
    );
  };
  const reads = async (list: string) =>
    Number(
      (await ctx.app.inject({ url: '/metrics' })).body.match(
        new RegExp(`^jobs_for_you_reads_total\\{list="${list}"\\} (\\d+)$`, 'm'),
      )?.[1] ?? 0,
    );
  const jobCodeOf = async (jobId: number) =>
    (await ctx.database.query<{ job_code: string }>('SELECT job_code FROM jobs WHERE id = $1', [jobId]))[0]!.job_code;

  it('answers a second read from the kept ranking, and counts both in the operators’ metrics', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    const [kept, ranked] = [await reads('kept'), await reads('ranked')];
    const first = await idsOf(candidate);
    expect(await reads('ranked')).toBe(ranked + 1);
    expect(first).toContain(ids.otherReact);
    await hideFromPool(ids.otherReact!);
    try {
      expect(await idsOf(candidate)).toEqual(first);
      expect(await reads('kept')).toBe(kept + 1);
    } finally {
      await restoreInPool(ids.otherReact!);
    }
  });

  it('changes right after the profile’s skills, experience or location change', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    const senior = async () => (await forYou(candidate)).results.find((job) => job.id === ids.senior);
    const before = await forYou(candidate);
    expect(before.results.map((job) => job.id)).not.toContain(ids.junior);
    const scoreBefore = (await senior())!.fit.score;

    await patchProfile(candidate, { current_location: 'Berlin, Germany', open_to_remote_work: false });
    const moved = await senior();
    expect(moved!.fit.score).toBeLessThan(scoreBefore);
    expect(moved!.fit.factors.find((f) => f.factor === 'location')!.evidence).not.toBe(
      before.results.find((job) => job.id === ids.senior)!.fit.factors.find((f) => f.factor === 'location')!.evidence,
    );

    await patchProfile(candidate, { experience_years: '1', experience_months: 0 });
    const junior = await idsOf(candidate);
    expect(junior).toContain(ids.junior);
    expect(junior).not.toContain(ids.senior);

    await patchProfile(candidate, {
      experience_years: '8',
      skills: [
        { name: 'Go', exp_years: '5' },
        { name: 'Kafka', exp_years: '5' },
      ],
    });
    const backend = (await forYou(candidate)).results[0]!;
    expect(backend.id).toBe(ids.go);
    expect(backend.fit.matched_skills).toEqual(['Go', 'Kafka']);
  });

  it('ranks the list in the background after a profile change, from the inputs saved', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    await ctx.drainQueue();
    await hideFromPool(ids.otherReact!);
    try {
      // ranked by the queue before the pool lost the job: this read finds the list ready
      expect(await idsOf(candidate)).toContain(ids.otherReact);
    } finally {
      await restoreInPool(ids.otherReact!);
    }
  });

  it('ranks the list in the background after an experience is added, edited or removed, as after a profile save', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    await ctx.drainQueue();
    const experience = (payload: Record<string, unknown>, method: 'POST' | 'PATCH' | 'DELETE', id = '') =>
      ctx.app.inject({
        method,
        url: `/api/users/candidate/${candidate.candidateId}/experience/${id}`,
        headers: candidate.auth,
        ...(method === 'DELETE' ? {} : { payload }),
      });
    const keptAfter = async (change: () => Promise<{ statusCode: number; body: string }>) => {
      const res = await change();
      expect(res.statusCode, res.body).toBeLessThan(300);
      await ctx.drainQueue();
      const kept = await reads('kept');
      await forYou(candidate);
      // the queue ranked the changed inputs: the dashboard's read finds them kept
      expect(await reads('kept')).toBe(kept + 1);
      return res;
    };
    const added = await keptAfter(() =>
      experience(
        { title: 'Frontend Architect', company_name: 'Northwind Labs', duration_start: '2019-01-15', is_current: true },
        'POST',
      ),
    );
    const id = String((JSON.parse(added.body) as { id: number }).id);
    await keptAfter(() => experience({ title: 'Staff Frontend Engineer' }, 'PATCH', id));
    await keptAfter(() => experience({}, 'DELETE', id));
  });

  it('leaves a job out on the very next read after not for me, and after applying to it', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    expect(await idsOf(candidate)).toContain(ids.otherReact);
    expect(await idsOf(candidate)).toContain(ids.senior);
    const aside = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/jobs-for-you/not-for-me/',
      headers: candidate.auth,
      payload: { job_id: ids.otherReact, reason: 'other' },
    });
    expect(aside.statusCode, aside.body).toBe(200);
    const next = await idsOf(candidate);
    expect(next).not.toContain(ids.otherReact);
    expect(next).toContain(ids.senior);

    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate_jobs/',
      headers: candidate.auth,
      payload: { job: ids.senior, privacy_policy_status: true },
    });
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    expect(await idsOf(candidate)).not.toContain(ids.senior);
  });

  it('shows a newly published job and drops a closed one on the next read', async () => {
    const hiring = await addCompany(ctx, { name: 'Quillfeather Labs' });
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    const before = await idsOf(candidate);
    const [fresh] = await addJobs(ctx, hiring, [SENIOR_REACT_JOB]);
    expect(before).not.toContain(fresh);
    const published = await idsOf(candidate);
    // every skill, the years and the city: first
    expect(published[0]).toBe(fresh);

    const code = await jobCodeOf(fresh);
    await catalogueOf(ctx).setJobPublished(code, false);
    expect(await idsOf(candidate)).not.toContain(fresh);
    await catalogueOf(ctx).setJobPublished(code, true);
    expect((await idsOf(candidate))[0]).toBe(fresh);
  });

  it('marks a job saved on the next read, and shows a job’s and its company’s edits', async () => {
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    const cardOf = async (id: number) => (await forYou(candidate)).results.find((job) => job.id === id)!;
    expect((await cardOf(ids.otherReact!)).is_saved).toBe(false);
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/save-or-update-job/',
      headers: candidate.auth,
      payload: { job_id: ids.otherReact },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await cardOf(ids.otherReact!)).is_saved).toBe(true);

    const [code] = (await ctx.database.query<{ job_code: string }>('SELECT job_code FROM jobs WHERE id = $1', [
      ids.otherReact,
    ])) as [{ job_code: string }];
    await addJobs(ctx, other, [
      {
        job_code: code.job_code,
        title: 'React Engineer (Payments)',
        skills: ['React', 'TypeScript', 'JavaScript', 'Redux'],
        job_sub_category: 'Frontend',
        location: 'Bengaluru, Karnataka, India',
        experience_min: 6,
        experience_max: 10,
      },
    ]);
    expect((await cardOf(ids.otherReact!)).title).toBe('React Engineer (Payments)');
    await ctx.database.query(`UPDATE companies SET name = 'Basalt Systems Ltd' WHERE slug = $1`, [other]);
    expect((await cardOf(ids.otherReact!)).company?.name).toBe('Basalt Systems Ltd');
  });

  /** The list read over HTTP against a fresh ranking of the same inputs, and how the read was answered. */
  const readAgainstFresh = async (candidate: TestCandidate) => {
    const before = { folded: await reads('folded'), ranked: await reads('ranked') };
    const read = await forYou(candidate);
    const how =
      (await reads('folded')) > before.folded ? 'folded' : (await reads('ranked')) > before.ranked ? 'ranked' : 'kept';
    const fresh = await rankJobsForYou(
      ctx.database.db,
      (await jobsForYouInputsOf(ctx.database.db, candidate.candidateId))!,
    );
    expect(read.count).toBe(fresh.ids.length);
    expect(read.results.map((job) => job.id)).toEqual(fresh.ids.slice(0, 50));
    expect(read.results.slice(0, fresh.top.length).map(({ is_saved: _s, is_applied: _a, ...card }) => card)).toEqual(
      fresh.top.map(({ is_saved: _s, is_applied: _a, ...card }) => card),
    );
    return { how, ids: read.results.map((job) => job.id) };
  };

  it('folds each kind of job change into the kept list, with the same answer as ranking afresh', async () => {
    const hiring = await addCompany(ctx, { name: 'Larchmont Digital' });
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, SENIOR);
    expect((await readAgainstFresh(candidate)).how).toBe('ranked');
    const [added] = await addJobs(ctx, hiring, [SENIOR_REACT_JOB]);
    const published = await readAgainstFresh(candidate);
    expect(published).toMatchObject({ how: 'folded' });
    expect(published.ids[0]).toBe(added);

    const code = await jobCodeOf(added);
    // edited: its skills no longer the person's, so it falls
    await addJobs(ctx, hiring, [
      {
        ...SENIOR_REACT_JOB,
        job_code: code,
        skills: ['React', 'Elm', 'Haskell', 'OCaml'],
      },
    ]);
    const edited = await readAgainstFresh(candidate);
    expect(edited.how).toBe('folded');
    expect(edited.ids.indexOf(added)).toBeGreaterThan(0);

    await catalogueOf(ctx).setJobPublished(code, false);
    const closed = await readAgainstFresh(candidate);
    expect(closed.how).toBe('folded');
    expect(closed.ids).not.toContain(added);

    await catalogueOf(ctx).setJobPublished(code, true);
    expect(await readAgainstFresh(candidate)).toMatchObject({ how: 'folded' });

    await ctx.database.query(`UPDATE companies SET name = 'Larchmont Digital Ltd' WHERE slug = $1`, [hiring]);
    expect(await readAgainstFresh(candidate)).toMatchObject({ how: 'folded' });
    expect((await forYou(candidate)).results.find((job) => job.id === added)?.company?.name).toBe(
      'Larchmont Digital Ltd',
    );

    await ctx.database.query('DELETE FROM jobs WHERE id = $1', [added]);
    const removed = await readAgainstFresh(candidate);
    expect(removed.how).toBe('folded');
    expect(removed.ids).not.toContain(added);
  });

  it('folds changes into a branch of the pool that is full: the next older job takes a closed one’s place', async () => {
    const hiring = await addCompany(ctx, { name: 'Wrenfield Analytics' });
    const jobs = await addJobs(
      ctx,
      hiring,
      Array.from({ length: POOL_BRANCHES.skills + 5 }, (_, i) => ({
        title: `Quandry Engineer ${i}`,
        skills: ['Quandrylang'],
        experience_min: 3,
        experience_max: 8,
      })),
    );
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, {
      ...SENIOR,
      skills: [{ name: 'Quandrylang', exp_years: '4' }],
      experience_years: '5',
      experience_months: 0,
    });
    const first = await readAgainstFresh(candidate);
    expect(first.how).toBe('ranked');
    const inList = (
      await rankJobsForYou(ctx.database.db, (await jobsForYouInputsOf(ctx.database.db, candidate.candidateId))!)
    ).ids;
    expect(inList).toHaveLength(POOL_BRANCHES.skills);
    // closing the newest pooled jobs brings older ones in
    for (const id of jobs.slice(-3)) await catalogueOf(ctx).setJobPublished(await jobCodeOf(id), false);
    const closed = await readAgainstFresh(candidate);
    expect(closed.how).toBe('folded');
    // a new job pushes the oldest out
    await addJobs(ctx, hiring, [
      { title: 'Quandry Lead', skills: ['Quandrylang'], experience_min: 4, experience_max: 8 },
    ]);
    expect(await readAgainstFresh(candidate)).toMatchObject({ how: 'folded' });
  });

  it('never serves one candidate’s list to another, even with the same profile', async () => {
    const a = await createCandidate(ctx);
    const b = await createCandidate(ctx);
    await patchProfile(a, SENIOR);
    await patchProfile(b, SENIOR);
    // the same inputs, yet each candidate's list is kept under a key of their own
    const inputsA = (await jobsForYouInputsOf(ctx.database.db, a.candidateId))!;
    const inputsB = (await jobsForYouInputsOf(ctx.database.db, b.candidateId))!;
    expect(inputsB).toEqual(inputsA);
    expect(jobsForYouKey(a.candidateId, inputsA)).not.toBe(jobsForYouKey(b.candidateId, inputsB));
    const listA = await idsOf(a);
    expect(await idsOf(b)).toEqual(listA);
    const aside = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/jobs-for-you/not-for-me/',
      headers: b.auth,
      payload: { job_id: ids.senior, reason: 'company' },
    });
    expect(aside.statusCode, aside.body).toBe(200);
    const listB = await idsOf(b);
    expect(listB).not.toContain(ids.senior);
    expect(await idsOf(a)).toEqual(listA);
    expect(listA).toContain(ids.senior);
    expect(await idsOf(b)).toEqual(listB);
  });
});

describe('the terms the pool is retrieved by (migration 0320, decision 038)', () => {
  /** Each of the job's branches in the candidate's pool, by name; none when it is not pooled. */
  const branchesOf = async (candidate: TestCandidate, jobId: number) => {
    const inputs = (await jobsForYouInputsOf(ctx.database.db, candidate.candidateId))!;
    const pooled = (await jobsForYouPool(ctx.database.db, inputs)).find((job) => job.id === jobId);
    return (pooled?.branches ?? []).map((b) => ['two skills', 'a skill', 'the role'][b]);
  };

  it('keeps each job’s skills and title words in step with the job: published, edited, closed, published again, deleted', async () => {
    const hiring = await addCompany(ctx, { name: 'Thimbleweed Forge' });
    const candidate = await createCandidate(ctx);
    await patchProfile(candidate, {
      ...SENIOR,
      skills: [
        { name: 'Zorblang', exp_years: '4' },
        { name: 'quux_ql', exp_years: '3' },
      ],
      job_profile_preference: 'Plumber',
    });
    const job = {
      title: 'Platform Engineer',
      skills: ['ZORBLANG', ' Quux QL '],
      experience_min: 6,
      experience_max: 10,
    };
    const [id] = await addJobs(ctx, hiring, [job]);
    // the job's spellings are the person's under aliasKey: both skills, so the strong branch too
    expect(await branchesOf(candidate, id)).toEqual(['two skills', 'a skill']);

    const code = (await ctx.database.query<{ job_code: string }>('SELECT job_code FROM jobs WHERE id = $1', [id]))[0]!
      .job_code;
    await addJobs(ctx, hiring, [{ ...job, job_code: code, skills: ['Zorblang', 'Cobol'] }]);
    expect(await branchesOf(candidate, id)).toEqual(['a skill']);
    await addJobs(ctx, hiring, [{ ...job, job_code: code, skills: ['Cobol'] }]);
    expect(await branchesOf(candidate, id)).toEqual([]);
    await addJobs(ctx, hiring, [{ ...job, job_code: code }]);
    expect(await branchesOf(candidate, id)).toEqual(['two skills', 'a skill']);
    // a title naming the role the person looks for: the role's branch too
    await addJobs(ctx, hiring, [{ ...job, job_code: code, title: 'Lead Plumbers' }]);
    expect(await branchesOf(candidate, id)).toEqual(['two skills', 'a skill', 'the role']);
    // a range of years that is a seniority mismatch leaves every branch
    await addJobs(ctx, hiring, [{ ...job, job_code: code, experience_min: 0, experience_max: 2 }]);
    expect(await branchesOf(candidate, id)).toEqual([]);
    await addJobs(ctx, hiring, [{ ...job, job_code: code }]);

    await catalogueOf(ctx).setJobPublished(code, false);
    expect(await branchesOf(candidate, id)).toEqual([]);
    expect(await ctx.database.query('SELECT 1 FROM job_fit_terms WHERE id = $1', [id])).toHaveLength(0);
    await catalogueOf(ctx).setJobPublished(code, true);
    expect(await branchesOf(candidate, id)).toEqual(['two skills', 'a skill']);

    await ctx.database.query('DELETE FROM jobs WHERE id = $1', [id]);
    expect(await ctx.database.query('SELECT 1 FROM job_fit_terms WHERE id = $1', [id])).toHaveLength(0);
  });

  it('spells a job’s skill as aliasKey does, so the pool finds every alias the fit matches', async () => {
    const names = ['  Node.JS ', 'C++', 'React_Native', '(Go)', 'Ｒｅａｃｔ', 'scikit   learn', '"Vue.js",', 'C#'];
    // NFKC before the case (a key is its own key), and JavaScript's \s for a space (migration 0321)
    names.push('Excel™', '℃ control', '\uFEFFPython', 'Node\u2028JS', 'a\u1680b', 'x\u0085y', 'ＡＢＣ\u3000Ⅻ');
    const [row] = await ctx.database.query<{ keys: string[] }>(
      'SELECT ARRAY(SELECT skill_key(n) FROM unnest($1::text[]) WITH ORDINALITY AS x(n, i) ORDER BY i) AS keys',
      [names],
    );
    expect(row!.keys).toEqual(names.map(aliasKey));
    // one row per skill once, one per pair of its skills, one per word of its title as search_vector holds it
    const rows = await ctx.database.query<{ kind: string; term: string; other: string }>(
      `SELECT kind, term, other FROM job_fit_term_rows('Senior Engineers, Payments', ARRAY['React', 'react', 'Go', 'SQL'])
       ORDER BY kind, term, other`,
    );
    expect(rows.map((r) => [r.kind, r.term, r.other])).toEqual([
      ['pair', 'go', 'react'],
      ['pair', 'go', 'sql'],
      ['pair', 'react', 'sql'],
      ['skill', 'go', ''],
      ['skill', 'react', ''],
      ['skill', 'sql', ''],
      ['title', 'engin', ''],
      ['title', 'payment', ''],
      ['title', 'senior', ''],
    ]);
  });
});

describe('fairness', () => {
  it('never reads name, gender or photo: changing them moves neither the score nor the ranking', async () => {
    const a = await createCandidate(ctx);
    const b = await createCandidate(ctx);
    await patchProfile(a, SENIOR);
    await patchProfile(b, SENIOR);
    await ctx.database.query(
      `UPDATE candidates SET first_name = 'Aisha', last_name = 'Okonkwo', gender = 'female', profile_image_key = 'images/a.png' WHERE id = $1`,
      [a.candidateId],
    );
    await ctx.database.query(
      `UPDATE candidates SET first_name = 'John', last_name = 'Smith', gender = 'male', profile_image_key = NULL WHERE id = $1`,
      [b.candidateId],
    );
    await ctx.database.query(`UPDATE users SET first_name = 'Aisha', last_name = 'Okonkwo' WHERE id = $1`, [a.userId]);
    const ranking = async (candidate: TestCandidate) =>
      (await forYou(candidate)).results.map((job) => [job.id, job.fit.score, job.fit.summary]);
    const before = await ranking(a);
    expect(before.length).toBeGreaterThan(1);
    expect(await ranking(b)).toEqual(before);
    await ctx.database.query(
      `UPDATE candidates SET gender = 'non-binary', first_name = 'Zoë', last_name = 'Ng', profile_image_key = 'images/z.png' WHERE id = $1`,
      [a.candidateId],
    );
    expect(await ranking(a)).toEqual(before);
  });
});

describe('search finds companies and says when only some of the words match', () => {
  const search = (term: string) =>
    get<JobSearchResponse>(null, `/v5/jobs/search/?${new URLSearchParams({ search_term: term, page_size: '50' })}`);

  it('finds a company’s roles by company + role, and by its short form', async () => {
    const found = await search('zephyr frontend');
    expect(found.results.length).toBeGreaterThan(0);
    expect(found.results.every((job) => job.company?.name === 'Zephyr Quantum Works')).toBe(true);
    expect(found.partial_match).toBeUndefined();
    const short = await search('zqw go');
    expect(short.results.map((job) => job.id)).toEqual([ids.go]);
  });

  it('shows the jobs matching most words, most first, when none matches them all', async () => {
    const found = await search('basalt vue');
    expect(found.partial_match).toBe(true);
    expect(found.results.length).toBeGreaterThan(0);
    expect(partialMatchNotice('basalt vue')).toBe('No job matches all of basalt vue; these match some of it');
    // the company's role comes first
    expect(found.results[0]!.id).toBe(ids.otherReact);
  });

  it('answers 200 or a clear 400 for any query string, never 5xx', async () => {
    const encoded = [
      '',
      '%20',
      'a'.repeat(1000),
      encodeURIComponent('!!!&&&|||:*()'),
      '%00',
      'react%00js',
      '%ED%A0%80', // a lone surrogate, as UTF-8 bytes
      'x%ED%BF%BFy',
      '%FF%FE',
      encodeURIComponent("'''\\"),
    ];
    for (const term of encoded) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v5/jobs/search/?search_term=${term}` });
      expect([200, 400], `${term}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toHaveProperty('search_term');
    }
  });
});
