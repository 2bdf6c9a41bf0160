// `@@` (on whole and on stripped documents) and `ts_rank(…, 1)` evaluated in the process (text-query.ts) against
// the database's own answers, bit for bit, over documents and queries of the
// shapes the search builds: weights, phrases of alternatives, repeated and
// compound words, long and one-word documents (decision 055, 'The search
// index in memory').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { rowsOf, textArray } from '../../db/raw-query.ts';
import { rankMathOf } from './search-index.ts';
import {
  bindWords,
  isPlainQuery,
  matches,
  matchesStripped,
  parseTextQuery,
  parseTextVector,
  rank,
  rankQueryOf,
  type TextDocument,
} from './text-query.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const WORDS = [
  'data',
  'engineer',
  'developer',
  'senior',
  'python',
  'machine',
  'learning',
  'front-end',
  'react',
  'lead',
];

/** A deterministic sequence: the same documents on every run and engine. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const QUERIES = [
  `'python'`,
  `'python':A`,
  `'data' & ('engineer' | 'developer')`,
  `'data':A & 'engineer':A`,
  `('data':A) <-> ('engineer':A | 'developer':A)`,
  `('machine' <-> 'learning') | 'ml'`,
  `('machine':A <-> 'learning':A | 'react':A) <-> ('engineer':A | 'developer':A)`,
  `'front-end'`,
  `'front-end' & 'react'`,
  `'senior':A | 'lead':A`,
  `('data') | ('python') | ('react')`,
  `'data' <2> 'engineer'`,
  `('data' | 'python' | 'react':B) <-> ('engineer' | 'developer') <-> 'lead'`,
  `'front-end' <-> ('react' | 'python')`,
  `('senior' <-> 'python' | 'lead' <-> 'data') <-> 'engineer'`,
  `'react' & 'react' & 'data'`,
  `'nothing' & 'python'`,
  `'nothing' | 'python'`,
];

describe('full-text evaluation in the process', () => {
  it('matches and ranks as the database does, to the last bit', async () => {
    const random = prng(42);
    const texts = Array.from({ length: 240 }, () =>
      Array.from({ length: 4 }, (_, field) =>
        Array.from(
          { length: field === 0 ? 1 + Math.floor(random() * 4) : Math.floor(random() * 25) },
          () => WORDS[Math.floor(random() * WORDS.length)]!,
        ).join(' '),
      ),
    );
    const rows = await rowsOf<{
      doc: number;
      vector: string;
      query: string;
      parsed: string;
      hit: boolean;
      stripped_hit: boolean;
      score: string;
    }>(
      ctx.database.db,
      sql`WITH d AS (
            SELECT n AS doc,
                   setweight(to_tsvector('english', t[1]), 'A') || setweight(to_tsvector('english', t[2]), 'B')
                   || setweight(to_tsvector('english', t[3]), 'C') || setweight(to_tsvector('english', t[4]), 'D') AS v
            FROM unnest(${textArray(texts.map((fields) => fields.join('|')))}) WITH ORDINALITY AS x(joined, n),
                 LATERAL (SELECT string_to_array(joined, '|') AS t) f
          ), q AS (
            SELECT text, to_tsquery('english', text) AS query FROM unnest(${textArray(QUERIES)}) AS text
          )
          SELECT d.doc, d.v::text AS vector, q.text AS query, q.query::text AS parsed,
                 d.v @@ q.query AS hit, strip(d.v) @@ q.query AS stripped_hit, ts_rank(d.v, q.query, 1)::text AS score
          FROM d CROSS JOIN q`,
    );
    expect(rows.length).toBe(texts.length * QUERIES.length);
    const math = await rankMathOf(ctx.database.db);
    const dictionary = new Map<string, number>();
    const idOf = (lexeme: string) => {
      if (!dictionary.has(lexeme)) dictionary.set(lexeme, dictionary.size);
      return dictionary.get(lexeme)!;
    };
    const documentOf = (text: string): TextDocument => {
      const { lexemes, positions } = parseTextVector(text);
      const entries = new Map(lexemes.map((lexeme, i) => [idOf(lexeme), i]));
      const starts = [0];
      for (const list of positions) starts.push(starts[starts.length - 1]! + list.length);
      return {
        find: (id) => entries.get(id) ?? -1,
        starts,
        packed: positions.flat(),
        length: positions.reduce((sum, list) => sum + (list.length || 1), 0),
        size: lexemes.length,
      };
    };
    let hits = 0;
    let phrasesApart = 0;
    const ranks = new Set<number>();
    for (const row of rows) {
      const query = parseTextQuery(row.parsed)!;
      expect(isPlainQuery(query), row.parsed).toBe(true);
      bindWords(query, idOf);
      const doc = documentOf(row.vector);
      const label = `${row.query} on ${row.vector}`;
      expect(matches(query, doc), label).toBe(row.hit);
      expect(rank(rankQueryOf(query, idOf), doc, math), label).toBe(Math.fround(Number(row.score)));
      expect(
        matchesStripped(query, (id) => doc.find(id) >= 0),
        `stripped: ${label}`,
      ).toBe(row.stripped_hit);
      if (row.hit) hits += 1;
      if (row.stripped_hit !== row.hit) phrasesApart += 1;
      ranks.add(Number(row.score));
    }
    // the documents are varied enough that the comparison means something
    expect(hits).toBeGreaterThan(rows.length / 4);
    expect(hits).toBeLessThan(rows.length);
    expect(ranks.size).toBeGreaterThan(500);
    // a phrase or a weight the stripped document cannot tell: matched there, not in the whole one
    expect(phrasesApart).toBeGreaterThan(100);
  });

  it('reads what the database prints of queries and vectors', () => {
    expect(parseTextQuery(`'data' & ( 'engin' | 'develop' )`)).toMatchObject({
      kind: 'and',
      left: { kind: 'word', lexeme: 'data' },
      right: { kind: 'or' },
    });
    expect(parseTextQuery(`'a':AB <2> 'b':*`)).toMatchObject({
      kind: 'phrase',
      distance: 2,
      left: { kind: 'word', lexeme: 'a', weights: 0b1100 },
      right: { kind: 'word', lexeme: 'b', prefix: true },
    });
    expect(isPlainQuery(parseTextQuery(`!'a' & 'b'`)!)).toBe(false);
    expect(parseTextQuery('')).toBeNull();
    expect(() => parseTextQuery(`'a' &`)).toThrow(/unreadable/);
    expect(parseTextVector(`'it''s':1A,3 'x':2B`)).toEqual({
      lexemes: ["it's", 'x'],
      positions: [[(1 << 2) | 3, 3 << 2], [(2 << 2) | 2]],
    });
  });
});
