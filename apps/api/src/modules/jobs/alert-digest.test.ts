import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { JOB_ALERTS_DIGEST, JOB_ALERTS_MATCH } from './alert-digest.ts';
import { catalogueOf } from './jobs.test-support.ts';
import { addCompany, addJobs } from './jobs.test-support.ts';

let ctx: TestContext;
let alice: TestCandidate;
let bob: TestCandidate;
let company: string;
const alertIds: Record<string, number> = {};

interface Mail extends Record<string, unknown> {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}
const outbox = () =>
  ctx.database.query<Mail>('SELECT to_address, subject, text_body, html_body FROM dev_outbox ORDER BY id');

const createAlert = async (candidate: TestCandidate, payload: Record<string, unknown>) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/job-search/alerts/',
    headers: candidate.auth,
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent500.example' } });
  company = await addCompany(ctx, { slug: 'penguin-pay', name: 'Penguin Pay' });
  alice = await createCandidate(ctx);
  bob = await createCandidate(ctx);
  alertIds.keyword = await createAlert(alice, { search_term: 'tapir' });
  alertIds.remoteAtCompany = await createAlert(alice, { company: company, remote: true });
  alertIds.inactive = await createAlert(alice, { search_term: 'tapir developer' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/job-search/alerts/deactivate/',
    headers: alice.auth,
    payload: { alert_ids: [alertIds.inactive] },
  });
  alertIds.berlin = await createAlert(bob, { location: 'Berlin', experience_range: '8-12' });
});
afterAll(async () => ctx?.close());

describe('matching newly published jobs to alerts (spec 02 §3–§4)', () => {
  let tapirIds: number[];

  it('e-mails one digest per matching alert, with job links and an unsubscribe link', async () => {
    tapirIds = await addJobs(ctx, company, [
      { title: 'Tapir Developer', location: 'Pune, Maharashtra, India' },
      { title: 'Senior Tapir Wrangler', is_remote: true, location: 'Remote (India)', is_anonymized: true },
      { title: 'Remote Payments Engineer', is_remote: true, location: 'Remote (India)' },
      { title: 'Platform Lead', location: 'Berlin, Germany', country_code: 'DE', experience_min: 3, experience_max: 6 },
    ]);
    expect(await outbox()).toEqual([]);
    await ctx.drainQueue();
    const mails = await outbox();
    expect(mails.map((m) => [m.to_address, m.subject]).sort()).toEqual(
      [
        [alice.email, '2 new jobs for your alert "tapir"'],
        [alice.email, 'New job for your alert "penguin-pay, remote"'],
      ].sort(),
    );
    const keyword = mails.find((m) => m.subject.includes('"tapir"'))!;
    expect(keyword.text_body).toContain('Tapir Developer at Penguin Pay');
    // the anonymized job keeps its company hidden, in the text and the links
    expect(keyword.text_body).toContain('Senior Tapir Wrangler at Confidential company');
    expect(keyword.text_body).toMatch(
      /https:\/\/talent500\.example\/jobs\/confidential\/senior-tapir-wrangler-[^?]+\/\?utm_source=job_alert&utm_medium=email&utm_campaign=job_alert_\d+/,
    );
    expect(keyword.text_body).toMatch(
      /https:\/\/talent500\.example\/api\/v1\/job-search\/alerts\/\d+\/unsubscribe\/\?expires=\d+&signature=/,
    );
    expect(keyword.html_body).toContain('Unsubscribe from this alert');
    const remote = mails.find((m) => m.subject.includes('remote'))!;
    // the anonymized remote job is not listed under its company's alert
    expect(remote.text_body).toContain('Remote Payments Engineer');
    expect(remote.text_body).not.toContain('Tapir Wrangler');
  });

  it('records the send time on the alert', async () => {
    const alerts = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/job-search/alerts/', headers: alice.auth })
    ).json();
    expect(alerts.results.every((a: { last_sent_at: string | null }) => a.last_sent_at !== null)).toBe(true);
  });

  it('never sends a job and alert pair twice, whatever runs again', async () => {
    const before = (await outbox()).length;
    // the same batch handed to the worker again (a retry, a second instance)
    await ctx.app.queueHandlers[JOB_ALERTS_MATCH]!({ job_ids: tapirIds });
    await ctx.drainQueue();
    // the jobs updated by a new import (not newly published)
    const codes = await ctx.database.query<{ job_code: string }>('SELECT job_code FROM jobs WHERE id = $1', [
      tapirIds[0],
    ]);
    await catalogueOf(ctx).importJobs([
      { job_code: codes[0]!.job_code, company, title: 'Tapir Developer', description: 'Now with more tapirs.' },
    ]);
    // unpublished, then published again
    await catalogueOf(ctx).setJobPublished(codes[0]!.job_code, false);
    await catalogueOf(ctx).setJobPublished(codes[0]!.job_code, true);
    await ctx.drainQueue();
    expect((await outbox()).length).toBe(before);
  });

  it('sends a later job in a new digest', async () => {
    const before = (await outbox()).length;
    await addJobs(ctx, company, [{ title: 'Tapir Data Analyst' }]);
    await ctx.drainQueue();
    const mails = (await outbox()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['New job for your alert "tapir"']);
    expect(mails[0]!.text_body).toContain('Tapir Data Analyst');
    expect(mails[0]!.text_body).not.toContain('Tapir Developer');
  });

  it('skips unpublished imports, inactive alerts and non-matching filters', async () => {
    const before = (await outbox()).length;
    await addJobs(ctx, company, [
      { title: 'Tapir Hidden Draft', is_published: false },
      { title: 'Junior Berlin Role', location: 'Berlin, Germany', experience_min: 0, experience_max: 2 },
    ]);
    await ctx.drainQueue();
    expect((await outbox()).length).toBe(before);
  });
});

describe('daily and weekly alerts', () => {
  it('send at most one digest a period: the first match at once, later ones together when the day is over', async () => {
    const carol = await createCandidate(ctx);
    await createAlert(carol, { search_term: 'okapi', frequency: 'daily' });
    const mailsTo = async () => (await outbox()).filter((m) => m.to_address === carol.email);

    await addJobs(ctx, company, [{ title: 'Okapi Keeper' }]);
    await ctx.drainQueue();
    expect((await mailsTo()).map((m) => m.subject)).toEqual(['New job for your alert "okapi"']);

    // two more matches the same day: nothing yet, one digest queued for a day after the last
    await addJobs(ctx, company, [{ title: 'Okapi Trainer' }]);
    await addJobs(ctx, company, [{ title: 'Okapi Vet' }]);
    await ctx.drainQueue();
    expect(await mailsTo()).toHaveLength(1);
    const queued = await ctx.database.query<{ run_at: Date; last_sent_at: Date }>(
      `SELECT q.run_at, a.last_sent_at FROM queue_jobs q JOIN job_alerts a ON a.id = (q.payload->>'alert_id')::int
       WHERE q.kind = $1 AND q.done_at IS NULL`,
      [JOB_ALERTS_DIGEST],
    );
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0]!.run_at).getTime() - new Date(queued[0]!.last_sent_at).getTime()).toBe(
      24 * 60 * 60 * 1000,
    );

    // the day is over
    await ctx.database.query('UPDATE queue_jobs SET run_at = now() WHERE kind = $1 AND done_at IS NULL', [
      JOB_ALERTS_DIGEST,
    ]);
    await ctx.drainQueue();
    const mails = await mailsTo();
    expect(mails.map((m) => m.subject)).toEqual([
      'New job for your alert "okapi"',
      '2 new jobs for your alert "okapi"',
    ]);
    expect(mails[1]!.text_body).toContain('Okapi Trainer');
    expect(mails[1]!.text_body).toContain('Okapi Vet');
    expect(mails[1]!.text_body).not.toContain('Okapi Keeper');
  });
});

describe('alerts read their keyword as the search does (decision 018)', () => {
  it('an abbreviation finds its skill, and a word only in the description finds nothing', async () => {
    const carol = await createCandidate(ctx);
    await createAlert(carol, { search_term: 'k8s' });
    await createAlert(carol, { search_term: 'golang' });
    const before = (await outbox()).length;
    await addJobs(ctx, company, [
      { title: 'Cloud Platform Engineer', skills: ['Kubernetes', 'Terraform'] },
      { title: 'Payments Backend Engineer', skills: ['Go', 'PostgreSQL'] },
      { title: 'Office Manager', skills: ['Scheduling'], description: '<p>Our engineers run Kubernetes and Go.</p>' },
    ]);
    await ctx.drainQueue();
    const mails = (await outbox()).slice(before).filter((mail) => mail.to_address === carol.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'New job for your alert "golang"',
      'New job for your alert "k8s"',
    ]);
    const text = mails.map((mail) => mail.text_body).join('\n');
    expect(text).toContain('Cloud Platform Engineer');
    expect(text).toContain('Payments Backend Engineer');
    expect(text).not.toContain('Office Manager');
  });
});

describe('unsubscribe link', () => {
  const linkOf = (text: string) =>
    /https:\/\/talent500\.example(\/api\/v1\/job-search\/alerts\/\d+\/unsubscribe\/\?\S+)/.exec(text)![1]!;

  it('refuses a tampered signature', async () => {
    const [mail] = await outbox();
    // Change the signature's first character to a different one, so the link is always tampered.
    const link = linkOf(mail!.text_body).replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    const res = await ctx.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(403);
  });

  it('deactivates the alert without signing in and goes to the alert feedback page', async () => {
    const mail = (await outbox()).find((m) => m.subject.includes('"tapir"'))!;
    const link = linkOf(mail.text_body);
    const res = await ctx.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/jobs-alerts/feedback/?alert_id=${alertIds.keyword}&unsubscribed=true`);
    const alerts = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/job-search/alerts/', headers: alice.auth })
    ).json();
    expect(alerts.results.map((a: { id: number }) => a.id)).not.toContain(alertIds.keyword);
    // and no more mail for it
    const before = (await outbox()).length;
    await addJobs(ctx, company, [{ title: 'Tapir Keeper' }]);
    await ctx.drainQueue();
    expect((await outbox()).length).toBe(before);
  });
});
