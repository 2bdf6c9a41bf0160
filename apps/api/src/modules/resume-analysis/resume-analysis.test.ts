// POST /v1/analyze_resume through inject with real files: resumes rendered by
// the corpus generator (pdfkit, docx), and the hostile ones — a renamed
// executable, damaged files, an encrypted PDF, a scan, an oversized file,
// a zip bomb, markup in the resume text (spec 02 §5, §7, §8; decision 007).
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { ResumeAnalysisSchema, type ResumeAnalysis } from '@talent/contracts/resume-analysis';
import { buildSpec } from '../../../test/resume-corpus/corpus-specs.ts';
import { renderDocx } from '../../../test/resume-corpus/render-docx.ts';
import { renderEncryptedPdf, renderPdf, renderScannedPdf } from '../../../test/resume-corpus/render-pdf.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { AnalysisMessages } from './analysis-errors.ts';
import { AnalysisJobError, AnalyzerPool, SMALL_FILE_BYTES } from './analyzer-pool.ts';
import { REPORT_CSP, prefersJson, resumeAnalysisRoutesPlugin } from './resume-analysis.routes.ts';
import { buildAnalyzerApp } from './standalone.ts';
import { ZIP_TOO_LARGE_MESSAGE } from './zip-reader.ts';

const NOW = { year: 2025, month: 6 };

function form(fields: Record<string, string>, file?: { name: string; data: Uint8Array; type?: string }) {
  const boundary = `----resume${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume_file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function pdfkitBuffer(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

let ctx: TestContext;
const spec = buildSpec({ id: 'test-classic', layout: 'classic', format: 'pdf', seed: 42, defects: [], now: NOW });
const docxSpec = buildSpec({
  id: 'test-modern',
  layout: 'modern',
  format: 'docx',
  seed: 7,
  defects: ['photo'],
  now: NOW,
});
let resumePdf: Buffer;
let resumeDocx: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  [resumePdf, resumeDocx] = await Promise.all([renderPdf(spec), renderDocx(docxSpec)]);
});
afterAll(async () => ctx?.close());

async function analyze(file: { name: string; data: Uint8Array }, fields: Record<string, string> = {}, accept?: string) {
  const body = form({ resume_url: '', candidate_name: '', ...fields }, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/analyze_resume',
    payload: body.payload,
    headers: { ...body.headers, ...(accept ? { accept } : {}) },
  });
}

describe('POST /v1/analyze_resume: answers', () => {
  it('answers a PDF with a self-contained HTML report that carries no script', async () => {
    const res = await analyze(
      { name: 'resume.pdf', data: resumePdf },
      { candidate_name: spec.name },
      'text/html, application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(REPORT_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).not.toMatch(/<script|javascript:|\son\w+=/i);
    expect(res.body).toContain('What an applicant tracking system sees');
    expect(res.body).toContain(spec.name.replace("'", '&#39;'));
    expect(res.body).toContain(spec.roles[0]!.company);
    expect(res.body).toContain('@page { margin: 1in; }');
  });

  it('answers JSON when the Accept header prefers it, with the parsed fields of a DOCX', async () => {
    const res = await analyze(
      { name: 'resume.docx', data: resumeDocx },
      { candidate_name: docxSpec.name },
      'application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const analysis = ResumeAnalysisSchema.parse(res.json());
    expect(analysis.document).toMatchObject({
      format: 'docx',
      fileName: 'resume.docx',
      encrypted: false,
      imageOnly: false,
    });
    expect(analysis.resume.basics).toMatchObject({ name: docxSpec.name, email: docxSpec.email, phone: docxSpec.phone });
    expect(analysis.resume.work.map((w) => [w.company, w.title])).toEqual(
      docxSpec.roles.map((r) => [r.company, r.title]),
    );
    expect(analysis.resume.skills.map((s) => s.name)).toEqual(docxSpec.skills);
    const status = Object.fromEntries(analysis.checks.map((c) => [c.id, c.status]));
    expect(status).toMatchObject({
      photo: 'warn',
      'name-match': 'pass',
      'text-layer': 'pass',
      'contact-email': 'pass',
    });
    expect(analysis.score.overall).toBeGreaterThan(60);
    expect(analysis.score.breakdown.reduce((sum, b) => sum + b.weight, 0)).toBe(100);
    expect(analysis.atsView).toContainEqual({
      group: 'Experience 1',
      field: 'Company',
      value: docxSpec.roles[0]!.company,
    });
  });

  it('fails the name check when candidate_name is someone else', async () => {
    const res = await analyze(
      { name: 'resume.pdf', data: resumePdf },
      { candidate_name: 'Somebody Else' },
      'application/json',
    );
    const analysis = res.json() as ResumeAnalysis;
    expect(analysis.candidateName).toBe('Somebody Else');
    expect(analysis.checks.find((c) => c.id === 'name-match')).toMatchObject({ status: 'fail' });
  });

  it('titles the HTML report with the name the visitor typed, not the one read from the file', async () => {
    const res = await analyze(
      { name: 'resume.pdf', data: resumePdf },
      { candidate_name: 'Somebody Else' },
      'text/html',
    );
    expect(res.body).toContain('<title>Resume analysis: Somebody Else</title>');
    expect(res.body).toContain('<h1>Resume analysis: Somebody Else</h1>');
  });

  it('leaves the name check out when no candidate name is given', async () => {
    const res = await analyze({ name: 'resume.pdf', data: resumePdf }, {}, 'application/json');
    const analysis = res.json() as ResumeAnalysis;
    expect(analysis.candidateName).toBeNull();
    expect(analysis.checks.some((c) => c.id === 'name-match')).toBe(false);
  });

  it('escapes every piece of resume text in the HTML report', async () => {
    const hostile = await pdfkitBuffer((doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Eve <script>alert(1)</script> Hacker');
      doc.font('Helvetica').fontSize(10).text('eve@example.com | +1 415 555 0134 | Austin, TX');
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text('EXPERIENCE');
      doc.font('Helvetica-Bold').fontSize(10).text('<img src=x onerror=alert(2)> Corp   Jan 2020 - Present');
      doc.font('Helvetica').text('• I wrote <script>document.cookie</script> for "fun" & profit');
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text('SKILLS');
      doc.font('Helvetica').fontSize(10).text('<b>bold</b>, JavaScript');
    });
    const res = await analyze({ name: 'resume.pdf', data: hostile }, { candidate_name: '<script>alert(3)</script>' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script|<img|<b>/i);
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(res.body).toContain('&quot;fun&quot; &amp; profit');
  });
});

describe('POST /v1/analyze_resume: files that cannot be analysed', () => {
  it('refuses a request without a file with the spec message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/analyze_resume',
      ...form({ candidate_name: 'A B', resume_url: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: Messages.resumeNoFile });
  });

  it('refuses a JSON body and an empty file as no file', async () => {
    const json = await ctx.app.inject({ method: 'POST', url: '/v1/analyze_resume', payload: { resume_file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: Messages.resumeNoFile });
    const empty = await analyze({ name: 'resume.pdf', data: new Uint8Array(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: Messages.resumeNoFile });
  });

  it('refuses a renamed executable by its bytes, whatever its name and type say', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 1)]);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 7)]);
    for (const data of [elf, exe]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/analyze_resume',
        ...form({}, { name: 'resume.pdf', data, type: 'application/pdf' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: Messages.resumeInvalidType });
    }
  });

  it('refuses a ZIP that is not a Word document as the wrong type', async () => {
    const xlsx = zipSync({
      '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
      'xl/workbook.xml': new Uint8Array(10),
    });
    const res = await analyze({ name: 'resume.docx', data: xlsx });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: Messages.resumeInvalidType });
  });

  it('refuses a file over 10485760 bytes with 413 and the spec message', async () => {
    const big = Buffer.alloc(ANALYSIS_RESUME_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    const res = await analyze({ name: 'resume.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: Messages.resumeTooLarge });
  });

  it('answers damaged PDF, DOCX and DOC files with a clear 400', async () => {
    const truncated = resumePdf.subarray(0, 400);
    const garbage = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x41)]);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500, 9)]);
    const brokenOle = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1500, 0),
    ]);
    const cases: [Buffer, string, string][] = [
      [truncated, 'resume.pdf', AnalysisMessages.damagedPdf],
      [garbage, 'resume.pdf', AnalysisMessages.damagedPdf],
      [brokenZip, 'resume.docx', 'The DOCX file is damaged: its ZIP structure could not be read.'],
      [brokenOle, 'resume.doc', AnalysisMessages.damagedDoc],
    ];
    for (const [data, name, detail] of cases) {
      const res = await analyze({ name, data });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('reports an encrypted PDF as such instead of failing', async () => {
    const res = await analyze({ name: 'resume.pdf', data: await renderEncryptedPdf(spec) }, {}, 'application/json');
    expect(res.statusCode).toBe(200);
    const analysis = ResumeAnalysisSchema.parse(res.json());
    expect(analysis.document.encrypted).toBe(true);
    expect(analysis.checks).toEqual([expect.objectContaining({ id: 'text-layer', status: 'fail' })]);
    expect(analysis.checks[0]!.summary).toMatch(/password-protected/);
    expect(analysis.score.overall).toBe(0);
  });

  it('reports an image-only (scanned) PDF as having no text layer', async () => {
    const res = await analyze({ name: 'scan.pdf', data: await renderScannedPdf() }, {}, 'application/json');
    expect(res.statusCode).toBe(200);
    const analysis = ResumeAnalysisSchema.parse(res.json());
    expect(analysis.document).toMatchObject({ imageOnly: true, encrypted: false, pages: 1, words: 0 });
    expect(analysis.checks.map((c) => [c.id, c.status])).toEqual([['text-layer', 'fail']]);
    const html = await analyze({ name: 'scan.pdf', data: await renderScannedPdf() });
    expect(html.body).toContain('No text layer was found');
  });

  it('refuses a zip bomb named .docx quickly, and keeps serving', async () => {
    // 64 MB of zeros deflates to about 64 KB; the reader stops after 16 MB
    const zeros = new Uint8Array(64 * 1024 * 1024);
    const bomb = zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode(
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        'word/document.xml': zeros,
      },
      { level: 1 },
    );
    expect(bomb.length).toBeLessThan(ANALYSIS_RESUME_MAX_BYTES);
    const started = performance.now();
    const res = await analyze({ name: 'resume.docx', data: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: ZIP_TOO_LARGE_MESSAGE });
    expect(performance.now() - started).toBeLessThan(5000);
    const next = await analyze({ name: 'resume.docx', data: resumeDocx }, {}, 'application/json');
    expect(next.statusCode).toBe(200);
  });
});

describe('bounded time and memory', () => {
  async function appWith(pool: AnalyzerPool) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(multipart, { limits: { fileSize: ANALYSIS_RESUME_MAX_BYTES, files: 1 } });
    await app.register(resumeAnalysisRoutesPlugin, { pool });
    app.addHook('onClose', async () => pool.close());
    return app;
  }

  it('stops a large file that overruns its time limit with a clear 400', async () => {
    const app = await appWith(new AnalyzerPool({ size: 1, timeoutMs: 1 }));
    // a PDF padded past the small-file size: the reader skips what follows %%EOF
    const large = Buffer.concat([resumePdf, Buffer.alloc(SMALL_FILE_BYTES, 0x20)]);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/analyze_resume',
      ...form({}, { name: 'resume.pdf', data: large }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AnalysisMessages.timedOut });
    await app.close();
  });

  it('never blames a small file for a slow machine: 503, try again', async () => {
    const app = await appWith(new AnalyzerPool({ size: 1, timeoutMs: 1 }));
    const res = await app.inject({
      method: 'POST',
      url: '/v1/analyze_resume',
      ...form({}, { name: 'resume.pdf', data: resumePdf }),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ detail: AnalysisMessages.slow });
    await app.close();
  });

  it('loads the readers before the first file when warmed, so its deadline counts only the reading', async () => {
    const pool = new AnalyzerPool({ size: 1, timeoutMs: 20000 });
    expect(pool.readyWorkers).toBe(0);
    await pool.warm();
    expect(pool.readyWorkers).toBe(1);
    await expect(pool.analyze(resumePdf, { fileName: null, candidateName: null })).resolves.toMatchObject({
      document: { format: 'pdf' },
    });
    await pool.close();
  });

  it('stops a worker that runs out of its heap with a clear 400', async () => {
    const pool = new AnalyzerPool({ size: 1, memoryMb: 4, timeoutMs: 20000 });
    const app = await appWith(pool);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/analyze_resume',
      ...form({}, { name: 'resume.pdf', data: resumePdf }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AnalysisMessages.tooMuchMemory });
    await app.close();
  });

  it('refuses work beyond the queue with 503 instead of piling up', async () => {
    const pool = new AnalyzerPool({ size: 1, maxQueue: 0 });
    const first = pool.analyze(resumePdf, { fileName: null, candidateName: null });
    const second = pool.analyze(resumePdf, { fileName: null, candidateName: null });
    await expect(second).rejects.toEqual(new AnalysisJobError('busy', AnalysisMessages.busy));
    await expect(first).resolves.toMatchObject({ document: { format: 'pdf' } });
    await pool.close();
  });
});

describe('the analyzer as its own service', () => {
  it('answers the main site by CORS and no other origin', async () => {
    const app = await buildAnalyzerApp({ allowedOrigins: ['http://localhost:8080'] });
    const body = form({ candidate_name: '' }, { name: 'resume.pdf', data: resumePdf });
    const allowed = await app.inject({
      method: 'POST',
      url: '/v1/analyze_resume',
      payload: body.payload,
      headers: { ...body.headers, origin: 'http://localhost:8080' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(allowed.body).toContain('What an applicant tracking system sees');
    const other = await app.inject({
      method: 'POST',
      url: '/v1/analyze_resume',
      ...form({}),
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/analyze_resume',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    await app.close();
  });
});

describe('content negotiation', () => {
  it('prefers HTML unless JSON ranks higher', () => {
    expect(prefersJson(undefined)).toBe(false);
    expect(prefersJson('text/html, application/json')).toBe(false);
    expect(prefersJson('*/*')).toBe(false);
    expect(prefersJson('application/json')).toBe(true);
    expect(prefersJson('application/json, */*;q=0.8')).toBe(true);
    expect(prefersJson('text/html;q=0.5, application/json;q=0.9')).toBe(true);
  });
});
