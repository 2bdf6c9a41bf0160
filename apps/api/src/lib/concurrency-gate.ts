// At most `limit` tasks at once; the rest wait their turn, first come first
// served (decision 055). A search is CPU in the database: with more of them
// running than the machine has cores, every other request — a health check,
// a job's page — waits behind them for a core (PostgreSQL) or in the one
// connection's queue (PGlite); queued here, they wait in the server's memory
// and the database answers the others as soon as it is free. The queue has a
// bound: past `maxWaiting`, a task is refused at once with `whenFull()`'s
// error rather than held for longer than anyone would wait for its answer.
export function createConcurrencyGate(
  limit: number,
  { maxWaiting = Number.POSITIVE_INFINITY, whenFull = () => new Error('Too many tasks waiting') } = {},
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      else if (waiting.length >= maxWaiting) throw whenFull();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // a waiting task takes this task's place; running counts it already
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Tasks running and waiting now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type ConcurrencyGate = ReturnType<typeof createConcurrencyGate>;
