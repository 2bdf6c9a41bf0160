// A thread that lowers its own priority lowers no other thread's (decision 055, 'The index's own thread').
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** The niceness of a thread of this process, read from /proc. */
const nicenessOf = (thread: string) => {
  const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe('lowerThreadPriority', () => {
  it('lowers the calling thread, and only it', async () => {
    const own = readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]!;
    const before = nicenessOf(own);
    const moduleUrl = new URL('./worker-threads.ts', import.meta.url).href;
    const worker = new Worker(
      `import { readlinkSync } from 'node:fs';
       import { parentPort } from 'node:worker_threads';
       const { lowerThreadPriority } = await import(${JSON.stringify(moduleUrl)});
       lowerThreadPriority(3);
       parentPort.postMessage(readlinkSync('/proc/thread-self').split('/').pop());
       await new Promise((resolve) => parentPort.once('message', resolve));`,
      { eval: true },
    );
    const thread = await new Promise<string>((resolve) => worker.once('message', resolve));
    try {
      expect(nicenessOf(thread)).toBe(Math.min(19, before + 3));
      expect(nicenessOf(own)).toBe(before);
    } finally {
      worker.postMessage('done');
      await worker.terminate();
    }
  });
});
