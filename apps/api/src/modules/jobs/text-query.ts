// Full-text matching and ranking as PostgreSQL does them, for the search
// index kept in memory (decision 055, 'The search index in memory'): the
// query is PostgreSQL's own parse (`to_tsquery(...)::text`), the document is a
// tsvector's lexemes with their positions and weights, `matches` is `@@`
// (TS_execute, phrases as TS_phrase_execute) and `rank` is
// `ts_rank(vector, query, 1)` (tsrank.c) in the same single-precision steps,
// so the same jobs match and rank equal to the last bit.

/** A position of a lexeme in a document: `position << 2 | weight` (weight 3 = A … 0 = D, as WEP_GETWEIGHT). */
export type PackedPosition = number;

export type QueryNode =
  | {
      kind: 'word';
      lexeme: string;
      /** bit w set: weight w allowed; 0: any */
      weights: number;
      prefix: boolean;
      /** The lexeme's number in the documents' dictionary (`bindWords`); -1 when no document holds it. */
      id: number;
      /** A caller's mark for the word (search-indexed.ts: which bit says a job holds it). */
      bit: number;
    }
  | { kind: 'not'; arg: QueryNode }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

type Word = Extract<QueryNode, { kind: 'word' }>;

/**
 * A document as a tsvector holds it: which lexemes, at which packed positions.
 * Entry `e`'s positions are `packed[starts[e]]` up to `packed[starts[e + 1]]`.
 */
export interface TextDocument {
  /** The entry of a lexeme (by its number, `bindWords`), or -1 when the document lacks it. */
  find(id: number): number;
  readonly starts: ArrayLike<number>;
  readonly packed: ArrayLike<PackedPosition>;
  /** cnt_length: every lexeme's number of positions (1 for a lexeme without any). */
  readonly length: number;
  /** The number of distinct lexemes. */
  readonly size: number;
}

const WEIGHT_BITS: Record<string, number> = { A: 1 << 3, B: 1 << 2, C: 1 << 1, D: 1 };

/** A lexeme as tsquery_out and tsvector_out print it, from its opening quote: `''` is a quote, `\\x` is x. */
function readQuoted(text: string, start: number): { lexeme: string; end: number } {
  let at = start + 1;
  let lexeme = '';
  for (;;) {
    const ch = text[at];
    if (ch === undefined) throw new Error(`unterminated lexeme in: ${text}`);
    if (ch === "'") {
      if (text[at + 1] !== "'") return { lexeme, end: at + 1 };
      lexeme += "'";
      at += 2;
    } else if (ch === '\\') {
      lexeme += text[at + 1] ?? '';
      at += 2;
    } else {
      lexeme += ch;
      at++;
    }
  }
}

/**
 * Parses tsquery_out's text (`'data' & ( 'engin' | 'develop' )`, `'machin' <-> 'learn'`,
 * `'python':A`): `!` binds tightest, then `<N>`, `&`, `|`, each left-associative, as tsquery_in reads it.
 * Null for an empty query.
 */
export function parseTextQuery(text: string): QueryNode | null {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (): never => {
    throw new Error(`unreadable tsquery at ${at}: ${text}`);
  };
  const operand = (): QueryNode => {
    skip();
    if (text[at] === '!') {
      at++;
      return { kind: 'not', arg: operand() };
    }
    if (text[at] === '(') {
      at++;
      const inner = or();
      skip();
      if (text[at] !== ')') fail();
      at++;
      return inner;
    }
    if (text[at] !== "'") fail();
    const quoted = readQuoted(text, at);
    const lexeme = quoted.lexeme;
    at = quoted.end;
    let weights = 0;
    let prefix = false;
    if (text[at] === ':') {
      at++;
      while (/[ABCD*]/.test(text[at] ?? '')) {
        if (text[at] === '*') prefix = true;
        else weights |= WEIGHT_BITS[text[at]!]!;
        at++;
      }
    }
    return { kind: 'word', lexeme, weights, prefix, id: -1, bit: 0 };
  };
  const phrase = (): QueryNode => {
    let left = operand();
    for (;;) {
      skip();
      const match = /^<(-|\d+)>/.exec(text.slice(at));
      if (!match) return left;
      at += match[0].length;
      left = { kind: 'phrase', distance: match[1] === '-' ? 1 : Number(match[1]), left, right: operand() };
    }
  };
  const and = (): QueryNode => {
    let left = phrase();
    for (;;) {
      skip();
      if (text[at] !== '&') return left;
      at++;
      left = { kind: 'and', left, right: phrase() };
    }
  };
  const or = (): QueryNode => {
    let left = and();
    for (;;) {
      skip();
      if (text[at] !== '|') return left;
      at++;
      left = { kind: 'or', left, right: and() };
    }
  };
  skip();
  if (at >= text.length) return null;
  const node = or();
  skip();
  if (at < text.length) fail();
  return node;
}

/** Whether the evaluation below covers the query: no prefix words, no negation (the search builds neither). */
export function isPlainQuery(node: QueryNode): boolean {
  switch (node.kind) {
    case 'word':
      return !node.prefix;
    case 'not':
      return false;
    default:
      return isPlainQuery(node.left) && isPlainQuery(node.right);
  }
}

/** Every word of the query, in tree order (none for no query). */
export function wordsOf(node: QueryNode | null, into: Word[] = []): Word[] {
  if (!node) return into;
  if (node.kind === 'word') into.push(node);
  else if (node.kind === 'not') wordsOf(node.arg, into);
  else {
    wordsOf(node.left, into);
    wordsOf(node.right, into);
  }
  return into;
}

/** Numbers the query's words as the documents' dictionary does (-1: no document holds it). */
export function bindWords(node: QueryNode, idOf: (lexeme: string) => number): void {
  for (const word of wordsOf(node)) word.id = idOf(word.lexeme);
}

interface PhraseMatch {
  /** Positions (without weights) where the match ends, ascending. */
  positions: number[];
  width: number;
}

/** checkclass_str with position data: the word's positions, kept only where its weight is allowed. */
function wordPositions(node: Extract<QueryNode, { kind: 'word' }>, doc: TextDocument): PhraseMatch | null {
  const entry = node.id < 0 ? -1 : doc.find(node.id);
  if (entry < 0) return null;
  const positions: number[] = [];
  const { packed } = doc;
  for (let i = doc.starts[entry]!, end = doc.starts[entry + 1]!; i < end; i++) {
    const p = packed[i]!;
    if (!node.weights || node.weights & (1 << (p & 3))) positions.push(p >> 2);
  }
  return positions.length ? { positions, width: 0 } : null;
}

const BOTH = 1;
const LEFT_ONLY = 2;
const RIGHT_ONLY = 4;

/** TS_phrase_output: merges the two sorted lists, keeping what `emit` asks for. */
function phraseOutput(left: number[], right: number[], emit: number, leftOffset: number, rightOffset: number) {
  const out: number[] = [];
  let l = 0;
  let r = 0;
  while (l < left.length || r < right.length) {
    let lpos: number;
    let rpos: number;
    if (l < left.length) lpos = left[l]! + leftOffset;
    else {
      if (!(emit & RIGHT_ONLY)) break;
      lpos = Number.MAX_SAFE_INTEGER;
    }
    if (r < right.length) rpos = right[r]! + rightOffset;
    else {
      if (!(emit & LEFT_ONLY)) break;
      rpos = Number.MAX_SAFE_INTEGER;
    }
    let output = 0;
    if (lpos < rpos) {
      if (emit & LEFT_ONLY) output = lpos;
      l++;
    } else if (lpos === rpos) {
      if (emit & BOTH) output = rpos;
      l++;
      r++;
    } else {
      if (emit & RIGHT_ONLY) output = rpos;
      r++;
    }
    if (output > 0) out.push(output);
  }
  return out;
}

/** TS_phrase_execute for queries without negation: where (and how wide) the node matches, or null. */
function phraseExecute(node: QueryNode, doc: TextDocument): PhraseMatch | null {
  switch (node.kind) {
    case 'word':
      return wordPositions(node, doc);
    case 'not':
      throw new Error('negation is not evaluated here');
    case 'phrase':
    case 'and': {
      const left = phraseExecute(node.left, doc);
      if (!left) return null;
      const right = phraseExecute(node.right, doc);
      if (!right) return null;
      if (node.kind === 'phrase') {
        const positions = phraseOutput(left.positions, right.positions, BOTH, node.distance + right.width, 0);
        return positions.length ? { positions, width: node.distance + left.width + right.width } : null;
      }
      const width = Math.max(left.width, right.width);
      const positions = phraseOutput(left.positions, right.positions, BOTH, width - left.width, width - right.width);
      return positions.length ? { positions, width } : null;
    }
    case 'or': {
      const left = phraseExecute(node.left, doc) ?? { positions: [], width: 0 };
      const right = phraseExecute(node.right, doc) ?? { positions: [], width: 0 };
      if (!left.positions.length && !right.positions.length) return null;
      const width = Math.max(left.width, right.width);
      const positions = phraseOutput(
        left.positions,
        right.positions,
        BOTH | LEFT_ONLY | RIGHT_ONLY,
        width - left.width,
        width - right.width,
      );
      return positions.length ? { positions, width } : null;
    }
  }
}

/** A phrase of words alone (`'machin' <-> 'learn'`): each word and how far after the first it stands. */
type Chain = { word: Word; offset: number }[];
/** The chains a phrase is any of, and their width; null when it is not such a phrase. */
type Chains = { chains: Chain[]; width: number } | null;
const chains = new WeakMap<QueryNode, Chains>();
/** Beyond this many chains a phrase is evaluated as TS_phrase_execute does, with its lists. */
const MAX_CHAINS = 64;

/**
 * A phrase as the chains of words it is any of: `('data' | 'big') <-> 'engin'`
 * is `'data' <-> 'engin'` or `'big' <-> 'engin'`. That holds where every
 * alternative inside the phrase is as wide as the others: TS_phrase_execute
 * aligns alternatives of other widths on their ends, which no chain says
 * (null: the lists are built instead).
 */
function chainsOf(node: QueryNode): Chains {
  switch (node.kind) {
    case 'word':
      return { chains: [[{ word: node, offset: 0 }]], width: 0 };
    case 'phrase': {
      const left = chainsOf(node.left);
      const right = left && chainsOf(node.right);
      if (!left || !right || left.chains.length * right.chains.length > MAX_CHAINS) return null;
      const shift = left.width + node.distance;
      return {
        chains: left.chains.flatMap((l) =>
          right.chains.map((r) => [...l, ...r.map((part) => ({ word: part.word, offset: part.offset + shift }))]),
        ),
        width: shift + right.width,
      };
    }
    case 'or': {
      const left = chainsOf(node.left);
      const right = left && chainsOf(node.right);
      if (!left || !right || left.width !== right.width) return null;
      return { chains: [...left.chains, ...right.chains], width: left.width };
    }
    default:
      return null;
  }
}

/** Whether the entry has a position `at` of a weight the word allows. */
function hasPositionAt(doc: TextDocument, entry: number, at: number, weights: number): boolean {
  const { packed } = doc;
  for (let i = doc.starts[entry]!, end = doc.starts[entry + 1]!; i < end; i++) {
    const p = packed[i]!;
    if (p >> 2 === at) return !weights || (weights & (1 << (p & 3))) !== 0;
    if (p >> 2 > at) return false;
  }
  return false;
}

/** Room for a chain's entries in the document (reused: matching never waits). */
const entryRoom: number[] = [];

/**
 * A phrase of words alone, as TS_phrase_execute answers it: the first word at
 * some position p and each other word at p plus its offset, every one at a
 * weight it allows (no lists built).
 */
function chainMatches(chain: Chain, doc: TextDocument, entries: number[]): boolean {
  for (let j = 0; j < chain.length; j++) {
    const { word } = chain[j]!;
    const entry = word.id < 0 ? -1 : doc.find(word.id);
    if (entry < 0 || doc.starts[entry] === doc.starts[entry + 1]) return false;
    entries[j] = entry;
  }
  const first = chain[0]!.word;
  const { packed } = doc;
  for (let i = doc.starts[entries[0]!]!, end = doc.starts[entries[0]! + 1]!; i < end; i++) {
    const p = packed[i]!;
    if (first.weights && !(first.weights & (1 << (p & 3)))) continue;
    let all = true;
    for (let j = 1; j < chain.length && all; j++) {
      all = hasPositionAt(doc, entries[j]!, (p >> 2) + chain[j]!.offset, chain[j]!.word.weights);
    }
    if (all) return true;
  }
  return false;
}

/** `document @@ query` (TS_execute) for a query `isPlainQuery` accepts. */
export function matches(node: QueryNode, doc: TextDocument): boolean {
  switch (node.kind) {
    case 'word': {
      const entry = node.id < 0 ? -1 : doc.find(node.id);
      if (entry < 0) return false;
      const start = doc.starts[entry]!;
      const end = doc.starts[entry + 1]!;
      if (!node.weights || start === end) return true;
      const { packed } = doc;
      for (let i = start; i < end; i++) if (node.weights & (1 << (packed[i]! & 3))) return true;
      return false;
    }
    case 'and':
      return matches(node.left, doc) && matches(node.right, doc);
    case 'or':
      return matches(node.left, doc) || matches(node.right, doc);
    case 'phrase': {
      let found = chains.get(node);
      if (found === undefined) chains.set(node, (found = chainsOf(node)));
      if (!found) return phraseExecute(node, doc) !== null;
      for (const chain of found.chains) if (chainMatches(chain, doc, entryRoom)) return true;
      return false;
    }
    case 'not':
      return !matches(node.arg, doc);
  }
}

/**
 * `document @@ query` for a stripped document (lexemes without positions, as
 * the descriptions are kept: migration 0080): a word matches when present,
 * whatever weight it asks for; a phrase never does (TS_execute turns the
 * phrase's MAYBE into NO).
 */
export function matchesStripped(node: QueryNode, has: (id: number) => boolean): boolean {
  switch (node.kind) {
    case 'word':
      return node.id >= 0 && has(node.id);
    case 'and':
      return matchesStripped(node.left, has) && matchesStripped(node.right, has);
    case 'or':
      return matchesStripped(node.left, has) || matchesStripped(node.right, has);
    case 'phrase':
      return false;
    case 'not':
      throw new Error('negation is not evaluated here');
  }
}

// ------------------------------------------------------------------ ts_rank

const f32 = Math.fround;
/** tsrank.c's default weights {0.1f, 0.2f, 0.4f, 1.0f}, by WEP_GETWEIGHT (D … A). */
const RANK_WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), f32(1.0)];
const MAXENTRYPOS = 1 << 14;

/** A query made ready to rank: its distinct words (numbers) in SortAndUniqItems' order, and which calc_rank it takes. */
export interface RankQuery {
  words: number[];
  and: boolean;
  /** Room for calc_rank_and's entries, one per word (reused by every document). */
  scratch: Int32Array;
}

/** Byte order of the words' UTF-8 (tsCompareString): a shorter word first when one begins the other. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export function rankQueryOf(node: QueryNode, idOf: (lexeme: string) => number): RankQuery {
  const words = [...new Set(wordsOf(node).map((word) => word.lexeme))].sort(byBytes).map(idOf);
  return { words, and: node.kind === 'and' || node.kind === 'phrase', scratch: new Int32Array(words.length) };
}

/**
 * What the engine's own libm answers, where tsrank.c calls it: `log(n)` for
 * the length normalisation and `exp(w / 1.5 - 2)` for word_distance. Read once
 * from the database the ranks are compared with (`rankMathOf`), so the last
 * bit agrees with its C library, whatever JavaScript's would round to.
 */
export interface RankMath {
  /** ln(n) for n = 0 …; beyond the table, Math.log. */
  log: Float64Array;
  /** exp(w / 1.5 - 2) for w = 0 … 100. */
  exp: Float64Array;
}

const logOf = (math: RankMath, n: number) => (n < math.log.length ? math.log[n]! : Math.log(n));

/** word_distance: the weight of two words `w` positions apart. */
function wordDistance(math: RankMath, w: number): number {
  if (w > 100) return f32(1e-30);
  return f32(1.0 / (1.005 + 0.05 * math.exp[w]!));
}

/**
 * One lexeme's part of calc_rank_or before its division by π²/6, from its
 * packed positions `packed[start]` up to `packed[end]` (none: one position at
 * weight D): a float4, as tsrank.c computes it.
 */
export function orTermOf(packed: ArrayLike<PackedPosition>, start: number, end: number): number {
  const w = RANK_WEIGHTS;
  const none = start === end;
  const count = end - start || 1;
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < count; j++) {
    const weight = none ? w[0]! : w[packed[start + j]! & 3]!;
    resj = f32(resj + f32(weight / ((j + 1) * (j + 1))));
    if (weight > wjm) {
      wjm = weight;
      jm = j;
    }
  }
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
}

/** calc_rank_or's running sum with one more lexeme's part (`orTermOf`). */
export const addOrTerm = (sum: number, term: number) => f32(sum + term / 1.64493406685);

/** calc_rank_or's sum divided by the query's number of distinct words. */
export const orRankOf = (sum: number, words: number) => (words > 0 ? f32(sum / words) : sum);

function rankOr(query: RankQuery, doc: TextDocument): number {
  const { starts, packed } = doc;
  let res = 0;
  for (const word of query.words) {
    const entry = word < 0 ? -1 : doc.find(word);
    if (entry < 0) continue;
    res = addOrTerm(res, orTermOf(packed, starts[entry]!, starts[entry + 1]!));
  }
  return orRankOf(res, query.words.length);
}

/** The positions calc_rank_and pairs: a lexeme without any stands at MAXENTRYPOS - 1, weight D (POSNULL). */
const POSNULL = [(MAXENTRYPOS - 1) << 2];

function rankAnd(query: RankQuery, doc: TextDocument, math: RankMath): number {
  if (query.words.length < 2) return rankOr(query, doc);
  const w = RANK_WEIGHTS;
  const { starts, packed } = doc;
  // the entry found for each word so far (-1: none; -2: POSNULL)
  const found = query.scratch;
  let res = -1;
  for (let i = 0; i < query.words.length; i++) {
    const word = query.words[i]!;
    const entry = word < 0 ? -1 : doc.find(word);
    if (entry < 0) {
      found[i] = -1;
      continue;
    }
    const iNull = starts[entry] === starts[entry + 1];
    found[i] = iNull ? -2 : entry;
    const iPacked = iNull ? POSNULL : packed;
    const iStart = iNull ? 0 : starts[entry]!;
    const iEnd = iNull ? 1 : starts[entry + 1]!;
    for (let k = 0; k < i; k++) {
      const other = found[k]!;
      if (other === -1) continue;
      const kNull = other === -2;
      const kPacked = kNull ? POSNULL : packed;
      const kStart = kNull ? 0 : starts[other]!;
      const kEnd = kNull ? 1 : starts[other + 1]!;
      for (let l = iStart; l < iEnd; l++) {
        const post = iPacked[l]!;
        for (let p = kStart; p < kEnd; p++) {
          const ct = kPacked[p]!;
          let dist = Math.abs((post >> 2) - (ct >> 2));
          if (dist || iNull || kNull) {
            if (!dist) dist = MAXENTRYPOS;
            const curw = f32(Math.sqrt(f32(f32(w[post & 3]! * w[ct & 3]!) * wordDistance(math, dist))));
            res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** `ts_rank(document, query, 1)`: calc_rank with the log-length normalisation, as a float4. */
export function rank(query: RankQuery, doc: TextDocument, math: RankMath): number {
  if (!doc.size || !query.words.length) return 0;
  return normalisedRank(query.and ? rankAnd(query, doc, math) : rankOr(query, doc), doc.length, math);
}

/** calc_rank's end: a negative rank (no pair found) becomes 1e-20, then divided by log2(length + 1). */
export function normalisedRank(res: number, length: number, math: RankMath): number {
  const positive = res < 0 ? f32(1e-20) : res;
  return f32(positive / (logOf(math, length + 1) / logOf(math, 2)));
}

/** Reads a tsvector's text (`'data':3A,7 'engin':4A`) into lexemes and packed positions. */
export function parseTextVector(text: string): { lexemes: string[]; positions: PackedPosition[][] } {
  const lexemes: string[] = [];
  const positions: PackedPosition[][] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at++;
      continue;
    }
    if (text[at] !== "'") throw new Error(`unreadable tsvector at ${at}`);
    const quoted = readQuoted(text, at);
    const lexeme = quoted.lexeme;
    at = quoted.end;
    const list: PackedPosition[] = [];
    if (text[at] === ':') {
      at++;
      for (;;) {
        let n = 0;
        while (text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) n = n * 10 + text.charCodeAt(at++) - 48;
        let weight = 0;
        const ch = text[at];
        if (ch === 'A') weight = 3;
        else if (ch === 'B') weight = 2;
        else if (ch === 'C') weight = 1;
        else if (ch === 'D') weight = 0;
        if (ch && 'ABCD'.includes(ch)) at++;
        list.push((n << 2) | weight);
        if (text[at] !== ',') break;
        at++;
      }
    }
    lexemes.push(lexeme);
    positions.push(list);
  }
  return { lexemes, positions };
}
