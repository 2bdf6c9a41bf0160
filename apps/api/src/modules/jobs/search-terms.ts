// What a search term means before it reaches the database (decision 018):
// the words are normalised (front-end → frontend, reactjs → react), common
// abbreviations and synonyms become alternatives of one concept (JS or
// JavaScript, SRE or site reliability), and seniority words (senior, lead,
// junior) become a seniority instead of a word to find. The concepts are
// turned into a to_tsquery text over search_vector, which holds only what
// decides a match (title A, skills and sub-category B, category and location
// C, company D: decision 037); the description never makes a job match.

import { ALIAS_GROUPS } from '@talent/contracts/skill-aliases';

export type Seniority = 'junior' | 'senior' | 'lead';

export interface ParsedTerm {
  /** Every concept must match; a concept matches when any of its alternatives (a phrase of words) does. */
  concepts: string[][][];
  seniority: Seniority | null;
  /** The words as typed (normalised), seniority words included: what spelling correction looks at. */
  words: string[];
}

/** Joined spellings first, so the synonym table below only has one key per idea. */
const REWRITES: [RegExp, string][] = [
  [/\bfront[\s-]+end\b/g, 'frontend'],
  [/\bback[\s-]+end\b/g, 'backend'],
  [/\bfull[\s-]*stack\b/g, 'fullstack'],
  [/\bdev[\s-]+ops\b/g, 'devops'],
  [/\bmachine[\s-]+learning\b/g, 'ml'],
  [/\bsite[\s-]+reliability(?:[\s-]+engineer(?:ing)?)?\b/g, 'sre'],
  [/\bquality[\s-]+assurance\b/g, 'qa'],
  [/\bproduct[\s-]+manager\b/g, 'pm'],
  [/\bartificial[\s-]+intelligence\b/g, 'ai'],
  [/\bamazon[\s-]+web[\s-]+services\b/g, 'aws'],
  [/\bnode(?:\.?js)?\b/g, 'nodejs'],
  [/\breact(?:\.?js)?\b/g, 'react'],
  [/\bvue(?:\.?js)?\b/g, 'vue'],
  [/\bnext(?:\.?js)\b/g, 'nextjs'],
  [/\bjava[\s-]*script\b/g, 'js'],
  [/\btype[\s-]*script\b/g, 'ts'],
  [/\bc\s*\+\+/g, 'cpp'],
  [/\bc\s*#/g, 'csharp'],
  [/\.net\b/g, 'dotnet'],
  [/\bci\s*\/\s*cd\b/g, 'cicd'],
];

/** A normalised word → the phrases that mean it (the word itself is not implied). */
const SYNONYMS: Record<string, string[]> = {
  frontend: ['frontend', 'front end', 'front-end'],
  backend: ['backend', 'back end', 'back-end'],
  fullstack: ['full stack', 'fullstack', 'full-stack'],
  devops: ['devops', 'dev ops'],
  ml: ['machine learning', 'ml', 'mlops'],
  sre: ['site reliability', 'sre'],
  qa: ['qa', 'quality', 'test automation'],
  pm: ['product manager', 'product management'],
  ai: ['ai', 'artificial intelligence', 'machine learning'],
  aws: ['aws', 'amazon web services'],
  nodejs: ['node.js', 'nodejs', 'node'],
  react: ['react', 'reactjs', 'react.js'],
  vue: ['vue', 'vue.js', 'vuejs'],
  nextjs: ['next.js', 'nextjs'],
  js: ['javascript', 'js', 'typescript', 'node.js', 'react', 'next.js'],
  ts: ['typescript', 'ts'],
  cpp: ['c++', 'cpp'],
  csharp: ['c#', 'csharp'],
  dotnet: ['.net', 'dotnet'],
  cicd: ['ci/cd', 'cicd'],
  k8s: ['kubernetes', 'k8s'],
  kubernetes: ['kubernetes', 'k8s'],
  golang: ['golang', 'go'],
  go: ['go', 'golang'],
  postgres: ['postgresql', 'postgres'],
  postgresql: ['postgresql', 'postgres'],
  dev: ['developer', 'engineer', 'development'],
  developer: ['developer', 'engineer'],
  developers: ['developer', 'engineer'],
  engineer: ['engineer', 'developer'],
  engineers: ['engineer', 'developer'],
  programmer: ['developer', 'engineer', 'programmer'],
  sde: ['software engineer', 'software developer', 'sde', 'engineer', 'developer'],
  swe: ['software engineer', 'software developer', 'swe', 'engineer', 'developer'],
  ux: ['ux', 'user experience', 'product design'],
  ui: ['ui', 'user interface', 'frontend'],
  hr: ['hr', 'human resources'],
  ios: ['ios', 'iphone'],
  android: ['android'],
  mobile: ['mobile', 'android', 'ios'],
  bangalore: ['bengaluru', 'bangalore'],
  bengaluru: ['bengaluru', 'bangalore'],
  gurgaon: ['gurugram', 'gurgaon'],
  gurugram: ['gurugram', 'gurgaon'],
  bombay: ['mumbai'],
  madras: ['chennai'],
  uk: ['united kingdom', 'uk'],
  usa: ['united states', 'usa'],
  us: ['united states'],
  uae: ['united arab emirates', 'uae'],
  infosec: ['security'],
  cybersecurity: ['security', 'cybersecurity'],
  analytics: ['analytics', 'analyst', 'analysis'],
  analyst: ['analyst', 'analysis', 'analytics'],
  ds: ['data science', 'data scientist'],
};

/**
 * The shipped alias table (packages/contracts skill-aliases.ts, decision 037)
 * beyond the tuned table above: a typed word or multi-word skill that names an
 * alias group finds every spelling of it. Alternatives of one or two letters
 * ('de', 'pm') are kept only when typed: as an alternative they would match
 * words that mean something else.
 */
const GROUP_TOKEN = (index: number) => `aliasgroup${index}`;
const ALIAS_ALTERNATIVES = new Map<string, string[]>();
/** Each multi-word skill's pattern, its token, and its first word (a text without it cannot match). */
const ALIAS_PHRASES: [RegExp, string, string][] = [];
ALIAS_GROUPS.forEach((group, index) => {
  const alternatives = group.names.filter((name) => name.replace(/[^\p{L}\p{N}]/gu, '').length >= 3);
  const token = GROUP_TOKEN(index);
  ALIAS_ALTERNATIVES.set(token, alternatives.length ? alternatives : [group.canonical]);
  for (const name of group.names) {
    const words = name.split(' ');
    if (words.length === 1) {
      if (!(name in SYNONYMS) && !ALIAS_ALTERNATIVES.has(name))
        ALIAS_ALTERNATIVES.set(name, [...new Set([name, ...alternatives])]);
    } else if (group.kind === 'skill') {
      // a multi-word skill ('spring boot', 'power bi') is one concept, not two words
      const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('[\\s-]+');
      ALIAS_PHRASES.push([new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), token, words[0]!]);
    }
  }
});
// longest phrases first, so 'ruby on rails' is not read as 'ruby' + 'rails'
ALIAS_PHRASES.sort((a, b) => b[0].source.length - a[0].source.length);

const SENIORITY: Record<string, Seniority> = {
  senior: 'senior',
  sr: 'senior',
  junior: 'junior',
  jr: 'junior',
  graduate: 'junior',
  entry: 'junior',
  intern: 'junior',
  lead: 'lead',
  staff: 'lead',
  principal: 'lead',
  head: 'lead',
};

/** Words that say nothing about which job: 'jobs in pune' is 'pune'. */
const NOISE = new Set([
  'job',
  'jobs',
  'role',
  'roles',
  'position',
  'positions',
  'opening',
  'openings',
  'vacancy',
  'hiring',
  'in',
  'at',
  'for',
  'the',
  'a',
  'an',
  'and',
  'of',
  'with',
  'level',
]);

export function normaliseWords(term: string): string[] {
  let text = term.toLowerCase().normalize('NFKC');
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  for (const [pattern, token, first] of ALIAS_PHRASES) {
    if (text.includes(first)) text = text.replace(pattern, ` ${token} `);
  }
  return text
    .split(/[^\p{L}\p{N}.+#/-]+/u)
    .map((word) => word.replace(/^[.\-/]+|[.\-/]+$/g, ''))
    .filter((word) => word.length > 0 && !NOISE.has(word));
}

export function parseTerm(term: string): ParsedTerm {
  const words = normaliseWords(term);
  let seniority: Seniority | null = null;
  const concepts: string[][][] = [];
  for (const word of words) {
    const level = SENIORITY[word];
    if (level) {
      seniority ??= level;
      continue;
    }
    const alternatives = SYNONYMS[word] ?? ALIAS_ALTERNATIVES.get(word) ?? [word];
    concepts.push(alternatives.map((phrase) => phrase.split(/\s+/)));
  }
  // a query of only a seniority word ('senior') looks for it in titles
  if (concepts.length === 0 && seniority) concepts.push([[words.find((w) => SENIORITY[w])!]]);
  return { concepts, seniority, words };
}

const quote = (word: string) => `'${word.replace(/['\\:&|!()<>*]/g, '')}'`;

/**
 * The to_tsquery('english', …) text of the concepts: AND of concepts, OR of
 * alternatives, phrases with <->. `weights` restricts every lexeme ('A': the
 * title only; '' for every field of search_vector). `within` joins the words
 * of a phrase: ' & ' asks only that they all occur, which the index answers
 * without reading a row.
 */
export function tsQueryText(concepts: string[][][], weights = '', within = ' <-> '): string {
  const suffix = weights ? `:${weights}` : '';
  const lexeme = (word: string) => `${quote(word)}${suffix}`;
  return concepts
    .map(
      (alternatives) =>
        `(${alternatives.map((phrase) => (phrase.length === 1 ? lexeme(phrase[0]!) : `(${phrase.map(lexeme).join(within)})`)).join(' | ')})`,
    )
    .join(' & ');
}

/** The words as typed, each in the title: 'engineer' ranks Engineer titles above Developer ones it also finds. */
export function typedInTitleText(concepts: string[][][]): string {
  return concepts.map((alternatives) => alternatives[0]!.map((w) => `${quote(w)}:A`).join(' <-> ')).join(' & ');
}

/** The whole term as one phrase in the title: the strongest sign of what was meant ('data engineer'). */
export function titlePhraseText(concepts: string[][][]): string | null {
  if (concepts.length < 2) return null;
  return concepts
    .map(
      (alternatives) =>
        `(${alternatives.map((phrase) => phrase.map((w) => `${quote(w)}:A`).join(' <-> ')).join(' | ')})`,
    )
    .join(' <-> ');
}

// ------------------------------------------------------------------ spelling

/** Damerau–Levenshtein distance (optimal string alignment): a swap of two letters counts once. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Is a word known without correction (a synonym key, a seniority, noise)? */
export const isKnownWord = (word: string) =>
  word in SYNONYMS || ALIAS_ALTERNATIVES.has(word) || word in SENIORITY || NOISE.has(word);

/** The words as a person would read them back ('aliasgroup12' → 'spring boot'). */
export const displayWord = (word: string) =>
  word.startsWith('aliasgroup') ? (ALIAS_ALTERNATIVES.get(word)?.[0] ?? word) : word;

/** The closest candidate within the edit distance a word of its length allows, preferring more jobs. */
export function closestWord(word: string, candidates: { word: string; jobs: number }[]): string | null {
  const allowed = word.length <= 4 ? 1 : 2;
  let best: { word: string; distance: number; jobs: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === word) return null;
    const distance = editDistance(word, candidate.word);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.jobs > best.jobs)) {
      best = { ...candidate, distance };
    }
  }
  return best?.word ?? null;
}
