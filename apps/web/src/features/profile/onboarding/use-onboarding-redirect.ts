// spec 01 §4: the onboarding reroutes, run by the root layout on each
// navigation once the profile is there. The rules are the contracts'
// onboardingReroute; on onboarding routes the profile call also carries the
// step as back_page (spec 01 §7), and its answer refreshes the one profile.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onboardingReroute, onboardingStepValue } from '@talent/contracts/onboarding-routing';
import { currentCandidateKeys, fetchCurrentCandidate, useCurrentCandidate } from '../../../lib/current-candidate.ts';
import { useSession } from '../../../lib/session.ts';

export function useOnboardingRedirect(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthorized } = useSession();
  const profile = useCurrentCandidate().data;
  const step = onboardingStepValue(pathname);

  useQuery({
    queryKey: [...currentCandidateKeys.all, 'back_page', step],
    queryFn: async () => {
      const fresh = await fetchCurrentCandidate(step ?? undefined);
      queryClient.setQueryData(currentCandidateKeys.all, fresh);
      return fresh.back_page;
    },
    enabled: isAuthorized && step !== null,
    staleTime: 0,
  });

  const status = profile?.user.onboarding_status;
  const complete = profile?.user.onboarding_complete;
  const backPage = profile?.back_page ?? null;
  useEffect(() => {
    if (!isAuthorized || status === undefined || complete === undefined) return;
    const target = onboardingReroute({
      pathname,
      search,
      user: { onboarding_status: status, onboarding_complete: complete },
      back_page: backPage,
    });
    if (target) navigate(target, { replace: true });
  }, [isAuthorized, status, complete, backPage, pathname, search, navigate]);
}
