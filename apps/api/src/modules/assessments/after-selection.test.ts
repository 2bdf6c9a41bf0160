// Coding assessments, mandatory details and the candidate report over HTTP
// (spec 02 §7 catalogue; decision 015): the server-enforced clock, reload
// keeping the draft, file checks, reads recorded, GDPR export and deletion,
// and another candidate's or company's ids answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentMessages } from '@talent/contracts/assessments';
import { DateRuleMessages } from '@talent/contracts/date-rules';
import { MandatoryMessages } from '@talent/contracts/mandatory-details';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { makeExecutable, makePdf, makePng, multipart } from '../candidates/files.test-support.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';

let ctx: TestContext;
let asha: TestCandidate;
let ravi: TestCandidate;
let team: TestHiringMember;
let otherTeam: TestHiringMember;
let application: number;
const MINUTE = 60_000;

const call = (
  who: { auth: Record<string, string> } | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: who?.auth ?? {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const upload = (who: TestCandidate, url: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
};
const statusOf = async (id: number) =>
  (await ctx.database.query<{ status: string }>('SELECT status FROM candidate_jobs WHERE id = $1', [id]))[0]!.status;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await addCompany(ctx, { name: 'Osprey Data' });
  const other = await addCompany(ctx, { name: 'Wren Systems' });
  const [jobId] = await addJobs(ctx, company, [{ title: 'Data Engineer' }]);
  const ids = await ctx.database.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM companies WHERE slug = ANY($1)',
    [[company, other]],
  );
  team = await createHiringMember(ctx, ids.find((c) => c.slug === company)!.id);
  otherTeam = await createHiringMember(ctx, ids.find((c) => c.slug === other)!.id);
  asha = await createCandidate(ctx);
  ravi = await createCandidate(ctx);
  application = (await call(asha, 'POST', '/candidate_jobs/', { job: jobId })).json().id;
});
afterAll(async () => ctx?.close());

describe('coding assessment', () => {
  const assignment = () => ({
    title: 'SQL and JavaScript',
    instructions: 'Answer both questions.',
    questions: [
      { prompt: 'Write a query for the top 3 customers.', language: 'sql' },
      {
        prompt: 'Implement debounce(fn, ms).',
        language: 'javascript',
        starter_code: 'function debounce(fn, ms) {\n}\n',
      },
    ],
    time_limit_minutes: 30,
    deadline_at: new Date(ctx.clock.now.getTime() + 3 * 24 * 60 * MINUTE).toISOString(),
  });

  it('is given by the job’s hiring team only, once per application, and moves the status to AS', async () => {
    expect(
      (await call(asha, 'POST', `/hiring/applications/${application}/assessments/`, assignment())).statusCode,
    ).toBe(403);
    expect(
      (await call(otherTeam, 'POST', `/hiring/applications/${application}/assessments/`, assignment())).statusCode,
    ).toBe(404);
    const res = await call(team, 'POST', `/hiring/applications/${application}/assessments/`, assignment());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'assigned', questions: [{ id: 'q1' }, { id: 'q2' }] });
    expect(await statusOf(application)).toBe('AS');
    expect(
      (await call(team, 'POST', `/hiring/applications/${application}/assessments/`, assignment())).statusCode,
    ).toBe(409);
  });

  it('shows no questions before consent, refuses drafts, and another candidate gets 404', async () => {
    const res = await call(asha, 'GET', `/coding-assessment/${application}/questions/`);
    expect(res.json()).toMatchObject({ state: 'assigned', questions: [], question_count: 2, seconds_left: null });
    const draft = await call(asha, 'PUT', `/coding-assessment/${application}/questions/`, {
      answers: { q1: 'SELECT 1' },
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().detail).toBe(AssessmentMessages.notStarted);
    expect((await call(ravi, 'GET', `/coding-assessment/${application}/questions/`)).statusCode).toBe(404);
    expect((await call(ravi, 'POST', `/coding-assessment/${application}/consent/`, { consent: true })).statusCode).toBe(
      404,
    );
  });

  it('starts the clock at consent; a reload keeps the time left and the draft', async () => {
    const start = await call(asha, 'POST', `/coding-assessment/${application}/consent/`, { consent: true });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ state: 'in_progress', seconds_left: 30 * 60 });
    expect(start.json().questions[1].starter_code).toContain('debounce');
    ctx.clock.advance(10 * MINUTE);
    const saved = await call(asha, 'PUT', `/coding-assessment/${application}/questions/`, {
      answers: { q1: 'SELECT name FROM customers LIMIT 3' },
    });
    expect(saved.statusCode).toBe(200);
    const reload = await call(asha, 'GET', `/coding-assessment/${application}/questions/`);
    expect(reload.json()).toMatchObject({ seconds_left: 20 * 60, draft: { q1: 'SELECT name FROM customers LIMIT 3' } });
    expect((await call(asha, 'POST', `/coding-assessment/${application}/consent/`, { consent: true })).statusCode).toBe(
      409,
    );
    const unknown = await call(asha, 'PUT', `/coding-assessment/${application}/questions/`, { answers: { q9: 'x' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes source files and refuses other content or a renamed executable', async () => {
    const ok = await upload(asha, `/coding-assessment/${application}/upload/`, [
      { name: 'question_id', value: 'q2' },
      { name: 'file', filename: 'debounce.js', content: Buffer.from('export const debounce = () => {};\n') },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const exe = await upload(asha, `/coding-assessment/${application}/upload/`, [
      { name: 'question_id', value: 'q2' },
      { name: 'file', filename: 'answer.js', content: makeExecutable() },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().file).toEqual([AssessmentMessages.fileType]);
    const png = await upload(asha, `/coding-assessment/${application}/upload/`, [
      { name: 'question_id', value: 'q2' },
      { name: 'file', filename: 'answer.pdf', content: makePng() },
    ]);
    expect(png.statusCode).toBe(400);
  });

  it('refuses a submission after the time limit, keeping the draft', async () => {
    ctx.clock.advance(21 * MINUTE);
    const late = await call(asha, 'POST', `/coding-assessment/${application}/questions/`, { answers: { q1: 'late' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(AssessmentMessages.timeOver);
    const after = await call(asha, 'GET', `/coding-assessment/${application}/questions/`);
    expect(after.json()).toMatchObject({ state: 'expired', draft: { q1: 'SELECT name FROM customers LIMIT 3' } });
  });

  it('takes a submission in time, lists it, and shows the report only once reviewed', async () => {
    // a second candidate's assessment, submitted in time
    const [jobId] = await addJobs(
      ctx,
      (await ctx.database.query<{ slug: string }>('SELECT slug FROM companies WHERE id = $1', [team.companyId]))[0]!
        .slug,
      [{ title: 'Analyst' }],
    );
    const second = (await call(ravi, 'POST', '/candidate_jobs/', { job: jobId })).json().id;
    await call(team, 'POST', `/hiring/applications/${second}/assessments/`, assignment());
    await call(ravi, 'POST', `/coding-assessment/${second}/consent/`, { consent: true });
    const submitted = await call(ravi, 'POST', `/coding-assessment/${second}/questions/`, {
      answers: { q1: 'SELECT 1', q2: 'function debounce() {}' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().state).toBe('submitted');
    // the hiring team is told in-app (decision 031)
    expect(
      await ctx.database.query('SELECT kind, category FROM notifications WHERE application_id = $1 AND user_id = $2', [
        second,
        team.userId,
      ]),
    ).toEqual([{ kind: 'hiring.step.assessment_submitted', category: 'team' }]);
    expect((await call(ravi, 'POST', `/coding-assessment/${second}/questions/`, { answers: {} })).statusCode).toBe(409);
    const mine = await call(ravi, 'GET', '/candidate/assessments/');
    expect(mine.json().results).toEqual([expect.objectContaining({ application_id: second, state: 'submitted' })]);
    const early = await call(ravi, 'GET', `/candidate/assessments/${second}/report/`);
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe(AssessmentMessages.notReviewed);
    const assessmentId = submitted.json().id;
    expect(
      (await call(otherTeam, 'POST', `/hiring/assessments/${assessmentId}/review/`, { score: 80, result: 'passed' }))
        .statusCode,
    ).toBe(404);
    const review = await call(team, 'POST', `/hiring/assessments/${assessmentId}/review/`, {
      score: 82,
      result: 'passed',
      feedback: 'Clean and correct.',
    });
    expect(review.statusCode).toBe(200);
    const report = await call(ravi, 'GET', `/candidate/assessments/${second}/report/`);
    expect(report.json()).toMatchObject({ result: { score: 82, result: 'passed', feedback: 'Clean and correct.' } });
    expect((await call(asha, 'GET', `/candidate/assessments/${second}/report/`)).statusCode).toBe(404);
  });
});

describe('mandatory details', () => {
  it('are asked for by the hiring team, moving the status to SL', async () => {
    expect(
      (await call(asha, 'GET', `/wrapper/job_application/${application}/candidate_mandatory_details/`)).statusCode,
    ).toBe(400);
    expect(
      (
        await call(otherTeam, 'POST', `/hiring/applications/${application}/mandatory-details/`, {
          documents: ['identity_proof'],
        })
      ).statusCode,
    ).toBe(404);
    const res = await call(team, 'POST', `/hiring/applications/${application}/mandatory-details/`, {
      details: ['legal_name', 'date_of_birth'],
      documents: ['identity_proof', 'address_proof'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await statusOf(application)).toBe('SL');
  });

  it('shows what is missing, refuses bad dates, wrong content, oversized files and another candidate', async () => {
    const status = await call(asha, 'GET', '/wrapper/candidate_mandatory_status/');
    expect(status.json().results[0].missing).toEqual({
      details: ['legal_name', 'date_of_birth'],
      documents: ['identity_proof', 'address_proof'],
    });
    const date = await call(asha, 'PUT', `/wrapper/job_application/${application}/candidate_mandatory_details/`, {
      details: { date_of_birth: '31/12/1990' },
    });
    expect(date.json().date_of_birth).toEqual([MandatoryMessages.dateOfBirth]);
    // what a date of birth means: not in the future, not a child's
    for (const [value, message] of [
      ['2030-01-01', DateRuleMessages.birthInFuture],
      ['1850-06-01', DateRuleMessages.birthTooEarly],
      [
        new Date()
          .toISOString()
          .slice(0, 10)
          .replace(/^\d{4}/, (y) => String(Number(y) - 5)),
        DateRuleMessages.birthTooRecent,
      ],
    ] as const) {
      const res = await call(asha, 'PUT', `/wrapper/job_application/${application}/candidate_mandatory_details/`, {
        details: { date_of_birth: value },
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().date_of_birth, value).toEqual([message]);
    }
    // no job starts before its holder was born, whichever date comes second
    const job = await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, {
      title: 'Analyst',
      company_name: 'Osprey Data',
      duration_start: '1989-03-01',
      duration_end: '1991-03-01',
    });
    expect(job.statusCode, job.body).toBe(201);
    const early = await call(asha, 'PUT', `/wrapper/job_application/${application}/candidate_mandatory_details/`, {
      details: { date_of_birth: '1990-12-31' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().date_of_birth).toEqual([DateRuleMessages.birthAfterStart]);
    await ctx.database.query('DELETE FROM candidate_experiences WHERE id = $1', [job.json().id]);
    const born = await call(asha, 'PUT', `/wrapper/job_application/${application}/candidate_mandatory_details/`, {
      details: { date_of_birth: '1990-12-31' },
    });
    expect(born.statusCode, born.body).toBe(200);
    const beforeBirth = await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, {
      title: 'Analyst',
      company_name: 'Osprey Data',
      duration_start: '1989-03-01',
      duration_end: '1991-03-01',
    });
    expect(beforeBirth.statusCode).toBe(400);
    expect(beforeBirth.json().duration_start).toEqual([DateRuleMessages.startBeforeBirth]);
    const exe = await upload(asha, `/wrapper/job_application/${application}/candidate_mandatory_documents/`, [
      { name: 'kind', value: 'identity_proof' },
      { name: 'file', filename: 'passport.pdf', content: makeExecutable() },
    ]);
    expect(exe.json().file).toEqual([MandatoryMessages.fileType]);
    const big = await upload(asha, `/wrapper/job_application/${application}/candidate_mandatory_documents/`, [
      { name: 'kind', value: 'identity_proof' },
      {
        name: 'file',
        filename: 'passport.pdf',
        content: Buffer.concat([await makePdf(), Buffer.alloc(6 * 1024 * 1024)]),
      },
    ]);
    expect(big.json().file).toEqual([MandatoryMessages.fileTooLarge]);
    const notAsked = await upload(asha, `/wrapper/job_application/${application}/candidate_mandatory_documents/`, [
      { name: 'kind', value: 'photograph' },
      { name: 'file', filename: 'me.png', content: makePng() },
    ]);
    expect(notAsked.json().kind).toEqual([MandatoryMessages.notRequired]);
    const theirs = await upload(ravi, `/wrapper/job_application/${application}/candidate_mandatory_documents/`, [
      { name: 'kind', value: 'identity_proof' },
      { name: 'file', filename: 'passport.pdf', content: await makePdf() },
    ]);
    expect(theirs.statusCode).toBe(404);
    expect((await ctx.database.query('SELECT id FROM mandatory_documents')).length).toBe(0);
  });

  it('completes when everything is in (status DC), records every read', async () => {
    await call(asha, 'PUT', `/wrapper/job_application/${application}/candidate_mandatory_details/`, {
      details: { legal_name: 'Asha Rao', date_of_birth: '1990-12-31' },
    });
    const id = await upload(asha, `/wrapper/job_application/${application}/candidate_mandatory_documents/`, [
      { name: 'kind', value: 'identity_proof' },
      { name: 'file', filename: 'passport.pdf', content: await makePdf() },
    ]);
    expect(id.statusCode, id.body).toBe(201);
    expect(await statusOf(application)).toBe('SL');
    await upload(asha, `/wrapper/job_application/${application}/candidate_mandatory_documents/`, [
      { name: 'kind', value: 'address_proof' },
      { name: 'file', filename: 'bill.png', content: makePng() },
    ]);
    expect(await statusOf(application)).toBe('DC');
    const details = await call(asha, 'GET', `/wrapper/job_application/${application}/candidate_mandatory_details/`);
    expect(details.json()).toMatchObject({ complete: true, missing: { details: [], documents: [] } });
    const file = await call(
      asha,
      'GET',
      `/wrapper/job_application/${application}/candidate_mandatory_documents/${id.json().id}/`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (
        await call(
          ravi,
          'GET',
          `/wrapper/job_application/${application}/candidate_mandatory_documents/${id.json().id}/`,
        )
      ).statusCode,
    ).toBe(404);
    const hiring = await call(team, 'GET', `/hiring/applications/${application}/mandatory-details/`);
    expect(hiring.statusCode).toBe(200);
    const doc = await ctx.app.inject({ method: 'GET', url: hiring.json().documents[0].file_path, headers: team.auth });
    expect(doc.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: hiring.json().documents[0].file_path, headers: otherTeam.auth }))
        .statusCode,
    ).toBe(404);
    const reads = (await call(team, 'GET', `/hiring/applications/${application}/mandatory-details/`)).json().reads;
    expect(reads.map((r: { reader_role: string; what: string }) => `${r.reader_role}:${r.what}`)).toEqual(
      expect.arrayContaining(['candidate:details', 'candidate:document', 'hiring:details', 'hiring:document']),
    );
    expect(reads.find((r: { reader_role: string }) => r.reader_role === 'hiring').reader_email).toBe(team.email);
  });
});

describe('candidate report', () => {
  it('is readable by the candidate and by the hiring team of a job they applied to, nobody else', async () => {
    const own = await call(asha, 'GET', `/candidate-report/${asha.userId}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json().applications[0]).toMatchObject({ status: 'DC', assessment: { state: 'expired' } });
    const theirs = await call(team, 'GET', `/candidate-report/${asha.userId}/`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().email).toBe(asha.email);
    expect((await call(otherTeam, 'GET', `/candidate-report/${asha.userId}/`)).statusCode).toBe(404);
    expect((await call(ravi, 'GET', `/candidate-report/${asha.userId}/`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/candidate-report/${asha.userId}/`)).statusCode).toBe(401);
  });
});

describe('GDPR', () => {
  it('exports the documents, reads and assessment, and deletion removes rows and files', async () => {
    const exported = await call(asha, 'GET', '/gdpr/generate_candidate_data/');
    expect(exported.statusCode).toBe(200);
    const tables = exported.json().tables;
    expect(tables.mandatory_documents).toHaveLength(2);
    expect(tables.mandatory_requests[0].details).toMatchObject({ legal_name: 'Asha Rao' });
    expect(tables.mandatory_reads.length).toBeGreaterThan(0);
    expect(tables.assessments).toHaveLength(1);
    const keys = (
      await ctx.database.query<{ key: string }>(
        'SELECT storage_key AS key FROM mandatory_documents WHERE candidate_id = $1',
        [asha.candidateId],
      )
    ).map((row) => row.key);
    expect(await ctx.deps.storage.get(keys[0]!)).not.toBeNull();
    const request = await call(asha, 'POST', '/users/gdpr/delete/', { password: asha.password });
    expect(request.statusCode, request.body).toBe(200);
    const confirm = await call(asha, 'POST', '/users/gdpr/confirm/delete/', {
      confirmation_token: request.json().confirmation_token,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    for (const table of [
      'mandatory_documents',
      'mandatory_requests',
      'mandatory_reads',
      'assessments',
      'assessment_files',
    ]) {
      const rows = await ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE candidate_id = $1`,
        [asha.candidateId],
      );
      expect(rows[0]!.n, table).toBe(0);
    }
    for (const key of keys) expect(await ctx.deps.storage.get(key)).toBeNull();
  });
});
