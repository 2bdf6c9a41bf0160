// spec 01 §4 'Finish onboarding from the menu' and the leave-page
// confirmation, for the navigation bar and the onboarding screens.
import type { CandidateProfile } from '@talent/contracts/profile';
import { DASHBOARD, finishOnboardingError } from '@talent/contracts/onboarding-routing';
import { ApiError, api } from '../../../lib/api-client.ts';
import { currentCandidateKeys } from '../../../lib/current-candidate.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';

const finishCall = () => api.patchJson('/v2/users/candidate/', undefined, { loading: true, timeoutMs: 5000 });

/** Patch the candidate without a body, then reload the profile; false (with the spec's message shown) on failure. */
export async function finishOnboarding(): Promise<boolean> {
  try {
    await finishCall();
    await queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
    return true;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    toast.error(finishOnboardingError(status, error instanceof ApiError ? error.data : null));
    return false;
  }
}

/**
 * On 'Leave this page': the profile is patched locally to onboarding_status ''
 * and onboarding_complete true, the candidate is patched on the server, the
 * profile reloads, and the user goes to the dashboard.
 */
export async function leaveOnboarding(navigate: (to: string) => void): Promise<void> {
  const previous = queryClient.getQueryData<CandidateProfile>(currentCandidateKeys.all);
  queryClient.setQueryData<CandidateProfile>(currentCandidateKeys.all, (current) =>
    current ? { ...current, user: { ...current.user, onboarding_status: '', onboarding_complete: true } } : current,
  );
  try {
    await finishCall();
  } catch (error) {
    // a failed request leaves the data as it was
    queryClient.setQueryData(currentCandidateKeys.all, previous);
    const status = error instanceof ApiError ? error.status : 0;
    toast.error(finishOnboardingError(status, error instanceof ApiError ? error.data : null));
    return;
  }
  navigate(DASHBOARD);
  await queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
}
