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

describe('letter-spaced text', () => {
  // widths as Helvetica draws 11 pt capitals, with `tracking` points added after each letter
  const spacedRun = (word: string, x: number, top: number, tracking: number): TextRun =>
    run([...word].join(' '), x, top, { size: 11, width: word.length * 7.3 + (word.length - 1) * tracking });
  /** One run per letter, as pdf.js gives letters set far apart. */
  const glyphRuns = (text: string, x: number, top: number, tracking: number, wordGap: number): TextRun[] => {
    const runs: TextRun[] = [];
    for (const char of text) {
      if (char === ' ') x += wordGap;
      else {
        runs.push(run(char, x, top, { size: 11, width: 7.3 }));
        x += 7.3 + tracking;
      }
    }
    return runs;
  };
  const linesOf = (runs: TextRun[]) => layoutPage(runs, 1, 595).lines.map((l) => l.segments);

  it('reads a run per word (letters a little apart) as words', () => {
    const runs = [spacedRun('WORK', 50, 100, 3), spacedRun('EXPERIENCE', 50 + 4 * 7.3 + 3 * 3 + 9, 100, 3)];
    expect(linesOf(runs)).toEqual([['WORK EXPERIENCE']]);
  });

  it('reads one run whose word gaps were lost, when its letters spell a heading', () => {
    expect(linesOf([run('P R O F E S S I O N A L S U M M A R Y', 50, 100, { size: 11, width: 180 })])).toEqual([
      ['PROFESSIONAL SUMMARY'],
    ]);
  });

  it('reads a run per letter (letters far apart, words further) as one line of words, not cells', () => {
    expect(linesOf(glyphRuns('EDUCATION AND TRAINING', 50, 100, 8, 22))).toEqual([['EDUCATION AND TRAINING']]);
  });

  it('keeps a kerned pair that lost its space ("E D U C AT I O N") in the word', () => {
    expect(linesOf([run('E D U C AT I O N', 50, 100, { size: 11, width: 110 })])).toEqual([['EDUCATION']]);
  });

  it('reads a letter-spaced name in small letters, and leaves ordinary text and initials alone', () => {
    const runs = [
      run('J a n e', 50, 60, { size: 20, width: 70 }),
      run('D o e', 136, 60, { size: 20, width: 52 }),
      run('K V S Rao, R & D lead at a US firm', 50, 100),
    ];
    expect(linesOf(runs)).toEqual([['Jane Doe'], ['K V S Rao, R & D lead at a US firm']]);
  });

  it('keeps a right-aligned date apart from ordinary text drawn letter by letter', () => {
    const tight = (text: string, x: number) => [...text].map((char, i) => run(char, x + i * 6, 100, { width: 5.5 }));
    expect(linesOf([...tight('Acme', 50), ...tight('2020', 50 + 4 * 6 + 25)])).toEqual([['Acme', '2020']]);
  });

  it('still splits letter-spaced headings of two columns set far apart', () => {
    const runs = [spacedRun('SKILLS', 50, 100, 3), spacedRun('EXPERIENCE', 300, 100, 3)];
    expect(linesOf(runs)).toEqual([['SKILLS', 'EXPERIENCE']]);
  });
});
