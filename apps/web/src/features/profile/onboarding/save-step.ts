// A step's save: its fields first, then the onboarding status it reaches —
// forward only, so editing an earlier step never sets the status back.
import { advancesStatus } from '@talent/contracts/onboarding-routing';
import type { CandidatePatch, CandidateProfile } from '@talent/contracts/profile';
import { analytics } from '../../../lib/analytics.ts';
import { useSetOnboardingStatus, useUpdateProfile } from '../api/profile-mutations.ts';

export function useSaveStep() {
  const update = useUpdateProfile();
  const setStatus = useSetOnboardingStatus();
  return async (profile: CandidateProfile, values: CandidatePatch, status: string) => {
    await update.mutateAsync({ body: values, refresh: false });
    if (!advancesStatus(profile.user.onboarding_status, status)) return;
    const user = await setStatus.mutateAsync(status);
    // decision 024: the funnel's onboarding steps
    analytics.track('Onboarding Step Done', { step: status });
    if (user.onboarding_complete && !profile.user.onboarding_complete) analytics.track('Onboarding Completed');
  };
}
