// spec 02 §2 file viewer: which links and types are shown (only
// http(s) links). The sanitising of DOCX HTML is checked in the browser
// (e2e/resume-analysis.test.ts): DOMPurify does not work under happy-dom.
import { describe, expect, it } from 'vitest';
import { resolveFileLink, viewerKind } from './file-link.ts';

const base = 'https://talent.example/file/?type=pdf';

describe('file links', () => {
  it('follows http(s) links and resolves relative ones against the site', () => {
    expect(resolveFileLink('https://cdn.example/r.pdf', base)?.href).toBe('https://cdn.example/r.pdf');
    expect(resolveFileLink('/api/v2/users/candidate/files/?key=a', base)?.href).toBe(
      'https://talent.example/api/v2/users/candidate/files/?key=a',
    );
  });

  it('treats a missing or non-http link as no link', () => {
    for (const raw of [
      null,
      '',
      '   ',
      'javascript:alert(1)',
      'data:application/pdf;base64,AAAA',
      'file:///etc/passwd',
    ]) {
      expect(resolveFileLink(raw, base)).toBeNull();
    }
  });

  it('maps the type parameter to a viewer', () => {
    expect(viewerKind('pdf')).toBe('pdf');
    expect(viewerKind('DOCX')).toBe('word');
    expect(viewerKind('doc')).toBe('word');
    expect(viewerKind('xls')).toBeNull();
    expect(viewerKind(null)).toBeNull();
  });
});
