// The guard's kept rows (decision 039, 'One process, no guard statement').
import { describe, expect, it } from 'vitest';
import { createSessionMemo } from './session-memo.ts';

interface Row {
  candidateId: number;
  at: number;
}
const tags = (userId: string, family?: string) => (row: Row) => ({
  userId,
  candidateId: row.candidateId,
  ...(family ? { family } : {}),
});

describe('session memo', () => {
  it('keeps a row until a change names its account, candidate or family, or everything', async () => {
    const memo = createSessionMemo<Row>();
    let reads = 0;
    const load = async () => ({ candidateId: 7, at: (reads += 1) });
    const read = () => memo.read('u1 f1', tags('u1', 'f1'), load);
    expect(await read()).toEqual({ candidateId: 7, at: 1 });
    expect(await read()).toEqual({ candidateId: 7, at: 1 });
    for (const [payload, at] of [
      ['u:u1', 2],
      ['c:7', 3],
      ['f:f1', 4],
      ['*', 5],
    ] as const) {
      memo.heard('u:someone-else');
      expect((await read())!.at).toBe(at - 1);
      memo.heard(payload);
      expect((await read())!.at).toBe(at);
    }
    expect(memo.size).toBe(1);
  });

  it('does not keep a row read while a change was heard, nor a missing one', async () => {
    const memo = createSessionMemo<Row>();
    let reads = 0;
    let release: () => void = () => undefined;
    const slow = memo.read('u1 ', tags('u1'), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { candidateId: 1, at: (reads += 1) };
    });
    memo.heard('u:u1');
    release();
    expect((await slow)!.at).toBe(1);
    expect(memo.size).toBe(0);
    expect(await memo.read('gone ', tags('gone'), async () => undefined)).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('holds at most its bound, the oldest going first', async () => {
    const memo = createSessionMemo<Row>(2);
    for (const user of ['a', 'b', 'c']) await memo.read(user, tags(user), async () => ({ candidateId: 1, at: 0 }));
    expect(memo.size).toBe(2);
    let read = false;
    await memo.read('a', tags('a'), async () => ((read = true), { candidateId: 1, at: 1 }));
    expect(read).toBe(true);
  });
});
