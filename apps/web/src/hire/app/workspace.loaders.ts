// The workspace's loader (decision 012): every /hire/ address is one route of
// the client's router, so this one loader finds which workspace screen the
// address names (the route table's `area: 'hire'` entries) and starts that
// screen's queries while the workspace's code downloads. A visitor without a
// session starts nothing but an invitation's preview, which needs none.
import type { QueryKey } from '@tanstack/react-query';
import { matchRoute, type HireRouteId } from '@talent/contracts/routes';
import { idOf, prefetch, signedIn } from '../../lib/prefetch.ts';
import { surveysQuery } from '../api/applicant-api.ts';
import {
  activityQuery,
  applicantQuery,
  jobQuery,
  jobsQuery,
  meQuery,
  overviewQuery,
  teamQuery,
} from '../api/workspace-api.ts';
import { emailTemplatesQuery } from '../features/email-templates/api/email-templates-api.ts';
import { invitationQuery } from '../features/team/api/team-api.ts';
import { upcomingInterviewsQuery } from '../features/team-work/api/team-work-api.ts';

type Query = { queryKey: QueryKey };

/** What each member screen reads first, beside the member's own record (the frame's). */
const SCREEN_QUERIES: Partial<Record<HireRouteId, (params: Record<string, string>) => Query[]>> = {
  hire: () => [jobsQuery()],
  hireJob: ({ jobId }) => (idOf(jobId) ? [jobQuery(idOf(jobId)!)] : []),
  hireJobEdit: ({ jobId }) => (idOf(jobId) ? [jobQuery(idOf(jobId)!)] : []),
  hireApplication: ({ applicationId }) => (idOf(applicationId) ? [applicantQuery(idOf(applicationId)!)] : []),
  hireTeam: () => [teamQuery(), activityQuery()],
  hireTemplates: () => [emailTemplatesQuery()],
  hireSurveys: () => [surveysQuery()],
  hireOverview: () => [overviewQuery()],
  hireInterviews: () => [upcomingInterviewsQuery()],
};

/** The queries a workspace address starts; none for an address that is not a workspace screen. */
export function hireQueries(url: URL, signedIn: boolean): Query[] {
  const match = matchRoute(url.pathname, { companySlugs: [] });
  if (!match || match.route.area !== 'hire') return [];
  const id = match.route.id as HireRouteId;
  if (id === 'hireInvitation') {
    const token = url.searchParams.get('token');
    return token ? [invitationQuery(token)] : [];
  }
  if (!signedIn) return [];
  return [meQuery(), ...(SCREEN_QUERIES[id]?.(match.params) ?? [])];
}

/** The client router's loader for /hire/ and below: given the page's address. */
export const hire = ({ request }: { request: Request }) => prefetch(...hireQueries(new URL(request.url), signedIn()));
