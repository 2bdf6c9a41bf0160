// The in-memory store of computed values: one computation for callers of one
// key at the same time, a bounded number of entries, an age limit, and a
// failed computation that is never kept.
import { describe, expect, it } from 'vitest';
import { createComputedCache } from './computed-cache.ts';

const counting = (value: string) => {
  const calls = { count: 0 };
  const compute = async () => {
    calls.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return value;
  };
  return { calls, compute };
};

describe('computed cache in memory', () => {
  it('computes a key once for callers asking at the same time, then answers from memory', async () => {
    const cache = createComputedCache<string>({ prefix: 'test:' });
    const { calls, compute } = counting('ranked');
    const answers = await Promise.all(Array.from({ length: 32 }, () => cache.get('a', compute)));
    expect(calls.count).toBe(1);
    expect(answers.every((answer) => answer.value === 'ranked')).toBe(true);
    expect(answers.filter((answer) => answer.fresh)).toHaveLength(1);
    expect(await cache.get('a', compute)).toEqual({ value: 'ranked', fresh: false });
    expect(calls.count).toBe(1);
    expect(cache.kind).toBe('memory');
  });

  it('keeps different keys apart', async () => {
    const cache = createComputedCache<string>({ prefix: 'test:' });
    expect((await cache.get('1:v1', counting('one').compute)).value).toBe('one');
    expect((await cache.get('2:v1', counting('two').compute)).value).toBe('two');
    expect((await cache.get('1:v1', counting('other').compute)).value).toBe('one');
  });

  it('drops the least recently used entry beyond its bound, and entries older than their age', async () => {
    let now = 0;
    const cache = createComputedCache<string>({ prefix: 'test:', maxEntries: 2, ttlMs: 1000, now: () => now });
    await cache.get('a', counting('a').compute);
    await cache.get('b', counting('b').compute);
    await cache.get('a', counting('x').compute);
    await cache.get('c', counting('c').compute);
    expect(cache.size).toBe(2);
    expect((await cache.get('b', counting('b2').compute)).value).toBe('b2');
    expect((await cache.get('c', counting('x').compute)).value).toBe('c');
    now += 1001;
    expect((await cache.get('c', counting('c2').compute)).value).toBe('c2');
  });

  it('keeps nothing when the computation fails, so the next caller computes again', async () => {
    const cache = createComputedCache<string>({ prefix: 'test:' });
    const failing = async (): Promise<string> => {
      throw new Error('database gone');
    };
    await expect(Promise.all([cache.get('a', failing), cache.get('a', failing)])).rejects.toThrow('database gone');
    expect(cache.size).toBe(0);
    expect((await cache.get('a', counting('ok').compute)).value).toBe('ok');
  });
});

describe('computed cache families', () => {
  it('derives a new key from its family’s latest value, and computes when derive declines', async () => {
    const cache = createComputedCache<string>({ prefix: 'test:' });
    const seen: string[] = [];
    const lineage = (answer: (previous: string) => string | null) => ({
      family: 'candidate-1',
      derive: async (previous: string) => {
        seen.push(previous);
        return answer(previous);
      },
    });
    expect(
      await cache.get(
        '1:v1',
        counting('v1').compute,
        lineage(() => 'never'),
      ),
    ).toEqual({
      value: 'v1',
      fresh: true,
    });
    expect(seen).toEqual([]);
    const derived = await cache.get(
      '1:v2',
      counting('computed').compute,
      lineage((previous) => `${previous}+change`),
    );
    expect(derived).toEqual({ value: 'v1+change', fresh: true, derived: true });
    expect(seen).toEqual(['v1']);
    // the family's latest is now v2's value; a declined derivation computes
    const { calls, compute } = counting('v3');
    expect(
      await cache.get(
        '1:v3',
        compute,
        lineage(() => null),
      ),
    ).toEqual({ value: 'v3', fresh: true });
    expect(seen).toEqual(['v1', 'v1+change']);
    expect(calls.count).toBe(1);
    // another family never sees this one's values
    expect(
      await cache.get('2:v3', counting('two').compute, { ...lineage(() => 'wrong'), family: 'candidate-2' }),
    ).toEqual({ value: 'two', fresh: true });
    expect(seen).toHaveLength(2);
  });
});
