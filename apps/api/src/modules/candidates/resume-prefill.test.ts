// Profile from the resume (decision 027): proposals from the candidate's own
// stored resume with a confidence each, nothing saved by reading them, and
// bad input answered 4xx with a clear message.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { ProfileMessages } from '@talent/contracts/profile';
import { PrefillMessages, ResumePrefillSchema } from '@talent/contracts/resume-prefill';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { FILES_DIR } from '../../../test/resume-corpus/generate.ts';
import { makeExecutable, makePdf, multipart } from './files.test-support.ts';

let ctx: TestContext;
let resume: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  resume = await readFile(path.join(FILES_DIR, 'classic-pdf-1.pdf'));
});
afterAll(async () => ctx?.close());

const uploadResume = (who: TestCandidate, filename: string, content: Buffer) => {
  const { payload, headers } = multipart([{ name: 'resume', filename, content }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v2/users/candidate/document/',
    payload,
    headers: { ...headers, ...who.auth },
  });
};
const prefill = (who: TestCandidate, fileId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/users/candidate/resume/${fileId}/prefill/`, headers: who.auth });
const profileOf = async (who: TestCandidate) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: who.auth })).json();

describe('resume prefill', () => {
  it('proposes experience, education, skills and links with a confidence each, and saves nothing', async () => {
    const who = await createCandidate(ctx);
    const uploaded = await uploadResume(who, 'siddharth.pdf', resume);
    expect(uploaded.statusCode).toBe(200);
    const fileId = uploaded.json().resume_file_id as string;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await profileOf(who)).resume_file_id).toBe(fileId);

    const res = await prefill(who, fileId);
    expect(res.statusCode).toBe(200);
    const body = ResumePrefillSchema.parse(res.json());
    expect(body).toMatchObject({ file_id: fileId, resume_filename: 'siddharth.pdf' });
    // classic-pdf-1 in the corpus manifest
    expect(body.experience.map((p) => p.item)).toContainEqual(
      expect.objectContaining({
        title: 'Frontend Engineer',
        company_name: 'Razorpay',
        duration_start: '2023-07-01',
        duration_end: null,
        is_current: true,
      }),
    );
    expect(body.experience.map((p) => p.item.company_name)).toEqual([
      'Razorpay',
      'Stripe',
      'Flipkart',
      'Zoho Corporation',
    ]);
    expect(body.education.map((p) => p.item)).toContainEqual(
      expect.objectContaining({ name: 'M.S.', institution: 'Delhi College of Engineering', education_type: 'degree' }),
    );
    expect(body.skills.length).toBeGreaterThan(3);
    expect(body.links.map((p) => p.item)).toEqual([
      { field: 'linkedIn', url: 'https://linkedin.com/in/siddharth-martin-13' },
      { field: 'github', url: 'https://github.com/siddharthmartin' },
    ]);
    for (const proposal of [...body.experience, ...body.education, ...body.skills, ...body.links]) {
      expect(proposal.confidence.score).toBeGreaterThanOrEqual(0);
      expect(proposal.confidence.score).toBeLessThanOrEqual(1);
    }
    expect(body.experience[0]!.confidence.level).toBe('high');

    // reading proposals changes nothing on the profile
    const profile = await profileOf(who);
    expect(profile).toMatchObject({ experience: [], education: [], skills: [], linkedIn: null, github: null });
  });

  it("answers another candidate's file id, a replaced file and a malformed id with 4xx", async () => {
    const owner = await createCandidate(ctx);
    const other = await createCandidate(ctx);
    const fileId = (await uploadResume(owner, 'cv.pdf', resume)).json().resume_file_id as string;

    const stranger = await prefill(other, fileId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: PrefillMessages.noResume });

    const replaced = (await uploadResume(owner, 'cv2.pdf', resume)).json().resume_file_id as string;
    expect(replaced).not.toBe(fileId);
    expect((await prefill(owner, fileId)).statusCode).toBe(404);
    expect((await prefill(owner, replaced)).statusCode).toBe(200);

    const malformed = await prefill(owner, '..%2F..%2Fetc%2Fpasswd');
    expect(malformed.statusCode).toBe(400);

    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/users/candidate/resume/${replaced}/prefill/`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a PDF with nothing a profile can use with 422 and a clear message', async () => {
    const who = await createCandidate(ctx);
    const fileId = (await uploadResume(who, 'recipe.pdf', await makePdf('Lemon cake: flour, sugar, lemons.'))).json()
      .resume_file_id as string;
    const res = await prefill(who, fileId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: PrefillMessages.notAResume });
  });

  it('says a scanned resume cannot be read, rather than that it is not a resume', async () => {
    const who = await createCandidate(ctx);
    const scan = await readFile(path.join(FILES_DIR, 'scanned-pdf-1.pdf'));
    const fileId = (await uploadResume(who, 'scan.pdf', scan)).json().resume_file_id as string;
    const res = await prefill(who, fileId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: PrefillMessages.imageOnly });
  });

  it('never stores a file that is not a resume or is too large, so there is nothing to read', async () => {
    const who = await createCandidate(ctx);
    const renamed = await uploadResume(who, 'resume.pdf', makeExecutable());
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ resume: [ProfileMessages.resumeInvalidType] });
    const huge = await uploadResume(who, 'resume.pdf', Buffer.concat([resume, Buffer.alloc(PROFILE_RESUME_MAX_BYTES)]));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ resume: [ProfileMessages.resumeTooLarge] });
    expect((await profileOf(who)).resume_file_id).toBeNull();
  });
});
