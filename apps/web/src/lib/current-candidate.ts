// The signed-in candidate (GET /v3/users/candidate/): session state that the
// app shell (navigation bar, onboarding reroutes, first-load animation) and
// every signed-in feature read through one query key. Features build their
// changes to it on this key (decision 012); a visitor asks nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionRoutes } from '@talent/contracts/session-endpoints';
import type { candidatesSchemas } from '@talent/contracts/endpoints/candidates.schemas';
import { callEndpoint, type RequestOptions } from './api-client.ts';
import { useSession } from './session.ts';

export const currentCandidateKeys = { all: ['profile'] as const };

/** GET /v3/users/candidate/; on onboarding routes with the upper-cased step (spec 01 §7). */
export const fetchCurrentCandidate = (backPage?: string, options?: RequestOptions) =>
  callEndpoint<(typeof candidatesSchemas)['profile']>(
    sessionRoutes.profile,
    { query: backPage ? { back_page: backPage } : undefined },
    options,
  );

export const currentCandidateQuery = (backPage?: string) =>
  queryOptions({
    queryKey: currentCandidateKeys.all,
    queryFn: () => fetchCurrentCandidate(backPage),
    staleTime: 60_000,
  });

/** The candidate when signed in; disabled (no request) for visitors. */
export function useCurrentCandidate() {
  const { isAuthorized } = useSession();
  return useQuery({ ...currentCandidateQuery(), enabled: isAuthorized });
}
