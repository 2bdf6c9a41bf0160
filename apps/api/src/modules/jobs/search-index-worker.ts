// The search index's thread (decision 055, 'The index's own thread'): it
// holds the index that answers and, while one is built, the next, and takes
// its messages one at a time in the order they were sent (search-index.ts
// sends them): a search runs to its end, and no change reaches an index while
// a search reads it.
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/worker-threads.ts';
import type { IndexReply, IndexRequest } from './search-index.ts';
import { SearchIndex } from './search-index-store.ts';
import { searchIndexed, type IndexedAnswer } from './search-indexed.ts';

const port = parentPort;
if (!port) throw new Error('search-index-worker.ts must run in a worker thread');

/** How much lower than the process this thread runs (Linux niceness). */
const NICENESS = 10;
// the server's thread comes first when both want a core: a health check or a cached page waits less
// behind a search's matching (decision 055, 'The index's own thread')
lowerThreadPriority(NICENESS);

/** The index that answers searches, and the one being built. */
let current: SearchIndex | null = null;
let next: SearchIndex | null = null;

const building = () => {
  if (!next) throw new Error('no index is being built');
  return next;
};

function handle(request: IndexRequest): IndexedAnswer | null {
  switch (request.kind) {
    case 'begin':
      next = new SearchIndex(request.math);
      return null;
    case 'add': {
      const index = building();
      for (const row of request.rows) index.put(row);
      return null;
    }
    case 'finish': {
      const index = building();
      index.trim();
      index.version = request.version;
      current = index;
      next = null;
      return null;
    }
    case 'abandon':
      next = null;
      return null;
    case 'apply':
      // sent only when the index stood at `from` (search-index.ts): anything else is an index out of step
      if (current?.version !== request.from) throw new Error(`a change from version ${request.from} does not apply`);
      for (const id of request.changed) current.remove(id);
      for (const row of request.rows) current.put(row);
      current.version = Math.max(current.version, request.to);
      return null;
    case 'drop':
      current = null;
      return null;
    case 'search':
      return current && current.version >= request.atLeast ? searchIndexed(current, request.search) : null;
  }
}

port.on('message', (request: IndexRequest) => {
  const state = { id: request.id, jobs: 0, mostlyStale: false };
  let reply: IndexReply;
  try {
    const answer = handle(request);
    reply = { ...state, ok: true, answer };
  } catch (error) {
    reply = { ...state, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  reply.jobs = current?.slotOf.size ?? 0;
  reply.mostlyStale = current?.mostlyStale ?? false;
  port.postMessage(reply);
});
