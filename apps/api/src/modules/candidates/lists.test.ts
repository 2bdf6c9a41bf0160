import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { ExperienceSchema, ProfileMessages, QualificationSchema } from '@talent/contracts/profile';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let asha: TestCandidate;
let ravi: TestCandidate;
beforeAll(async () => {
  ctx = await createTestApp();
  asha = await createCandidate(ctx);
  ravi = await createCandidate(ctx);
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: TestCandidate, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const profileOf = async (who: TestCandidate) => (await call(who, 'GET', '/v3/users/candidate/')).json();

const job = {
  title: 'Backend Engineer',
  company_name: 'Northwind Labs',
  experience_roles: ['APIs', 'Databases'],
  location: ['Pune', ' Mumbai ', ''],
  duration_start: '2020-01-15',
  duration_end: '2022-06-30',
  is_current: false,
  salary: '1800000',
  salary_currency: 'INR',
  description:
    '<p style="text-align: center; position: fixed">Built <b>APIs</b><script>alert(1)</script>' +
    '<a href="javascript:alert(1)" onclick="x()">x</a> <a href="https://example.com" target="_blank">site</a>' +
    '<img src=x onerror=alert(1)></p>',
};

describe('experience', () => {
  it('adds an item: location array joined, rich text cleaned, completeness counts it', async () => {
    const res = await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, job);
    expect(res.statusCode).toBe(201);
    const item = ExperienceSchema.parse(res.json());
    expect(item).toMatchObject({
      title: 'Backend Engineer',
      location: 'Pune, Mumbai',
      salary: '1800000.00',
      duration_end: '2022-06-30',
    });
    expect(item.description).toBe(
      '<p style="text-align:center">Built <b>APIs</b><a>x</a> ' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
    const profile = await profileOf(asha);
    expect(profile.experience.map((e: { id: number }) => e.id)).toEqual([item.id]);
    expect(profile.profile_completeness).toBe(5 + 15);
  });

  it.each([
    ['an end before the start', { duration_end: '2019-12-31' }, ProfileMessages.endBeforeStart],
    ['a current role with an end', { is_current: true }, ProfileMessages.currentRoleHasNoEnd],
    ['a past role without an end', { duration_end: null }, ProfileMessages.endRequired],
    ['an impossible date', { duration_end: '2022-02-30' }, ProfileMessages.invalidDate],
  ])('refuses %s and saves nothing', async (_, change, message) => {
    const before = (await profileOf(asha)).experience.length;
    const res = await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, { ...job, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ duration_end: [message] });
    expect((await profileOf(asha)).experience.length).toBe(before);
  });

  it('refuses forbidden symbols in free text', async () => {
    const res = await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, {
      ...job,
      title: 'Engineer <b>',
    });
    expect(res.json()).toEqual({ title: [Messages.forbiddenSymbols] });
  });

  it('updates part of an item and checks the merged dates', async () => {
    const created = (
      await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, { ...job, title: 'Intern' })
    ).json();
    const url = `/users/candidate/${asha.candidateId}/experience/${created.id}`;
    const renamed = await call(asha, 'PATCH', url, { title: 'Junior Engineer' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.id, title: 'Junior Engineer', duration_end: '2022-06-30' });

    const before = await call(asha, 'PATCH', url, { duration_start: '2023-01-01' });
    expect(before.json()).toEqual({ duration_end: [ProfileMessages.endBeforeStart] });

    // becoming the current role drops the end date
    const current = await call(asha, 'PATCH', `${url}/`, { is_current: true });
    expect(current.json()).toMatchObject({ is_current: true, duration_end: null, duration_start: '2020-01-15' });
    const profile = await profileOf(asha);
    expect(profile.experience[0]).toMatchObject({ id: created.id, is_current: true });
  });

  it('deletes an item by jobId; a second delete answers 404', async () => {
    const created = (await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, job)).json();
    const url = `/users/candidate/${asha.candidateId}/experience/${created.id}`;
    const wrongBody = await call(asha, 'DELETE', url, { jobId: created.id + 1 });
    expect(wrongBody.statusCode).toBe(400);
    const res = await call(asha, 'DELETE', url, { jobId: created.id });
    expect(res.statusCode).toBe(204);
    expect((await profileOf(asha)).experience.some((e: { id: number }) => e.id === created.id)).toBe(false);
    expect((await call(asha, 'DELETE', url)).statusCode).toBe(404);
  });

  it("answers 404 for another candidate's path or item, and changes nothing", async () => {
    const mine = (await call(asha, 'POST', `/users/candidate/${asha.candidateId}/experience/`, job)).json();
    const other = `/users/candidate/${asha.candidateId}/experience/${mine.id}`;
    expect((await call(ravi, 'POST', `/users/candidate/${asha.candidateId}/experience/`, job)).statusCode).toBe(404);
    expect((await call(ravi, 'PATCH', other, { title: 'Hacked' })).statusCode).toBe(404);
    expect((await call(ravi, 'DELETE', other)).statusCode).toBe(404);
    // his own path, her item id
    const ownPath = `/users/candidate/${ravi.candidateId}/experience/${mine.id}`;
    expect((await call(ravi, 'PATCH', ownPath, { title: 'Hacked' })).statusCode).toBe(404);
    expect((await call(ravi, 'DELETE', ownPath)).statusCode).toBe(404);
    const still = (await profileOf(asha)).experience.find((e: { id: number }) => e.id === mine.id);
    expect(still.title).toBe('Backend Engineer');
    expect((await profileOf(ravi)).experience).toEqual([]);
  });
});

describe('education and certificates', () => {
  const degree = {
    education_type: 'degree',
    name: 'B.Tech',
    institution: 'IIT Bombay',
    field_of_study: 'Computer Science',
    duration_start: null,
    duration_end: '2019-05-31',
  };

  it('keeps degrees and diplomas in education, certificates in certificates, newest first', async () => {
    const who = await createCandidate(ctx);
    const base = `/users/candidate/${who.candidateId}/education/`;
    const first = await call(who, 'POST', base, degree);
    expect(first.statusCode).toBe(201);
    expect(QualificationSchema.parse(first.json())).toMatchObject({ qualification_type: 'degree', country: null });
    ctx.clock.advance(60_000);
    const cert = (await call(who, 'POST', base, { education_type: 'certificate', name: 'AWS Architect' })).json();
    ctx.clock.advance(60_000);
    const diploma = (await call(who, 'POST', base, { ...degree, education_type: 'diploma', name: 'Diploma' })).json();
    expect(cert.qualification_type).toBe('certificate');
    expect(diploma.qualification_type).toBe('degree');
    const profile = await profileOf(who);
    expect(profile.education.map((q: { id: number }) => q.id)).toEqual([diploma.id, first.json().id]);
    expect(profile.certificates.map((q: { id: number }) => q.id)).toEqual([cert.id]);
    expect(profile.profile_completeness).toBe(5 + 10);
  });

  it('moves a qualification between degree and certificate in one update', async () => {
    const who = await createCandidate(ctx);
    const created = (await call(who, 'POST', `/users/candidate/${who.candidateId}/education/`, degree)).json();
    const moved = await call(who, 'PATCH', `/users/candidate/${who.candidateId}/education/${created.id}`, {
      education_type: 'certificate',
    });
    expect(moved.json()).toMatchObject({ id: created.id, qualification_type: 'certificate', name: 'B.Tech' });
    let profile = await profileOf(who);
    expect(profile.education).toEqual([]);
    expect(profile.certificates.map((q: { id: number }) => q.id)).toEqual([created.id]);
    // the delete path follows the list the item is in now
    const asDegree = `/users/candidate/${who.candidateId}/education/${created.id}`;
    expect((await call(who, 'DELETE', asDegree)).statusCode).toBe(404);
    const back = await call(who, 'PATCH', asDegree, { education_type: 'degree' });
    expect(back.json().qualification_type).toBe('degree');
    expect((await call(who, 'DELETE', asDegree, { educationId: created.id })).statusCode).toBe(204);
    profile = await profileOf(who);
    expect(profile.education).toEqual([]);
  });

  it('deletes a certificate through /certificate/{id}', async () => {
    const who = await createCandidate(ctx);
    const cert = (
      await call(who, 'POST', `/users/candidate/${who.candidateId}/education/`, {
        education_type: 'certificate',
        name: 'CKA',
      })
    ).json();
    expect((await call(who, 'DELETE', `/users/candidate/${who.candidateId}/certificate/${cert.id}/`)).statusCode).toBe(
      204,
    );
    expect((await profileOf(who)).certificates).toEqual([]);
  });

  it('refuses an end before the start, an unknown type and a blank name', async () => {
    const who = await createCandidate(ctx);
    const base = `/users/candidate/${who.candidateId}/education/`;
    const dates = await call(who, 'POST', base, {
      ...degree,
      duration_start: '2020-01-01',
      duration_end: '2019-01-01',
    });
    expect(dates.json()).toEqual({ duration_end: [ProfileMessages.endBeforeStart] });
    const type = await call(who, 'POST', base, { ...degree, education_type: 'phd' });
    expect(type.json()).toEqual({ education_type: [ProfileMessages.invalidChoice] });
    const blank = await call(who, 'POST', base, { ...degree, name: ' ' });
    expect(blank.json()).toEqual({ name: [Messages.required] });
    const created = (await call(who, 'POST', base, { ...degree, duration_start: '2015-07-01' })).json();
    const patch = await call(who, 'PATCH', `${base}${created.id}`, { duration_end: '2014-01-01' });
    expect(patch.json()).toEqual({ duration_end: [ProfileMessages.endBeforeStart] });
    expect((await profileOf(who)).education[0].duration_end).toBe('2019-05-31');
  });

  it("answers 404 for another candidate's qualification", async () => {
    const mine = (await call(asha, 'POST', `/users/candidate/${asha.candidateId}/education/`, degree)).json();
    expect((await call(ravi, 'POST', `/users/candidate/${asha.candidateId}/education/`, degree)).statusCode).toBe(404);
    expect(
      (await call(ravi, 'PATCH', `/users/candidate/${ravi.candidateId}/education/${mine.id}`, { name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect((await call(ravi, 'DELETE', `/users/candidate/${asha.candidateId}/education/${mine.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(ravi, 'DELETE', `/users/candidate/${ravi.candidateId}/education/${mine.id}`)).statusCode).toBe(
      404,
    );
    expect((await profileOf(asha)).education.some((q: { id: number }) => q.id === mine.id)).toBe(true);
  });
});
