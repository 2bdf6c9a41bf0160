// spec 01 §4: where a signed-in candidate lands, by onboarding status. The
// onboarding feature owns the full rule set (skips, exceptions, back_page,
// redirect_to/data handling) and its table-driven test.
import { ONBOARDING_FINISHED } from './onboarding.ts';

/** The spec does not show the onboarding profile step's path; we chose this one. */
export const ONBOARDING_PROFILE_STEP = '/onboarding/profile/';
export const DASHBOARD = '/dashboard/';

export interface LandingUser {
  onboarding_status: string;
  onboarding_complete: boolean;
}

export function landingRouteFor(user: LandingUser): string {
  switch (user.onboarding_status) {
    case 'PHONE_VERIFIED':
    case 'APPLIED_TO_JOB':
    case 'SIGNED_UP':
    case 'PRE_SCREENED':
      return ONBOARDING_PROFILE_STEP;
    case 'EDUCATION_VERIFIED_V2':
    case 'ASSESSMENT_NA':
    case 'ASSESSMENT_TAKEN':
    case ONBOARDING_FINISHED:
      return DASHBOARD;
    default:
      return user.onboarding_complete ? DASHBOARD : ONBOARDING_PROFILE_STEP;
  }
}
