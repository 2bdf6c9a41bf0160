import { describe, expect, it } from 'vitest';
import { filterStyle, isAllowedTarget, isRichTextEmpty, RICH_TEXT_URL_PATTERN } from './rich-text.ts';

describe('rich-text policy (spec 02 §5)', () => {
  it('rich text emptiness', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<br>')).toBe(true);
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p>Hi</p>')).toBe(false);
  });
  it('keeps text formatting styles only', () => {
    expect(filterStyle('color: #333; position: fixed; text-align: center')).toBe('color: #333; text-align: center');
  });
  it('keeps only the allowed targets and link schemes', () => {
    expect(isAllowedTarget('_blank')).toBe(true);
    expect(isAllowedTarget('_parent')).toBe(false);
    expect(RICH_TEXT_URL_PATTERN.test('mailto:a@b.c')).toBe(true);
    expect(RICH_TEXT_URL_PATTERN.test('javascript:alert(1)')).toBe(false);
  });
});
