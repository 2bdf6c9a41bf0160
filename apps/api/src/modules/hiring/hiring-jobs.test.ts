// The workspace's job editor (decision 017): a draft is invisible to
// candidates; publishing puts it in search, on its page with JSON-LD and in
// front of the alert worker; edits follow at once; unpublish and close take it
// down; rich text is cleaned; bad input and another company's job change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HiringMessages, type HiringJob, type HiringJobInput } from '@talent/contracts/hiring';
import { createHiringMember, createTestApp, type TestContext, type TestHiringMember } from '../../../test/helpers.ts';
import { catalogueOf } from '../jobs/jobs.test-support.ts';
import { companyBySlug } from './team.repo.ts';

let ctx: TestContext;
let member: TestHiringMember;
let stranger: TestHiringMember;

beforeAll(async () => {
  ctx = await createTestApp();
  await catalogueOf(ctx).importCompanies([
    { slug: 'umbra-works', name: 'Umbra Works' },
    { slug: 'other-works', name: 'Other Works' },
  ]);
  member = await createHiringMember(ctx, (await companyBySlug(ctx.database.db, 'umbra-works'))!.id);
  stranger = await createHiringMember(ctx, (await companyBySlug(ctx.database.db, 'other-works'))!.id);
});
afterAll(async () => ctx?.close());

const input = (overrides: Partial<HiringJobInput> = {}): HiringJobInput => ({
  title: 'Quasar Platform Engineer',
  description:
    '<p>Build the <b>quasar</b> platform.</p><script>alert(1)</script><p onclick="steal()">Apply <a href="javascript:alert(1)">here</a></p>',
  location: 'Pune, India',
  country_code: 'IN',
  is_remote: false,
  employment_type: 'FULL_TIME',
  experience_min: 2,
  experience_max: 6,
  salary_min: 1_500_000,
  salary_max: 2_500_000,
  salary_currency: 'INR',
  skills: ['Go', 'Kafka', 'go'],
  job_category: 'Engineering',
  job_sub_category: 'Backend',
  screening_questions: [
    { question: 'Years of Go?', kind: 'text' },
    { question: 'Preferred shift?', kind: 'choice', options: ['Day', 'Night'] },
  ],
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestHiringMember, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/hiring${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

const searchTitles = async (term: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v5/jobs/search/?search_term=${term}` });
  return res.json<{ results: { title: string }[] }>().results.map((job) => job.title);
};

describe('job editor', () => {
  it('creates a clean draft, publishes it to search, page, JSON-LD and alerts, and takes it down again', async () => {
    const created = await call('POST', '/jobs/', member, input());
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<HiringJob>();
    expect(job.state).toBe('draft');
    expect(job.description).toBe('<p>Build the <b>quasar</b> platform.</p><p>Apply <a>here</a></p>');
    expect(job.skills).toEqual(['go', 'Kafka']);
    expect(job.screening_questions).toHaveLength(2);
    expect(job.screening_questions[1]).toMatchObject({ kind: 'choice', options: ['Day', 'Night'] });
    expect(await searchTitles('quasar')).toEqual([]);

    const published = await call('POST', `/jobs/${job.id}/publish/`, member);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<HiringJob>().state).toBe('published');
    expect(await searchTitles('quasar')).toEqual(['Quasar Platform Engineer']);
    const queued = await ctx.database.query<{ payload: { job_ids: number[] } }>(
      "SELECT payload FROM queue_jobs WHERE kind = 'job-alerts.match'",
    );
    expect(queued.map((q) => q.payload.job_ids)).toContainEqual([job.id]);
    const page = await ctx.app.inject({ method: 'GET', url: job.public_path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"@type":"JobPosting"');
    expect(page.body).toContain('Quasar Platform Engineer');

    // an edit of a published job shows at once; question ids survive the edit
    const edited = await call(
      'PUT',
      `/jobs/${job.id}/`,
      member,
      input({
        title: 'Quasar Staff Engineer',
        screening_questions: job.screening_questions.map((q) => ({ ...q })),
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<HiringJob>().screening_questions.map((q) => q.id)).toEqual(
      job.screening_questions.map((q) => q.id),
    );
    expect(await searchTitles('quasar')).toEqual(['Quasar Staff Engineer']);

    expect((await call('POST', `/jobs/${job.id}/publish/`, member)).json()).toEqual({
      detail: HiringMessages.alreadyPublished,
    });
    const down = await call('POST', `/jobs/${job.id}/unpublish/`, member);
    expect(down.json<HiringJob>().state).toBe('unpublished');
    expect(await searchTitles('quasar')).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: job.public_path })).statusCode).toBe(410);

    const closed = await call('POST', `/jobs/${job.id}/close/`, member);
    expect(closed.json<HiringJob>().state).toBe('closed');
    const closedAgain = await call('POST', `/jobs/${job.id}/close/`, member);
    expect(closedAgain.statusCode).toBe(409);
    const reopened = await call('POST', `/jobs/${job.id}/publish/`, member);
    expect(reopened.json<HiringJob>().state).toBe('published');

    const list = await call('GET', '/jobs/?state=published', member);
    expect(list.json<{ results: { id: number; applicant_count: number }[] }>().results).toEqual([
      expect.objectContaining({ id: job.id, applicant_count: 0 }),
    ]);
    const activity = await call('GET', '/activity/', member);
    expect(activity.json<{ results: { action: string }[] }>().results.map((a) => a.action)).toEqual([
      'job.reopened',
      'job.closed',
      'job.unpublished',
      'job.updated',
      'job.published',
      'job.created',
    ]);
  });

  it('a remote job needs applicant countries; its first one is the JSON-LD applicant location', async () => {
    const missing = await call('POST', '/jobs/', member, input({ is_remote: true, location: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ applicant_countries: [HiringMessages.countriesForRemote] });
    const remote = await call(
      'POST',
      '/jobs/',
      member,
      input({ title: 'Remote Quokka Designer', is_remote: true, location: '', applicant_countries: ['de', 'FR'] }),
    );
    expect(remote.statusCode, remote.body).toBe(201);
    expect(remote.json()).toMatchObject({ country_code: 'DE', applicant_countries: ['DE', 'FR'] });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await call('GET', '/jobs/', member);
    const cases: [Partial<HiringJobInput>, string][] = [
      [{ salary_min: 9, salary_max: 3 }, 'salary_max'],
      [{ salary_currency: null }, 'salary_currency'],
      [{ experience_min: 9, experience_max: 3 }, 'experience_max'],
      [{ title: '' }, 'title'],
      [{ external_apply_url: 'javascript:alert(1)' }, 'external_apply_url'],
      [{ screening_questions: [{ question: 'Pick one', kind: 'choice', options: ['Only'] }] }, 'screening_questions'],
      [{ applicant_countries: ['XX'], is_remote: true }, 'applicant_countries'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call('POST', '/jobs/', member, input(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(res.json<object>())).toContain(field);
    }
    const after = await call('GET', '/jobs/', member);
    expect(after.json()).toEqual(before.json());
  });

  it("another company's job answers 404 to every call and stays as it was", async () => {
    const job = (await call('POST', '/jobs/', member, input({ title: 'Private Walrus Role' }))).json<HiringJob>();
    for (const [method, url] of [
      ['GET', `/jobs/${job.id}/`],
      ['PUT', `/jobs/${job.id}/`],
      ['POST', `/jobs/${job.id}/publish/`],
      ['POST', `/jobs/${job.id}/unpublish/`],
      ['POST', `/jobs/${job.id}/close/`],
    ] as const) {
      const res = await call(method, url, stranger, method === 'PUT' ? input({ title: 'Hijacked' }) : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/jobs/', stranger)).json()).toEqual({ results: [] });
    expect((await call('GET', `/jobs/${job.id}/`, member)).json()).toMatchObject({
      title: 'Private Walrus Role',
      state: 'draft',
    });
  });
});
