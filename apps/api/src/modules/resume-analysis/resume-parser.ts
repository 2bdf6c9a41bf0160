// The structured resume from extracted lines, following the layout approach
// of decision 007: lines → sections (styled headings, keywords and synonyms) →
// entries (dates, bullets, gaps, bold switches) → fields chosen by feature
// scores (title words, company words, places, position, weight).
import type {
  Certificate,
  EducationEntry,
  ParsedResume,
  ProfileLink,
  ProfileNetwork,
  SectionKind,
  Skill,
  WorkEntry,
} from '@talent/contracts/resume-analysis';
import { findDateRanges, findSingleDates, removeDates, toPartialDate, type DateRange } from './dates.ts';
import type { ExtractedDocument, Line, LineSource } from './document-model.ts';
import {
  COMPANY_HINT,
  COMPANY_SUFFIX,
  COMPANY_WORDS,
  COUNTRIES,
  DEGREE_PATTERN,
  EMPLOYMENT_TYPE,
  FIELD_OF_STUDY_WORDS,
  GRADE_PATTERN,
  INSTITUTION_WORDS,
  REGIONS,
  SECTION_HEADINGS,
  SENIORITY,
  isSoftSkill,
  STREET_WORDS,
  TITLE_WORDS,
  US_STATES,
  isKnownPlace,
  isRegionLevel,
  normaliseHeading,
} from './resume-vocabulary.ts';

export interface ParsedSection {
  kind: SectionKind;
  heading: Line;
  standard: boolean;
  lines: Line[];
}

export interface ParsedWorkEntry extends WorkEntry {
  range: DateRange | null;
  headerText: string;
}

export interface ParseResult {
  resume: ParsedResume;
  sections: ParsedSection[];
  /** Lines before the first heading plus any contact section: where contact details belong. */
  headerBlock: Line[];
  work: ParsedWorkEntry[];
  /** Date ranges of the education entries, for the date-format check. */
  educationRanges: DateRange[];
  /** Where the e-mail and phone were found. */
  contactSources: { email: LineSource | null; phone: LineSource | null };
  bodyFontSize: number;
  words: number;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const PHONE = /(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]?\d{2,5}){1,4}/g;
const URL_TOKEN = /(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s|,;()<>"]*)?/gi;
const KNOWN_NETWORKS =
  /(?:^|\.)(linkedin\.com|github\.com|gitlab\.com|bitbucket\.org|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com|twitter\.com|x\.com|kaggle\.com|leetcode\.com)$/i;
const LINK_TLDS = /\.(com|io|dev|me|net|org|co|in|ai|app|page|site|tech|xyz|uk|us|info|blog|design|portfolio)$/i;
const PIECE_SEPARATOR = /\s+[|•·]\s+|\s+[–—]\s+|\s+-\s+(?=\D)|\s+(?:at|@)\s+(?=[A-Z0-9])/;

const isAllCaps = (text: string) => {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
};
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function bodyFontSizeOf(lines: Line[]): number {
  const sizes = new Map<number, number>();
  for (const line of lines)
    if (line.fontSize > 0) sizes.set(line.fontSize, (sizes.get(line.fontSize) ?? 0) + line.text.length);
  return [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

// ——— sections ———

function headingKeyword(text: string): { kind: SectionKind; standard: boolean; exact: boolean } | null {
  if (text.length > 50 || wordCount(text) > 6) return null;
  const norm = normaliseHeading(text);
  if (!norm) return null;
  const exact =
    SECTION_HEADINGS[norm] ?? SECTION_HEADINGS[norm.replace(/^(my|key|relevant|selected|other|additional) /, '')];
  if (exact) return { ...exact, exact: true };
  // "Work Experience & Internships", "Education Details": a standard heading inside a short line
  const words = norm.split(' ');
  for (let size = Math.min(3, words.length); size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const hit = SECTION_HEADINGS[words.slice(i, i + size).join(' ')];
      if (hit?.standard && (size > 1 || words.length <= 3)) return { ...hit, exact: false };
    }
  }
  return null;
}

function isStyled(line: Line, bodySize: number) {
  return (
    isAllCaps(line.text) ||
    line.bold ||
    line.headingLevel !== null ||
    line.ruleBelow ||
    (bodySize > 0 && line.fontSize >= bodySize * 1.15) ||
    /:\s*$/.test(line.text)
  );
}

const signature = (line: Line) =>
  [isAllCaps(line.text), line.bold, Math.round(line.fontSize), line.headingLevel, line.ruleBelow].join('/');

function findSections(lines: Line[], bodySize: number, noStyles: boolean): { headingAt: Map<number, ParsedSection> } {
  const headingAt = new Map<number, ParsedSection>();
  for (const [i, line] of lines.entries()) {
    if (line.bullet || line.segments.length > 1 || line.source === 'header' || line.source === 'footer') continue;
    const hit = headingKeyword(line.text);
    if (!hit) continue;
    const styled = isStyled(line, bodySize);
    const alone = line.gapBefore >= 0.4 || noStyles || i === 0;
    if ((hit.exact && (styled || alone || wordCount(line.text) <= 3)) || (!hit.exact && styled)) {
      headingAt.set(i, { kind: hit.kind, heading: line, standard: hit.standard, lines: [] });
    }
  }
  // Headings an ATS would not know ("Where I Shine") look exactly like the known ones.
  const signatures = new Set([...headingAt.values()].map((s) => signature(s.heading)));
  const firstHeading = Math.min(...headingAt.keys());
  for (const [i, line] of lines.entries()) {
    if (headingAt.has(i) || i < firstHeading || line.bullet || line.segments.length > 1) continue;
    if (line.source === 'header' || line.source === 'footer') continue;
    const distinctive =
      isAllCaps(line.text) || line.headingLevel !== null || line.ruleBelow || line.fontSize > bodySize * 1.1;
    if (!distinctive || !signatures.has(signature(line))) continue;
    if (wordCount(line.text) > 5 || line.text.length > 40 || /\d|@/.test(line.text)) continue;
    // a degree in capitals ('MBA', 'B.TECH') under Education is an entry, not a heading
    if (DEGREE_PATTERN.test(line.text)) continue;
    headingAt.set(i, { kind: 'other', heading: line, standard: false, lines: [] });
  }
  return { headingAt };
}

// ——— contact ———

function findEmail(lines: Line[]): { value: string; source: LineSource } | null {
  for (const line of lines) {
    const match = EMAIL.exec(line.text);
    if (match) return { value: match[0].toLowerCase(), source: line.source };
  }
  return null;
}

const YEAR_RANGE = /\b(19|20)\d{2}\s*[-–—/]\s*((19|20)\d{2}|\d{2})\b/;

function phoneCandidates(line: Line): string[] {
  const out: string[] = [];
  const text = line.text.replace(EMAIL, ' ');
  for (const match of text.matchAll(PHONE)) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 13) continue;
    if (YEAR_RANGE.test(raw) && !raw.startsWith('+')) continue;
    out.push(raw);
  }
  return out;
}

function findPhone(primary: Line[], all: Line[]): { value: string; source: LineSource } | null {
  for (const lines of [primary, all]) {
    const labelled = lines.find(
      (l) => /\b(phone|mobile|mob|tel|cell|contact no)\b|☎|📞|✆/i.test(l.text) && phoneCandidates(l).length,
    );
    const line = labelled ?? lines.find((l) => phoneCandidates(l).length > 0);
    if (line) return { value: phoneCandidates(line)[0]!, source: line.source };
  }
  return null;
}

function networkOf(host: string, path: string): ProfileNetwork {
  if (/linkedin\.com$/.test(host)) return 'linkedin';
  if (/github\.com$|gitlab\.com$|bitbucket\.org$/.test(host)) return 'github';
  if (/twitter\.com$|^x\.com$/.test(host)) return 'twitter';
  if (KNOWN_NETWORKS.test(host)) return 'other';
  return path.length > 1 || LINK_TLDS.test(host) ? 'portfolio' : 'other';
}

export function normaliseUrl(raw: string): string {
  return raw
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[.)\]]+$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

function findLinks(lines: Line[], hyperlinks: string[], headerBlock: Set<Line>): ProfileLink[] {
  const found = new Map<string, ProfileLink>();
  const consider = (raw: string, trusted: boolean) => {
    if (/^mailto:|^tel:/i.test(raw) || raw.includes('@')) return;
    const url = normaliseUrl(raw);
    const [host = '', ...rest] = url.split('/');
    const path = rest.length ? `/${rest.join('/')}` : '';
    if (!host.includes('.')) return;
    const explicit = /^(https?:\/\/|www\.)/i.test(raw.trim());
    // "Node.js" and "ASP.NET" look like domains: only schemes, known networks,
    // or a link-like domain in the contact block count.
    if (!trusted && !explicit && !KNOWN_NETWORKS.test(host) && !(LINK_TLDS.test(host) && raw === raw.toLowerCase()))
      return;
    const network = networkOf(host, path);
    if (network === 'linkedin' && !/^\/(in|pub)\//.test(path)) return;
    if (!found.has(url)) found.set(url, { network, url });
  };
  for (const line of lines) {
    const text = line.text.replace(new RegExp(EMAIL.source, 'g'), ' ');
    for (const match of text.matchAll(URL_TOKEN)) {
      const raw = match[0];
      const host = normaliseUrl(raw).split('/')[0] ?? '';
      const inContact = headerBlock.has(line);
      if (!inContact && !/^(https?:\/\/|www\.)/i.test(raw) && !KNOWN_NETWORKS.test(host)) continue;
      consider(raw, false);
    }
  }
  for (const link of hyperlinks) if (/^https?:\/\//i.test(link)) consider(link, true);
  return [...found.values()];
}

const NAME_TOKEN = /^(?:\p{Lu}[\p{L}'’-]*\.?|(?:de|van|von|der|da|di|la|le|bin|al))$/u;

function looksLikeLocation(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 60 || /@|https?:|www\./i.test(t)) return false;
  if (/^remote$/i.test(t)) return true;
  if (/\d{3,}/.test(t) && !STREET_WORDS.test(t)) return false;
  if (TITLE_WORDS.test(t) && !/,/.test(t)) return false;
  return (
    COUNTRIES.test(t) ||
    REGIONS.test(t) ||
    (/,\s*[A-Z]{2}\b/.test(t) && US_STATES.test(t)) ||
    /\b(US|USA|UK|UAE)\b/.test(t)
  );
}

function findName(candidates: Line[], maxSize: number): string | null {
  let best: { name: string; score: number } | null = null;
  for (const [index, line] of candidates.entries()) {
    const pieces = line.segments.flatMap((s) => s.split(/\s+[|•·–—]\s+|,\s+/));
    for (const [p, piece] of pieces.entries()) {
      const cleaned = piece
        .replace(/^(name|candidate)\s*:\s*/i, '')
        .replace(/[,;]+$/, '')
        .trim();
      const tokens = cleaned.split(/\s+/);
      if (tokens.length < 2 || tokens.length > 4) continue;
      if (!tokens.every((t) => NAME_TOKEN.test(t))) continue;
      if (/\d|@|https?:|www\./i.test(cleaned)) continue;
      if (headingKeyword(cleaned) || TITLE_WORDS.test(cleaned) || COMPANY_WORDS.test(cleaned)) continue;
      if (looksLikeLocation(cleaned) || DEGREE_PATTERN.test(cleaned) || INSTITUTION_WORDS.test(cleaned)) continue;
      let score = 0;
      if (maxSize > 0 && line.fontSize > 0) score += (line.fontSize / maxSize) * 4;
      if (line.bold) score += 1;
      if (line.headingLevel === 0) score += 1;
      score += index === 0 ? 2 : index < 3 ? 1 : 0;
      score -= index * 0.3 + p * 0.5;
      if (pieces.length === 1) score += 0.5;
      if (!best || score > best.score) best = { name: cleaned, score };
    }
  }
  return best?.name ?? null;
}

function findLocation(lines: Line[]): string | null {
  for (const line of lines) {
    for (const segment of line.segments) {
      for (const piece of segment.split(/\s+[|•·]\s+|\s{2,}/)) {
        const cleaned = piece
          .replace(/^(location|address|based in|city)\s*:\s*/i, '')
          .replace(/^[^\p{L}\d]+/u, '')
          .trim();
        if (EMAIL.test(cleaned) || phoneCandidates({ ...line, text: cleaned }).length) continue;
        if (!looksLikeLocation(cleaned)) continue;
        // a full street address: keep the city and what follows it
        const street = STREET_WORDS.exec(cleaned);
        const place = street
          ? cleaned.slice(street.index + street[0].length).replace(/^[^,]*,\s*/, '') || cleaned
          : cleaned;
        // postal codes belong to the address, not the location
        return place.replace(/\s+\d{5,6}\b/, '').trim();
      }
    }
  }
  return null;
}

// ——— entries ———

interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
  line: number;
  order: number;
  afterAt: boolean;
  /** "Lumen Digital, Bengaluru, India" reads as a place, but may be a company followed by one. */
  compound?: { body: string; place: string };
  /** Place or not by its position in "Engineer, Acme, Mysuru", whatever the word lists say; unset: by the lists. */
  place?: boolean;
}

const TRAILING_LOCATION =
  /,\s*([\p{Lu}][\p{L}.'-]*(?:\s[\p{Lu}][\p{L}.'-]*){0,2}(?:,\s*[\p{Lu}][\p{L}.'-]*(?:\s[\p{Lu}][\p{L}.'-]*)?)?)$/u;

/** A comma between the parts of a role line, not the one before a legal form ("Acme, Inc."). */
const ROLE_COMMA = /,\s+(?!(?:inc|llc|ltd|corp|co|plc|gmbh|pvt)\b\.?)/i;
const PLACE_WORD = /^(?:\p{Lu}[\p{L}.'’-]*|of|de|la|upon|on|am|an|der|del)$/u;
/** Words of a team or a unit, written where a place could be ("Engineer, Acme, Payments Team"). */
const UNIT_WORDS = /\b(team|department|division|unit|group|project|client|product|platform|office)\b/i;

/**
 * A part of a business a title can name after a comma: "Manager, Sales &
 * Marketing", "Head, Human Resources". Words of a unit ("Product") are
 * refused as a company before this is asked (UNIT_WORDS).
 */
const BUSINESS_FUNCTION =
  /^(?:(?:sales|marketing|operations|finance|accounts|accounting|human resources|hr|engineering|strategy|business development|supply chain|procurement|logistics|customer success|customer service|legal|compliance|administration|research|analytics|design|quality|technology|it|communications|partnerships|growth|risk|audit|treasury|talent acquisition|recruitment|brand|digital)(?:\s*(?:&|and|\/)\s*|$))+$/i;

/** Could name a town, known to the word lists or not: a few capitalised words, no digits, no job or company words. */
function placeLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 3 &&
    words.every((word) => PLACE_WORD.test(word)) &&
    !/\d/.test(text) &&
    !TITLE_WORDS.test(text) &&
    !COMPANY_WORDS.test(text) &&
    !UNIT_WORDS.test(text)
  );
}

const isRoleTitle = (text: string) => TITLE_WORDS.test(text) && !COMPANY_SUFFIX.test(text);

/**
 * "Senior Engineer, Acme Analytics, Mysuru", "Acme Corp, Engineer, Austin,
 * TX": a title and a company in either order, then a place. The place is one
 * item of any town, or a town and its state or country; a title may carry its
 * function ("Manager, Sales & Marketing, Unilever, Mumbai"). A line that does
 * not fit is left to the other rules.
 */
function splitRoleLine(text: string): { title: string; company: string; place: string } | null {
  const items = text
    .split(ROLE_COMMA)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 3 || items.length > 4) return null;
  const [first = '', second = ''] = items;
  let title: string;
  let company: string;
  if (isRoleTitle(first) && !isRoleTitle(second)) [title, company] = [first, second];
  else if (!isRoleTitle(first) && isRoleTitle(second)) [company, title] = [first, second];
  else return null;
  // "Engineer, Pune, India": a title and a place, no company; "Lead, Payments Team, Acme": a team, then the company
  if (isKnownPlace(company) || UNIT_WORDS.test(company)) return null;
  const place = items.slice(2);
  if (!place.every(placeLike)) return null;
  if (place.length === 2 && !isRegionLevel(place[1]!)) {
    // "Manager, Sales & Marketing, Unilever, Mumbai": a title with its function, the company, then one town
    if (title === first && BUSINESS_FUNCTION.test(company) && !isKnownPlace(place[0]!) && isKnownPlace(place[1]!))
      return { title: `${title}, ${company}`, company: place[0]!, place: place[1]! };
    return null;
  }
  return { title, company, place: place.join(', ') };
}

function splitPieces(header: Line[]): { pieces: Piece[]; ranges: DateRange[] } {
  const pieces: Piece[] = [];
  const ranges: DateRange[] = [];
  let order = 0;
  header.forEach((line, lineIndex) => {
    for (const segment of line.segments) {
      ranges.push(...findDateRanges(segment));
      const rest = removeDates(segment)
        .replace(/[|,;:–—-]+\s*$/, '')
        .replace(/^\s*[|,;:–—-]+/, '')
        .trim();
      if (!rest) continue;
      const atIndex = rest.search(/\s+(?:at|@)\s+(?=[A-Z0-9])/);
      const boldLead = line.boldLead?.replace(/[,|]\s*$/, '').trim() ?? null;
      const push = (text: string, afterAt: boolean, known: Pick<Piece, 'compound' | 'place'> = {}) => {
        const clean = text
          .replace(/[,;:|]+$/, '')
          .replace(/^\(|\)$/g, '')
          .trim();
        if (!clean || EMPLOYMENT_TYPE.test(clean)) return;
        pieces.push({
          text: clean,
          bold: line.bold || (boldLead !== null && boldLead === clean),
          italic: line.italic,
          line: lineIndex,
          order: order++,
          afterAt,
          ...known,
        });
      };
      rest
        .split(PIECE_SEPARATOR)
        .filter((p) => p.trim())
        .forEach((whole, i) => {
          const afterAt = atIndex >= 0 && i > 0;
          // "Engineer, Acme (London, UK)": a place or an employment type in brackets
          let part = whole;
          const bracket = /\s*\(([^()]+)\)\s*$/.exec(whole);
          if (bracket && (isPlace(bracket[1]!) || EMPLOYMENT_TYPE.test(bracket[1]!.trim()))) {
            part = whole.slice(0, bracket.index).trim();
            if (isPlace(bracket[1]!)) push(bracket[1]!, false);
            if (!part) return;
          }
          const role = splitRoleLine(part);
          if (role) {
            push(role.title, afterAt, { place: false });
            push(role.company, afterAt, { place: false });
            return push(role.place, false, { place: true });
          }
          // "Mumbai, India" on its own, or "Acme Corp, Bengaluru, India" ending in a place
          if (isPlace(part)) {
            const tail = TRAILING_LOCATION.exec(part);
            const body = tail ? part.slice(0, tail.index).trim() : '';
            return push(part, false, tail && body ? { compound: { body, place: tail[1]! } } : {});
          }
          let body = part;
          let place: string | null = null;
          const tail = TRAILING_LOCATION.exec(part);
          if (tail && looksLikeLocation(tail[1]!) && !COMPANY_SUFFIX.test(tail[1]!)) {
            place = tail[1]!;
            body = part.slice(0, tail.index).trim();
          }
          // "Senior Engineer, Acme Corp": a comma between a title and a company
          const comma = body.split(/,\s+(?!(?:inc|llc|ltd|corp|co|plc|gmbh|pvt)\b\.?)/i);
          if (comma.length === 2 && TITLE_WORDS.test(comma[0]!) !== TITLE_WORDS.test(comma[1]!)) {
            push(comma[0]!, afterAt);
            push(comma[1]!, afterAt);
          } else push(body, afterAt);
          if (place) push(place, false);
        });
    }
  });
  return { pieces, ranges };
}

const isPlace = (text: string) => looksLikeLocation(text) && !TITLE_WORDS.test(text) && !COMPANY_SUFFIX.test(text);

function assignWorkFields(pieces: Piece[]) {
  const placed = (p: Piece) => p.place ?? isPlace(p.text);
  const places = pieces.filter(placed);
  const rest = pieces.filter((p) => !placed(p));
  let location = places.length ? places.map((p) => p.text).join(', ') : null;
  const titleScore = (p: Piece) =>
    (TITLE_WORDS.test(p.text) ? 3 : 0) +
    (SENIORITY.test(p.text) ? 1 : 0) +
    (p.italic ? 1 : 0) -
    (COMPANY_SUFFIX.test(p.text) ? 3 : 0) -
    (p.afterAt ? 3 : 0);
  const companyScore = (p: Piece) =>
    (COMPANY_SUFFIX.test(p.text) ? 3 : 0) +
    (COMPANY_HINT.test(p.text) ? 1.5 : 0) +
    (p.afterAt ? 3 : 0) +
    (p.bold ? 1 : 0) -
    (TITLE_WORDS.test(p.text) ? 2.5 : 0) -
    (p.italic ? 0.5 : 0) +
    (p.order === 0 ? 0.5 : 0);
  const candidates = rest.slice(0, 4);
  let title: Piece | null = null;
  let company: Piece | null = null;
  if (candidates.length === 1) {
    const only = candidates[0]!;
    if (titleScore(only) > companyScore(only)) title = only;
    else company = only;
  } else if (candidates.length > 1) {
    title = candidates.reduce((a, b) => (titleScore(b) - companyScore(b) > titleScore(a) - companyScore(a) ? b : a));
    const others = candidates.filter((p) => p !== title);
    company = others.reduce((a, b) => (companyScore(b) - titleScore(b) > companyScore(a) - titleScore(a) ? b : a));
  }
  // "Engineer | Acme | Mysuru": a town the word lists do not know, after both the title and the company
  if (location === null && title && company) {
    const after = Math.max(title.order, company.order);
    location = candidates.find((p) => p.order > after && placeLike(p.text))?.text ?? null;
  }
  let companyText = company?.text ?? null;
  // no company yet: "Engineer — Lumen Digital, Bengaluru, India" put it in front of the place
  const compound = places.find((p) => p.compound);
  if (companyText === null && compound?.compound) {
    companyText = compound.compound.body;
    location = [compound.compound.place, ...places.filter((p) => p !== compound).map((p) => p.text)].join(', ');
  }
  return { title: title?.text ?? null, company: companyText, location };
}

function isDescription(line: Line) {
  const words = wordCount(line.text);
  return !line.bold && (words >= 10 || (words >= 6 && /[.;]$/.test(line.text)));
}

function parseWork(lines: Line[]): ParsedWorkEntry[] {
  type Draft = { header: Line[]; body: string[]; hasRange: boolean };
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  for (const line of lines) {
    const ranges = findDateRanges(line.text);
    if (line.bullet || (ranges.length === 0 && isDescription(line))) {
      if (!current) {
        current = { header: [], body: [], hasRange: false };
        drafts.push(current);
      }
      current.body.push(line.text);
      continue;
    }
    const startNew =
      !current ||
      current.body.length > 0 ||
      (ranges.length > 0 && current.hasRange) ||
      (line.gapBefore >= 0.8 && current.hasRange) ||
      current.header.length >= 3;
    if (startNew) {
      current = { header: [], body: [], hasRange: false };
      drafts.push(current);
    }
    current!.header.push(line);
    if (ranges.length > 0) current!.hasRange = true;
  }
  return drafts
    .filter((d) => d.header.length > 0)
    .map((draft) => {
      const { pieces, ranges } = splitPieces(draft.header);
      const fields = assignWorkFields(pieces);
      const range = ranges[0] ?? null;
      return {
        ...fields,
        startDate: toPartialDate(range?.start ?? null),
        endDate: toPartialDate(range?.end ?? null),
        current: range?.present ?? false,
        dateText: range?.text ?? null,
        highlights: draft.body,
        range,
        headerText: draft.header.map((l) => l.text).join(' / '),
      };
    });
}

function parseEducation(lines: Line[]): { entries: EducationEntry[]; ranges: DateRange[] } {
  type Draft = { lines: Line[]; institution: boolean; degree: boolean };
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  for (const line of lines) {
    const institution = INSTITUTION_WORDS.test(line.text);
    const degree = DEGREE_PATTERN.test(line.text);
    const startNew =
      !current ||
      (institution && current.institution) ||
      (degree && current.degree) ||
      (line.gapBefore >= 0.8 && (current.institution || current.degree));
    if (startNew && (institution || degree || !current)) {
      current = { lines: [], institution: false, degree: false };
      drafts.push(current);
    }
    current!.lines.push(line);
    current!.institution ||= institution;
    current!.degree ||= degree;
  }
  const allRanges: DateRange[] = [];
  const entries = drafts
    .filter((d) => d.institution || d.degree)
    .map((draft) => {
      const text = draft.lines.map((l) => l.segments.join(' | ')).join(' | ');
      const ranges = findDateRanges(text);
      allRanges.push(...ranges);
      const singles = ranges.length ? [] : findSingleDates(text);
      const grade = GRADE_PATTERN.exec(text)?.[0]?.trim() ?? null;
      const pieces = draft.lines
        .flatMap((l) => l.segments)
        .flatMap((s) => removeDates(s.replace(GRADE_PATTERN, ' ')).split(/\s+[|•·–—]\s+|\s+-\s+|,\s+(?=[A-Z])/))
        .map((p) => p.replace(/^[,;:()|•·–—\s]+|[,;:()|•·–—\s]+$/g, '').trim())
        .filter(Boolean);
      const institution =
        pieces.find((p) => INSTITUTION_WORDS.test(p) && !DEGREE_PATTERN.test(p.split(/\s+/)[0] ?? '')) ?? null;
      const degreePiece = pieces.find((p) => p !== institution && DEGREE_PATTERN.test(p)) ?? null;
      let studyType: string | null = null;
      let area: string | null = null;
      if (degreePiece) {
        // "Bachelor of Science in Physics": the degree, then the field after "in"
        const inSplit = /^(.*?)\s+in\s+(.+)$/i.exec(degreePiece);
        studyType = inSplit ? inSplit[1]!.trim() : degreePiece;
        area = inSplit ? inSplit[2]!.trim() : null;
        // "B.Tech, Computer Science" / "B.E. (Mechanical)" / "MBA - Finance": the field beside the degree
        const beside = pieces[pieces.indexOf(degreePiece) + 1];
        if (
          !area &&
          beside &&
          beside !== institution &&
          !DEGREE_PATTERN.test(beside) &&
          FIELD_OF_STUDY_WORDS.test(beside) &&
          beside.split(/\s+/).length <= 6 &&
          !/\d/.test(beside)
        ) {
          area = beside;
        }
        const parenthesised = !area && /^(.*?)\s*\(([^()]{3,60})\)?$/.exec(studyType);
        if (parenthesised && FIELD_OF_STUDY_WORDS.test(parenthesised[2]!)) {
          studyType = parenthesised[1]!.trim();
          area = parenthesised[2]!.trim();
        }
      }
      const last = singles.at(-1);
      return {
        institution,
        studyType,
        area,
        startDate: toPartialDate(ranges[0]?.start ?? (singles.length > 1 ? singles[0]!.date : null)),
        endDate: ranges[0]?.present ? null : toPartialDate(ranges[0]?.end ?? last?.date ?? null),
        score: grade,
      };
    });
  return { entries, ranges: allRanges };
}

function parseSkills(lines: Line[]): Skill[] {
  const seen = new Set<string>();
  const skills: Skill[] = [];
  for (const line of lines) {
    let text = line.segments.join(', ');
    const label = /^([A-Za-z &/]{2,30}):\s*(.+)$/.exec(text);
    if (label) text = label[2]!;
    if (wordCount(text) >= 8 && !/[,;|•·]/.test(text)) continue;
    for (const raw of text.split(/\s*[,;|•·]\s*|\s{2,}|\s+\/\s+/)) {
      const name = raw
        .replace(/\.$/, '')
        .replace(/\s*\((?:\d+\+?\s*(?:years?|yrs?)|expert|advanced|intermediate|beginner)\)$/i, '')
        .trim();
      if (!name || name.length > 40 || wordCount(name) > 4) continue;
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push({ name, kind: isSoftSkill(name) ? 'soft' : 'hard' });
    }
  }
  return skills;
}

function parseCertificates(lines: Line[]): Certificate[] {
  return lines
    .map((line) => {
      const text = line.segments.join(' | ');
      const date = findSingleDates(text).at(-1) ?? null;
      const [name = '', issuer] = removeDates(text)
        .split(/\s+[|•·–—-]\s+|,\s+(?=[A-Z])/)
        .map((p) => p.replace(/[()]/g, '').trim())
        .filter(Boolean);
      return { name, issuer: issuer ?? null, date: toPartialDate(date?.date ?? null) };
    })
    .filter((c) => c.name.length > 1);
}

// ——— the whole resume ———

export function parseResume(doc: ExtractedDocument): ParseResult {
  const lines = doc.lines;
  const bodyFontSize = bodyFontSizeOf(lines);
  const { headingAt } = findSections(lines, bodyFontSize, doc.format === 'doc');
  const sections: ParsedSection[] = [];
  const headerBlock: Line[] = [];
  let current: ParsedSection | null = null;
  for (const [i, line] of lines.entries()) {
    const section = headingAt.get(i);
    if (section) {
      current = section;
      sections.push(section);
      continue;
    }
    if (line.source === 'header' || line.source === 'footer' || !current) headerBlock.push(line);
    else current.lines.push(line);
  }
  const contactLines = [
    ...headerBlock,
    ...sections.filter((s) => s.kind === 'contact' || s.kind === 'personal').flatMap((s) => s.lines),
  ];
  const of = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);

  const email = findEmail(contactLines) ?? findEmail(lines);
  const phone = findPhone(contactLines, lines);
  const maxSize = Math.max(0, ...lines.slice(0, 15).map((l) => l.fontSize));
  const nameCandidates = [...headerBlock.filter((l) => l.source !== 'footer'), ...lines.slice(0, 6)].filter(
    (l, i, all) => all.indexOf(l) === i,
  );
  const work = parseWork(of('work'));
  const education = parseEducation(of('education'));
  const summaryLines = of('summary');
  const resume: ParsedResume = {
    basics: {
      name: findName(nameCandidates.slice(0, 14), maxSize),
      email: email?.value ?? null,
      phone: phone?.value ?? null,
      location: findLocation(contactLines),
      summary: summaryLines.length ? summaryLines.map((l) => l.text).join(' ') : null,
      profiles: findLinks(lines, doc.hyperlinks, new Set(contactLines)),
    },
    work: work.map(({ range: _range, headerText: _header, ...entry }) => entry),
    education: education.entries,
    skills: parseSkills(of('skills')),
    certificates: parseCertificates(of('certificates')),
    sections: sections.map((s) => ({ kind: s.kind, heading: s.heading.text, standard: s.standard })),
  };
  return {
    resume,
    sections,
    headerBlock,
    work,
    educationRanges: education.ranges,
    contactSources: { email: email?.source ?? null, phone: phone?.source ?? null },
    bodyFontSize,
    words: lines.reduce((sum, line) => sum + wordCount(line.text), 0),
  };
}
