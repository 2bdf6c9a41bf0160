// spec 02 §5 upload rules, §2 file details, §9 print window.
import { describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { exportFileName, printDocument } from './export-pdf.ts';
import { formatFileSize, humanFileType } from '../../components/ui/file-rules.ts';
import { fileTypeLabel, resumeFileError } from './resume-file-rules.ts';
import { sanitizeAnalysisHtml } from './sanitize-analysis.ts';

describe('resume file rules (spec 02 §5)', () => {
  it.each([
    ['resume.pdf', 1000, null],
    ['RESUME.PDF', 1000, null],
    ['cv.Docx', 1000, null],
    ['old.doc', 10485760, null],
    ['resume.pdf', 10485761, Messages.resumeTooLarge],
    ['resume.txt', 10, Messages.resumeInvalidType],
    ['resume.pdf.exe', 10, Messages.resumeInvalidType],
    ['resume', 10, Messages.resumeInvalidType],
  ])('%s of %i bytes → %s', (name, size, error) => {
    expect(resumeFileError({ name, size })).toBe(error);
  });

  it.each([
    [0, '0 Bytes'],
    [500, '500 Bytes'],
    [1536, '1.5 KB'],
    [10485760, '10 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it("names an unknown media type 'Unknown'", () => {
    expect(fileTypeLabel({ type: '' })).toBe('Unknown');
    expect(fileTypeLabel({ type: 'application/pdf' })).toBe('application/pdf');
  });

  it.each([
    ['cv.docx', '', 'Word document (DOCX)'],
    ['cv.DOC', 'application/msword', 'Word 97–2003 document (DOC)'],
    ['resume.pdf', 'application/pdf', 'PDF document (PDF)'],
    ['scan', 'image/png', 'PNG image'],
    ['notes.xyz', '', 'XYZ file'],
    ['noname', '', 'Unknown type'],
  ])('names %s (%s) as %s', (name, type, label) => {
    expect(humanFileType({ name, type })).toBe(label);
  });
});

// DOMPurify does not work under happy-dom, so what the sanitising removes is
// checked in the browser (e2e/resume-analysis.test.ts); here, the structure.
describe('print document (spec 02 §9)', () => {
  const report =
    '<!doctype html><html><head><title>x</title><style>h1 { color: red; } .a { background: url(https://x.example/t.png); }</style>' +
    '<script>alert(1)</script></head><body><h1>Report</h1><p>Body text</p></body></html>';

  it('keeps the styles without external URLs, and the body without the head', () => {
    const { styles, body } = sanitizeAnalysisHtml(report);
    expect(styles).toContain('h1 { color: red; }');
    expect(styles).not.toContain('x.example');
    expect(body).toContain('Report');
    expect(body).toContain('Body text');
    expect(body).not.toContain('alert(1)');
  });

  it('prints with a 1 inch margin, 800 px wide, under the export file name', () => {
    const name = exportFileName(1718000000000);
    expect(name).toBe('resume-analysis-1718000000000.pdf');
    const html = printDocument(report, name);
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain('@page { margin: 1in; }');
    expect(html).toContain('max-width: 800px');
    expect(html).toMatch(/<body><div class="print-root">.*Report.*Body text.*<\/div><\/body>/);
  });
});
