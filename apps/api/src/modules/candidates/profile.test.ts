import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateProfileSchema } from '@talent/contracts/profile';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const get = (candidate: TestCandidate, url = '/api/v3/users/candidate/') =>
  ctx.app.inject({ method: 'GET', url, headers: candidate.auth });
const patch = (candidate: TestCandidate, payload?: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/v2/users/candidate/',
    headers: candidate.auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('GET /v3/users/candidate/', () => {
  it('answers the whole profile with the nested user and a server-side completeness', async () => {
    const candidate = await createCandidate(ctx);
    const res = await get(candidate);
    expect(res.statusCode).toBe(200);
    const body = CandidateProfileSchema.parse(res.json());
    expect(body).toMatchObject({
      id: candidate.candidateId,
      first_name: 'Test',
      phone: null,
      phone_location: '+91',
      country_code: 'IN',
      is_take_two_candidate: false,
      experience: [],
      education: [],
      certificates: [],
      skills: [],
      resume_link: null,
      user: { email: candidate.email, onboarding_status: 'SIGNED_UP', onboarding_complete: false },
    });
    // first name only: 5 of 100 (spec 02 §9)
    expect(body.profile_completeness).toBe(5);
  });

  it('accepts the onboarding step as back_page and refuses anything else', async () => {
    const candidate = await createCandidate(ctx);
    expect((await get(candidate, '/api/v3/users/candidate/?back_page=PROFESSIONAL-EXPERIENCE')).statusCode).toBe(200);
    const bad = await get(candidate, '/api/v3/users/candidate/?back_page=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('back_page');
  });

  it('requires a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('marks take-two candidates from the campaign', async () => {
    const candidate = await createCandidate(ctx);
    await ctx.database.query('UPDATE candidates SET campaign = $1 WHERE id = $2', ['take-two', candidate.candidateId]);
    expect((await get(candidate)).json()).toMatchObject({ campaign: 'take-two', is_take_two_candidate: true });
  });
});

describe('PATCH /v2/users/candidate/', () => {
  it('updates a subset and answers only the changed fields with the new completeness', async () => {
    const candidate = await createCandidate(ctx);
    const res = await patch(candidate, { phone: '9876543210', current_location: 'Pune', first_name: 'Asha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      phone: '9876543210',
      current_location: 'Pune',
      first_name: 'Asha',
      profile_completeness: 20,
    });
    const profile = (await get(candidate)).json();
    expect(profile).toMatchObject({ phone: '9876543210', current_location: 'Pune', first_name: 'Asha' });
    expect(profile.last_name).toMatch(/^Candidate\d+$/);
    const [user] = await ctx.database.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [
      candidate.userId,
    ]);
    expect(user!.first_name).toBe('Asha');
  });

  it('finishes onboarding when sent without a body (spec 01 §4)', async () => {
    const candidate = await createCandidate(ctx);
    const res = await patch(candidate);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      back_page: null,
      user: { onboarding_status: '14', onboarding_complete: true, back_page: null },
    });
    expect((await get(candidate)).json().user).toMatchObject({ onboarding_status: '14', onboarding_complete: true });
  });
});
