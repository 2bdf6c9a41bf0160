// The magic-link candidate's resume (spec 02 endpoint catalogue; decision 049):
// a signed link names one candidate; another id, a forged or expired link is
// not found; the file is checked by its content and size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGIC_RESUME_TTL_SECONDS, magicResumeKey } from '@talent/contracts/magic-link';
import { ProfileMessages } from '@talent/contracts/profile';
import { createCandidate, createTestApp, type TestCandidate, type TestContext } from '../../../test/helpers.ts';
import { createUrlSigner } from '../../lib/storage.ts';
import { makeExecutable, makePdf, multipart } from './files.test-support.ts';

let ctx: TestContext;
let asha: TestCandidate;
let ravi: TestCandidate;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await createCandidate(ctx);
  ravi = await createCandidate(ctx);
});
afterAll(async () => ctx?.close());

const linkFor = (candidateId: number, ttl = MAGIC_RESUME_TTL_SECONDS) =>
  createUrlSigner(ctx.config.FILE_SIGNING_SECRET).sign(magicResumeKey(candidateId), ttl, ctx.clock.now.getTime());

const path = (candidateId: number, link: { expires: number; signature: string }) =>
  `/api/users/magic_link_candidate/${candidateId}/resume/?expires=${link.expires}&signature=${encodeURIComponent(link.signature)}`;

const upload = (url: string, filename: string, content: Buffer) => {
  const body = multipart([{ name: 'resume', filename, content }]);
  return ctx.app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });
};

const resumeOf = async (candidateId: number) =>
  (
    await ctx.database.query<{ resume_filename: string | null }>(
      'SELECT resume_filename FROM candidates WHERE id = $1',
      [candidateId],
    )
  )[0]!.resume_filename;

describe('magic-link resume upload', () => {
  it('tells whom a signed link is for, without a sign-in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: path(asha.candidateId, linkFor(asha.candidateId)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ candidate_id: asha.candidateId, resume_filename: null });
  });

  it('answers 404 for another candidate’s id, a forged or an expired link, and stores nothing', async () => {
    const link = linkFor(asha.candidateId);
    const other = await ctx.app.inject({ method: 'GET', url: path(ravi.candidateId, link) });
    expect(other.statusCode).toBe(404);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: path(asha.candidateId, { expires: link.expires, signature: 'x'.repeat(43) }),
    });
    expect(forged.statusCode).toBe(404);
    const expired = linkFor(asha.candidateId, -60);
    expect((await ctx.app.inject({ method: 'GET', url: path(asha.candidateId, expired) })).statusCode).toBe(404);
    const sneaked = await upload(path(ravi.candidateId, link), 'cv.pdf', await makePdf());
    expect(sneaked.statusCode).toBe(404);
    expect(await resumeOf(ravi.candidateId)).toBeNull();
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/magic_link_candidate/${asha.candidateId}/resume/`,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('checks the file by its content and size, then stores it as the candidate’s resume', async () => {
    const url = path(asha.candidateId, linkFor(asha.candidateId));
    const renamed = await upload(url, 'cv.pdf', makeExecutable());
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().resume).toEqual([ProfileMessages.resumeInvalidType]);
    const big = await upload(url, 'cv.pdf', Buffer.concat([await makePdf(), Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().resume).toEqual([ProfileMessages.resumeTooLarge]);
    expect(await resumeOf(asha.candidateId)).toBeNull();
    const good = await upload(url, 'asha-rao.pdf', await makePdf());
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ candidate_id: asha.candidateId, resume_filename: 'asha-rao.pdf' });
    expect(await resumeOf(asha.candidateId)).toBe('asha-rao.pdf');
  });

  it('keeps spec 02’s v1 candidate path: GET /users/candidate/ is the signed-in profile', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/candidate/', headers: asha.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(asha.candidateId);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/candidate/' })).statusCode).toBe(401);
  });
});
