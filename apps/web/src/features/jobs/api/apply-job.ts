// spec 01 §4 job apply flow, callable from any screen (the job pages' Apply
// button, and the sign-in success handler when applying_to is set). The rules
// are the pure functions of contracts/apply-routing.ts; this module does the
// calls, the storage and the navigation they decide. It rejects with the
// ApiError of a failed call: the caller shows it (spec 01 §8 apply failure)
// and, after a sign-in, runs the post-login redirect.
import type { QueryClient } from '@tanstack/react-query';
import {
  applicationStatusFor,
  eventMessageCampaign,
  isInternationalCountry,
  postApplyAction,
  preApplyAction,
  trafficSource,
} from '@talent/contracts/apply-routing';
import { Messages } from '@talent/contracts/messages';
import { matchRoute } from '@talent/contracts/routes';
import { applicationsRoutes } from '@talent/contracts/endpoints/applications';
import type { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { ApiError, endpointClient } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/config.ts';
import { analytics } from '../../../lib/analytics.ts';
import { getCookie } from '../../../lib/cookies.ts';
import { jobByIdQuery, jobKeys, myJobKeys } from './job-queries.ts';
import { openAuthModal } from '../auth-prompt.ts';
import { currentCandidateQuery } from '../../../lib/current-candidate.ts';
import { getAuthToken } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { isValidUrl } from '@talent/contracts/validators';

const applications = endpointClient<typeof applicationsSchemas>(applicationsRoutes);

export interface ApplyContext {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The page's query client: the flow reads the job and profile through it and invalidates by key. */
  queryClient: QueryClient;
  /** The current query string (utm_source, utm_term, onboarding_skip …). */
  search: URLSearchParams;
}

// only web links leave the page; anything else (javascript:, data:) is ignored
const openInNewTab = (url: string) => {
  if (isValidUrl(url) || url.startsWith('/')) window.open(url, '_blank', 'noopener');
};

/**
 * The candidate's country for the flow (spec 01 §3 user details: isInternational):
 * the profile's when it is not the India default, else the geolocated country
 * record the client keeps in the 'country' cookie, else India.
 */
export function flowCountryCode(profileCountry: string | null | undefined): string {
  if (profileCountry && isInternationalCountry(profileCountry)) return profileCountry;
  try {
    const record = JSON.parse(getCookie('country') ?? 'null') as { country_code?: unknown } | null;
    if (record && typeof record.country_code === 'string' && /^[A-Za-z]{2}$/.test(record.country_code)) {
      return record.country_code.toUpperCase();
    }
  } catch {
    // an unreadable record falls back to India, like a failed geolocation
  }
  return profileCountry || 'IN';
}

function currentPageSkipsRedirect(): boolean {
  const match = matchRoute(window.location.pathname, { companySlugs: appConfig().companySlugs });
  return match?.route.noPostApplyRedirect === true;
}

export async function applyToJob(jobId: number, context: ApplyContext): Promise<void> {
  const { navigate, search, queryClient } = context;
  const job = await queryClient.fetchQuery({ ...jobByIdQuery(jobId), staleTime: 0 });
  if (!job) throw new ApiError(400, 'Bad Request', { detail: Messages.jobClosed });

  const labels = { job_id: jobId, job_code: job.job_code };
  analytics.track('Apply Started', labels);
  const before = preApplyAction(job, Boolean(getAuthToken()));
  switch (before.kind) {
    case 'open-internal':
      openInNewTab(before.url);
      return;
    case 'sign-up':
      if (before.returnToJob) sessionStorage.setItem('returnToJob', JSON.stringify(before.returnToJob));
      openAuthModal(navigate, 'signup', {
        applying_to: String(jobId),
        ...(before.returnToJob ? { job_redirection_url: 'true' } : {}),
      });
      return;
    case 'track-external':
      try {
        await applications.trackExternal({ body: { job_id: jobId } }, { handle: false });
      } catch {
        // the candidate still reaches the company's site; only the count is lost
      }
      analytics.track('Apply Finished', { ...labels, external: true });
      openInNewTab(before.url);
      return;
    case 'create':
      break;
  }

  const profile = await queryClient.fetchQuery(currentCandidateQuery());
  // the apply rule follows the geolocated country when the profile's is the India default
  // (its own chunk: the job pages that show the Apply button do not load it)
  await (await import('../../../lib/country.ts')).ensureCountry();
  const countryCode = flowCountryCode(profile.country_code);
  const international = isInternationalCountry(countryCode);
  const { source, sourcer } = trafficSource(search);
  const { id } = await applications.apply({
    body: {
      job: jobId,
      status: applicationStatusFor({ needsScreening: job.needsScreening, isInternational: international }),
      privacy_policy_status: true,
      source,
      sourcer,
      is_int_candidate: international,
    },
  });
  analytics.track('Apply Finished', { ...labels, application_id: id, international });
  void queryClient.invalidateQueries({ queryKey: myJobKeys.all });
  void queryClient.invalidateQueries({ queryKey: jobKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['jobs', 'by-id', jobId] });

  // spec 01 §7: the event message is asked for only for the two campaign kinds; it records the campaign
  const campaign = eventMessageCampaign(search.get('utm_campaign'));
  if (campaign)
    void applications.eventMessage({ query: { utm_campaign: campaign } }, { handle: false }).catch(() => null);

  const after = postApplyAction({
    applicationId: id,
    countryCode,
    onboardingComplete: profile.user.onboarding_complete,
    onboardingStatus: profile.user.onboarding_status,
    hasResume: Boolean(profile.resume_link),
    needsScreening: job.needsScreening,
    onboardingSkip: search.get('onboarding_skip') === 'true',
    leadership: sessionStorage.getItem('is_leadership_job') === 'true',
    pageSkipsRedirect: currentPageSkipsRedirect(),
  });
  switch (after.kind) {
    case 'stay':
      toast.success(after.message);
      return;
    case 'success-then-dashboard':
      toast.success(after.message);
      window.setTimeout(() => navigate(after.to), after.delayMs);
      return;
    case 'navigate':
      navigate(after.to, { replace: after.replace });
      return;
  }
}
