import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { CandidateProfileSchema, ProfileMessages } from '@talent/contracts/profile';
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

  it('answers the same profile, and takes the same changes, on spec 02’s v1 path /users/candidate/', async () => {
    const candidate = await createCandidate(ctx);
    const v1 = await get(candidate, '/api/users/candidate/');
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toEqual((await get(candidate)).json());
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/candidate/',
      headers: candidate.auth,
      payload: { current_location: 'Kochi' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(candidate)).json().current_location).toBe('Kochi');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/candidate/' })).statusCode).toBe(401);
  });

  it('requires a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('says whether the phone on the profile was verified with a one-time code', async () => {
    const candidate = await createCandidate(ctx);
    expect((await get(candidate)).json()).toMatchObject({ phone: null, phone_verified: false });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/otp/create/',
      headers: candidate.auth,
      payload: { phone: '9811122233', phone_location: '+91' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.drainQueue();
    const [text] = await ctx.database.query<{ text_body: string }>(
      'SELECT text_body FROM dev_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      ['+919811122233'],
    );
    const otp = /\b(\d{6})\b/.exec(text!.text_body)![1];
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verify/',
      headers: candidate.auth,
      payload: { phone: '9811122233', phone_location: '+91', otp },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await get(candidate)).json()).toMatchObject({ phone: '9811122233', phone_verified: true });
    // another number is not verified by the first one's code
    expect((await patch(candidate, { phone: '9811122244' })).statusCode).toBe(200);
    expect((await get(candidate)).json()).toMatchObject({ phone: '9811122244', phone_verified: false });
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

  it('checks the phone against its country code, as the one-time codes do (spec 01 §5)', async () => {
    const candidate = await createCandidate(ctx);
    // another country: 6 to 15 digits, the number a code can be sent to
    expect((await patch(candidate, { phone: '5123456789', phone_location: '+44' })).statusCode).toBe(200);
    expect((await get(candidate)).json()).toMatchObject({ phone: '5123456789', phone_location: '+44' });
    // back to +91 with that number: refused, on the phone field, and nothing changes
    const back = await patch(candidate, { phone_location: '+91' });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ phone: [Messages.phone] });
    expect((await get(candidate)).json()).toMatchObject({ phone: '5123456789', phone_location: '+44' });
    expect((await patch(candidate, { phone: '9876543210', phone_location: '+91' })).statusCode).toBe(200);
    // other fields save whatever the stored number
    expect((await patch(candidate, { current_location: 'Pune' })).statusCode).toBe(200);
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

describe('PATCH /v2/users/candidate/ rules (spec 02 §5)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['phone', { phone: '5123456789' }, 'phone', 'Phone no must be of 10 numeric digits'],
    ['phone for its code', { phone: '51234', phone_location: '+44' }, 'phone', Messages.phone],
    ['forbidden symbols', { current_location: 'Pune | Mumbai' }, 'current_location', Messages.forbiddenSymbols],
    ['a tab', { job_profile_preference: 'Lead\tEngineer' }, 'job_profile_preference', Messages.forbiddenSymbols],
    ['currency', { current_salary_currency: 'JPY' }, 'current_salary_currency', ProfileMessages.invalidCurrency],
    ['decimals', { expected_salary: '1200.555' }, 'expected_salary', Messages.invalidDecimal],
    ['minimum ctc', { fixed_ctc: '9999.99' }, 'fixed_ctc', ProfileMessages.minCtc],
    ['LinkedIn rule', { linkedIn: 'https://example.com/in/asha' }, 'linkedIn', Messages.invalidLinkedIn],
    ['other urls', { github: 'javascript:alert(1)' }, 'github', Messages.invalidUrl],
    ['years of experience', { experience_years: '123' }, 'experience_years', Messages.invalidYears],
    ['months', { experience_months: 12 }, 'experience_months', 'Too big: expected number to be <=11'],
    ['skill years', { skills: [{ name: 'Go', exp_years: '11' }] }, 'skills', ProfileMessages.invalidSkillYears],
    ['duplicate skill', { skills: [{ name: 'Go' }, { name: 'go' }] }, 'skills', ProfileMessages.duplicateSkill],
    ['country', { preferred_country: ['IN', 'XX'] }, 'preferred_country', ProfileMessages.invalidCountry],
    ['job type', { job_type: ['gig'] }, 'job_type', ProfileMessages.invalidChoice],
    [
      'date',
      { last_working_date_of_notice_period: '2025-02-30' },
      'last_working_date_of_notice_period',
      ProfileMessages.invalidDate,
    ],
    ['blank first name', { first_name: '  ' }, 'first_name', Messages.required],
  ];

  it.each(cases)('refuses a bad %s with the message and saves nothing', async (_, payload, field, message) => {
    const candidate = await createCandidate(ctx);
    const before = (await get(candidate)).json();
    const res = await patch(candidate, { ...payload, current_location: payload.current_location ?? 'Chennai' });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    const after = (await get(candidate)).json();
    expect(after.current_location).toBe(before.current_location);
    expect({ ...after, resume_link: null, profile_image_link: null }).toEqual({
      ...before,
      resume_link: null,
      profile_image_link: null,
    });
  });

  it('normalises accepted values: skills, countries, locations, decimals and years', async () => {
    const candidate = await createCandidate(ctx);
    const res = await patch(candidate, {
      skills: [
        { name: 'TypeScript', exp_years: '>9' },
        { name: 'SQL', exp_years: '' },
      ],
      preferred_country: ['in', 'US', 'IN'],
      preferred_locations: 'Pune, Bengaluru,pune',
      current_annual_salary: 1250000.5,
      current_salary_currency: 'INR',
      experience_years: '3.5',
      experience_months: '4',
      linkedIn: 'https://www.linkedin.com/in/asha-rao/',
      notice_period: 30,
      open_to_remote_work: true,
      job_type: ['full_time', 'contract', 'full_time'],
      job_nature: 'hybrid',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      skills: [
        { name: 'TypeScript', exp_years: '>9' },
        { name: 'SQL', exp_years: '0' },
      ],
      preferred_country: ['IN', 'US'],
      preferred_locations: ['Pune', 'Bengaluru'],
      current_annual_salary: '1250000.50',
      total_salary: { amount: '1250000.50', currency: 'INR' },
      experience_years: 3.5,
      experience_months: 4,
      linkedIn: 'https://www.linkedin.com/in/asha-rao/',
      job_type: ['full_time', 'contract'],
    });
  });

  it('checks the salary range against the stored value and sums total_salary from its parts', async () => {
    const candidate = await createCandidate(ctx);
    expect((await patch(candidate, { expected_salary_to: '100000' })).statusCode).toBe(200);
    const res = await patch(candidate, { expected_salary_from: '200000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ expected_salary_from: [ProfileMessages.salaryRangeOrder] });
    const parts = await patch(candidate, {
      fixed_salary: '1000000.10',
      variable_salary: '200000.20',
      bonus_salary: '0.05',
    });
    expect(parts.json().total_salary).toEqual({ amount: '1200000.35', currency: 'INR' });
  });

  it('checks concurrent saves against the latest values: conflicting ones are refused, none fails', async () => {
    const candidate = await createCandidate(ctx);
    await patch(candidate, { expected_salary_from: '100', expected_salary_to: '200' });
    // each change is valid against the stored range, many conflict with each other
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        patch(candidate, i % 2 ? { expected_salary_to: String(101 + i) } : { expected_salary_from: String(199 - i) }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    expect(statuses).toContain(400);
    const saved = (await get(candidate)).json();
    expect(Number(saved.expected_salary_from)).toBeLessThanOrEqual(Number(saved.expected_salary_to));
  });

  it('asks for the number of days with a custom joining range and drops it when the range changes', async () => {
    const candidate = await createCandidate(ctx);
    const missing = await patch(candidate, { joining_range: 'custom' });
    expect(missing.json()).toEqual({ number_of_days: [ProfileMessages.numberOfDaysRequired] });
    expect((await patch(candidate, { joining_range: 'custom', number_of_days: 45 })).statusCode).toBe(200);
    const changed = await patch(candidate, { joining_range: 'within_30_days' });
    expect(changed.json()).toMatchObject({ joining_range: 'within_30_days', number_of_days: null });
  });

  it('keeps a last working date only while serving the notice period', async () => {
    const candidate = await createCandidate(ctx);
    const refused = await patch(candidate, { last_working_date_of_notice_period: '2030-01-31' });
    expect(refused.json()).toEqual({
      last_working_date_of_notice_period: [ProfileMessages.lastWorkingDateOnlyWhenServing],
    });
    const serving = await patch(candidate, {
      serving_notice_period: true,
      last_working_date_of_notice_period: '2030-01-31',
    });
    expect(serving.json()).toMatchObject({ last_working_date_of_notice_period: '2030-01-31' });
    const stopped = await patch(candidate, { serving_notice_period: false });
    expect(stopped.json()).toMatchObject({ serving_notice_period: false, last_working_date_of_notice_period: null });
  });
});

describe('PATCH /users/onboarding_status/', () => {
  const setStatus = (candidate: TestCandidate, status: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/onboarding_status/',
      headers: candidate.auth,
      payload: { status },
    });

  it('takes a status by code or name, and keeps back_page for PHONE_VERIFIED and APPLIED_TO_JOB', async () => {
    const candidate = await createCandidate(ctx);
    const byCode = await setStatus(candidate, 3);
    expect(byCode.json()).toEqual({
      onboarding_status: 'PHONE_VERIFIED',
      onboarding_complete: false,
      back_page: 'PHONE_VERIFIED',
    });
    expect((await get(candidate)).json()).toMatchObject({
      back_page: 'PHONE_VERIFIED',
      user: { back_page: 'PHONE_VERIFIED' },
    });
    const step = await setStatus(candidate, 'BASIC_INFO_VERIFIED_V2');
    expect(step.json()).toEqual({
      onboarding_status: 'BASIC_INFO_VERIFIED_V2',
      onboarding_complete: false,
      back_page: null,
    });
    expect((await setStatus(candidate, '6')).json().onboarding_status).toBe('APPLIED_TO_JOB');
  });

  it("marks onboarding complete with the finished value '14'", async () => {
    const candidate = await createCandidate(ctx);
    expect((await setStatus(candidate, '14')).json()).toEqual({
      onboarding_status: '14',
      onboarding_complete: true,
      back_page: null,
    });
  });

  it('refuses an unknown status and changes nothing', async () => {
    const candidate = await createCandidate(ctx);
    const res = await setStatus(candidate, 'HACKED');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: [ProfileMessages.unknownOnboardingStatus] });
    expect((await get(candidate)).json().user.onboarding_status).toBe('SIGNED_UP');
  });
});
