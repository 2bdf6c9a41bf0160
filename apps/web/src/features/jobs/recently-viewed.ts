// spec 01 §3: local storage recentlyViewedJobs, a list of job ids (newest
// first here, at most RECENTLY_VIEWED_MAX). Kept for visitors too; a
// signed-in candidate's views are also recorded on the server.
import { useSyncExternalStore } from 'react';
import { RECENTLY_VIEWED_MAX } from '@talent/contracts/job-query';

export const RECENTLY_VIEWED_KEY = 'recentlyViewedJobs';

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function read(): number[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return cache.ids;
  }
  if (raw === cache.raw) return cache.ids;
  let ids: number[] = [];
  try {
    const parsed = JSON.parse(raw ?? '[]') as unknown;
    if (Array.isArray(parsed)) ids = parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  } catch {
    ids = [];
  }
  cache = { raw, ids };
  return ids;
}

export const recentlyViewedJobs = (): number[] => read();

export function rememberViewedJob(jobId: number) {
  const ids = [jobId, ...read().filter((id) => id !== jobId)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  } catch {
    // storage full or blocked: the list is a convenience
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === RECENTLY_VIEWED_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: number[] = [];

export function useRecentlyViewedJobs(): number[] {
  // the server and the hydrating render know no local storage
  return useSyncExternalStore(subscribe, read, () => NONE);
}
