// Rows, wrapped lines and columns from positioned runs (decision 007: text items
// → lines), on synthetic pages so each rule is seen on its own.
import { describe, expect, it } from 'vitest';
import { layoutPage, type TextRun } from './pdf-layout.ts';

const run = (text: string, x: number, top: number, options: Partial<TextRun> = {}): TextRun => ({
  text,
  x,
  top,
  width: text.length * 5,
  size: 10,
  bold: false,
  italic: false,
  font: 'Helvetica',
  ...options,
});

describe('layoutPage', () => {
  it('keeps a right-aligned date on its line as a second segment, in one column', () => {
    const runs: TextRun[] = [];
    for (let i = 0; i < 8; i++) {
      runs.push(run(`Company ${i}`, 50, 100 + i * 60, { bold: true }), run('Jan 2020 - Present', 460, 100 + i * 60));
      runs.push(run('Led a team that shipped a feature across the whole product line', 60, 112 + i * 60));
    }
    const page = layoutPage(runs, 1, 595);
    expect(page.columns).toBe(1);
    expect(page.lines[0]).toMatchObject({ segments: ['Company 0', 'Jan 2020 - Present'], boldLead: 'Company 0' });
  });

  it('reads a sidebar layout column by column', () => {
    const runs: TextRun[] = [run('Jane Doe', 50, 60, { size: 22, bold: true })];
    for (let i = 0; i < 10; i++) {
      runs.push(run(`Skill ${i}`, 50, 120 + i * 14));
      runs.push(run(`Main column line ${i}${' with more words'.repeat(i % 4)}`, 230, 120 + i * 14));
    }
    const page = layoutPage(runs, 1, 595);
    expect(page.columns).toBe(2);
    const texts = page.lines.map((l) => l.text);
    expect(texts[0]).toBe('Jane Doe');
    expect(texts.slice(1, 11)).toEqual(Array.from({ length: 10 }, (_, i) => `Skill ${i}`));
    expect(page.lines.at(-1)).toMatchObject({ column: 2, text: 'Main column line 9 with more words' });
  });

  it('does not take a column of dates for a sidebar', () => {
    const runs: TextRun[] = [];
    for (let i = 0; i < 8; i++) {
      runs.push(run('2019 – 2021', 50, 100 + i * 40), run(`Company number ${i}`, 150, 100 + i * 40, { bold: true }));
      runs.push(run(`Did something useful for the company ${i}`, 150, 114 + i * 40));
    }
    expect(layoutPage(runs, 1, 595).columns).toBe(1);
  });

  it('joins a wrapped bullet and a URL broken after a hyphen', () => {
    const runs = [
      run('•', 58, 100),
      run('Built a data pipeline that moved ninety million rows every night into', 70, 100, { width: 475 }),
      run('the warehouse', 70, 112),
      run('linkedin.com/in/jane-', 50, 140, { width: 495 }),
      run('doe-42', 50, 152),
    ];
    const texts = layoutPage(runs, 1, 595).lines.map((l) => [l.text, l.bullet]);
    expect(texts).toEqual([
      ['Built a data pipeline that moved ninety million rows every night into the warehouse', true],
      ['linkedin.com/in/jane-doe-42', false],
    ]);
  });
});
