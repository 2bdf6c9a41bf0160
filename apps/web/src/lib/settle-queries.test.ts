// A server render waits for its reads at most a bounded time.
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { settleQueries } from './settle-queries.ts';

describe('settleQueries', () => {
  it('waits for the reads that are answered, and reports them all answered', async () => {
    const client = createQueryClient();
    void client.prefetchQuery({ queryKey: ['a'], queryFn: () => new Promise((r) => setTimeout(() => r(1), 20)) });
    expect(await settleQueries(client, 2000)).toBe(true);
    expect(client.getQueryData(['a'])).toBe(1);
  });

  it('stops waiting at the deadline for a read that does not answer', async () => {
    const client = createQueryClient();
    void client.prefetchQuery({ queryKey: ['never'], queryFn: () => new Promise(() => undefined) });
    void client.prefetchQuery({ queryKey: ['quick'], queryFn: async () => 2 });
    const started = Date.now();
    expect(await settleQueries(client, 100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(client.getQueryData(['quick'])).toBe(2);
    client.clear();
  });
});
