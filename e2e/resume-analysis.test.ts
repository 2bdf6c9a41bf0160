// The resume analysis page (spec 02 §2) in a real browser: a visitor drops a
// PDF and a DOCX on /analyze-resume/, reads the analysis, exports it through
// the print window; bad files get the spec's messages (spec 02 §5, §8); the
// file viewer shows a PDF and a DOCX the app serves (spec 02 §2).
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { seriousViolations } from './a11y.ts';
import { signUpViaApi } from './fixtures.ts';
import { saveScreenshot, SCREEN_SIZES, useJourney, waitsForHydration } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.join(root, 'apps/api/test/resume-corpus');

interface CorpusEntry {
  id: string;
  file: string;
  truth: { name: string } | null;
}

const journey = useJourney();

/** Full-page screenshots at both sizes (the report's frame keeps the network busy, so no wait for idle). */
async function shots(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'talent-screenshots');
  await mkdir(dir, { recursive: true });
  const before = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await saveScreenshot(page, path.join(dir, `${name}-${size.width}x${size.height}.png`), { fullPage });
  }
  if (before) await page.setViewportSize(before);
}
let pdf: { bytes: Buffer; name: string; file: string };
let docx: { bytes: Buffer; name: string; file: string };

async function corpusFile(id: string) {
  const manifest = JSON.parse(await readFile(path.join(corpus, 'manifest.json'), 'utf8')) as { files: CorpusEntry[] };
  const entry = manifest.files.find((f) => f.id === id)!;
  return { bytes: await readFile(path.join(corpus, 'files', entry.file)), name: entry.truth!.name, file: entry.file };
}

beforeAll(async () => {
  pdf = await corpusFile('classic-pdf-1');
  docx = await corpusFile('modern-docx-1');
});

/** Drops a file on the drop zone the way a browser does: a DataTransfer on dragenter/dragover/drop. */
async function dropFile(page: Page, file: { name: string; type: string; base64?: string; size?: number }) {
  await page.getByTestId('resume-drop-zone').evaluate((zone, f) => {
    const bytes = f.base64
      ? Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
      : new Uint8Array(f.size ?? 0).fill(0x25);
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], f.name, { type: f.type }));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, file);
}

/** Counts print() calls of every window the page opens (the print dialog cannot be driven headless). */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) opened.print = () => void (w.__prints += 1);
      return opened;
    };
  });
}

const LONG = { timeout: 20000 };
const preview = (page: Page) => page.frameLocator('iframe[title="Resume analysis report"]');

describe('resume analysis page', () => {
  it('analyses a dropped PDF, exports it through the print window, then a dropped DOCX', async () => {
    const { page, context, errors } = await journey.openPage();
    await countPrints(page);
    await page.goto('/analyze-resume/');
    await expect.poll(() => page.getByRole('heading', { name: 'Upload Resume' }).isVisible(), LONG).toBe(true);
    expect(await page.getByText('Drop your resume here or click to browse').isVisible()).toBe(true);
    expect(await page.getByText('Supported formats: PDF, DOC, DOCX (Max 10MB)').isVisible()).toBe(true);
    expect(await page.getByText('Upload a resume to see the analysis preview').isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Enter candidate name').isVisible()).toBe(true);

    await page.getByLabel('Candidate Name (Optional)').fill(pdf.name);
    await dropFile(page, { name: pdf.file, type: 'application/pdf', base64: pdf.bytes.toString('base64') });
    expect(await page.getByText('File Selected').isVisible()).toBe(true);
    expect(await page.getByTestId('file-name').textContent()).toBe(pdf.file);
    expect(await page.getByTestId('file-size').textContent()).toBe(
      `${Number((pdf.bytes.length / 1024).toFixed(2))} KB`,
    );
    expect(await page.getByTestId('file-type').textContent()).toBe('application/pdf');

    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    // the first analysis starts the analyzer worker and loads pdf.js
    await expect
      .poll(
        () =>
          preview(page)
            .getByRole('heading', { name: `Resume analysis: ${pdf.name}` })
            .isVisible(),
        LONG,
      )
      .toBe(true);
    expect(
      await preview(page).getByRole('heading', { name: 'What an applicant tracking system sees' }).isVisible(),
    ).toBe(true);
    expect(await preview(page).getByText('The name on the resume matches the candidate name.').isVisible()).toBe(true);

    const exportButton = page.getByRole('button', { name: 'Export to PDF' });
    const popupOpened = page.waitForEvent('popup');
    await exportButton.click();
    const popup = await popupOpened;
    // the window's time open counts from its opening, not from the checks of its content below
    const openedAt = Date.now();
    const closed = popup.waitForEvent('close', { timeout: 5000 });
    expect(await page.getByRole('button', { name: 'Exporting...' }).isDisabled()).toBe(true);
    expect(await popup.title()).toMatch(/^resume-analysis-\d+\.pdf$/);
    const printed = await popup.evaluate(() => document.documentElement.outerHTML);
    expect(printed).toContain('@page { margin: 1in; }');
    expect(printed).toContain('max-width: 800px');
    expect(printed).toContain(pdf.name);
    expect(printed).not.toMatch(/<script/i);
    await closed;
    expect(Date.now() - openedAt).toBeGreaterThan(500);
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    await expect.poll(() => exportButton.isEnabled()).toBe(true);

    // a new file resets the previous analysis
    await dropFile(page, {
      name: docx.file,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      base64: docx.bytes.toString('base64'),
    });
    expect(await page.getByText('Upload a resume to see the analysis preview').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Export to PDF' }).count()).toBe(0);
    await page.getByLabel('Candidate Name (Optional)').fill(docx.name);
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect
      .poll(
        () =>
          preview(page)
            .getByRole('heading', { name: `Resume analysis: ${docx.name}` })
            .isVisible(),
        LONG,
      )
      .toBe(true);
    expect(await preview(page).getByText('DOCX', { exact: false }).first().isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone brings the result into view, with its score table inside the frame', async () => {
    const { page, context, errors } = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/analyze-resume/');
    await dropFile(page, { name: pdf.file, type: 'application/pdf', base64: pdf.bytes.toString('base64') });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    const scores = preview(page).locator('table[aria-label="Score breakdown"]');
    await scores.waitFor(LONG);
    // the preview's heading is announced and on screen
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('preview-heading');
    await expect
      .poll(async () => {
        const box = await page.getByRole('heading', { name: 'Analysis Preview' }).boundingBox();
        return box !== null && box.y >= 0 && box.y < 844;
      })
      .toBe(true);
    const frame = (await page.locator('iframe[title="Resume analysis report"]').boundingBox())!;
    const table = (await scores.boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(frame.x + frame.width);
    // a report of several screens is read over the whole screen, not in a scroll inside the page's scroll
    await shots(page, 'resume-analysis-report');
    const open = page.getByRole('button', { name: 'Read the full report' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Resume analysis report' });
    const full = dialog.locator('iframe[title="Full resume analysis report"]');
    await full.waitFor();
    const box = (await full.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(350);
    expect(box.height).toBeGreaterThanOrEqual(700);
    // the page behind is held still: the report's own scroll is the only one
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page
      .frameLocator('iframe[title="Full resume analysis report"]')
      .getByText('What to fix first')
      .first()
      .waitFor();
    // the dialog covers the screen: what the person sees is the viewport
    await shots(page, 'resume-analysis-full-report', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Read the full report');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations with an analysis on screen', async () => {
    // axe is injected as an inline script, so this context alone bypasses the CSP
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
    // the page is rendered on the server: a file dropped before it has hydrated is not picked up
    const page = waitsForHydration(await context.newPage());
    await page.goto('/analyze-resume/');
    await expect.poll(() => page.getByTestId('resume-drop-zone').isVisible(), LONG).toBe(true);
    await dropFile(page, { name: pdf.file, type: 'application/pdf', base64: pdf.bytes.toString('base64') });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Export to PDF' }).isVisible(), LONG).toBe(true);
    const violations = await seriousViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
    await context.close();
  });

  it('gives bad files the spec messages, and says when the print window is blocked', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/analyze-resume/');
    await expect.poll(() => page.getByTestId('resume-drop-zone').isVisible(), LONG).toBe(true);

    await dropFile(page, { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') });
    expect(await page.getByTestId('resume-error').textContent()).toBe(Messages.resumeInvalidType);
    expect(await page.getByText('File Selected').count()).toBe(0);

    await dropFile(page, { name: 'huge.pdf', type: 'application/pdf', size: 10485761 });
    expect(await page.getByTestId('resume-error').textContent()).toBe(Messages.resumeTooLarge);
    expect(await page.getByText('File Selected').count()).toBe(0);

    // a renamed executable passes the name check; the analyzer refuses it by its bytes
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4000, 7)]);
    await dropFile(page, { name: 'resume.pdf', type: 'application/pdf', base64: exe.toString('base64') });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    // spec 02 §8's {body} is the words of the answer, never its raw JSON
    const expected = Messages.analysisFailed(400, 'Bad Request', Messages.resumeInvalidType);
    await expect.poll(() => page.getByTestId('resume-error').textContent(), LONG).toBe(expected);
    expect(await page.getByTestId('analysis-preview').textContent()).toBe(expected);

    // keyboard: Tab reaches Choose File, Enter opens the file dialog
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose File' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: pdf.file, mimeType: 'application/pdf', buffer: pdf.bytes });
    expect(await page.getByTestId('file-name').textContent()).toBe(pdf.file);
    expect(await page.getByTestId('resume-error').count()).toBe(0);
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Export to PDF' }).isVisible(), LONG).toBe(true);

    // a popup blocker makes window.open answer null
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Export to PDF' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: Messages.exportPopupBlocked }).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('content from elsewhere never runs', () => {
  it('strips script from the analyzer answer in the preview and the print window', async () => {
    const hostile =
      '<!doctype html><html><head><style>h1 { color: #123456; }</style><script>window.top.__pwned = 1</script></head>' +
      '<body><h1 onclick="window.top.__pwned = 2">Hostile report</h1><img src="x" onerror="window.top.__pwned = 3">' +
      '<a href="javascript:window.top.__pwned = 4">link</a><script>parent.__pwned = 5</script></body></html>';
    const { page, context, errors } = await journey.openPage();
    await countPrints(page);
    // the analyzer is another service (spec 02 §7): this one answers with markup that tries to run
    await page.route('**/v1/analyze_resume', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostile }),
    );
    await page.goto('/analyze-resume/');
    await expect.poll(() => page.getByTestId('resume-drop-zone').isVisible(), LONG).toBe(true);
    await dropFile(page, { name: pdf.file, type: 'application/pdf', base64: pdf.bytes.toString('base64') });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect
      .poll(() => preview(page).getByRole('heading', { name: 'Hostile report' }).isVisible(), LONG)
      .toBe(true);
    const srcdoc = (await page.locator('iframe[title="Resume analysis report"]').getAttribute('srcdoc')) ?? '';
    expect(srcdoc).toContain('color: #123456');
    expect(srcdoc).not.toMatch(/<script|onclick|onerror|javascript:/i);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Export to PDF' }).click();
    const popup = await popupOpened;
    expect(await popup.evaluate(() => document.documentElement.outerHTML)).not.toMatch(
      /<script|onclick|onerror|javascript:/i,
    );
    await popup.waitForEvent('close', { timeout: 5000 });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('file viewer', () => {
  async function uploadedLink(bytes: Buffer, filename: string, type: string) {
    const candidate = await signUpViaApi(journey.baseUrl);
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(bytes)], { type }), filename);
    const upload = await fetch(`${journey.baseUrl}/api/v2/users/candidate/${candidate.candidateId}/resume/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${candidate.token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const profile = await fetch(`${journey.baseUrl}/api/v3/users/candidate/`, {
      headers: { authorization: `Bearer ${candidate.token}` },
    });
    const body = (await profile.json()) as { resume_link?: string; data?: { resume_link?: string } };
    const link = body.resume_link ?? body.data?.resume_link;
    expect(link).toBeTruthy();
    return link!;
  }

  it('renders every page of a PDF served by the app', async () => {
    const multiPage = await corpusFile('header-contact-pdf-2');
    const link = await uploadedLink(multiPage.bytes, 'resume.pdf', 'application/pdf');
    const { page, context, errors } = await journey.openPage();
    await page.goto(`/file/?file=${encodeURIComponent(link)}&type=pdf`);
    const pages = page.getByTestId('pdf-page');
    await expect.poll(() => pages.count(), LONG).toBeGreaterThan(0);
    expect(await page.locator('[data-page-count]').getAttribute('data-page-count')).toBe('2');
    expect(await pages.count()).toBe(2);
    // the canvas really holds a drawn page: some pixels are not white
    await expect
      .poll(() =>
        page
          .locator('canvas')
          .first()
          .evaluate((canvas: HTMLCanvasElement) => {
            const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
            let ink = 0;
            for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) ink++;
            return ink;
          }),
      )
      .toBeGreaterThan(500);
    await expect.poll(() => page.locator('figcaption').first().textContent()).toContain(multiPage.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a DOCX served by the app as HTML', async () => {
    const link = await uploadedLink(
      docx.bytes,
      'resume.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const { page, context, errors } = await journey.openPage();
    await page.goto(`/file/?file=${encodeURIComponent(link)}&type=docx`);
    const article = page.getByTestId('word-document');
    await expect.poll(() => article.textContent(), LONG).toContain(docx.name);
    expect(await article.locator('script').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps only http(s) links of a DOCX, opened apart', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Linked Resume', bold: true })] }),
            new Paragraph({
              children: [
                new ExternalHyperlink({ link: 'javascript:alert(1)', children: [new TextRun('bad link')] }),
                new TextRun(' and '),
                new ExternalHyperlink({ link: 'https://example.com/portfolio', children: [new TextRun('portfolio')] }),
              ],
            }),
          ],
        },
      ],
    });
    const link = await uploadedLink(
      await Packer.toBuffer(doc),
      'linked.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const { page, context } = await journey.openPage();
    await page.goto(`/file/?file=${encodeURIComponent(link)}&type=docx`);
    const article = page.getByTestId('word-document');
    await expect.poll(() => article.textContent(), LONG).toContain('Linked Resume');
    expect(await article.getByText('bad link').getAttribute('href')).toBeNull();
    const safe = article.getByRole('link', { name: 'portfolio' });
    expect(await safe.getAttribute('href')).toBe('https://example.com/portfolio');
    expect(await safe.getAttribute('target')).toBe('_blank');
    expect(await safe.getAttribute('rel')).toBe('noopener noreferrer');
    await context.close();
  });

  it('says when the link is missing, unsafe or of another type', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/file/?type=pdf');
    await expect.poll(() => page.getByText(Messages.fileViewerNoLink).isVisible(), LONG).toBe(true);
    await page.goto(`/file/?file=${encodeURIComponent('javascript:alert(1)')}&type=pdf`);
    await expect.poll(() => page.getByText(Messages.fileViewerNoLink).isVisible(), LONG).toBe(true);
    await page.goto(`/file/?file=${encodeURIComponent('/api/v2/users/candidate/files/?key=x')}&type=xls`);
    await expect.poll(() => page.getByText(Messages.fileViewerUnsupported).isVisible(), LONG).toBe(true);
    await context.close();
  });
});
