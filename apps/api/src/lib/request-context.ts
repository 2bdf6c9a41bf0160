// The request a piece of work belongs to (decision 034): set for each HTTP
// request and for each queue job, read by the queue when it enqueues, so the
// request id follows a request into the jobs it creates and their log lines.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

export function withRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}
