// The timeline's "what to do next" after applying (decisions 015, 016): a
// self-screening to record, a coding assessment to take by its deadline,
// details and documents to give — each linking to its page, and gone once done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createHiringMember, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';

let ctx: TestContext;

const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('next steps after applying', () => {
  it('links the self-screening, the assessment and the documents, and drops each when it is done', async () => {
    const company = await addCompany(ctx, { name: 'Kestrel Labs' });
    const [jobId] = await addJobs(ctx, company, [{ title: 'Site Reliability Engineer' }]);
    const [row] = await ctx.database.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [company]);
    const team = await createHiringMember(ctx, row!.id);
    const asha = await createCandidate(ctx);
    const application: number = (await call(asha.auth, 'POST', '/candidate_jobs/', { job: jobId })).json().id;
    const steps = async () =>
      (await call(asha.auth, 'GET', `/candidate_jobs/${application}/timeline/`)).json().next_steps as {
        title: string;
        link: string;
        due_at: string | null;
        stage: string;
      }[];

    expect((await steps()).map((s) => s.link)).not.toContain(`/self-screening/${application}/`);
    const question = await call(team.auth, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, {
      prompt: 'Tell us about an outage you handled.',
    });
    expect(question.statusCode).toBe(201);
    expect(await steps()).toContainEqual({
      title: 'Record your self-screening answers',
      link: `/self-screening/${application}/`,
      due_at: null,
      stage: 'screening',
    });
    expect(
      (await call(asha.auth, 'POST', `/candidate_jobs/${application}/update_screening_consent_v2/`, { consent: true }))
        .statusCode,
    ).toBe(200);
    expect((await steps()).find((s) => s.stage === 'screening')?.title).toBe('Finish your self-screening');

    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const assigned = await call(team.auth, 'POST', `/hiring/applications/${application}/assessments/`, {
      title: 'Shell basics',
      questions: [{ prompt: 'Count the lines of a file.', language: 'text' }],
      time_limit_minutes: 20,
      deadline_at: deadline,
    });
    expect(assigned.statusCode).toBe(201);
    const assessmentStep = (await steps()).find((s) => s.stage === 'assessment');
    expect(assessmentStep).toEqual({
      title: 'Take the coding assessment: Shell basics',
      link: `/coding-assessment/${application}/`,
      due_at: deadline,
      stage: 'assessment',
    });
    await call(asha.auth, 'POST', `/coding-assessment/${application}/consent/`, { consent: true });
    const started = (await steps()).find((s) => s.stage === 'assessment')!;
    expect(started.title).toBe('Finish the coding assessment: Shell basics');
    expect(new Date(started.due_at!).getTime()).toBeLessThanOrEqual(Date.now() + 20 * 60_000 + 1000);
    expect(
      (await call(asha.auth, 'POST', `/coding-assessment/${application}/questions/`, { answers: { q1: 'wc -l f' } }))
        .statusCode,
    ).toBe(200);
    expect((await steps()).some((s) => s.stage === 'assessment')).toBe(false);

    expect(
      (
        await call(team.auth, 'POST', `/hiring/applications/${application}/mandatory-details/`, {
          details: ['legal_name'],
        })
      ).statusCode,
    ).toBe(201);
    expect(await steps()).toContainEqual({
      title: 'Give the details and documents the hiring team asked for',
      link: `/candidate/mandatory-details/${application}/`,
      // decision 046: a week unless the team chooses
      due_at: new Date(ctx.clock.now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      stage: 'documents',
    });
    expect(
      (
        await call(asha.auth, 'PUT', `/wrapper/job_application/${application}/candidate_mandatory_details/`, {
          details: { legal_name: 'Asha Iyer' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await steps()).some((s) => s.stage === 'documents')).toBe(false);
  }, 120_000);
});
