import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { companyBySlug } from '../hiring/team.repo.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';

let ctx: TestContext;
let india: TestCandidate;
let abroad: TestCandidate;
let member: TestHiringMember;
const jobs: Record<string, number> = {};

const as = (candidate: TestCandidate | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: candidate?.auth ?? {},
    ...(payload ? { payload } : {}),
  });

const screening = [
  { id: 'q1', question: 'Years with Kotlin?', kind: 'text' as const },
  { id: 'q2', question: 'Willing to relocate?', kind: 'yes_no' as const },
  { id: 'q3', question: 'Notice period?', kind: 'choice' as const, options: ['Immediate', '30 days'] },
];

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent500.example' } });
  const company = await addCompany(ctx, { name: 'Otter Mobile' });
  [jobs.plain, jobs.screened, jobs.external, jobs.closed, jobs.another] = await addJobs(ctx, company, [
    { title: 'Android Developer' },
    { title: 'Kotlin Developer', screening_questions: screening },
    { title: 'Partner Role', is_external: true, redirection_url: 'https://jobs.partner.example.com/9' },
    { title: 'Closed Role', is_published: false },
    { title: 'iOS Developer' },
  ]);
  india = await createCandidate(ctx, { countryCode: 'IN' });
  abroad = await createCandidate(ctx, { countryCode: 'US' });
  member = await createHiringMember(ctx, (await companyBySlug(ctx.database.db, company))!.id);
});

/** The hiring team's in-app notices about one application (decision 031: a step the candidate completed). */
const teamNotices = (applicationId: number) =>
  ctx.database.query<{ kind: string; category: string; body: string }>(
    'SELECT kind, category, body FROM notifications WHERE application_id = $1 AND user_id = $2 ORDER BY id',
    [applicationId, member.userId],
  );
afterAll(async () => ctx?.close());

const statusOf = async (id: number) =>
  (
    await ctx.database.query<{ status: string; source: string; sourcer: string; is_int_candidate: boolean }>(
      'SELECT status, source, sourcer, is_int_candidate FROM candidate_jobs WHERE id = $1',
      [id],
    )
  )[0]!;
const applicationCount = async () =>
  (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM candidate_jobs'))[0]!.n;

describe('apply (spec 01 §4)', () => {
  it('needs a signed-in candidate', async () => {
    expect((await as(null, 'POST', '/candidate_jobs/', { job: jobs.plain })).statusCode).toBe(401);
  });

  it('creates PS for an Indian candidate and a job without screening, with the T500-Direct defaults', async () => {
    const res = await as(india, 'POST', '/candidate_jobs/', { job: jobs.plain, privacy_policy_status: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    expect(await statusOf(res.json().id)).toEqual({
      status: 'PS',
      source: 'T500-Direct',
      sourcer: 'T500-Direct',
      is_int_candidate: false,
    });
  });

  it('creates AP when the job needs screening, and keeps utm source and sourcer', async () => {
    const res = await as(india, 'POST', '/candidate_jobs/', {
      job: jobs.screened,
      status: 'PS',
      source: 'linkedin',
      sourcer: 'ravi',
    });
    // the server decides the status from the rule, not from the client
    expect(await statusOf(res.json().id)).toMatchObject({ status: 'AP', source: 'linkedin', sourcer: 'ravi' });
  });

  it('creates AP for an international candidate even without screening', async () => {
    const res = await as(abroad, 'POST', '/candidate_jobs/', { job: jobs.plain, is_int_candidate: false });
    expect(await statusOf(res.json().id)).toMatchObject({ status: 'AP', is_int_candidate: true });
  });

  it('takes the client’s is_int_candidate (its geolocated country) into the rule', async () => {
    const located = await createCandidate(ctx, { countryCode: 'IN' });
    const res = await as(located, 'POST', '/candidate_jobs/', { job: jobs.another, is_int_candidate: true });
    expect(await statusOf(res.json().id)).toMatchObject({ status: 'AP', is_int_candidate: true });
  });

  it('refuses a second application to the same job with a clear message and creates nothing', async () => {
    const before = await applicationCount();
    const res = await as(india, 'POST', '/candidate_jobs/', { job: jobs.plain });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'You have already applied to this job.' });
    expect(await applicationCount()).toBe(before);
  });

  it('refuses closed, external and unknown jobs', async () => {
    const before = await applicationCount();
    expect((await as(india, 'POST', '/candidate_jobs/', { job: jobs.closed })).json()).toEqual({
      detail: 'This job is no longer accepting applications.',
    });
    expect((await as(india, 'POST', '/candidate_jobs/', { job: jobs.external })).statusCode).toBe(400);
    expect((await as(india, 'POST', '/candidate_jobs/', { job: 99999999 })).json()).toEqual({
      job: ['This job does not exist.'],
    });
    expect((await as(india, 'POST', '/candidate_jobs/', { job: jobs.another, source: 'a<b' })).statusCode).toBe(400);
    expect(await applicationCount()).toBe(before);
  });

  it('e-mails a link through the redirection page when screening is pending', async () => {
    await ctx.drainQueue();
    const mails = await ctx.database.query<{ to_address: string; text_body: string }>(
      'SELECT to_address, text_body FROM dev_outbox ORDER BY id',
    );
    // one redirection e-mail per AP application; the PS one gets the plain confirmation (decision 032)
    const redirecting = (m: { text_body: string }) => m.text_body.includes('/redirection/');
    expect(mails.filter((m) => m.to_address === india.email && redirecting(m))).toHaveLength(1);
    expect(mails.filter((m) => m.to_address === india.email && !redirecting(m))).toHaveLength(1);
    const indian = mails.find((m) => m.to_address === india.email && redirecting(m))!;
    const abroadMail = mails.find((m) => m.to_address === abroad.email && redirecting(m))!;
    const link = new URL(/https:\/\/talent500\.example\/redirection\/\?\S+/.exec(indian.text_body)![0]);
    expect(link.searchParams.get('job_redirection_url')).toMatch(/^https:\/\/talent500\.example\/appliedjobs\/\d+\/$/);
    expect(link.searchParams.get('candidate_job_id')).toMatch(/^\d+\.\d+\.[\w-]+$/);
    const international = new URL(/https:\/\/talent500\.example\/redirection\/\?\S+/.exec(abroadMail.text_body)![0]);
    expect(international.searchParams.get('job_redirection_url')).toMatch(/\/job-application\/\d+\/$/);
  });
});

describe('applied jobs, screening and withdrawal', () => {
  it('lists the candidate’s applications with their status, newest first', async () => {
    const body = (await as(india, 'GET', '/applied_jobs/')).json();
    expect(body.count).toBe(2);
    expect(
      body.results.map((a: { job: { title: string }; status: string; status_label: string }) => [
        a.job.title,
        a.status,
        a.status_label,
      ]),
    ).toEqual([
      // the words come from the lifecycle (decision 031), the codes stay the spec's
      ['Kotlin Developer', 'AP', 'Application submitted'],
      ['Android Developer', 'PS', 'Application submitted'],
    ]);
    expect((await as(abroad, 'GET', '/applied_jobs/')).json().count).toBe(1);
  });

  it('answers the form data of one’s own application only', async () => {
    const [application] = (await as(india, 'GET', '/applied_jobs/')).json().results;
    const form = (await as(india, 'GET', `/candidate_jobs/form-data/?candidate_job_id=${application.id}`)).json();
    expect(form).toMatchObject({
      id: application.id,
      status: 'AP',
      screening_questions: screening,
      custom_fields: [],
      answers: {},
    });
    const stranger = await as(abroad, 'GET', `/candidate_jobs/form-data/?candidate_job_id=${application.id}`);
    expect(stranger.statusCode).toBe(404);
  });

  it('checks every screening answer, then records them once', async () => {
    const [application] = (await as(india, 'GET', '/applied_jobs/')).json().results;
    const missing = await as(india, 'POST', '/jobs/submit_screening/', {
      candidate_job_id: application.id,
      answers: [
        { question_id: 'q1', answer: '4' },
        { question_id: 'q2', answer: 'maybe' },
        { question_id: 'zz', answer: 'x' },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      zz: ['Unknown question.'],
      q2: ['Answer yes or no.'],
      q3: ['Please answer every question.'],
    });
    const answers = [
      { question_id: 'q1', answer: '4' },
      { question_id: 'q2', answer: 'yes' },
      { question_id: 'q3', answer: '30 days' },
    ];
    const ok = await as(india, 'POST', '/jobs/submit_screening/', { candidate_job_id: application.id, answers });
    expect(ok.json()).toMatchObject({ status: 'SC', answers: { q1: '4', q2: 'yes', q3: '30 days' } });
    expect(ok.json().screening_submitted_at).toEqual(expect.any(String));
    const twice = await as(india, 'POST', '/jobs/submit_screening/', { candidate_job_id: application.id, answers });
    expect(twice.statusCode).toBe(400);
    // the hiring team is told in-app, once
    expect(await teamNotices(application.id)).toEqual([
      { kind: 'hiring.step.screening_submitted', category: 'team', body: expect.stringContaining('Kotlin Developer') },
    ]);
  });

  it('asks international candidates the custom fields too', async () => {
    const [application] = (await as(abroad, 'GET', '/applied_jobs/')).json().results;
    const form = (await as(abroad, 'GET', `/candidate_jobs/form-data/?candidate_job_id=${application.id}`)).json();
    expect(form.is_int_candidate).toBe(true);
    expect(form.custom_fields.map((f: { id: string }) => f.id)).toEqual([
      'work_authorization',
      'timezone_overlap',
      'notice_period',
      'expected_salary_usd',
    ]);
    const fields = (await as(null, 'GET', '/v1/custom-fields/international-job-application/')).json();
    expect(fields.fields).toEqual(form.custom_fields);
    // decision 041: another identifier is a form without extra fields, never a 404 (the client's not-found page)
    const other = await as(null, 'GET', '/v1/custom-fields/leadership-job-application/');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ identifier: 'leadership-job-application', fields: [] });
    expect((await as(null, 'GET', '/v1/custom-fields/%3Cscript%3E/')).statusCode).toBe(400);
    const res = await as(abroad, 'POST', '/jobs/submit_screening/', {
      candidate_job_id: application.id,
      answers: [
        { question_id: 'work_authorization', answer: 'yes' },
        { question_id: 'timezone_overlap', answer: '4–6 hours' },
        { question_id: 'notice_period', answer: 'Within 30 days' },
      ],
    });
    expect(res.json()).toMatchObject({ status: 'SC', answers: { work_authorization: 'yes' } });
  });

  it('withdraws an application', async () => {
    const [, plain] = (await as(india, 'GET', '/applied_jobs/')).json().results;
    const res = await as(india, 'POST', '/update-application-status/', { candidate_job_id: plain.id, status: 'WD' });
    expect(res.json()).toMatchObject({ id: plain.id, status: 'WD', status_label: 'Withdrawn' });
    expect(await teamNotices(plain.id)).toEqual([
      { kind: 'hiring.withdraw', category: 'team', body: expect.stringContaining('withdrew the application') },
    ]);
    expect(
      (await as(abroad, 'POST', '/update-application-status/', { candidate_job_id: plain.id, status: 'WD' }))
        .statusCode,
    ).toBe(404);
  });

  it('points the dashboard at an application waiting for screening', async () => {
    const candidate = await createCandidate(ctx);
    expect((await as(candidate, 'GET', '/candidate/get-message-data/')).json()).toEqual({
      title: null,
      message: null,
      link: null,
    });
    const { id } = (await as(candidate, 'POST', '/candidate_jobs/', { job: jobs.screened })).json();
    expect((await as(candidate, 'GET', '/candidate/get-message-data/')).json()).toEqual({
      title: 'Complete your application',
      message: 'Answer a few questions for Kotlin Developer to move it forward.',
      link: `/appliedjobs/${id}/`,
    });
  });
});

describe('external applications, e-mail clicks and campaign messages', () => {
  it('tracks clicks on an external job and answers its url', async () => {
    const first = await as(india, 'POST', '/candidate_jobs/track-external-applications/', { job_id: jobs.external });
    expect(first.json()).toEqual({ id: expect.any(Number), redirection_url: 'https://jobs.partner.example.com/9' });
    await as(india, 'POST', '/candidate_jobs/track-external-applications/', { job_id: jobs.external });
    const [row] = await ctx.database.query<{ click_count: number }>('SELECT click_count FROM external_applications');
    expect(row!.click_count).toBe(2);
    expect(
      (await as(india, 'POST', '/candidate_jobs/track-external-applications/', { job_id: jobs.plain })).statusCode,
    ).toBe(400);
  });

  it('lists the jobs applied to on the company’s site to their candidate only, once each', async () => {
    const listed = await as(india, 'GET', '/candidate_jobs/track-external-applications/');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      count: 1,
      results: [{ id: expect.any(Number), applied_at: expect.any(String), job: { id: jobs.external } }],
    });
    expect((await as(abroad, 'GET', '/candidate_jobs/track-external-applications/')).json().count).toBe(0);
    expect((await as(null, 'GET', '/candidate_jobs/track-external-applications/')).statusCode).toBe(401);
  });

  it('records the e-mail click from the spec’s call {candidate_job_id} alone, only with the link’s signed reference, once (decision 041)', async () => {
    await ctx.drainQueue();
    const [mail] = await ctx.database.query<{ text_body: string }>(
      'SELECT text_body FROM dev_outbox WHERE to_address = $1 ORDER BY id',
      [abroad.email],
    );
    const link = new URL(/https:\/\/talent500\.example\/redirection\/\?\S+/.exec(mail!.text_body)![0]);
    const reference = link.searchParams.get('candidate_job_id')!;
    const [idText, expires, signature] = reference.split('.');
    const id = Number(idText);
    expect(Number.isInteger(id)).toBe(true);
    const clickedAt = async (applicationId: number) =>
      (
        await ctx.database.query<{ email_clicked_at: Date | null }>(
          'SELECT email_clicked_at FROM candidate_jobs WHERE id = $1',
          [applicationId],
        )
      )[0]?.email_clicked_at;
    const click = (payload: Record<string, unknown>) =>
      as(null, 'POST', '/candidate_jobs/update_email_click_timestamp/', payload);

    // a bare id (anyone's), a forged reference, another application's id with this signature:
    // 204 like any well-formed call, nothing recorded
    expect((await click({ candidate_job_id: id })).statusCode).toBe(204);
    expect((await click({ candidate_job_id: `${id}.${expires}.${'x'.repeat(43)}` })).statusCode).toBe(204);
    const [other] = (await as(india, 'GET', '/applied_jobs/')).json().results;
    expect((await click({ candidate_job_id: `${other.id}.${expires}.${signature}` })).statusCode).toBe(204);
    expect((await click({ candidate_job_id: other.id, expires: Number(expires), signature })).statusCode).toBe(204);
    expect(await clickedAt(other.id)).toBeNull();
    expect(await clickedAt(id)).toBeNull();
    // a missing application answers like an existing one (no oracle); junk is a 400
    expect((await click({ candidate_job_id: `99999999.${expires}.${signature}` })).statusCode).toBe(204);
    expect((await click({ candidate_job_id: 'abc' })).statusCode).toBe(400);

    expect((await click({ candidate_job_id: reference })).statusCode).toBe(204);
    const first = await clickedAt(id);
    expect(first).not.toBeNull();
    ctx.clock.advance(60_000);
    // an earlier link's separate parameters still verify (and the first click stays)
    expect((await click({ candidate_job_id: id, expires: Number(expires), signature })).statusCode).toBe(204);
    expect((await clickedAt(id))!.getTime()).toBe(first!.getTime());
  });

  it('refuses ids beyond the database integer range with 400 and a field error', async () => {
    const before = await applicationCount();
    const tooBig = 3_000_000_000;
    const calls: [TestCandidate | null, string, Record<string, unknown>, string][] = [
      [india, '/candidate_jobs/', { job: tooBig }, 'job'],
      [india, '/jobs/submit_screening/', { candidate_job_id: tooBig, answers: [] }, 'candidate_job_id'],
      [india, '/update-application-status/', { candidate_job_id: tooBig, status: 'WD' }, 'candidate_job_id'],
      [india, '/candidate_jobs/track-external-applications/', { job_id: tooBig }, 'job_id'],
      [
        null,
        '/candidate_jobs/update_email_click_timestamp/',
        { candidate_job_id: tooBig, expires: 1, signature: 'x' },
        'candidate_job_id',
      ],
    ];
    for (const [who, url, payload, field] of calls) {
      const res = await as(who, 'POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toHaveProperty(field);
    }
    expect(await applicationCount()).toBe(before);
  });

  it('keeps a consistent status when screening and withdrawal race', async () => {
    const company = await addCompany(ctx, { name: 'Race Labs' });
    const racer = await createCandidate(ctx, { countryCode: 'IN' });
    const ids = await addJobs(
      ctx,
      company,
      Array.from({ length: 12 }, (_, n) => ({ title: `Race Role ${n}`, screening_questions: screening })),
    );
    const answers = [
      { question_id: 'q1', answer: '4' },
      { question_id: 'q2', answer: 'yes' },
      { question_id: 'q3', answer: '30 days' },
    ];
    const ticks = async (n: number) => {
      for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    // the withdrawal starts a little later each time, to land inside the screening's check-then-update
    for (const [delay, job] of ids.entries()) {
      const { id } = (await as(racer, 'POST', '/candidate_jobs/', { job })).json();
      const [screened, withdrawn] = await Promise.all([
        as(racer, 'POST', '/jobs/submit_screening/', { candidate_job_id: id, answers }),
        ticks(delay).then(() =>
          as(racer, 'POST', '/update-application-status/', { candidate_job_id: id, status: 'WD' }),
        ),
      ]);
      // the withdrawal always wins in the end: nothing moves an application out of WD
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().status).toBe('WD');
      const [row] = await ctx.database.query<{ status: string; screening_submitted_at: Date | null }>(
        'SELECT status, screening_submitted_at FROM candidate_jobs WHERE id = $1',
        [id],
      );
      expect(row!.status).toBe('WD');
      // the screening either landed before the withdrawal, or was refused and left nothing behind
      if (screened.statusCode === 200) expect(row!.screening_submitted_at).not.toBeNull();
      else {
        expect(screened.statusCode).toBe(400);
        expect(row!.screening_submitted_at).toBeNull();
      }
    }
  });

  it('refuses screening answers on an application that needs none (PS)', async () => {
    const company = await addCompany(ctx, { name: 'Plain Labs' });
    const [job] = await addJobs(ctx, company, [{ title: 'Plain Role' }]);
    const plain = (await as(india, 'POST', '/candidate_jobs/', { job })).json();
    expect((await statusOf(plain.id)).status).toBe('PS');
    const res = await as(india, 'POST', '/jobs/submit_screening/', { candidate_job_id: plain.id, answers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: Messages.screeningNotNeeded });
    expect((await statusOf(plain.id)).status).toBe('PS');
  });

  it('answers the event message only for fastnext_T500 and automated_ campaigns', async () => {
    const fast = await as(india, 'GET', '/generate-event-message/?utm_campaign=fastnext_T500');
    expect(fast.json()).toMatchObject({ campaign: 'fastnext_T500', message: expect.stringContaining('FastNext') });
    const automated = await as(india, 'GET', '/generate-event-message/?utm_campaign=automated_');
    expect(automated.json().campaign).toBe('automated_');
    expect((await as(india, 'GET', '/generate-event-message/?utm_campaign=spring_sale')).statusCode).toBe(400);
    const events = await ctx.database.query<{ campaign: string }>(
      'SELECT campaign FROM candidate_campaign_events ORDER BY id',
    );
    expect(events.map((e) => e.campaign)).toEqual(['fastnext_T500', 'automated_']);
  });
});
