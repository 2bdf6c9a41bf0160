// spec 01 §4: landing route by onboarding status, run on each navigation.
export function useOnboardingRedirect(): void {}
