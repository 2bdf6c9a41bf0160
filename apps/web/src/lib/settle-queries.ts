import type { QueryClient } from '@tanstack/react-query';

/**
 * Waits for every query the loaders started (they do not wait themselves,
 * decision 012), at most `withinMs`: a read slower than that is not waited
 * for. Answers whether every read was answered in time.
 */
export async function settleQueries(client: QueryClient, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (client.isFetching() > 0) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.promise?.catch(() => undefined)),
      ),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, left))),
    ]);
    clearTimeout(timer);
  }
  return true;
}
