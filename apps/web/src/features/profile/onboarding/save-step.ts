// A step's save: its fields first, then the onboarding status it reaches —
// forward only, so editing an earlier step never sets the status back.
import { advancesStatus } from '@talent/contracts/onboarding-routing';
import type { CandidatePatch, CandidateProfile } from '@talent/contracts/profile';
import { setOnboardingStatus, updateProfile } from '../api/profile-mutations.ts';

export async function saveStep(profile: CandidateProfile, values: CandidatePatch, status: string) {
  await updateProfile(values, { refresh: false });
  if (advancesStatus(profile.user.onboarding_status, status)) await setOnboardingStatus(status);
}
