// Analytics, geolocation and A/B variants (spec 01 §3, §9; spec 02 §4, §7, §9;
// decision 024). Plain data and functions, no zod: the client's analytics
// facade imports this into the first page load.

/** spec 02 §7: every event says it was triggered in the browser. */
export const EVENT_TRIGGER_POSITION = 'frontend';
/** spec 02 §9: the tracker is returned after at most this long, ready or not. */
export const ANALYTICS_READY_TIMEOUT_MS = 5000;
/** spec 01 §9 / 02 §9: environments that send events; elsewhere a console-only dummy. */
export const ANALYTICS_ENVIRONMENTS: readonly string[] = ['PRODUCTION', 'PREPROD', 'DEVELOPMENT'];
/** spec 01 §9: the A/B variant when testing is disabled. */
export const DEFAULT_AB_VARIANT = 0;
/** spec 01 §3: the A/B experiment's name (the profile field holding the variant). */
export const AB_EXPERIMENT = 'candidate_onboarding_segmentation';
/** spec 02 §7: the key name the client asks for before geolocating. */
export const GEOLOCATION_KEY_NAME = 'geolocation_api_key';
/** spec 01 §3: the cookie that keeps the country record. */
export const COUNTRY_COOKIE = 'country';

/** The product events a product team reads (decision 024); page views are 'page' calls. */
export const AnalyticsEvents = {
  signedUp: 'Signed Up',
  signedIn: 'Signed In',
  jobsSearched: 'Jobs Searched',
  jobViewed: 'Job Viewed',
  applyStarted: 'Apply Started',
  applyFinished: 'Apply Finished',
  onboardingStepDone: 'Onboarding Step Done',
  onboardingCompleted: 'Onboarding Completed',
  screeningSubmitted: 'Screening Submitted',
  offerAccepted: 'Offer Accepted',
  resumeAnalysed: 'Resume Analysed',
} as const;
export type AnalyticsEventName = (typeof AnalyticsEvents)[keyof typeof AnalyticsEvents];

/** spec 02 §4: the flow-type labels. */
export const FlowTypes = {
  magicLink: 'Magic Link',
  offeredCandidate: 'Offered Candidate',
  regular: 'Regular',
  voluntaryOnboarding: 'Voluntary Onboarding',
  confirmationPopUp: 'Confirmation PopUp',
} as const;

/**
 * spec 02 §4: 'Magic Link' when the magic-link flag is 'True', 'Offered
 * Candidate' when the offered flag is present, else 'Regular'; job_code is
 * 'Voluntary Onboarding' without a job; on the dashboard with is_confirm both
 * become 'Confirmation PopUp'.
 */
export function flowLabels(input: {
  search: URLSearchParams;
  jobCode?: string | null | undefined;
  onDashboard?: boolean;
  isConfirm?: boolean;
}): { flow_type: string; job_code: string } {
  if (input.onDashboard && input.isConfirm) {
    return { flow_type: FlowTypes.confirmationPopUp, job_code: FlowTypes.confirmationPopUp };
  }
  const flow_type =
    input.search.get('is_magic_link') === 'True'
      ? FlowTypes.magicLink
      : input.search.has('is_offered')
        ? FlowTypes.offeredCandidate
        : FlowTypes.regular;
  return { flow_type, job_code: input.jobCode || FlowTypes.voluntaryOnboarding };
}

/** spec 01 §3: the country record kept in the 'country' cookie. */
export interface CountryRecord {
  city: string | null;
  continent: string;
  continent_code: string;
  country: string;
  country_code: string;
  country_is_eu: boolean;
  currency: string;
}

/** spec 01 §3 / 02 §8: unknown, private or failed lookups answer India. */
export const INDIA_COUNTRY_RECORD: CountryRecord = {
  city: null,
  continent: 'Asia',
  continent_code: 'AS',
  country: 'India',
  country_code: 'IN',
  country_is_eu: false,
  currency: 'INR',
};

/** The funnel's steps in order (decision 024): visit → … → offer accepted. */
export const FUNNEL_STEPS = [
  { id: 'visit', label: 'Visit' },
  { id: 'sign_up', label: 'Sign-up', event: AnalyticsEvents.signedUp },
  { id: 'onboarding_complete', label: 'Onboarding complete', event: AnalyticsEvents.onboardingCompleted },
  { id: 'apply', label: 'Apply', event: AnalyticsEvents.applyFinished },
  { id: 'screening', label: 'Screening', event: AnalyticsEvents.screeningSubmitted },
  { id: 'offer_accepted', label: 'Offer accepted', event: AnalyticsEvents.offerAccepted },
] as const;
export type FunnelStepId = (typeof FUNNEL_STEPS)[number]['id'];
