// A company's hiring figures (decision 048): computed from the company's own
// applications only, open to its admins and recruiters, refused to
// interviewers; bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAnalytics } from '@talent/contracts/company-analytics';
import type { HiringJob } from '@talent/contracts/hiring';
import { HiringRoleMessages } from '@talent/contracts/hiring-roles';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { castTeam, type TeamCast } from '../team-access/team-work.test-support.ts';

let ctx: TestContext;
let cast: TeamCast;
const DAY = 86_400_000;

async function apply(jobId: number, email: string) {
  const candidate = await createCandidate(ctx, { email });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/candidate_jobs/',
    headers: candidate.auth,
    payload: { job: jobId, privacy_policy_status: true },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ id: number }>().id;
}

const figures = async (auth: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/hiring/analytics/${query}`, headers: auth });

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await castTeam(ctx, 'figures');
  const second = await apply(cast.jobId, 'second.figures@example.com');
  await apply(cast.jobId, 'third.figures@example.com');
  const move = (id: number, stage: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/hiring/applications/${id}/move/`,
      headers: cast.recruiter.auth,
      payload: { stage },
    });
  await move(cast.applicationId, 'screening');
  ctx.clock.advance(2 * DAY);
  await move(cast.applicationId, 'interview_slot');
  ctx.clock.advance(2 * DAY);
  const hired = await ctx.app.inject({
    method: 'POST',
    url: `/api/hiring/applications/${cast.applicationId}/hire/`,
    headers: cast.recruiter.auth,
    payload: { confirm_direct: true },
  });
  if (hired.statusCode !== 200) throw new Error(hired.body);
  await move(second, 'screening');
  // the other company's job and applicant never count here
  const job = await ctx.app.inject({
    method: 'POST',
    url: '/api/hiring/jobs/',
    headers: cast.outsider.auth,
    payload: { title: 'Other Co Job', description: '<p>Other.</p>', location: 'Delhi, India', skills: ['Go'] },
  });
  const otherJob = job.json<HiringJob>().id;
  await ctx.app.inject({ method: 'POST', url: `/api/hiring/jobs/${otherJob}/publish/`, headers: cast.outsider.auth });
  await apply(otherJob, 'outsider.figures@example.com');
});
afterAll(async () => ctx?.close());

describe('company analytics', () => {
  it('counts the company’s applicants per column and job, and nobody else’s', async () => {
    const res = await figures(cast.admin.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json<CompanyAnalytics>();
    expect(body.total).toBe(3);
    expect(Object.fromEntries(body.by_column.map((row) => [row.column, row.applicants]))).toMatchObject({
      applied: 1,
      screening: 1,
      interview: 0,
      hired: 1,
      closed: 0,
    });
    expect(body.by_job).toEqual([
      { job_id: cast.jobId, title: 'Backend Engineer', total: 3, columns: { applied: 1, screening: 1, hired: 1 } },
    ]);
    expect(JSON.stringify(body)).not.toContain('Other Co Job');
    expect(body.sources).toEqual([{ source: expect.any(String), applicants: 3, hired: 1 }]);
  });

  it('reports conversion, time to hire and time in stage from the timeline', async () => {
    const body = (await figures(cast.recruiter.auth)).json<CompanyAnalytics>();
    const step = (from: string) => body.conversion.find((row) => row.from === from)!;
    // 3 applied; 2 reached screening or later; 1 went past it (interview, then hired)
    expect(step('applied')).toEqual({ from: 'applied', to: 'screening', reached: 3, moved_on: 2, percent: 66.7 });
    expect(step('screening')).toMatchObject({ reached: 2, moved_on: 1, percent: 50 });
    expect(step('pay_letter')).toMatchObject({ reached: 1, moved_on: 1, percent: 100 });
    expect(body.time_to_hire).toEqual({ hired: 1, average_days: 4, median_days: 4 });
    const interview = body.time_in_stage.find((row) => row.column === 'interview');
    expect(interview).toEqual({ column: 'interview', applications: 1, average_days: 2 });
    expect(body.time_in_stage.map((row) => row.column)).not.toContain('hired');
    expect(body.offers).toEqual({ sent: 0, accepted: 0, declined: 0, expired: 0, acceptance_percent: null });
  });

  it('shows another company’s admin only their own figures', async () => {
    const body = (await figures(cast.outsider.auth)).json<CompanyAnalytics>();
    expect(body.total).toBe(1);
    expect(body.by_job.map((job) => job.title)).toEqual(['Other Co Job']);
  });

  it('refuses an interviewer by role', async () => {
    const res = await figures(cast.interviewer.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: HiringRoleMessages.notForRole });
  });

  it('answers a period it does not offer with a 400 naming the field', async () => {
    const res = await figures(cast.admin.auth, '?days=7');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Record<string, string[]>>())).toEqual(['days']);
  });
});
