// Files users upload (decision 033): PDFs with active content are refused with
// a clear message, and every user file is served sandboxed, as an attachment
// unless it is a video or image shown inline on purpose.
import { deflateSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { activePdfContent, inspectUpload } from '../src/lib/file-inspection.ts';
import { FILE_CSP, sendFile } from '../src/lib/file-reply.ts';
import { makePdf, multipart } from '../src/modules/candidates/files.test-support.ts';
import { createCandidate, createTestApp, type TestContext } from './helpers.ts';

const pdfWith = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer<<>>\n%%EOF\n`, 'latin1');
const deflatedStream = (content: string) => {
  const packed = deflateSync(Buffer.from(content, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj<</Type/ObjStm/Filter/FlateDecode/Length ${packed.length}>>stream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream endobj\ntrailer<<>>\n%%EOF\n', 'latin1'),
  ]);
};

describe('PDFs with active content', () => {
  it('finds scripts, launch actions and web pages, also when spelled with #xx or deflated in an object stream', async () => {
    expect(activePdfContent(await makePdf())).toBeNull();
    expect(activePdfContent(pdfWith('1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj'))).toMatch(
      /JavaScript|JS/,
    );
    expect(activePdfContent(pdfWith('1 0 obj<</OpenAction<</S/J#61vaScript/J#53(x)>>>>endobj'))).not.toBeNull();
    expect(activePdfContent(pdfWith('1 0 obj<</OpenAction<</S/Launch/F(calc.exe)>>>>endobj'))).toBe('pdf with /Launch');
    expect(activePdfContent(pdfWith('1 0 obj<<>>endobj\n<html><script>alert(1)</script></html>'))).toMatch(/HTML/);
    expect(activePdfContent(deflatedStream('1 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj'))).not.toBeNull();
    expect(activePdfContent(deflatedStream('BT /F1 12 Tf (Plain text about JSON) Tj ET'))).toBeNull();
    const verdict = await inspectUpload(pdfWith('1 0 obj<</AA<</O<</S/JavaScript/JS(x)>>>>>>endobj'), {
      allowed: ['pdf'],
      maxBytes: 1 << 20,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'active' });
  });
});

describe('uploads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('refuses a resume PDF with JavaScript, saying why, and keeps nothing', async () => {
    const who = await createCandidate(ctx);
    const { payload, headers } = multipart([
      {
        name: 'resume',
        filename: 'cv.pdf',
        content: pdfWith('1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj'),
      },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/users/candidate/${who.candidateId}/resume/`,
      headers: { ...who.auth, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ resume: [Messages.activePdf] });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: who.auth });
    expect(profile.json().resume_filename ?? null).toBeNull();
  });
});

describe('serving user files', () => {
  it('sends every file sandboxed, as an attachment unless a video or image is shown inline on purpose', async () => {
    const app = Fastify();
    const file = (contentType: string) => ({ data: Buffer.from('x'), contentType, filename: 'f' });
    app.get('/pdf-inline', (_request, reply) => sendFile(reply, file('application/pdf'), 'inline'));
    app.get('/html-inline', (_request, reply) => sendFile(reply, file('text/html'), 'inline'));
    app.get('/video-inline', (_request, reply) => sendFile(reply, file('video/webm'), 'inline'));
    app.get('/image', (_request, reply) => sendFile(reply, file('image/png')));
    try {
      for (const [url, disposition] of [
        ['/pdf-inline', 'attachment'],
        ['/html-inline', 'attachment'],
        ['/video-inline', 'inline'],
        ['/image', 'attachment'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy'], url).toBe(FILE_CSP);
        expect(String(response.headers['content-disposition']).split(';')[0], url).toBe(disposition);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await app.close();
    }
  });
});
