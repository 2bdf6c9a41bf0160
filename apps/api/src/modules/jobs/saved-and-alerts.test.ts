import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { catalogueOf } from './jobs.test-support.ts';
import { addCompany, addJobs } from './jobs.test-support.ts';
import { MAX_ACTIVE_ALERTS, SAME_ALERT_EXISTS, TOO_MANY_ALERTS } from './alerts.service.ts';

let ctx: TestContext;
let me: TestCandidate;
let other: TestCandidate;
let jobIds: number[];
let closedCode: string;

const as = (
  candidate: TestCandidate | null,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: candidate?.auth ?? {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await addCompany(ctx);
  jobIds = await addJobs(ctx, company, [
    { title: 'Kiwi Engineer' },
    { title: 'Kiwi Designer' },
    { title: 'Kiwi Analyst' },
  ]);
  [closedCode] = (
    await ctx.database.query<{ job_code: string }>('SELECT job_code FROM jobs WHERE id = $1', [jobIds[2]])
  ).map((r) => r.job_code) as [string];
  me = await createCandidate(ctx);
  other = await createCandidate(ctx);
});
afterAll(async () => ctx?.close());

describe('saved and recently viewed jobs', () => {
  it('needs a signed-in candidate', async () => {
    expect((await as(null, 'POST', '/save-or-update-job/', { job_id: jobIds[0] })).statusCode).toBe(401);
    expect((await as(null, 'GET', '/active-saved-or-recently-viewed-jobs/')).statusCode).toBe(401);
  });

  it('saves, lists newest first, keeps the first saved time, and unsaves', async () => {
    const first = await as(me, 'POST', '/save-or-update-job/', { job_id: jobIds[0] });
    expect(first.json()).toMatchObject({ job_id: jobIds[0], is_saved: true, saved_at: expect.any(String) });
    ctx.clock.advance(1000);
    await as(me, 'POST', '/save-or-update-job/', { job_id: jobIds[1] });
    ctx.clock.advance(1000);
    const again = await as(me, 'POST', '/save-or-update-job/', { job_id: jobIds[0], is_saved: true });
    expect(again.json().saved_at).toBe(first.json().saved_at);
    const list = (await as(me, 'GET', '/active-saved-or-recently-viewed-jobs/?type=saved')).json();
    expect(list.count).toBe(2);
    expect(list.results.map((job: { id: number }) => job.id)).toEqual([jobIds[1], jobIds[0]]);
    expect(list.results.every((job: { is_saved: boolean }) => job.is_saved)).toBe(true);
    const unsaved = await as(me, 'POST', '/save-or-update-job/', { job_id: jobIds[1], is_saved: false });
    expect(unsaved.json()).toMatchObject({ is_saved: false, saved_at: null });
    const after = (await as(me, 'GET', '/active-saved-or-recently-viewed-jobs/')).json();
    expect(after.results.map((job: { id: number }) => job.id)).toEqual([jobIds[0]]);
  });

  it('keeps each candidate’s list to themselves', async () => {
    const list = (await as(other, 'GET', '/active-saved-or-recently-viewed-jobs/?type=saved')).json();
    expect(list.count).toBe(0);
  });

  it('records views without saving, newest first', async () => {
    await as(me, 'POST', '/save-or-update-job/', { job_id: jobIds[2], viewed: true });
    ctx.clock.advance(1000);
    const view = await as(me, 'POST', '/save-or-update-job/', { job_id: jobIds[1], viewed: true });
    expect(view.json()).toMatchObject({ is_saved: false, viewed_at: expect.any(String) });
    const list = (await as(me, 'GET', '/active-saved-or-recently-viewed-jobs/?type=recently_viewed')).json();
    expect(list.results.map((job: { id: number }) => job.id)).toEqual([jobIds[1], jobIds[2]]);
    // viewing did not save
    const saved = (await as(me, 'GET', '/active-saved-or-recently-viewed-jobs/?type=saved')).json();
    expect(saved.results.map((job: { id: number }) => job.id)).toEqual([jobIds[0]]);
  });

  it('refuses to save an unknown or closed job, and drops closed jobs from the lists', async () => {
    expect((await as(me, 'POST', '/save-or-update-job/', { job_id: 99999999 })).statusCode).toBe(404);
    await as(me, 'POST', '/save-or-update-job/', { job_id: jobIds[2] });
    await catalogueOf(ctx).setJobPublished(closedCode, false);
    const refused = await as(other, 'POST', '/save-or-update-job/', { job_id: jobIds[2] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'This job is no longer accepting applications.' });
    const list = (await as(me, 'GET', '/active-saved-or-recently-viewed-jobs/?type=saved')).json();
    expect(list.results.map((job: { id: number }) => job.id)).toEqual([jobIds[0]]);
    await catalogueOf(ctx).setJobPublished(closedCode, true);
  });
});

describe('job alerts', () => {
  it('creates an alert, and answers the existing one for the same search', async () => {
    const created = await as(me, 'POST', '/v1/job-search/alerts/', { search_term: 'kiwi', location: 'Pune' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      search_term: 'kiwi',
      location: 'Pune',
      is_active: true,
      label: 'kiwi, in Pune',
    });
    const same = await as(me, 'POST', '/v1/job-search/alerts/', { search_term: ' Kiwi ', location: 'pune' });
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(created.json().id);
  });

  it('refuses an alert without criteria or with forbidden symbols', async () => {
    const empty = await as(me, 'POST', '/v1/job-search/alerts/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['Choose at least a keyword or a filter for the alert.'] });
    expect((await as(me, 'POST', '/v1/job-search/alerts/', { search_term: 'a|b' })).statusCode).toBe(400);
    expect((await as(null, 'POST', '/v1/job-search/alerts/', { search_term: 'x' })).statusCode).toBe(401);
  });

  it('lists only the candidate’s active alerts', async () => {
    await as(me, 'POST', '/v1/job-search/alerts/', { job_sub_category: 'Backend', remote: true });
    await as(other, 'POST', '/v1/job-search/alerts/', { search_term: 'other person' });
    const mine = (await as(me, 'GET', '/v1/job-search/alerts/')).json();
    expect(mine.count).toBe(2);
    expect(mine.results.map((a: { label: string }) => a.label)).toEqual(['Backend, remote', 'kiwi, in Pune']);
  });

  it('deactivates by ids, never another candidate’s, and all with an empty list plus deactivate_all', async () => {
    const mine = (await as(me, 'GET', '/v1/job-search/alerts/')).json().results as { id: number }[];
    const theirs = (await as(other, 'GET', '/v1/job-search/alerts/')).json().results as { id: number }[];
    const cross = await as(me, 'DELETE', '/v1/job-search/alerts/deactivate/', { alert_ids: [theirs[0]!.id] });
    expect(cross.json()).toEqual({ deactivated: 0 });
    expect((await as(other, 'GET', '/v1/job-search/alerts/')).json().count).toBe(1);
    const one = await as(me, 'DELETE', '/v1/job-search/alerts/deactivate/', { alert_ids: [mine[0]!.id] });
    expect(one.json()).toEqual({ deactivated: 1 });
    expect((await as(me, 'GET', '/v1/job-search/alerts/')).json().count).toBe(1);
    const refused = await as(me, 'POST', '/v1/job-search/alerts/deactivate/', { alert_ids: [] });
    expect(refused.statusCode).toBe(400);
    const all = await as(me, 'POST', '/v1/job-search/alerts/deactivate/', { alert_ids: [], deactivate_all: true });
    expect(all.json()).toEqual({ deactivated: 1 });
    expect((await as(me, 'GET', '/v1/job-search/alerts/')).json().count).toBe(0);
    // a deactivated search can be created again
    expect((await as(me, 'POST', '/v1/job-search/alerts/', { search_term: 'kiwi', location: 'Pune' })).statusCode).toBe(
      201,
    );
  });

  it(`caps a candidate at ${MAX_ACTIVE_ALERTS} active alerts`, async () => {
    const capped = await createCandidate(ctx);
    for (let i = 0; i < MAX_ACTIVE_ALERTS; i++) {
      expect((await as(capped, 'POST', '/v1/job-search/alerts/', { search_term: `term${i}` })).statusCode).toBe(201);
    }
    const over = await as(capped, 'POST', '/v1/job-search/alerts/', { search_term: 'one more' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: [TOO_MANY_ALERTS] });
    expect((await as(capped, 'POST', '/v1/job-search/alerts/', { search_term: 'term3' })).statusCode).toBe(200);
  });

  it('keeps the cap when many alerts are created at once', async () => {
    const racer = await createCandidate(ctx);
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_ALERTS + 10 }, (_, i) =>
        as(racer, 'POST', '/v1/job-search/alerts/', { search_term: `burst${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_ACTIVE_ALERTS);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(10);
    expect((await as(racer, 'GET', '/v1/job-search/alerts/?page_size=100')).json().count).toBe(MAX_ACTIVE_ALERTS);
  });

  it('edits an alert’s keyword, filters and frequency, never another candidate’s', async () => {
    const editor = await createCandidate(ctx);
    const created = (await as(editor, 'POST', '/v1/job-search/alerts/', { search_term: 'walrus' })).json();
    expect(created).toMatchObject({ search_term: 'walrus', frequency: 'instant', label: 'walrus' });
    const edited = await as(editor, 'PATCH', `/v1/job-search/alerts/${created.id}/`, {
      search_term: 'walrus tamer',
      location: 'Goa',
      experience_range: '2-5',
      remote: false,
      frequency: 'weekly',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      search_term: 'walrus tamer',
      location: 'Goa',
      experience_range: '2-5',
      remote: null,
      frequency: 'weekly',
      label: 'walrus tamer, in Goa, 2-5 years',
    });
    // a blank filter is removed
    const cleared = await as(editor, 'PATCH', `/v1/job-search/alerts/${created.id}/`, {
      search_term: 'walrus tamer',
      location: '',
      frequency: 'daily',
    });
    expect(cleared.json()).toMatchObject({ location: null, experience_range: null, frequency: 'daily' });
    expect((await as(editor, 'GET', '/v1/job-search/alerts/')).json().results).toHaveLength(1);

    // the search of another active alert is refused; so are no criteria, and another candidate
    await as(editor, 'POST', '/v1/job-search/alerts/', { search_term: 'narwhal' });
    const same = await as(editor, 'PATCH', `/v1/job-search/alerts/${created.id}/`, {
      search_term: 'Narwhal',
      frequency: 'daily',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ non_field_errors: [SAME_ALERT_EXISTS] });
    const empty = await as(editor, 'PATCH', `/v1/job-search/alerts/${created.id}/`, { frequency: 'daily' });
    expect(empty.statusCode).toBe(400);
    const foreign = await as(other, 'PATCH', `/v1/job-search/alerts/${created.id}/`, {
      search_term: 'mine now',
      frequency: 'daily',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await as(editor, 'GET', '/v1/job-search/alerts/')).json().results[1]).toMatchObject({
      id: created.id,
      search_term: 'walrus tamer',
    });
  });

  it('takes feedback on the candidate’s own alert only', async () => {
    const alert = (await as(me, 'GET', '/v1/job-search/alerts/')).json().results[0] as { id: number };
    const before = (await as(me, 'GET', `/v1/job-search/alerts-feedback/${alert.id}/`)).json();
    expect(before).toMatchObject({ alert: { id: alert.id }, feedback: null });
    const given = await as(me, 'POST', `/v1/job-search/alerts-feedback/${alert.id}/`, {
      is_relevant: false,
      comment: 'Too senior for me',
    });
    expect(given.json().feedback).toMatchObject({ is_relevant: false, comment: 'Too senior for me' });
    expect((await as(other, 'GET', `/v1/job-search/alerts-feedback/${alert.id}/`)).statusCode).toBe(404);
    expect(
      (await as(other, 'POST', `/v1/job-search/alerts-feedback/${alert.id}/`, { is_relevant: true })).statusCode,
    ).toBe(404);
  });
});

describe('ids beyond the database integer range', () => {
  it('answer 400 with a field error and change nothing', async () => {
    const tooBig = 3_000_000_000;
    const saved = await as(me, 'POST', '/save-or-update-job/', { job_id: tooBig });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json()).toHaveProperty('job_id');
    const search = await as(null, 'GET', `/v5/jobs/search/?job_ids=${jobIds[0]},99999999999`);
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json()).toHaveProperty('job_ids');
    const activeBefore = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM job_alerts WHERE is_active',
    );
    const deactivated = await as(me, 'POST', '/v1/job-search/alerts/deactivate/', { alert_ids: [tooBig] });
    expect(deactivated.statusCode, deactivated.body).toBe(400);
    expect(deactivated.json()).toHaveProperty('alert_ids');
    expect(
      await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM job_alerts WHERE is_active'),
    ).toEqual(activeBefore);
  });
});
