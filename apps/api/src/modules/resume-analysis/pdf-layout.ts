// Positioned text runs of one PDF page → rows → segments → columns → lines in
// reading order (decision 007: "text items → lines"). Pure functions over numbers,
// so the layout rules are testable without a PDF.
import { findIcons, fontFamily, stripBullet, type Line } from './document-model.ts';
import { isLetterSpacedText, joinLetterSpacing } from './letter-spacing.ts';

export interface TextRun {
  text: string;
  /** Left edge and width in points. */
  x: number;
  width: number;
  /** Baseline distance from the top of the page in points. */
  top: number;
  size: number;
  bold: boolean;
  italic: boolean;
  font: string;
}

export interface Rule {
  /** A thin horizontal stroke or fill, page coordinates from the top. */
  top: number;
  left: number;
  right: number;
}

interface Segment {
  runs: TextRun[];
  left: number;
  right: number;
}

interface Row {
  top: number;
  size: number;
  segments: Segment[];
}

const ICON_FONT = /awesome|icon|wingding|dingbat|symbol|material|glyph/i;
const DATE_ONLY =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:\d{1,2}[/.-])?(?:19|20)\d{2}(?:\s*(?:-|–|—|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:\d{1,2}[/.-])?(?:19|20)\d{2}|present|current|now))?$/i;

// Letter-spaced text ('E X P E R I E N C E'): pdf.js writes a space between
// letters set a little apart and gives each letter its own run when they are
// set far apart, so a run is either one character or spaced characters (a
// short word like 'A N D' included, which the text alone could not tell).
const LETTER = /^[\p{L}\p{N}&]$/u;
const SPACED_LETTERS = /^[\p{L}\p{N}&](?: [\p{L}\p{N}&])+$/u;
const isSpacedRun = (run: TextRun) => SPACED_LETTERS.test(run.text.trim()) || isLetterSpacedText(run.text);
const isLetterUnit = (run: TextRun) => LETTER.test(run.text.trim()) || isSpacedRun(run);
/** Wider gaps than this between letter-spaced runs are word gaps or columns. */
const SPACED_WORD_GAP_EMS = 3.5;

/** About how wide one character is: capitals wider than small letters (Helvetica-like averages). */
const glyphWidth = (char: string, size: number) =>
  (/\p{Lu}/u.test(char) ? 0.66 : /\p{N}/u.test(char) ? 0.56 : 0.5) * size;

/**
 * The gap between the letters of letter-spaced runs, in points: measured
 * between runs of one character, estimated inside a run 'E X P E R I E N C E'
 * from its width. null when nothing is letter-spaced.
 */
function letterGapOf(runs: TextRun[]): number | null {
  let gap = Infinity;
  for (const [i, run] of runs.entries()) {
    const text = run.text.trim();
    if (isSpacedRun(run)) {
      const chars = [...text.replace(/ /g, '')];
      const ink = chars.reduce((sum, char) => sum + glyphWidth(char, run.size), 0);
      gap = Math.min(gap, Math.max(0.1 * run.size, (run.width - ink) / (chars.length - 1)));
    } else if (LETTER.test(text) && runs[i + 1] && LETTER.test(runs[i + 1]!.text.trim())) {
      gap = Math.min(gap, Math.max(0, runs[i + 1]!.x - (run.x + run.width)));
    }
  }
  return Number.isFinite(gap) ? gap : null;
}

/**
 * A word gap between two letter-spaced runs: well wider than the gap between
 * letters, or (between two runs of spaced letters, which pdf.js splits only
 * at a gap wider than 0.6 em) any gap of that size.
 */
function isWordGap(previous: TextRun, run: TextRun, gap: number, letterGap: number | null): boolean {
  if (letterGap === null || !isLetterUnit(previous) || !isLetterUnit(run)) return false;
  const size = Math.max(run.size, 1);
  if (gap > 1.5 * letterGap + 0.15 * size) return true;
  return isSpacedRun(previous) && isSpacedRun(run) && gap >= 0.6 * size;
}

/** Groups runs sharing a baseline into rows, then splits rows at wide gaps. */
export function buildRows(runs: TextRun[]): Row[] {
  const sorted = runs.filter((r) => r.text.trim() !== '').sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: { top: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(run.top - row.top) <= 0.35 * Math.max(run.size, row.size)) row.runs.push(run);
    else rows.push({ top: run.top, size: run.size, runs: [run] });
  }
  return rows.map((row) => {
    const ordered = row.runs.sort((a, b) => a.x - b.x);
    const segments: Segment[] = [];
    for (const run of ordered) {
      const current = segments.at(-1);
      const gap = current ? run.x - current.right : Infinity;
      // A gap of about two ems is wider than any word space: a new column cell,
      // a right-aligned date, or the other column of the page. Words whose
      // letters are set well apart sit further apart.
      const last = current?.runs.at(-1);
      const spaced =
        last !== undefined &&
        isLetterUnit(last) &&
        isLetterUnit(run) &&
        (letterGapOf(current!.runs) ?? 0) >= 0.2 * run.size;
      if (current && gap <= (spaced ? SPACED_WORD_GAP_EMS : 1.8) * Math.max(run.size, 4)) {
        current.runs.push(run);
        current.right = Math.max(current.right, run.x + run.width);
      } else segments.push({ runs: [run], left: run.x, right: run.x + run.width });
    }
    return { top: row.top, size: Math.max(...ordered.map((r) => r.size)), segments };
  });
}

function segmentText(segment: Segment): string {
  const letterGap = letterGapOf(segment.runs);
  let text = '';
  let previous: TextRun | null = null;
  for (const run of segment.runs) {
    const gap = previous ? run.x - (previous.x + previous.width) : 0;
    // two spaces mark a word gap between spaced letters for joinLetterSpacing
    if (previous && isWordGap(previous, run, gap, letterGap)) text += '  ';
    else if (text && gap > 0.12 * run.size && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
    text += run.text;
    previous = run;
  }
  return joinLetterSpacing(text).replace(/\s+/g, ' ').trim();
}

export interface ColumnSplit {
  gutter: number;
}

/**
 * Finds a vertical gutter that splits the page into two columns of text (a
 * sidebar layout). Right-aligned dates also leave a gap, so a side made mostly
 * of dates is not a column, and both sides must share many rows.
 */
/** Both sides hold at least four rows of their own within the height both sides span. */
function interleaved(rows: Row[], x: number): boolean {
  const sideOf = (row: Row) => {
    const left = row.segments.some((s) => s.right <= x + 1);
    const right = row.segments.some((s) => s.left >= x - 1);
    return left && right ? 'both' : left ? 'left' : right ? 'right' : 'none';
  };
  const tops = (side: 'left' | 'right') =>
    rows.filter((row) => sideOf(row) === side || sideOf(row) === 'both').map((row) => row.top);
  const [left, right] = [tops('left'), tops('right')];
  if (!left.length || !right.length) return false;
  const from = Math.max(Math.min(...left), Math.min(...right));
  const to = Math.min(Math.max(...left), Math.max(...right));
  const alone = (side: 'left' | 'right') =>
    rows.filter((row) => sideOf(row) === side && row.top >= from && row.top <= to).length;
  return alone('left') >= 4 && alone('right') >= 4;
}

export function findColumnGutter(rows: Row[], pageWidth: number): ColumnSplit | null {
  const segments = rows.flatMap((row) => row.segments);
  if (segments.length < 10) return null;
  let best: { x: number; crossing: number; shared: number } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    let crossing = 0;
    let shared = 0;
    for (const row of rows) {
      let left = false;
      let right = false;
      for (const s of row.segments) {
        if (s.left < x - 1 && s.right > x + 1) crossing++;
        else if (s.right <= x + 1) left = true;
        else right = true;
      }
      if (left && right) shared++;
    }
    if (!best || crossing < best.crossing || (crossing === best.crossing && shared > best.shared)) {
      best = { x, crossing, shared };
    }
  }
  if (!best) return null;
  if (best.crossing > Math.max(2, segments.length * 0.08)) return null;
  // two columns of different line heights seldom share a row: beside the
  // shared rows, count the rows each side fills alone where both sides run
  // (a right-aligned date or place always shares its row, so it never counts)
  if (best.shared < 5 && !interleaved(rows, best.x)) return null;
  const leftSegs = segments.filter((s) => s.right <= best.x + 1);
  const rightSegs = segments.filter((s) => s.left >= best.x - 1);
  if (leftSegs.length < 4 || rightSegs.length < 4) return null;
  const dateShare = (segs: Segment[]) => segs.filter((s) => DATE_ONLY.test(segmentText(s))).length / segs.length;
  if (dateShare(leftSegs) > 0.5 || dateShare(rightSegs) > 0.5) return null;
  return { gutter: best.x };
}

/** A line while the page is laid out: where the text after a bullet glyph starts. */
type DraftLine = Omit<Line, 'gapBefore'> & { textLeft: number };

function makeLine(segments: Segment[], top: number, page: number, column: number, rules: Rule[]): DraftLine | null {
  const runs = segments.flatMap((s) => s.runs);
  const texts = segments.map(segmentText).filter(Boolean);
  if (texts.length === 0) return null;
  const first = stripBullet(texts[0]!);
  let bullet = first.bullet;
  if (bullet) texts[0] = first.text;
  if (texts[0] === '') texts.shift();
  if (texts.length === 0) return null;
  let letters = 0;
  let boldLetters = 0;
  let italicLetters = 0;
  const sizes = new Map<number, number>();
  const icons: string[] = [];
  for (const [i, run] of runs.entries()) {
    const count = run.text.replace(/\s/g, '').length;
    letters += count;
    if (run.bold) boldLetters += count;
    if (run.italic) italicLetters += count;
    const size = Math.round(run.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + count);
    const isBulletRun = i === 0 && stripBullet(run.text + ' x').bullet && run.text.trim().length === 1;
    if (isBulletRun) bullet = true;
    else if (ICON_FONT.test(run.font) && run.text.trim()) icons.push(run.text.trim());
  }
  icons.push(...texts.flatMap(findIcons));
  const fontSize = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const bold = letters > 0 && boldLetters / letters >= 0.6;
  let boldLead: string | null = null;
  if (!bold && runs[0]?.bold && boldLetters > 0) {
    const leadRuns: TextRun[] = [];
    for (const run of runs) {
      if (!run.bold) break;
      leadRuns.push(run);
    }
    boldLead = stripBullet(segmentText({ runs: leadRuns, left: 0, right: 0 })).text || null;
  }
  const left = Math.min(...segments.map((s) => s.left));
  const right = Math.max(...segments.map((s) => s.right));
  const ruleBelow = rules.some(
    (rule) =>
      rule.top > top - 1 &&
      rule.top < top + fontSize * 1.1 &&
      rule.left < left + 10 &&
      rule.right > Math.min(right, left + 100),
  );
  return {
    text: texts.join(' | '),
    segments: texts,
    page,
    top,
    left,
    right,
    textLeft: bullet && runs.length > 1 && runs[0]!.text.trim().length === 1 ? runs[1]!.x : left + fontSize,
    fontSize,
    bold,
    italic: letters > 0 && italicLetters / letters >= 0.6,
    boldLead,
    bullet,
    headingLevel: null,
    ruleBelow,
    source: 'body',
    column,
    icons: icons.filter((icon) => !/^[•●◦▪■]$/.test(icon)),
  };
}

function withGaps(lines: DraftLine[]): (DraftLine & { gapBefore: number })[] {
  const out: (DraftLine & { gapBefore: number })[] = [];
  let previous: DraftLine | null = null;
  for (const line of lines) {
    let gapBefore = 0;
    if (previous && previous.page === line.page && previous.column === line.column && line.top > previous.top) {
      const pitch = 1.2 * Math.max(line.fontSize, previous.fontSize, 1);
      gapBefore = Math.max(0, Math.round(((line.top - previous.top) / pitch - 1) * 10) / 10);
    }
    out.push({ ...line, gapBefore });
    previous = line;
  }
  return out;
}

/**
 * Joins lines the PDF wrapped: the next line starts where the text of this
 * one started, in the same style, right below, and its first word would not
 * have fitted at the end of this one (so this line ran to the column edge).
 */
function mergeWrapped(lines: (DraftLine & { gapBefore: number })[]): Line[] {
  const edge = new Map<string, number>();
  const start = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.page}/${line.column}`;
    edge.set(key, Math.max(edge.get(key) ?? 0, line.right));
    start.set(key, Math.min(start.get(key) ?? Infinity, line.left));
  }
  const out: (DraftLine & { gapBefore: number })[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const firstWord = line.text.split(' ')[0] ?? '';
    // one-per-line lists ("Stakeholder Management" / "Problem Solving") are not wraps
    const shortItem = previous !== undefined && previous.text.split(' ').length <= 3 && !/[-/,]$/.test(previous.text);
    const key = `${line.page}/${line.column}`;
    const nextWordWidth = (firstWord.length + 1) * 0.6 * line.fontSize;
    // centred text wraps around the middle: both lines share a centre, and
    // the first would have been too wide with the next word
    const centred =
      previous !== undefined &&
      Math.abs((line.left + line.right) / 2 - (previous.left + previous.right) / 2) < 3 &&
      line.left > (start.get(key) ?? 0) + 20 &&
      previous.right - previous.left + nextWordWidth >= (edge.get(key) ?? 0) - (start.get(key) ?? 0) - 4;
    const wrapped =
      previous !== undefined &&
      !shortItem &&
      // "Professional: Adaptability" after "Technical: …" starts a new labelled line
      !/^[A-Z][\w &/]{1,30}:\s/.test(line.text) &&
      previous.page === line.page &&
      previous.column === line.column &&
      line.top > previous.top &&
      line.gapBefore < 0.6 &&
      !line.bullet &&
      line.segments.length === 1 &&
      previous.segments.length === 1 &&
      Math.abs(line.fontSize - previous.fontSize) < 0.6 &&
      line.bold === previous.bold &&
      line.italic === previous.italic &&
      (centred ||
        ((Math.abs(line.left - (previous.bullet ? previous.textLeft : previous.left)) < 3 ||
          // a typed '• ' wraps under the bullet itself, not under its text
          (previous.bullet && Math.abs(line.left - previous.left) < 3 && /^[a-z]/.test(line.text))) &&
          previous.right + nextWordWidth >= (edge.get(key) ?? 0) - 2));
    if (wrapped) {
      // a line broken after a hyphen or slash ("linkedin.com/in/jane-" + "doe") joins without a space
      const text = /[-/]$/.test(previous.text) ? `${previous.text}${line.text}` : `${previous.text} ${line.text}`;
      out[out.length - 1] = {
        ...previous,
        text,
        segments: [text],
        right: line.right,
        icons: [...previous.icons, ...line.icons],
      };
    } else out.push(line);
  }
  return out.map(({ textLeft: _textLeft, ...line }) => line);
}

export interface PageLayout {
  lines: Line[];
  columns: 1 | 2;
  fonts: string[];
}

/** One page's runs in reading order: the full-width top, the left column, the right column. */
export function layoutPage(runs: TextRun[], page: number, pageWidth: number, rules: Rule[] = []): PageLayout {
  const rows = buildRows(runs);
  const fonts = [...new Set(runs.filter((r) => r.text.trim()).map((r) => fontFamily(r.font)))];
  const split = findColumnGutter(rows, pageWidth);
  if (!split) {
    const lines = rows.map((row) => makeLine(row.segments, row.top, page, 0, rules)).filter((l) => l !== null);
    return { lines: mergeWrapped(withGaps(lines)), columns: 1, fonts };
  }
  const { gutter } = split;
  const top: DraftLine[] = [];
  const left: DraftLine[] = [];
  const right: DraftLine[] = [];
  const bottom: DraftLine[] = [];
  const firstShared = rows.findIndex(
    (row) => row.segments.some((s) => s.right <= gutter + 1) && row.segments.some((s) => s.left >= gutter - 1),
  );
  for (const [index, row] of rows.entries()) {
    const crossing = row.segments.some((s) => s.left < gutter - 1 && s.right > gutter + 1);
    if (crossing) {
      const line = makeLine(row.segments, row.top, page, 0, rules);
      if (line) (index < firstShared ? top : bottom).push(line);
      continue;
    }
    const l = row.segments.filter((s) => s.right <= gutter + 1);
    const r = row.segments.filter((s) => s.right > gutter + 1);
    const leftLine = l.length ? makeLine(l, row.top, page, 1, rules) : null;
    const rightLine = r.length ? makeLine(r, row.top, page, 2, rules) : null;
    if (leftLine) left.push(leftLine);
    if (rightLine) right.push(rightLine);
  }
  return { lines: mergeWrapped(withGaps([...top, ...left, ...right, ...bottom])), columns: 2, fonts };
}
