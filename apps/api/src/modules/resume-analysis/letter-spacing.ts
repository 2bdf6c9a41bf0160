// Letter-spaced words back into words. Designers space the letters of
// headings and names ('E X P E R I E N C E'); a PDF's text comes out with a
// space between the letters, and some people type a DOCX heading that way.
// Single characters separated by single spaces are one word; a wider space
// between them (two or more spaces, which the extractors write for a wider
// gap) separates words. When the extraction kept no word gap at all
// ('W O R K E X P E R I E N C E'), a section heading is still recognised by
// its letters and written with its own spaces.
import { SECTION_HEADINGS } from './resume-vocabulary.ts';

/** One letter-spaced character: a letter, a digit, or the '&' of 'S K I L L S & T O O L S'. */
const UNIT = /^[\p{L}\p{N}&]$/u;
/**
 * Two capitals a kerning pair pulled together ('E D U C AT I O N': 'A' and 'T'
 * sit closer than the other letters, so the PDF's text has no space there).
 */
const KERNED_PAIR = /^[\p{Lu}\p{N}]{2}$/u;
/**
 * Fewer letters than this in a row are initials ('K V S Rao') or a list, not
 * spacing, unless they spell a heading ('B I O').
 */
const MIN_LETTERS = 4;

/** Heading phrases of two or more words by their letters alone: 'workexperience' → 'work experience'. */
const PHRASES = new Map<string, string>();
for (const phrase of Object.keys(SECTION_HEADINGS)) {
  if (phrase.includes(' ')) PHRASES.set(phrase.replace(/[^a-z]/g, ''), phrase);
}

/** 'WORKEXPERIENCE' → 'WORK EXPERIENCE' when its letters spell a known heading; otherwise as it is. */
function splitKnownPhrase(word: string): string {
  if (word.includes('&')) return word.split('&').map(splitKnownPhrase).join(' & ').trim();
  const phrase = PHRASES.get(word.toLowerCase());
  if (!phrase) return word;
  let at = 0;
  return phrase
    .split(' ')
    .map((part) => {
      const piece = word.slice(at, at + part.length);
      at += part.length;
      return piece;
    })
    .join(' ');
}

/**
 * Where a letter-spaced run that starts at parts[i] ends (the index of its
 * last token), or -1. Tokens sit at even places of `parts`, the whitespace
 * after each at odd ones. A run is single characters, with kerned pairs of
 * capitals between them (never two pairs in a row, never among small
 * letters, where 'to a UI' is ordinary words), and at least one single space.
 */
function spacedRunEnd(parts: string[], i: number): number {
  let end = -1;
  let singles = 0;
  let pairs = 0;
  let lower = false;
  let singleGap = false;
  let letters = '';
  for (let k = i; k < parts.length; k += 2) {
    const token = parts[k]!;
    const single = UNIT.test(token);
    if (!single && !(KERNED_PAIR.test(token) && k > i && UNIT.test(parts[k - 2]!))) break;
    if (single) singles++;
    else pairs++;
    lower ||= token !== token.toUpperCase();
    if (pairs > 0 && lower) break;
    if (k > i && parts[k - 1] === ' ') singleGap = true;
    if (letters.length < 20) letters += token.toLowerCase();
    if (singleGap && (singles >= MIN_LETTERS || letters in SECTION_HEADINGS)) end = k;
  }
  return end;
}

/** Text whose words are all letter-spaced ('E X P E R I E N C E', 'W O R K  E X P'). */
export function isLetterSpacedText(text: string): boolean {
  const parts = text.trim().split(/(\s+)/);
  return parts.length > 1 && spacedRunEnd(parts, 0) === parts.length - 1;
}

/**
 * Joins letter-spaced runs of a piece of text: 'E X P E R I E N C E' →
 * 'EXPERIENCE', 'W O R K   E X P E R I E N C E' → 'WORK EXPERIENCE'. Text
 * without such runs comes back unchanged, spaces included.
 */
export function joinLetterSpacing(text: string): string {
  const parts = text.split(/(\s+)/);
  if (parts.length < 5) return text;
  let out = '';
  let i = 0;
  while (i < parts.length) {
    const end = spacedRunEnd(parts, i);
    if (end < 0) {
      out += parts[i]! + (parts[i + 1] ?? '');
      i += 2;
      continue;
    }
    const words: string[] = [''];
    for (let k = i; k <= end; k += 2) {
      words[words.length - 1] += parts[k]!;
      if (k < end && parts[k + 1]!.length > 1) words.push('');
    }
    out += words.length === 1 ? splitKnownPhrase(words[0]!) : words.join(' ');
    out += parts[end + 1] ?? '';
    i = end + 2;
  }
  return out;
}
