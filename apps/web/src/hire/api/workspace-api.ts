// The workspace's calls (decision 017): the hiring endpoint table through the
// one api client, with query keys and options per screen. Sign-in and sign-out
// are the candidates' own calls (same sessions, same rate limits).
import { queryOptions } from '@tanstack/react-query';
import { authRoutes } from '@talent/contracts/endpoints/auth';
import type { authSchemas } from '@talent/contracts/endpoints/auth.schemas';
import { hiringRoutes } from '@talent/contracts/endpoints/hiring';
import type { hiringSchemas } from '@talent/contracts/endpoints/hiring.schemas';
import type { HiringJobState, PipelineQuery } from '@talent/contracts/hiring';
import { callEndpoint, endpointClient, type RequestOptions } from '../../lib/api-client.ts';
import { clearSessionTokens, getRefreshToken, setSessionTokens } from '../../lib/session.ts';

export const hiringApi = endpointClient<typeof hiringSchemas>(hiringRoutes);

/** The workspace handles 401 and 404 itself: it has its own sign-in and not-found states. */
export const own: RequestOptions = { handle: false };
/** Rich text is HTML by design; the server cleans it (spec 02 §5). */
export const richText: RequestOptions = { handle: false, optionFields: ['description'] };

export const hiringKeys = {
  all: ['hiring'] as const,
  me: () => [...hiringKeys.all, 'me'] as const,
  team: () => [...hiringKeys.all, 'team'] as const,
  activity: () => [...hiringKeys.all, 'activity'] as const,
  jobs: (state?: HiringJobState) => [...hiringKeys.all, 'jobs', state ?? 'all'] as const,
  job: (jobId: number) => [...hiringKeys.all, 'job', jobId] as const,
  pipeline: (jobId: number, query: PipelineQuery) => [...hiringKeys.all, 'pipeline', jobId, query] as const,
  applicant: (applicationId: number) => [...hiringKeys.all, 'applicant', applicationId] as const,
  overview: () => [...hiringKeys.all, 'overview'] as const,
};

export const meQuery = () =>
  queryOptions({ queryKey: hiringKeys.me(), queryFn: () => hiringApi.me({}, own), retry: false });
export const teamQuery = () => queryOptions({ queryKey: hiringKeys.team(), queryFn: () => hiringApi.team({}, own) });
export const activityQuery = () =>
  queryOptions({ queryKey: hiringKeys.activity(), queryFn: () => hiringApi.activity({}, own) });
export const jobsQuery = (state?: HiringJobState) =>
  queryOptions({
    queryKey: hiringKeys.jobs(state),
    queryFn: () => hiringApi.jobs({ query: state ? { state } : {} }, own),
  });
export const jobQuery = (jobId: number) =>
  queryOptions({ queryKey: hiringKeys.job(jobId), queryFn: () => hiringApi.job({ params: { jobId } }, own) });
export const pipelineQuery = (jobId: number, query: PipelineQuery) =>
  queryOptions({
    queryKey: hiringKeys.pipeline(jobId, query),
    queryFn: () => hiringApi.pipeline({ params: { jobId }, query }, own),
  });
export const applicantQuery = (applicationId: number) =>
  queryOptions({
    queryKey: hiringKeys.applicant(applicationId),
    queryFn: () => hiringApi.applicant({ params: { applicationId } }, own),
  });
export const overviewQuery = () =>
  queryOptions({ queryKey: hiringKeys.overview(), queryFn: () => hiringApi.overview({}, own) });

export async function signIn(email: string, password: string) {
  const session = await callEndpoint<(typeof authSchemas)['signIn']>(
    authRoutes.signIn,
    { body: { email, password } },
    own,
  );
  setSessionTokens(session.token, session.refresh);
}

export async function signOut() {
  const refresh = getRefreshToken();
  try {
    await callEndpoint<(typeof authSchemas)['logout']>(authRoutes.logout, { body: refresh ? { refresh } : {} }, own);
  } finally {
    clearSessionTokens();
  }
}
