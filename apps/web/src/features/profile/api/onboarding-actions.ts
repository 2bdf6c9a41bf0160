// spec 01 §4 'Finish onboarding from the menu' and the leave-page
// confirmation, for the navigation bar and the onboarding screens: both patch
// the candidate without a body, then reload the profile by its key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CandidateProfile } from '@talent/contracts/profile';
import { DASHBOARD, finishOnboardingError } from '@talent/contracts/onboarding-routing';
import { analytics } from '../../../lib/analytics.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentCandidateKeys } from '../../../lib/current-candidate.ts';
import { toast } from '../../../lib/toast.ts';
import { candidatesApi } from './profile-mutations.ts';

/** PATCH /v2/users/candidate/ without a body finishes onboarding. */
const finishCall = () => candidatesApi.updateProfile({}, { loading: true, timeoutMs: 5000 });

const showFailure = (error: unknown) => {
  const status = error instanceof ApiError ? error.status : 0;
  toast.error(finishOnboardingError(status, error instanceof ApiError ? error.data : null));
};

/** Finishes onboarding and reloads the profile; the call answers false (with the spec's message shown) on failure. */
export function useFinishOnboarding(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: finishCall,
    onSuccess: () => {
      analytics.track('Onboarding Completed', { step: 'finished' });
      return queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
    },
  });
  return async () => {
    try {
      await mutation.mutateAsync();
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };
}

/**
 * On 'Leave this page': the profile is patched locally to onboarding_status ''
 * and onboarding_complete true, the candidate is patched on the server, the
 * user goes to the dashboard and the profile reloads. A failed request leaves
 * the data as it was.
 */
export function useLeaveOnboarding(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: finishCall,
    onMutate: () => {
      const previous = queryClient.getQueryData<CandidateProfile>(currentCandidateKeys.all);
      queryClient.setQueryData<CandidateProfile>(currentCandidateKeys.all, (current) =>
        current ? { ...current, user: { ...current.user, onboarding_status: '', onboarding_complete: true } } : current,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(currentCandidateKeys.all, context?.previous);
      showFailure(error);
    },
    onSuccess: async (_result, _variables, context) => {
      if (!context?.previous?.user.onboarding_complete) analytics.track('Onboarding Completed', { step: 'left' });
      await navigate(DASHBOARD);
      await queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
    },
  });
  return async () => {
    await mutation.mutateAsync().catch(() => undefined);
  };
}
