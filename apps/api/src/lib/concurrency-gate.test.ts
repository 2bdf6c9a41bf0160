import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('concurrency gate', () => {
  it('runs at most its limit at once, the others in the order they came', async () => {
    const gate = createConcurrencyGate(2);
    const started: number[] = [];
    const blocks = [deferred(), deferred(), deferred(), deferred()];
    const tasks = blocks.map((block, i) =>
      gate.run(async () => {
        started.push(i);
        await block.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    blocks[1]!.resolve();
    await tasks[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    blocks[0]!.resolve();
    blocks[2]!.resolve();
    blocks[3]!.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the next one in when a task fails', async () => {
    const gate = createConcurrencyGate(1);
    const failing = gate.run(async () => {
      throw new Error('no');
    });
    const next = gate.run(async () => 'yes');
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe('yes');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task at once when its queue is full, and takes one again once there is room', async () => {
    const gate = createConcurrencyGate(1, { maxWaiting: 1, whenFull: () => new Error('busy') });
    const block = deferred();
    const first = gate.run(() => block.promise.then(() => 1));
    const second = gate.run(async () => 2);
    await expect(gate.run(async () => 3)).rejects.toThrow('busy');
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
    block.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(await gate.run(async () => 4)).toBe(4);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
