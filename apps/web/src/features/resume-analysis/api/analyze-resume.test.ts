// spec 02 §8 'Analysis failed: {status} {statusText} - {body}': the body is
// the words a person reads, never raw JSON or an HTML error page.
import { describe, expect, it } from 'vitest';
import { bodyText } from './analyze-resume.ts';

describe('the body of an analysis error', () => {
  it.each([
    [{ detail: 'The file is not a resume.' }, 'The file is not a resume.'],
    [
      { resume_file: ['Please select a valid file type (PDF, DOC, or DOCX)'] },
      'Please select a valid file type (PDF, DOC, or DOCX)',
    ],
    [{ a: ['One.'], b: { c: 'Two.' }, d: ['One.'] }, 'One. Two.'],
    ['Service unavailable', 'Service unavailable'],
    ['<!doctype html><title>502</title>', ''],
    [null, ''],
    [undefined, ''],
  ])('%j reads %j', (data, text) => {
    expect(bodyText(data)).toBe(text);
  });
});
