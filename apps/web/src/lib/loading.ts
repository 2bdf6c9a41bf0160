// spec 01 §4: the loading animation shows on trigger and hides on fulfil or
// failure. A counter, so overlapping calls keep it up until the last ends.
import { useSyncExternalStore } from 'react';

let pending = 0;
let message: string | undefined;
const listeners = new Set<() => void>();
let snapshot = { active: false, message: undefined as string | undefined };

function emit() {
  snapshot = { active: pending > 0, message };
  listeners.forEach((listener) => listener());
}

export function startLoading(text?: string): () => void {
  pending += 1;
  if (text) message = text;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending = Math.max(0, pending - 1);
    if (pending === 0) message = undefined;
    emit();
  };
}

export async function withLoading<T>(work: () => Promise<T>, text?: string): Promise<T> {
  const stop = startLoading(text);
  try {
    return await work();
  } finally {
    stop();
  }
}

export function useGlobalLoading() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
