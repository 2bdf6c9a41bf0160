// spec 01 §4: onboarding status codes and the labels of the onboarding pages.

export const ONBOARDING_STATUS = {
  SIGNED_UP: 1,
  RESUME_UPLOADED: 2,
  PHONE_VERIFIED: 3,
  ASSESSMENT_TAKEN: 4,
  RESUME_SKIPPED: 5,
  APPLIED_TO_JOB: 6,
  PRE_SCREENED: 7,
  ASSESSMENT_NA: 8,
} as const;
export type OnboardingStatusName = keyof typeof ONBOARDING_STATUS;

/** Names used by routing only; they carry no numeric code in the spec. */
export const ONBOARDING_V2_STEPS = [
  'BASIC_INFO_VERIFIED_V2',
  'EXPERIENCE_VERIFIED_V2',
  'EDUCATION_VERIFIED_V2',
] as const;
export type OnboardingV2Step = (typeof ONBOARDING_V2_STEPS)[number];

/** The value '14' means onboarding finished. */
export const ONBOARDING_FINISHED = '14';

export type OnboardingStatusValue = OnboardingStatusName | OnboardingV2Step | typeof ONBOARDING_FINISHED | '';

export const ONBOARDING_STATUS_VALUES = [
  ...(Object.keys(ONBOARDING_STATUS) as OnboardingStatusName[]),
  ...ONBOARDING_V2_STEPS,
  ONBOARDING_FINISHED,
  '',
] as const;

export type OnboardingPageLabel = 'PROFILE' | 'PROFESSIONAL DETAILS' | 'PERSONAL DETAILS';

export function onboardingPageLabel(status: string): OnboardingPageLabel | null {
  switch (status) {
    case 'SIGNED_UP':
    case 'PHONE_VERIFIED':
    case 'APPLIED_TO_JOB':
    case 'PRE_SCREENED':
      return 'PROFILE';
    case 'BASIC_INFO_VERIFIED_V2':
      return 'PROFESSIONAL DETAILS';
    case 'EXPERIENCE_VERIFIED_V2':
      return 'PERSONAL DETAILS';
    default:
      return null;
  }
}
