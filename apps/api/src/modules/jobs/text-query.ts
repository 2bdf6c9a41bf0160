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
    }
  | { kind: 'not'; arg: QueryNode }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

/** A document as a tsvector holds it: which lexemes, at which packed positions. */
export interface TextDocument {
  /** The packed positions of a lexeme (by its number, `bindWords`), or undefined when the document lacks it. */
  positions(id: number): ArrayLike<PackedPosition> | undefined;
  /** cnt_length: every lexeme's number of positions (1 for a lexeme without any). */
  readonly length: number;
  /** The number of distinct lexemes. */
  readonly size: number;
}

const WEIGHT_BITS: Record<string, number> = { A: 1 << 3, B: 1 << 2, C: 1 << 1, D: 1 };

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
    at++;
    let lexeme = '';
    for (;;) {
      const ch = text[at];
      if (ch === undefined) fail();
      if (ch === "'") {
        if (text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
          continue;
        }
        at++;
        break;
      }
      if (ch === '\\') {
        lexeme += text[at + 1] ?? fail();
        at += 2;
        continue;
      }
      lexeme += ch;
      at++;
    }
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
    return { kind: 'word', lexeme, weights, prefix, id: -1 };
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

/** Numbers the query's words as the documents' dictionary does (-1: no document holds it). */
export function bindWords(node: QueryNode, idOf: (lexeme: string) => number): void {
  if (node.kind === 'word') node.id = idOf(node.lexeme);
  else if (node.kind === 'not') bindWords(node.arg, idOf);
  else {
    bindWords(node.left, idOf);
    bindWords(node.right, idOf);
  }
}

/** Every word of the query, in tree order. */
export function queryWords(node: QueryNode, into: string[] = []): string[] {
  if (node.kind === 'word') into.push(node.lexeme);
  else if (node.kind === 'not') queryWords(node.arg, into);
  else {
    queryWords(node.left, into);
    queryWords(node.right, into);
  }
  return into;
}

interface PhraseMatch {
  /** Positions (without weights) where the match ends, ascending. */
  positions: number[];
  width: number;
}

/** checkclass_str with position data: the word's positions, kept only where its weight is allowed. */
function wordPositions(node: Extract<QueryNode, { kind: 'word' }>, doc: TextDocument): PhraseMatch | null {
  const packed = node.id < 0 ? undefined : doc.positions(node.id);
  if (!packed) return null;
  const positions: number[] = [];
  for (let i = 0; i < packed.length; i++) {
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

/** `document @@ query` (TS_execute) for a query `isPlainQuery` accepts. */
export function matches(node: QueryNode, doc: TextDocument): boolean {
  switch (node.kind) {
    case 'word': {
      const packed = node.id < 0 ? undefined : doc.positions(node.id);
      if (!packed) return false;
      if (!node.weights || packed.length === 0) return true;
      for (let i = 0; i < packed.length; i++) if (node.weights & (1 << (packed[i]! & 3))) return true;
      return false;
    }
    case 'and':
      return matches(node.left, doc) && matches(node.right, doc);
    case 'or':
      return matches(node.left, doc) || matches(node.right, doc);
    case 'phrase':
      return phraseExecute(node, doc) !== null;
    case 'not':
      return !matches(node.arg, doc);
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
}

/** Byte order of the words' UTF-8 (tsCompareString): a shorter word first when one begins the other. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export function rankQueryOf(node: QueryNode, idOf: (lexeme: string) => number): RankQuery {
  const words = [...new Set(queryWords(node))].sort(byBytes).map(idOf);
  return { words, and: node.kind === 'and' || node.kind === 'phrase' };
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

function rankOr(query: RankQuery, doc: TextDocument): number {
  let res = 0;
  for (const word of query.words) {
    const packed = word < 0 ? undefined : doc.positions(word);
    if (!packed) continue;
    const w = RANK_WEIGHTS;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    // a lexeme without positions counts as one at weight D (posnull)
    const count = packed.length || 1;
    for (let j = 0; j < count; j++) {
      const weight = packed.length ? w[packed[j]! & 3]! : w[0]!;
      resj = f32(resj + f32(weight / ((j + 1) * (j + 1))));
      if (weight > wjm) {
        wjm = weight;
        jm = j;
      }
    }
    res = f32(res + f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  if (query.words.length > 0) res = f32(res / query.words.length);
  return res;
}

function rankAnd(query: RankQuery, doc: TextDocument, math: RankMath): number {
  if (query.words.length < 2) return rankOr(query, doc);
  const w = RANK_WEIGHTS;
  const found: (ArrayLike<PackedPosition> | null)[] = [];
  const posNull = [(MAXENTRYPOS - 1) << 2];
  let res = -1;
  for (let i = 0; i < query.words.length; i++) {
    const word = query.words[i]!;
    const packed = word < 0 ? undefined : doc.positions(word);
    if (!packed) {
      found.push(null);
      continue;
    }
    const post = packed.length ? packed : posNull;
    found.push(post);
    for (let k = 0; k < i; k++) {
      const ct = found[k];
      if (!ct) continue;
      for (let l = 0; l < post.length; l++) {
        for (let p = 0; p < ct.length; p++) {
          let dist = Math.abs((post[l]! >> 2) - (ct[p]! >> 2));
          if (dist || post === posNull || ct === posNull) {
            if (!dist) dist = MAXENTRYPOS;
            const curw = f32(Math.sqrt(f32(f32(w[post[l]! & 3]! * w[ct[p]! & 3]!) * wordDistance(math, dist))));
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
  let res = query.and ? rankAnd(query, doc, math) : rankOr(query, doc);
  if (res < 0) res = f32(1e-20);
  return f32(res / (logOf(math, doc.length + 1) / logOf(math, 2)));
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
    at++;
    let lexeme = '';
    for (;;) {
      const ch = text[at];
      if (ch === undefined) throw new Error('unterminated lexeme');
      if (ch === "'") {
        if (text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
          continue;
        }
        at++;
        break;
      }
      if (ch === '\\') {
        lexeme += text[at + 1];
        at += 2;
        continue;
      }
      lexeme += ch;
      at++;
    }
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
