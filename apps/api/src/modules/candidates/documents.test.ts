import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { ProfileMessages } from '@talent/contracts/profile';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { inspectDocx } from '../../lib/file-inspection.ts';
import {
  makeDoc,
  makeDocx,
  makeExecutable,
  makeLyingZipBomb,
  makePdf,
  makePng,
  makeZipBomb,
  multipart,
  type Part,
} from './files.test-support.ts';

let ctx: TestContext;
let pdf: Buffer;
let docx: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  [pdf, docx] = await Promise.all([makePdf(), makeDocx()]);
});
afterAll(async () => ctx?.close());

const upload = (who: TestCandidate, url: string, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { ...headers, ...who.auth } });
};
const uploadResume = (who: TestCandidate, filename: string, content: Buffer) =>
  upload(who, '/v2/users/candidate/document/', [{ name: 'resume', filename, content }]);
const profileOf = async (who: TestCandidate) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: who.auth })).json();
const filesOf = async (who: TestCandidate, folder: string) => {
  try {
    return await readdir(path.join(ctx.config.DATA_DIR, 'files', 'candidates', String(who.candidateId), folder));
  } catch {
    return [];
  }
};
const fetchLink = (link: string) => ctx.app.inject({ method: 'GET', url: link });

describe('resume upload', () => {
  it('stores a PDF, fills the resume fields and serves it through a signed, expiring link', async () => {
    const who = await createCandidate(ctx);
    const res = await uploadResume(who, 'Asha Rao CV.pdf', pdf);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      resume_filename: 'Asha Rao CV.pdf',
      s3_resume_file_size: pdf.length,
      profile_completeness: 5 + 20,
    });
    expect(body.resume_link).toMatch(/^\/api\/v2\/users\/candidate\/files\/\?key=candidates%2F\d+%2Fresume%2F/);
    expect(body.resume_pdf_link).toBe(body.resume_link);
    expect(await filesOf(who, 'resume')).toHaveLength(1);

    const file = await fetchLink(body.resume_link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // decision 014: a candidate file never runs in a browser
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const tampered = body.resume_link.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetchLink(tampered)).statusCode).toBe(404);
    const otherKey = body.resume_link.replace(/candidates%2F\d+/, 'candidates%2F999999');
    expect((await fetchLink(otherKey)).statusCode).toBe(404);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    expect((await fetchLink(body.resume_link)).statusCode).toBe(404);
  });

  it('replaces a PDF with a DOCX through the candidate path and removes the old file', async () => {
    const who = await createCandidate(ctx);
    const first = (await uploadResume(who, 'cv.pdf', pdf)).json();
    const res = await upload(who, `/v2/users/candidate/${who.candidateId}/resume/`, [
      { name: 'resume', filename: 'cv.docx', content: docx },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resume_filename: 'cv.docx',
      resume_pdf_link: null,
      s3_resume_file_size: docx.length,
    });
    expect(await filesOf(who, 'resume')).toEqual([expect.stringMatching(/\.docx$/)]);
    expect((await fetchLink(first.resume_link)).statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/users/candidate/${who.candidateId}/resume/`,
      headers: who.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.equals(docx)).toBe(true);
  });

  it('accepts a Word 97 document', async () => {
    const who = await createCandidate(ctx);
    const res = await uploadResume(who, 'cv.DOC', makeDoc());
    expect(res.statusCode).toBe(200);
    expect(res.json().resume_filename).toBe('cv.DOC');
  });

  it.each([
    ['a renamed executable', 'resume.pdf', () => makeExecutable(), ProfileMessages.resumeInvalidType],
    ['an executable named .docx', 'resume.docx', () => makeExecutable(), ProfileMessages.resumeInvalidType],
    ['a zip bomb named .docx', 'resume.docx', () => makeZipBomb(), ProfileMessages.resumeInvalidType],
    ['a zip bomb with lying sizes', 'resume.docx', () => makeLyingZipBomb(), ProfileMessages.resumeInvalidType],
    ['a PDF named .docx', 'resume.docx', () => pdf, ProfileMessages.resumeInvalidType],
    ['a PDF named .exe', 'resume.exe', () => pdf, ProfileMessages.resumeInvalidType],
    [
      'an HTML page named .pdf',
      'resume.pdf',
      () => Buffer.from('<html><script>alert(1)</script></html>'),
      ProfileMessages.resumeInvalidType,
    ],
    [
      'an HTML page with a PDF inside (polyglot)',
      'resume.pdf',
      () => Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdf]),
      ProfileMessages.resumeInvalidType,
    ],
    [
      'a file over 5 MB',
      'resume.pdf',
      () => Buffer.concat([pdf, Buffer.alloc(PROFILE_RESUME_MAX_BYTES + 1 - pdf.length)]),
      ProfileMessages.resumeTooLarge,
    ],
  ])('refuses %s and keeps the current resume', async (_, filename, content, message) => {
    const who = await createCandidate(ctx);
    const kept = (await uploadResume(who, 'kept.pdf', pdf)).json();
    const res = await uploadResume(who, filename, content());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ resume: [message] });
    const profile = await profileOf(who);
    expect(profile).toMatchObject({ resume_filename: 'kept.pdf', s3_resume_file_size: kept.s3_resume_file_size });
    expect(await filesOf(who, 'resume')).toHaveLength(1);
  });

  it('refuses a request without a file', async () => {
    const who = await createCandidate(ctx);
    const noFile = await upload(who, '/v2/users/candidate/document/', [{ name: 'note', value: 'hello' }]);
    expect(noFile.json()).toEqual({ resume: [ProfileMessages.noFile] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/users/candidate/document/',
      headers: who.auth,
      payload: { resume: 'x' },
    });
    expect(json.json()).toEqual({ resume: [ProfileMessages.noFile] });
  });

  it("answers 404 for another candidate's resume path and stores nothing", async () => {
    const owner = await createCandidate(ctx);
    const intruder = await createCandidate(ctx);
    await uploadResume(owner, 'mine.pdf', pdf);
    const res = await upload(intruder, `/v2/users/candidate/${owner.candidateId}/resume/`, [
      { name: 'resume', filename: 'evil.pdf', content: pdf },
    ]);
    expect(res.statusCode).toBe(404);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/users/candidate/${owner.candidateId}/resume/`,
      headers: intruder.auth,
    });
    expect(read.statusCode).toBe(404);
    expect((await profileOf(owner)).resume_filename).toBe('mine.pdf');
    expect(await filesOf(intruder, 'resume')).toEqual([]);
  });
});

describe('zip inspection', () => {
  it('accepts a real DOCX and names the reason for each refusal', () => {
    expect(inspectDocx(docx)).toBeNull();
    expect(inspectDocx(makeZipBomb())).toBe('zip entry too large');
    expect(inspectDocx(makeLyingZipBomb())).toBe('entry inflates beyond its declared size');
    expect(inspectDocx(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('no zip directory');
  });
});

describe('profile image', () => {
  it('stores a real image and serves it through its signed link', async () => {
    const who = await createCandidate(ctx);
    const res = await upload(who, '/v2/users/candidate/document/', [
      { name: 'profile_image', filename: 'me.png', content: makePng(), contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const link = res.json().profile_image_link;
    const image = await fetchLink(link);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(makePng())).toBe(true);
    expect((await profileOf(who)).profile_image_link).toMatch(/profile-image/);
  });

  it.each([
    ['HTML named .png', Buffer.from('<svg onload=alert(1)></svg>'), ProfileMessages.imageInvalidType],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF'), ProfileMessages.imageInvalidType],
    ['an image over 5 MB', Buffer.concat([makePng(), Buffer.alloc(5 * 1024 * 1024)]), ProfileMessages.imageTooLarge],
  ])('refuses %s', async (_, content, message) => {
    const who = await createCandidate(ctx);
    const res = await upload(who, '/v2/users/candidate/document/', [
      { name: 'profile_image', filename: 'me.png', content, contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ profile_image: [message] });
    expect((await profileOf(who)).profile_image_link).toBeNull();
  });
});

describe('file deletion', () => {
  it('deletes the resume named by the form field and removes the stored file', async () => {
    const who = await createCandidate(ctx);
    const link = (await uploadResume(who, 'cv.pdf', pdf)).json().resume_link;
    const { payload, headers } = multipart([{ name: 'field', value: 'resume' }]);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v2/users/candidate/document/',
      payload,
      headers: { ...headers, ...who.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resume_link: null, resume_filename: null, s3_resume_file_size: null });
    expect(await filesOf(who, 'resume')).toEqual([]);
    expect((await fetchLink(link)).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v2/users/candidate/document/',
      payload: { field: 'resume' },
      headers: who.auth,
    });
    expect(again.json()).toEqual({ field: [ProfileMessages.fileMissing] });
  });

  it('deletes the profile image by JSON field and refuses unknown fields', async () => {
    const who = await createCandidate(ctx);
    await upload(who, '/v2/users/candidate/document/', [
      { name: 'profile_image', filename: 'a.png', content: makePng() },
    ]);
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v2/users/candidate/document/',
      payload: { field: '../../etc/passwd' },
      headers: who.auth,
    });
    expect(bad.json()).toEqual({ field: [ProfileMessages.unknownFileField] });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v2/users/candidate/document/',
      payload: { field: 'profile_image' },
      headers: who.auth,
    });
    expect(res.json()).toMatchObject({ profile_image_link: null });
    expect(await filesOf(who, 'profile-image')).toEqual([]);
  });
});

describe('completeness', () => {
  it('reaches 100 when every weighted part is filled (spec 02 §9)', async () => {
    const who = await createCandidate(ctx);
    await uploadResume(who, 'cv.pdf', pdf);
    const base = `/api/users/candidate/${who.candidateId}`;
    await ctx.app.inject({
      method: 'POST',
      url: `${base}/experience/`,
      headers: who.auth,
      payload: { title: 'Engineer', company_name: 'Acme', duration_start: '2021-01-01', is_current: true },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `${base}/education/`,
      headers: who.auth,
      payload: { education_type: 'degree', name: 'B.E.' },
    });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/candidate/',
      headers: who.auth,
      payload: {
        skills: [{ name: 'Go', exp_years: '3' }],
        current_location: 'Pune',
        phone: '9876543210',
        job_profile_preference: 'Backend Engineer',
        current_annual_salary: '1500000',
        experience_years: '4',
        joining_range: 'within_30_days',
        linkedIn: 'https://in.linkedin.com/in/asha',
      },
    });
    expect(res.json().profile_completeness).toBe(100);
    expect((await profileOf(who)).profile_completeness).toBe(100);
  });
});
