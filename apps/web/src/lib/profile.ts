// The signed-in candidate's profile (GET /v3/users/candidate/), shared by the
// navigation bar, route guards and screens through one query key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateProfileCore } from '@talent/contracts/profile';
import { api } from './api-client.ts';
import { useSession } from './session.ts';

export const profileKeys = { all: ['profile'] as const };

export const profileQueryOptions = (backPage?: string) =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: () =>
      api.get<CandidateProfileCore>('/v3/users/candidate/', backPage ? { back_page: backPage } : undefined),
    staleTime: 60_000,
  });

/** The profile when signed in; disabled (no request) for visitors. */
export function useProfile() {
  const { isAuthorized } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isAuthorized });
}
