// Route loaders start a page's queries while its screen's code downloads
// (decision 012): each loader prefetches the same queryOptions the screen's
// components use, without waiting, so the screen shows its own loading states
// as before and finds the answers already on the way.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { activeQueryClient } from './query-client.ts';
import { getAuthToken } from './session.ts';

/** Whether a candidate is signed in: the `viewer` of the job keys, and the guard of signed-in loaders. */
export const signedIn = () => Boolean(getAuthToken());

/** Options made by a feature's queryOptions factory (each with its own data type). */
type FeatureQuery = { queryKey: QueryKey };

export function prefetch(...queries: FeatureQuery[]): null {
  // the page's own client: a server render's (decision 039), else the browser's
  const client = activeQueryClient();
  for (const query of queries) void client.prefetchQuery(query as FetchQueryOptions);
  return null;
}

/** A positive integer route or query parameter, else null. */
export function idOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
