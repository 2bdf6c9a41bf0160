// The signed-in candidate (GET /v3/users/candidate/): session state that the
// app shell (navigation bar, onboarding reroutes, first-load animation) and
// every signed-in feature read through one query key. Features build their
// changes to it on this key (decision 012); a visitor asks nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateProfile } from '@talent/contracts/profile';
import { api } from './api-client.ts';
import { useSession } from './session.ts';

export const currentCandidateKeys = { all: ['profile'] as const };

export const currentCandidateQuery = (backPage?: string) =>
  queryOptions({
    queryKey: currentCandidateKeys.all,
    queryFn: () => api.get<CandidateProfile>('/v3/users/candidate/', backPage ? { back_page: backPage } : undefined),
    staleTime: 60_000,
  });

/** The candidate when signed in; disabled (no request) for visitors. */
export function useCurrentCandidate() {
  const { isAuthorized } = useSession();
  return useQuery({ ...currentCandidateQuery(), enabled: isAuthorized });
}
