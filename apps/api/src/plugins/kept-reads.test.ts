// Kept signed-in reads (decision 039): the profile v3, applied jobs and saved
// or recently viewed jobs are answered from a body kept under the candidate's
// read version, so every write those reads show must move the version in its
// own transaction (migration 0314, and the catalogue's of 0313 for the jobs
// and companies on the cards). Each case reads once (the body is kept), writes
// through the product's own path, and expects the very next read to show it;
// without the version's move the kept body would answer. A kept body is the
// same bytes a fresh computation gives, its file links signed per answer, and
// never reaches another candidate or a token the guard refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { HiringJob } from '@talent/contracts/hiring';
import { buildApp } from '../app.ts';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestContext,
  type TestHiringMember,
} from '../../test/helpers.ts';
import { signUp } from '../modules/auth/auth.test-support.ts';
import { makePdf, multipart } from '../modules/candidates/files.test-support.ts';
import { companyBySlug } from '../modules/hiring/team.repo.ts';
import { catalogueOf } from '../modules/jobs/jobs.test-support.ts';

let ctx: TestContext;
let member: TestHiringMember;
const jobIds: number[] = [];

const PROFILE = '/v3/users/candidate/';
const APPLIED = '/applied_jobs/';
const SAVED = '/active-saved-or-recently-viewed-jobs/?type=saved';
const VIEWED = '/active-saved-or-recently-viewed-jobs/?type=recently_viewed';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = async (who: Caller, method: Method, url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};
type Caller = { auth: Record<string, string> };
const read = async (who: Caller, url: string) => (await call(who, 'GET', url)).body;
const hire = (method: Method, url: string, payload?: object) => call(member, method, `/hiring${url}`, payload);

const jobInput = (title: string) => ({
  title,
  description: '<p>Keep the reads fast.</p>',
  location: 'Pune, India',
  skills: ['Go'],
});

async function publishJob(title: string) {
  const job = (await hire('POST', '/jobs/', jobInput(title))).json<HiringJob>();
  await hire('POST', `/jobs/${job.id}/publish/`);
  return job.id;
}

/** Reads `url` (keeping its body), runs the write, and returns the next read's answer. */
async function around(who: Caller, url: string, write: () => Promise<unknown>) {
  const before = await read(who, url);
  expect(await read(who, url)).toBe(before);
  await write();
  const after = await read(who, url);
  expect(after).not.toBe(before);
  return JSON.parse(after) as Record<string, unknown> & { results: Record<string, unknown>[] };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await catalogueOf(ctx).importCompanies([{ slug: 'kept-co', name: 'Kept Co' }]);
  member = await createHiringMember(ctx, (await companyBySlug(ctx.database.db, 'kept-co'))!.id);
  for (const title of ['Reader One', 'Reader Two', 'Reader Three']) jobIds.push(await publishJob(title));
});
afterAll(async () => ctx?.close());

describe('a kept read', () => {
  it('is the same bytes a fresh computation gives, with its file links signed at each answer', async () => {
    const asha = await createCandidate(ctx);
    const { payload, headers } = multipart([
      { name: 'resume', filename: 'asha.pdf', content: await makePdf(), contentType: 'application/pdf' },
    ]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/users/candidate/document/',
      headers: { ...asha.auth, ...headers },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const first = await ctx.app.inject({ method: 'GET', url: `/api${PROFILE}`, headers: asha.auth });
    ctx.clock.advance(5000);
    const kept = await ctx.app.inject({ method: 'GET', url: `/api${PROFILE}`, headers: asha.auth });
    // a fresh computation at the same moment: the version moved by hand, nothing else changed
    await ctx.database.query('UPDATE candidate_read_versions SET version = version + 1 WHERE candidate_id = $1', [
      asha.candidateId,
    ]);
    const fresh = await ctx.app.inject({ method: 'GET', url: `/api${PROFILE}`, headers: asha.auth });
    expect(kept.body).toBe(fresh.body);
    expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    const link = (body: string) => new URL(JSON.parse(body).resume_link as string, 'http://x');
    expect(Number(link(kept.body).searchParams.get('expires'))).toBe(
      Number(link(first.body).searchParams.get('expires')) + 5,
    );
    expect(JSON.parse(kept.body).resume_pdf_link).toBe(JSON.parse(kept.body).resume_link);
    const file = await ctx.app.inject({ method: 'GET', url: JSON.parse(kept.body).resume_link as string });
    expect(file.statusCode).toBe(200);
    expect(kept.body).not.toContain('kept-link-');
  });

  it('is answered from memory while the versions stand: a write behind their back is not seen', async () => {
    const ravi = await createCandidate(ctx);
    const before = JSON.parse(await read(ravi, PROFILE));
    await ctx.database.query('ALTER TABLE candidates DISABLE TRIGGER candidates_read_version');
    try {
      await ctx.database.query(`UPDATE candidates SET first_name = 'Behind' WHERE id = $1`, [ravi.candidateId]);
    } finally {
      await ctx.database.query('ALTER TABLE candidates ENABLE TRIGGER candidates_read_version');
    }
    expect(JSON.parse(await read(ravi, PROFILE)).first_name).toBe(before.first_name);
    await ctx.database.query(`UPDATE candidates SET first_name = 'Seen' WHERE id = $1`, [ravi.candidateId]);
    expect(JSON.parse(await read(ravi, PROFILE)).first_name).toBe('Seen');
  });

  it('keeps nothing for an address with parameters the route does not know, nor a body too large to keep', async () => {
    const mira = await createCandidate(ctx);
    await read(mira, PROFILE);
    await read(mira, `${PROFILE}?junk=1`);
    const behind = async (name: string) => {
      await ctx.database.query('ALTER TABLE candidates DISABLE TRIGGER candidates_read_version');
      try {
        await ctx.database.query(`UPDATE candidates SET first_name = $2 WHERE id = $1`, [mira.candidateId, name]);
      } finally {
        await ctx.database.query('ALTER TABLE candidates ENABLE TRIGGER candidates_read_version');
      }
    };
    await behind('Unkept');
    // the known address is kept; every unknown one is computed afresh, so no flood of addresses fills memory
    expect(JSON.parse(await read(mira, `${PROFILE}?junk=1`)).first_name).toBe('Unkept');
    expect(JSON.parse(await read(mira, `${PROFILE}?junk=2`)).first_name).toBe('Unkept');
    expect(JSON.parse(await read(mira, PROFILE)).first_name).not.toBe('Unkept');

    // a profile over 32 KB is answered in full and computed at each read
    const description = `<p>${'Built and ran the data platform. '.repeat(140)}</p>`;
    for (let i = 0; i < 8; i++) {
      const added = await call(mira, 'POST', `/users/candidate/${mira.candidateId}/experience/`, {
        title: 'Engineer',
        company_name: `Company ${i}`,
        duration_start: '2015-01-15',
        duration_end: '2016-01-15',
        is_current: false,
        description,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const large = await read(mira, PROFILE);
    expect(large.length).toBeGreaterThan(32 * 1024);
    await behind('Large');
    expect(JSON.parse(await read(mira, PROFILE)).first_name).toBe('Large');
  });

  it('never answers another candidate, nor a token the guard refuses', async () => {
    const owner = await signUp(ctx, { first_name: 'Owner' });
    const other = await createCandidate(ctx);
    expect(JSON.parse(await read(owner, PROFILE)).first_name).toBe('Owner');
    expect(JSON.parse(await read(other, PROFILE))).toMatchObject({ id: other.candidateId, first_name: 'Test' });
    await call(owner, 'POST', '/users/candidate/logout/', { refresh: owner.refresh });
    const revoked = await ctx.app.inject({ method: 'GET', url: `/api${PROFILE}`, headers: owner.auth });
    expect(revoked.statusCode).toBe(401);
    const deactivated = await createCandidate(ctx);
    await read(deactivated, SAVED);
    await ctx.database.query('UPDATE users SET is_active = false WHERE id = $1', [deactivated.userId]);
    const refused = await ctx.app.inject({ method: 'GET', url: `/api${SAVED}`, headers: deactivated.auth });
    expect(refused.statusCode).toBe(401);
  });
});

describe('the next read shows every write', () => {
  it('made on another instance sharing the database', async () => {
    const who = await createCandidate(ctx);
    const other = await buildApp(ctx.deps, {
      clientDir: path.join(ctx.config.DATA_DIR, 'no-client'),
      logger: false,
    });
    try {
      await other.ready();
      await read(who, PROFILE);
      const res = await other.inject({
        method: 'PATCH',
        url: '/api/v2/users/candidate/',
        headers: who.auth,
        payload: { github: 'https://github.com/kept' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(await read(who, PROFILE)).github).toBe('https://github.com/kept');
    } finally {
      await other.close();
    }
  });

  it('profile edits of every section, on the candidate and the account rows', async () => {
    const who = await createCandidate(ctx);
    const base = `/users/candidate/${who.candidateId}`;
    let profile = await around(who, PROFILE, () =>
      call(who, 'PATCH', '/v2/users/candidate/', { first_name: 'Renamed', skills: [{ name: 'Go', exp_years: '2' }] }),
    );
    expect(profile).toMatchObject({ first_name: 'Renamed', skills: [{ name: 'Go' }] });
    profile = await around(who, PROFILE, () =>
      call(who, 'PATCH', '/v2/users/candidate/', { marketing_email_consent: true }),
    );
    expect(profile.marketing_email_consent).toBe(true);
    profile = await around(who, PROFILE, () =>
      call(who, 'PATCH', '/users/onboarding_status/', { status: 'PHONE_VERIFIED' }),
    );
    expect(profile.user).toMatchObject({ onboarding_status: 'PHONE_VERIFIED' });
    profile = await around(who, PROFILE, () => call(who, 'PATCH', '/v2/users/candidate/'));
    expect(profile.user).toMatchObject({ onboarding_complete: true });

    const experience = {
      title: 'Engineer',
      company_name: 'Northwind',
      duration_start: '2020-01-15',
      duration_end: null,
      is_current: true,
    };
    let itemId = 0;
    profile = await around(who, PROFILE, async () => {
      itemId = (await call(who, 'POST', `${base}/experience/`, experience)).json<{ id: number }>().id;
    });
    expect(profile.experience).toMatchObject([{ id: itemId, title: 'Engineer' }]);
    profile = await around(who, PROFILE, () => call(who, 'PATCH', `${base}/experience/${itemId}`, { title: 'Lead' }));
    expect(profile.experience).toMatchObject([{ title: 'Lead' }]);
    profile = await around(who, PROFILE, () => call(who, 'DELETE', `${base}/experience/${itemId}`));
    expect(profile.experience).toEqual([]);

    const degree = { education_type: 'degree', name: 'B.Tech', institution: 'IIT', duration_end: '2019-05-31' };
    profile = await around(who, PROFILE, async () => {
      itemId = (await call(who, 'POST', `${base}/education/`, degree)).json<{ id: number }>().id;
    });
    expect(profile.education).toMatchObject([{ name: 'B.Tech' }]);
    profile = await around(who, PROFILE, () => call(who, 'PATCH', `${base}/education/${itemId}`, { name: 'M.Tech' }));
    expect(profile.education).toMatchObject([{ name: 'M.Tech' }]);
    profile = await around(who, PROFILE, () => call(who, 'DELETE', `${base}/education/${itemId}`));
    expect(profile.education).toEqual([]);

    const { payload, headers } = multipart([
      { name: 'resume', filename: 'cv.pdf', content: await makePdf(), contentType: 'application/pdf' },
    ]);
    profile = await around(who, PROFILE, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/users/candidate/document/',
        headers: { ...who.auth, ...headers },
        payload,
      }),
    );
    expect(profile.resume_filename).toBe('cv.pdf');
    profile = await around(who, PROFILE, () =>
      call(who, 'DELETE', '/v2/users/candidate/document/', { field: 'resume' }),
    );
    expect(profile.resume_filename).toBeNull();

    await call(who, 'PATCH', '/v2/users/candidate/', { phone: '9876543210', phone_location: '+91' });
    // the number confirmed by its code: the confirmation is a row of phone_otps (spec 01 §5)
    profile = await around(who, PROFILE, () =>
      ctx.database.query(
        `INSERT INTO phone_otps (user_id, phone, phone_location, code_hash, expires_at, verified_at)
         VALUES ($1, '9876543210', '+91', 'x', now(), now())`,
        [who.userId],
      ),
    );
    expect(profile.phone_verified).toBe(true);
  });

  it('applying, withdrawing and the hiring team moving the application', async () => {
    const who = await createCandidate(ctx);
    let applicationId = 0;
    let applied = await around(who, APPLIED, async () => {
      const res = await call(who, 'POST', '/candidate_jobs/', { job: jobIds[0], privacy_policy_status: true });
      applicationId = res.json<{ id: number }>().id;
    });
    expect(applied.count).toBe(1);
    applied = await around(who, APPLIED, () =>
      hire('POST', `/applications/${applicationId}/move/`, { stage: 'screening' }),
    );
    expect(applied.results[0]).toMatchObject({ id: applicationId, stage: 'screening' });
    applied = await around(who, APPLIED, () =>
      call(who, 'POST', '/update-application-status/', { candidate_job_id: applicationId, status: 'WD' }),
    );
    expect(applied.results[0]).toMatchObject({ id: applicationId, status: 'WD' });
  });

  it('saving, unsaving and viewing', async () => {
    const who = await createCandidate(ctx);
    let saved = await around(who, SAVED, () => call(who, 'POST', '/save-or-update-job/', { job_id: jobIds[1] }));
    expect(saved.results.map((job) => job.id)).toEqual([jobIds[1]]);
    saved = await around(who, SAVED, () =>
      call(who, 'POST', '/save-or-update-job/', { job_id: jobIds[1], is_saved: false }),
    );
    expect(saved.count).toBe(0);
    const viewed = await around(who, VIEWED, () =>
      call(who, 'POST', '/save-or-update-job/', { job_id: jobIds[2], viewed: true }),
    );
    expect(viewed.results.map((job) => job.id)).toEqual([jobIds[2]]);
  });

  it("a job's title, its company's name and its closing, on every list that shows the job", async () => {
    const who = await createCandidate(ctx);
    const jobId = await publishJob('Before Rename');
    await call(who, 'POST', '/candidate_jobs/', { job: jobId, privacy_policy_status: true });
    await call(who, 'POST', '/save-or-update-job/', { job_id: jobId });
    await call(who, 'POST', '/save-or-update-job/', { job_id: jobId, viewed: true });
    await read(who, APPLIED);
    const applied = await around(who, SAVED, () => hire('PUT', `/jobs/${jobId}/`, jobInput('After Rename')));
    expect(applied.results[0]).toMatchObject({ id: jobId, title: 'After Rename' });
    expect(JSON.parse(await read(who, APPLIED)).results[0].job).toMatchObject({ title: 'After Rename' });
    const renamed = await around(who, VIEWED, () =>
      ctx.database.query(`UPDATE companies SET name = 'Kept Company' WHERE slug = 'kept-co'`),
    );
    expect(renamed.results[0]).toMatchObject({ id: jobId, company: { name: 'Kept Company' } });
    const closed = await around(who, SAVED, () => hire('POST', `/jobs/${jobId}/close/`));
    expect(closed.count).toBe(0);
  });
});
