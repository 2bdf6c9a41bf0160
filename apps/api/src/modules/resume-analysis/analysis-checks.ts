// The analysis of decision 007: every check has a status (pass / warn / fail), the
// evidence found in the resume and how to fix it; categories are weighted
// into an overall score; 'What an applicant tracking system sees' lists the
// parsed fields.
import {
  CATEGORY_LABELS,
  CATEGORY_WEIGHTS,
  CHECK_CATEGORIES,
  type AnalysisCheck,
  type AnalysisStats,
  type AtsField,
  type CheckCategory,
  type CheckId,
  type CheckStatus,
  type Score,
} from '@talent/contracts/resume-analysis';
import { monthIndex, type DateStyle, type YearMonth } from './dates.ts';
import type { ExtractedDocument } from './document-model.ts';
import type { ParseResult, ParsedWorkEntry } from './resume-parser.ts';
import { ACTION_VERBS, FIRST_PERSON, STREET_WORDS, WEAK_OPENERS } from './resume-vocabulary.ts';

const CATEGORY_OF: Record<CheckId, CheckCategory> = {
  'text-layer': 'parseability',
  columns: 'parseability',
  'tables-textboxes': 'parseability',
  'header-contact': 'parseability',
  'icon-glyphs': 'parseability',
  fonts: 'parseability',
  'contact-name': 'contact',
  'contact-email': 'contact',
  'contact-phone': 'contact',
  'contact-location': 'contact',
  'contact-links': 'contact',
  'name-match': 'contact',
  'sections-present': 'sections',
  'standard-headings': 'sections',
  'date-format': 'dates',
  'date-order': 'dates',
  'date-gaps': 'dates',
  'date-overlaps': 'dates',
  'date-validity': 'dates',
  'experience-total': 'dates',
  'quantified-bullets': 'impact',
  'action-verbs': 'impact',
  'bullet-length': 'impact',
  'first-person': 'impact',
  'repeated-verbs': 'impact',
  'page-count': 'length',
  'word-count': 'length',
  'bullets-per-role': 'length',
  'skills-count': 'skills',
  'skills-balance': 'skills',
  'skills-backed': 'skills',
  photo: 'privacy',
  'date-of-birth': 'privacy',
  'street-address': 'privacy',
};

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const GAP_MONTHS = 6;
const MAX_EVIDENCE = 6;

function formatDate(date: YearMonth | null, present = false): string {
  if (present) return 'Present';
  if (!date) return '?';
  return date.month ? `${MONTH_NAMES[date.month - 1]} ${date.year}` : String(date.year);
}

const quote = (text: string, max = 110) => `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A thin resume cannot score as a strong one: its word-count warning weighs little in
 * the weighted average, so the overall score is capped instead (a 96 beside 'the resume
 * looks thin' contradicted itself).
 */
const THIN_RESUME_SCORE_CAP = 75;

class CheckList {
  readonly items: AnalysisCheck[] = [];
  /** The highest overall score the findings allow. */
  cap = 100;
  capScore(value: number) {
    this.cap = Math.min(this.cap, value);
  }
  add(id: CheckId, title: string, status: CheckStatus, summary: string, evidence: string[], fix: string | null) {
    this.items.push({
      id,
      category: CATEGORY_OF[id],
      title,
      status,
      summary,
      evidence: evidence.slice(0, MAX_EVIDENCE),
      fix: status === 'pass' ? null : fix,
    });
  }
}

export interface AnalysisInput {
  doc: ExtractedDocument;
  parsed: ParseResult;
  candidateName: string | null;
  now: Date;
}

/** Some text on at least one page; otherwise nothing but the text-layer check makes sense. */
export function hasReadableText(doc: ExtractedDocument, parsed: ParseResult) {
  return !doc.encrypted && parsed.words > 0 && doc.imageOnlyPages.length < Math.max(1, Math.min(doc.pages, 20));
}

function textLayerCheck(list: CheckList, doc: ExtractedDocument, parsed: ParseResult) {
  const title = 'Text can be read';
  if (doc.encrypted) {
    list.add(
      'text-layer',
      title,
      'fail',
      'The PDF is password-protected, so its text cannot be read by an applicant tracking system.',
      ['The file asks for a password before it opens.'],
      'Remove the password (print or export an unprotected PDF) before you upload it.',
    );
    return;
  }
  const readPages = Math.min(doc.pages, 20);
  if (!hasReadableText(doc, parsed)) {
    list.add(
      'text-layer',
      title,
      'fail',
      doc.format === 'pdf'
        ? 'No text layer was found: the pages are images (a scan or a picture of text), so an ATS sees an empty resume.'
        : 'No text was found in the document, so an ATS sees an empty resume.',
      [
        `${plural(doc.imageOnlyPages.length || readPages, 'page')} without text`,
        `${plural(parsed.words, 'word')} found`,
      ],
      'Export the resume from your word processor as a PDF or DOCX instead of scanning or photographing it.',
    );
    return;
  }
  if (doc.imageOnlyPages.length > 0) {
    list.add(
      'text-layer',
      title,
      'warn',
      `${plural(doc.imageOnlyPages.length, 'page')} of ${readPages} carry no text and will be skipped.`,
      doc.imageOnlyPages.map((p) => `Page ${p} has no text layer`),
      'Replace scanned or image pages with real text.',
    );
    return;
  }
  list.add('text-layer', title, 'pass', `All text is selectable (${plural(parsed.words, 'word')}).`, [], null);
}

function parseabilityChecks(list: CheckList, doc: ExtractedDocument, parsed: ParseResult) {
  if (doc.multiColumnPages.length > 0) {
    list.add(
      'columns',
      'Single-column layout',
      'warn',
      'The page is laid out in two columns; many ATS read straight across and mix the columns.',
      doc.multiColumnPages.map((p) => `Page ${p} reads as two columns`),
      'Use one column: put contact details and skills above or below the experience, not beside it.',
    );
  } else list.add('columns', 'Single-column layout', 'pass', 'The text runs in one column.', [], null);

  if (doc.tables > 0 || doc.textBoxes > 0) {
    const evidence = [
      ...(doc.tables
        ? [doc.format === 'pdf' ? `${plural(doc.tables, 'page')} drawn as a table grid` : plural(doc.tables, 'table')]
        : []),
      ...(doc.textBoxes ? [plural(doc.textBoxes, 'text box')] : []),
    ];
    list.add(
      'tables-textboxes',
      'No tables or text boxes',
      'warn',
      'Tables and text boxes are often skipped or read out of order by an ATS.',
      evidence,
      'Move the content of tables and text boxes into ordinary paragraphs and bullet lists.',
    );
  } else
    list.add('tables-textboxes', 'No tables or text boxes', 'pass', 'No tables or text boxes were found.', [], null);

  const { email, phone } = parsed.contactSources;
  const inHeader = (source: string | null) => source === 'header' || source === 'footer';
  if (
    (inHeader(email) || email === null) &&
    (inHeader(phone) || phone === null) &&
    (inHeader(email) || inHeader(phone))
  ) {
    list.add(
      'header-contact',
      'Contact details in the body',
      'warn',
      'Your contact details are only in the page header or footer, which many ATS ignore.',
      parsed.headerBlock.filter((l) => l.source === 'header' || l.source === 'footer').map((l) => quote(l.text)),
      'Put your e-mail and phone number in the body of the first page, under your name.',
    );
  } else
    list.add(
      'header-contact',
      'Contact details in the body',
      'pass',
      'Contact details are in the body of the document.',
      [],
      null,
    );

  const icons = doc.lines.flatMap((l) => l.icons);
  if (icons.length > 0) {
    const codes = [...new Set(icons)].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    list.add(
      'icon-glyphs',
      'No icon glyphs',
      'warn',
      `${plural(icons.length, 'icon glyph')} found; an ATS reads them as junk characters or drops the text next to them.`,
      codes,
      'Replace icons (phone, envelope, pin) with words such as "Phone:" and "Email:".',
    );
  } else list.add('icon-glyphs', 'No icon glyphs', 'pass', 'No icon glyphs were found.', [], null);

  const fonts = doc.fontFamilies;
  if (fonts.length > 3) {
    list.add(
      'fonts',
      'Few fonts',
      'warn',
      `${plural(fonts.length, 'font family')} are used; more than three look inconsistent and can embed oddly.`,
      fonts,
      'Use one font family for the text and at most one more for headings.',
    );
  } else
    list.add('fonts', 'Few fonts', 'pass', `${plural(Math.max(fonts.length, 1), 'font family')} in use.`, fonts, null);
}

function normaliseName(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1);
}

function contactChecks(list: CheckList, parsed: ParseResult, candidateName: string | null) {
  const { basics } = parsed.resume;
  if (basics.name) list.add('contact-name', 'Name', 'pass', `Name found: ${basics.name}.`, [basics.name], null);
  else
    list.add(
      'contact-name',
      'Name',
      'fail',
      'No name was recognised at the top of the resume.',
      [],
      'Start the resume with your full name on its own line, in plain text.',
    );
  if (basics.email)
    list.add('contact-email', 'E-mail address', 'pass', `E-mail found: ${basics.email}.`, [basics.email], null);
  else
    list.add(
      'contact-email',
      'E-mail address',
      'fail',
      'No e-mail address was found.',
      [],
      'Add your e-mail address as plain text under your name.',
    );
  if (basics.phone)
    list.add('contact-phone', 'Phone number', 'pass', `Phone found: ${basics.phone}.`, [basics.phone], null);
  else
    list.add(
      'contact-phone',
      'Phone number',
      'fail',
      'No phone number was found.',
      [],
      'Add a phone number with the country code, e.g. +91 98765 43210.',
    );
  if (basics.location)
    list.add('contact-location', 'Location', 'pass', `Location found: ${basics.location}.`, [basics.location], null);
  else
    list.add(
      'contact-location',
      'Location',
      'warn',
      'No city or country was found; recruiters filter by location.',
      [],
      'Add your city and country (a full street address is not needed).',
    );
  const linkedin = basics.profiles.find((p) => p.network === 'linkedin');
  if (linkedin)
    list.add(
      'contact-links',
      'Profile links',
      'pass',
      'A LinkedIn profile link was found.',
      basics.profiles.map((p) => p.url),
      null,
    );
  else
    list.add(
      'contact-links',
      'Profile links',
      'warn',
      'No LinkedIn profile link was found.',
      basics.profiles.map((p) => p.url),
      'Add your LinkedIn profile URL (linkedin.com/in/…) to the contact line.',
    );

  if (candidateName && candidateName.trim()) {
    const given = normaliseName(candidateName);
    const found = basics.name ? normaliseName(basics.name) : [];
    const shared = given.filter((t) => found.includes(t));
    const evidence = [`Candidate name: ${candidateName.trim()}`, `Name on the resume: ${basics.name ?? 'not found'}`];
    if (found.length && shared.length === Math.min(given.length, found.length)) {
      list.add(
        'name-match',
        'Matches the candidate name',
        'pass',
        'The name on the resume matches the candidate name.',
        evidence,
        null,
      );
    } else if (shared.length > 0) {
      list.add(
        'name-match',
        'Matches the candidate name',
        'warn',
        'The name on the resume only partly matches the candidate name.',
        evidence,
        'Use the same full name on the resume and in the application.',
      );
    } else {
      list.add(
        'name-match',
        'Matches the candidate name',
        'fail',
        'The name on the resume does not match the candidate name.',
        evidence,
        'Check that this is the right resume, and use the same name on it as in the application.',
      );
    }
  }
}

function sectionChecks(list: CheckList, parsed: ParseResult) {
  const kinds = new Set(parsed.sections.map((s) => s.kind));
  const headings = parsed.sections.map((s) => s.heading.text);
  const missing = (['work', 'education', 'skills'] as const).filter((k) => !kinds.has(k));
  const label = { work: 'Experience', education: 'Education', skills: 'Skills' };
  if (missing.length === 0) {
    list.add(
      'sections-present',
      'Key sections',
      'pass',
      'Experience, Education and Skills sections were found.',
      headings,
      null,
    );
  } else {
    list.add(
      'sections-present',
      'Key sections',
      missing.includes('work') ? 'fail' : 'warn',
      `Missing ${missing.map((k) => label[k]).join(', ')}.`,
      headings.length ? headings : ['No section headings were recognised'],
      `Add ${missing.map((k) => `an "${label[k]}"`).join(' and ')} section with a plain heading.`,
    );
  }
  const odd = parsed.sections.filter((s) => !s.standard);
  if (odd.length) {
    list.add(
      'standard-headings',
      'Standard headings',
      'warn',
      `${plural(odd.length, 'heading')} an ATS may not recognise.`,
      odd.map((s) => quote(s.heading.text)),
      'Use the usual names: Summary, Experience, Education, Skills, Certifications, Projects.',
    );
  } else
    list.add('standard-headings', 'Standard headings', 'pass', 'All section headings are standard.', headings, null);
}

/** Style families: a month name matches both its short and long spelling. */
function distinctStyles(styles: DateStyle[]): DateStyle[] {
  const set = new Set(styles);
  if (set.has('month') && (set.has('month-short') || set.has('month-long'))) set.delete('month');
  return [...set];
}

interface Interval {
  entry: ParsedWorkEntry;
  /** Month indexes, ordered even when the resume writes the end before the start. */
  start: number;
  end: number;
  startYear: number;
  endYear: number;
  /** Written as years only: compare whole years, not months. */
  yearOnly: boolean;
  backwards: boolean;
}

function workIntervals(work: ParsedWorkEntry[], now: Date): Interval[] {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return work
    .filter((w) => w.range)
    .map((w) => {
      const range = w.range!;
      const rawStart = monthIndex(range.start, 'start');
      const rawEnd = range.present ? nowIndex : monthIndex(range.end!, 'end');
      const endYear = range.present ? now.getUTCFullYear() : range.end!.year;
      const yearOnly = range.start.month === null || (!range.present && range.end!.month === null);
      const backwards = yearOnly ? endYear < range.start.year : rawEnd < rawStart;
      return {
        entry: w,
        start: Math.min(rawStart, rawEnd),
        end: Math.max(rawStart, rawEnd),
        startYear: Math.min(range.start.year, endYear),
        endYear: Math.max(range.start.year, endYear),
        yearOnly,
        backwards,
      };
    });
}

/** Months with no role between an earlier interval and a later one. */
function gapMonths(earlier: Interval, later: Interval): number {
  // "2019 – 2020" then "2021 – Present" has no gap a reader could see
  if (earlier.yearOnly || later.yearOnly) return Math.max(0, later.startYear - earlier.endYear - 1) * 12;
  return later.start - earlier.end - 1;
}

function overlapping(a: Interval, b: Interval): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  // sharing the boundary year ("2018 – 2020", "2020 – 2022") is not an overlap
  if (first.yearOnly || second.yearOnly) return second.startYear < first.endYear;
  return second.start < first.end - 1;
}

export function experienceMonths(work: ParsedWorkEntry[], now: Date): number | null {
  const intervals = workIntervals(work, now).sort((a, b) => a.start - b.start);
  if (intervals.length === 0) return null;
  let total = 0;
  let [start, end] = [intervals[0]!.start, intervals[0]!.end];
  for (const i of intervals.slice(1)) {
    if (i.start > end + 1) {
      total += end - start + 1;
      [start, end] = [i.start, i.end];
    } else end = Math.max(end, i.end);
  }
  return total + (end - start + 1);
}

const describe = (w: ParsedWorkEntry) => [w.title, w.company].filter(Boolean).join(', ') || w.headerText;

function dateChecks(list: CheckList, parsed: ParseResult, now: Date) {
  // Years alone are the norm for education next to month dates for roles, so
  // education dates only count when they spell months differently.
  const ranges = [
    ...parsed.work.flatMap((w) => (w.range ? [w.range] : [])),
    ...parsed.educationRanges.filter((r) => r.style !== 'year'),
  ];
  const styles = distinctStyles(ranges.map((r) => r.style));
  if (styles.length > 1) {
    const examples = styles.map((style) => ranges.find((r) => r.style === style)!.text);
    list.add(
      'date-format',
      'One date format',
      'warn',
      `Dates are written in ${styles.length} different formats.`,
      examples.map((e) => quote(e)),
      'Write every date the same way, e.g. "Jan 2020 – Mar 2022".',
    );
  } else
    list.add(
      'date-format',
      'One date format',
      'pass',
      ranges.length ? 'Dates use one format.' : 'No date ranges to compare.',
      ranges.slice(0, 2).map((r) => quote(r.text)),
      null,
    );

  const dated = parsed.work.filter((w) => w.range);
  const order: string[] = [];
  for (let i = 1; i < dated.length; i++) {
    const previous = dated[i - 1]!;
    const current = dated[i]!;
    const prevKey = previous.range!.present ? Infinity : monthIndex(previous.range!.start, 'start');
    const curKey = current.range!.present ? Infinity : monthIndex(current.range!.start, 'start');
    if (curKey > prevKey)
      order.push(
        `${quote(describe(current), 60)} (${current.range!.text}) is listed after ${quote(describe(previous), 60)} (${previous.range!.text})`,
      );
  }
  if (order.length) {
    list.add(
      'date-order',
      'Newest first',
      'warn',
      'Work entries are not in reverse-chronological order.',
      order,
      'List your most recent role first, then go back in time.',
    );
  } else list.add('date-order', 'Newest first', 'pass', 'Work entries run from newest to oldest.', [], null);

  const intervals = workIntervals(parsed.work, now).sort((a, b) => a.start - b.start);
  const gaps: string[] = [];
  let reach: Interval | null = null;
  for (const interval of intervals) {
    const months = reach ? gapMonths(reach, interval) : 0;
    if (reach && months > GAP_MONTHS) {
      gaps.push(
        `${months} months between ${formatDate(reach.entry.range!.end, reach.entry.range!.present)} and ${formatDate(interval.entry.range!.start)}`,
      );
    }
    if (!reach || interval.end > reach.end) reach = interval;
  }
  if (gaps.length) {
    list.add(
      'date-gaps',
      'No long gaps',
      'warn',
      `${plural(gaps.length, 'gap')} of more than ${GAP_MONTHS} months between roles.`,
      gaps,
      'Explain longer gaps briefly (study, family, travel, freelance work) so a recruiter does not guess.',
    );
  } else
    list.add('date-gaps', 'No long gaps', 'pass', `No gaps longer than ${GAP_MONTHS} months between roles.`, [], null);

  const overlaps: string[] = [];
  for (let i = 0; i < intervals.length; i++) {
    for (let j = i + 1; j < intervals.length; j++) {
      const a = intervals[i]!;
      const b = intervals[j]!;
      const sameCompany =
        a.entry.company && b.entry.company && a.entry.company.toLowerCase() === b.entry.company.toLowerCase();
      if (!sameCompany && overlapping(a, b)) {
        overlaps.push(
          `${quote(describe(a.entry), 50)} (${a.entry.range!.text}) overlaps ${quote(describe(b.entry), 50)} (${b.entry.range!.text})`,
        );
      }
    }
  }
  if (overlaps.length) {
    list.add(
      'date-overlaps',
      'No overlapping roles',
      'warn',
      `${plural(overlaps.length, 'pair')} of roles overlap in time.`,
      overlaps,
      'If the roles really ran in parallel, say so (part-time, freelance); otherwise correct the dates.',
    );
  } else list.add('date-overlaps', 'No overlapping roles', 'pass', 'No roles overlap.', [], null);

  const backwards = intervals.filter((i) => i.backwards);
  const undated = parsed.work.filter((w) => !w.range);
  if (backwards.length) {
    list.add(
      'date-validity',
      'Valid dates',
      'fail',
      `${plural(backwards.length, 'role')} end before they start.`,
      backwards.map((i) => `${quote(describe(i.entry), 60)}: ${i.entry.range!.text}`),
      'Correct the start and end dates.',
    );
  } else if (undated.length) {
    list.add(
      'date-validity',
      'Valid dates',
      'warn',
      `${plural(undated.length, 'role')} without dates.`,
      undated.map((w) => quote(describe(w), 80)),
      'Give every role a start and an end date (or "Present").',
    );
  } else list.add('date-validity', 'Valid dates', 'pass', 'Every role has a valid start and end.', [], null);

  const months = experienceMonths(parsed.work, now);
  if (months === null) {
    list.add(
      'experience-total',
      'Total experience',
      'warn',
      'No dated work entries, so the total experience cannot be computed.',
      [],
      'Add start and end dates to each role.',
    );
  } else {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const total = `About ${plural(years, 'year')}${rest ? ` and ${plural(rest, 'month')}` : ''} of experience (overlaps counted once)`;
    const evidence = intervals.map((i) => `${describe(i.entry)}: ${i.entry.range!.text}`);
    const claim = claimedYears(parsed.resume.basics?.summary ?? null);
    // a summary that says one number and dates that add up to another: a reader notices
    const actual = months / 12;
    // 'N+ years' only says at least N
    const disagrees =
      claim && (claim.atLeast ? actual < claim.years - 0.5 : Math.abs(claim.years - actual) >= CLAIM_TOLERANCE_YEARS);
    if (claim && disagrees) {
      list.add(
        'experience-total',
        'Total experience',
        'warn',
        `The summary says ${claim.text}, but the dates add up to ${total.charAt(0).toLowerCase()}${total.slice(1)}.`,
        [quote(claim.sentence, 120), ...evidence],
        'Make the summary and the dates agree: correct the number of years or the dates.',
      );
    } else list.add('experience-total', 'Total experience', 'pass', `${total}.`, evidence, null);
  }
}

/** Years apart before a summary's claim and the dates disagree (rounding and 'N+' cover less). */
const CLAIM_TOLERANCE_YEARS = 1.5;

/** "7 years of experience", "7+ yrs experience", "over 7 years in …": the number a summary claims. */
export function claimedYears(
  summary: string | null,
): { years: number; atLeast: boolean; text: string; sentence: string } | null {
  if (!summary) return null;
  const match =
    /\b(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)\b(?:\s+of)?(?:\s+[a-z-]+){0,3}?\s+(?:experience|expertise|in\b)/i.exec(
      summary,
    );
  if (!match) return null;
  const years = Number(match[1]);
  if (!(years > 0 && years < 50)) return null;
  const start = summary.lastIndexOf('.', match.index) + 1;
  const end = summary.indexOf('.', match.index + match[0].length);
  const sentence = summary.slice(start, end === -1 ? undefined : end + 1).trim();
  const atLeast = /\+|\bover\b|\bmore than\b/i.test(
    summary.slice(Math.max(0, match.index - 12), match.index) + match[0],
  );
  return { years, atLeast, text: `${match[1]}${atLeast ? '+' : ''} years`, sentence };
}

/** A number that is not a year: "40%", "2M users", "$1.2M", "3x", "12 engineers". */
function isQuantified(text: string) {
  return /\d/.test(text.replace(/\b(19|20)\d{2}\b/g, ''));
}

function firstWord(text: string) {
  return (text.match(/^[A-Za-z-]+/)?.[0] ?? '').toLowerCase();
}

function impactChecks(list: CheckList, parsed: ParseResult): AnalysisStats {
  const bullets = parsed.work.flatMap((w) => w.highlights);
  const quantified = bullets.filter(isQuantified);
  const strong = bullets.filter((b) => ACTION_VERBS.has(firstWord(b)));
  const weak = bullets.filter((b) => WEAK_OPENERS.test(b));
  if (bullets.length === 0) {
    list.add(
      'quantified-bullets',
      'Measured results',
      'fail',
      'No bullet points were found under the work entries.',
      [],
      'Describe each role with 3–6 bullets that start with a verb and show a measurable result.',
    );
    list.add(
      'action-verbs',
      'Action verbs',
      'fail',
      'No bullet points to assess.',
      [],
      'Start each bullet with a strong verb: Led, Built, Reduced, Launched.',
    );
  } else {
    const share = quantified.length / bullets.length;
    const status: CheckStatus = share >= 0.4 ? 'pass' : share >= 0.2 ? 'warn' : 'fail';
    list.add(
      'quantified-bullets',
      'Measured results',
      status,
      `${quantified.length} of ${plural(bullets.length, 'bullet')} (${Math.round(share * 100)}%) contain a number.`,
      status === 'pass'
        ? quantified.slice(0, 3).map((b) => quote(b))
        : bullets
            .filter((b) => !isQuantified(b))
            .slice(0, 4)
            .map((b) => quote(b)),
      'Add numbers: how much, how many, how fast (e.g. "cut build time by 40%", "served 2M users").',
    );
    const strongShare = strong.length / bullets.length;
    const weakShare = weak.length / bullets.length;
    const verbStatus: CheckStatus =
      strongShare >= 0.5 && weakShare <= 0.1 ? 'pass' : strongShare < 0.25 ? 'fail' : 'warn';
    list.add(
      'action-verbs',
      'Action verbs',
      verbStatus,
      `${strong.length} of ${plural(bullets.length, 'bullet')} start with an action verb; ${weak.length} start with a weak opener.`,
      verbStatus === 'pass'
        ? []
        : [...weak, ...bullets.filter((b) => !ACTION_VERBS.has(firstWord(b)) && !weak.includes(b))]
            .slice(0, 4)
            .map((b) => quote(b)),
      'Start bullets with what you did ("Led", "Built", "Reduced"), not "Responsible for" or "Worked on".',
    );
  }

  const long = bullets.filter((b) => b.split(/\s+/).length > 35);
  const short = bullets.filter((b) => b.split(/\s+/).length < 4);
  if (bullets.length && (long.length + short.length) / bullets.length > 0.2) {
    list.add(
      'bullet-length',
      'Bullet length',
      'warn',
      `${long.length} bullets are over 35 words and ${short.length} under 4 words.`,
      [...long, ...short].map((b) => quote(b)),
      'Keep bullets to one or two lines: one action, one result.',
    );
  } else
    list.add(
      'bullet-length',
      'Bullet length',
      'pass',
      bullets.length ? 'Bullets are a readable length.' : 'No bullets to measure.',
      [],
      null,
    );

  const personal = [...bullets, ...(parsed.resume.basics.summary ? [parsed.resume.basics.summary] : [])].filter((b) =>
    FIRST_PERSON.test(b),
  );
  if (personal.length) {
    list.add(
      'first-person',
      'No first-person pronouns',
      'warn',
      `${plural(personal.length, 'line')} use "I", "me", "my" or "we".`,
      personal.map((b) => quote(b)),
      'Drop the pronouns: "Led the migration", not "I led the migration".',
    );
  } else list.add('first-person', 'No first-person pronouns', 'pass', 'No first-person pronouns.', [], null);

  const verbs = new Map<string, number>();
  for (const bullet of bullets) {
    const verb = firstWord(bullet);
    if (verb) verbs.set(verb, (verbs.get(verb) ?? 0) + 1);
  }
  const repeated = [...verbs.entries()].filter(([, n]) => n >= 3 && n / bullets.length > 0.15);
  if (repeated.length) {
    list.add(
      'repeated-verbs',
      'Varied verbs',
      'warn',
      'Some opening verbs repeat often.',
      repeated.map(([verb, n]) => `"${verb}" opens ${n} bullets`),
      'Vary the verbs: Built, Designed, Shipped, Automated, Mentored.',
    );
  } else list.add('repeated-verbs', 'Varied verbs', 'pass', 'Opening verbs are varied.', [], null);

  return {
    experienceMonths: null,
    bullets: bullets.length,
    quantifiedBullets: quantified.length,
    actionVerbBullets: strong.length,
  };
}

function lengthChecks(list: CheckList, doc: ExtractedDocument, parsed: ParseResult) {
  const pages = doc.pages;
  const pageText = `${plural(pages, 'page')}${doc.pagesEstimated ? ' (estimated)' : ''}`;
  if (pages > 2) {
    list.add(
      'page-count',
      'Length in pages',
      pages > 3 && !doc.pagesEstimated ? 'fail' : 'warn',
      `${pageText}; recruiters skim one or two.`,
      [pageText],
      'Cut to two pages: drop old roles, merge similar bullets.',
    );
  } else list.add('page-count', 'Length in pages', 'pass', `${pageText}.`, [pageText], null);

  const words = parsed.words;
  if (words < 200)
    list.add(
      'word-count',
      'Word count',
      'warn',
      `Only ${plural(words, 'word')}; the resume looks thin.`,
      [`${words} words`],
      'Add detail to each role: what you did and what changed because of it.',
    );
  if (words < 200) list.capScore(THIN_RESUME_SCORE_CAP);
  else if (words > 1100)
    list.add(
      'word-count',
      'Word count',
      'warn',
      `${plural(words, 'word')}; that is long for a resume.`,
      [`${words} words`],
      'Aim for 400–900 words: keep the recent and relevant.',
    );
  else list.add('word-count', 'Word count', 'pass', `${plural(words, 'word')}.`, [`${words} words`], null);

  const heavy = parsed.work.filter((w) => w.highlights.length > 8);
  const recentThin = parsed.work.slice(0, 2).filter((w) => w.highlights.length < 2);
  if (heavy.length || recentThin.length) {
    list.add(
      'bullets-per-role',
      'Bullets per role',
      'warn',
      'Some roles have too many or too few bullets.',
      [
        ...heavy.map((w) => `${quote(describe(w), 60)}: ${plural(w.highlights.length, 'bullet')}`),
        ...recentThin.map((w) => `${quote(describe(w), 60)}: ${plural(w.highlights.length, 'bullet')}`),
      ],
      'Give recent roles 3–6 bullets and older roles fewer.',
    );
  } else
    list.add(
      'bullets-per-role',
      'Bullets per role',
      'pass',
      parsed.work.length ? 'Each role has a sensible number of bullets.' : 'No roles to assess.',
      [],
      null,
    );
}

function skillChecks(list: CheckList, parsed: ParseResult) {
  const skills = parsed.resume.skills;
  const hard = skills.filter((s) => s.kind === 'hard');
  const soft = skills.filter((s) => s.kind === 'soft');
  if (skills.length === 0)
    list.add(
      'skills-count',
      'Skills listed',
      'fail',
      'No skills were found.',
      [],
      'Add a Skills section listing the tools, languages and methods you use.',
    );
  else if (skills.length < 5)
    list.add(
      'skills-count',
      'Skills listed',
      'warn',
      `Only ${plural(skills.length, 'skill')} listed.`,
      skills.map((s) => s.name),
      'List 8–20 relevant skills, the ones in the job advert first.',
    );
  else if (skills.length > 40)
    list.add(
      'skills-count',
      'Skills listed',
      'warn',
      `${skills.length} skills is a keyword dump.`,
      skills.slice(0, 6).map((s) => s.name),
      'Keep the 15–25 skills you would be happy to be interviewed on.',
    );
  else
    list.add(
      'skills-count',
      'Skills listed',
      'pass',
      `${plural(skills.length, 'skill')} listed.`,
      skills.slice(0, 6).map((s) => s.name),
      null,
    );

  if (skills.length > 0 && soft.length > hard.length) {
    list.add(
      'skills-balance',
      'Hard skills',
      'warn',
      `${soft.length} soft skills and ${hard.length} hard skills; ATS searches match hard skills.`,
      soft.map((s) => s.name),
      'List concrete tools and methods; show soft skills through your bullets instead.',
    );
  } else
    list.add('skills-balance', 'Hard skills', 'pass', `${hard.length} hard and ${soft.length} soft skills.`, [], null);

  const bulletText = parsed.work
    .flatMap((w) => w.highlights)
    .join(' ')
    .toLowerCase();
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const backed = hard.filter((s) =>
    new RegExp(`(^|[^a-z0-9])${escape(s.name.toLowerCase())}($|[^a-z0-9])`).test(bulletText),
  );
  if (hard.length >= 5 && backed.length / hard.length < 0.3) {
    list.add(
      'skills-backed',
      'Skills backed by experience',
      'warn',
      `Only ${backed.length} of ${hard.length} hard skills appear in the work bullets.`,
      hard
        .filter((s) => !backed.includes(s))
        .slice(0, 6)
        .map((s) => s.name),
      'Mention your key skills in the bullets where you used them.',
    );
  } else
    list.add(
      'skills-backed',
      'Skills backed by experience',
      'pass',
      hard.length
        ? `${backed.length} of ${hard.length} hard skills appear in the work bullets.`
        : 'No hard skills to compare.',
      backed.slice(0, 6).map((s) => s.name),
      null,
    );
}

const PERSONAL_DATA =
  /\b(date of birth|d\.?\s?o\.?\s?b\.?|born on|birth ?date|birthday|age\s*:\s*\d{2}|marital status|nationality|religion|gender\s*:|father'?s name|passport (?:no|number))\b/i;

function privacyChecks(list: CheckList, doc: ExtractedDocument, parsed: ParseResult) {
  // head-and-shoulders pictures: between ~0.5 and ~3.5 inches, roughly portrait or square
  const photos = doc.images.filter(
    (i) =>
      i.width >= 36 &&
      i.width <= 260 &&
      i.height >= 36 &&
      i.height <= 300 &&
      i.height / i.width >= 0.75 &&
      i.height / i.width <= 1.6,
  );
  if (photos.length) {
    list.add(
      'photo',
      'No photo',
      'warn',
      'The resume contains a photo; many employers remove resumes with photos to avoid bias claims, and an ATS ignores it.',
      photos.map((p) => `Image ${Math.round(p.width)}×${Math.round(p.height)} pt on page ${p.page}`),
      'Remove the photo unless the job advert asks for one.',
    );
  } else list.add('photo', 'No photo', 'pass', 'No photo.', [], null);

  const personal = doc.lines.filter((l) => PERSONAL_DATA.test(l.text));
  if (personal.length) {
    list.add(
      'date-of-birth',
      'No date of birth or personal data',
      'warn',
      'Date of birth or other personal data is included; it invites age or other bias and is not needed.',
      personal.map((l) => quote(l.text)),
      'Remove date of birth, age, marital status, nationality and similar details.',
    );
  } else
    list.add(
      'date-of-birth',
      'No date of birth or personal data',
      'pass',
      'No date of birth or personal data.',
      [],
      null,
    );

  const addressLines = [...parsed.headerBlock, ...doc.lines.slice(0, 12)].filter(
    (l, i, all) => all.indexOf(l) === i && STREET_WORDS.test(l.text),
  );
  if (addressLines.length) {
    list.add(
      'street-address',
      'No full street address',
      'warn',
      'A full street address is included; city and country are enough.',
      addressLines.map((l) => quote(l.text)),
      'Keep only your city and country.',
    );
  } else list.add('street-address', 'No full street address', 'pass', 'No street address.', [], null);
}

export function scoreChecks(checks: AnalysisCheck[], readable: boolean, cap = 100): Score {
  const points: Record<CheckStatus, number> = { pass: 1, warn: 0.5, fail: 0 };
  const breakdown = CHECK_CATEGORIES.map((category) => {
    const own = checks.filter((c) => c.category === category);
    const score =
      readable && own.length ? Math.round((100 * own.reduce((sum, c) => sum + points[c.status], 0)) / own.length) : 0;
    return {
      category,
      label: CATEGORY_LABELS[category],
      score,
      weight: CATEGORY_WEIGHTS[category],
      pass: own.filter((c) => c.status === 'pass').length,
      warn: own.filter((c) => c.status === 'warn').length,
      fail: own.filter((c) => c.status === 'fail').length,
    };
  });
  const weighted = Math.round(breakdown.reduce((sum, b) => sum + (b.score * b.weight) / 100, 0));
  const overall = readable ? Math.min(cap, weighted) : 0;
  return { overall, breakdown };
}

export function atsView(parsed: ParseResult): AtsField[] {
  const rows: AtsField[] = [];
  const { basics, education, skills, certificates } = parsed.resume;
  const add = (group: string, field: string, value: string | null | undefined) =>
    rows.push({ group, field, value: value || null });
  add('Contact', 'Name', basics.name);
  add('Contact', 'E-mail', basics.email);
  add('Contact', 'Phone', basics.phone);
  add('Contact', 'Location', basics.location);
  add('Contact', 'LinkedIn', basics.profiles.find((p) => p.network === 'linkedin')?.url);
  add('Contact', 'GitHub', basics.profiles.find((p) => p.network === 'github')?.url);
  const others = basics.profiles.filter((p) => p.network !== 'linkedin' && p.network !== 'github');
  if (others.length) add('Contact', 'Other links', others.map((p) => p.url).join(', '));
  add(
    'Summary',
    'Summary',
    basics.summary && basics.summary.length > 400 ? `${basics.summary.slice(0, 399)}…` : basics.summary,
  );
  parsed.work.forEach((w, i) => {
    const group = `Experience ${i + 1}`;
    add(group, 'Company', w.company);
    add(group, 'Title', w.title);
    add(group, 'Location', w.location);
    add(group, 'Dates', w.range ? `${formatDate(w.range.start)} – ${formatDate(w.range.end, w.range.present)}` : null);
    add(group, 'Bullets', String(w.highlights.length));
  });
  if (parsed.work.length === 0) add('Experience', 'Entries', null);
  education.forEach((e, i) => {
    const group = `Education ${i + 1}`;
    add(group, 'Institution', e.institution);
    add(group, 'Degree', e.studyType);
    add(group, 'Field', e.area);
    add(group, 'Dates', [e.startDate, e.endDate].filter(Boolean).join(' – ') || null);
    add(group, 'Grade', e.score);
  });
  if (education.length === 0) add('Education', 'Entries', null);
  add('Skills', 'Skills', skills.map((s) => s.name).join(', '));
  certificates.forEach((c, i) =>
    add('Certificates', `Certificate ${i + 1}`, [c.name, c.issuer, c.date].filter(Boolean).join(' · ')),
  );
  return rows;
}

export function runChecks({ doc, parsed, candidateName, now }: AnalysisInput): {
  checks: AnalysisCheck[];
  stats: AnalysisStats;
  score: Score;
} {
  const list = new CheckList();
  textLayerCheck(list, doc, parsed);
  const readable = hasReadableText(doc, parsed);
  let stats: AnalysisStats = { experienceMonths: null, bullets: 0, quantifiedBullets: 0, actionVerbBullets: 0 };
  if (readable) {
    parseabilityChecks(list, doc, parsed);
    contactChecks(list, parsed, candidateName);
    sectionChecks(list, parsed);
    dateChecks(list, parsed, now);
    stats = { ...impactChecks(list, parsed), experienceMonths: experienceMonths(parsed.work, now) };
    lengthChecks(list, doc, parsed);
    skillChecks(list, parsed);
    privacyChecks(list, doc, parsed);
  }
  return { checks: list.items, stats, score: scoreChecks(list.items, readable, list.cap) };
}
