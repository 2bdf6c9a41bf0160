// The application timeline (decision 016): the candidate's view of one
// application's history and next steps, and the hiring team's view of it.
import type { RouteTable } from '../endpoint.ts';

export const applicationTimelineRoutes = {
  applicationTimeline: { method: 'GET', path: '/candidate_jobs/{candidateJobId}/timeline/', access: 'candidate' },
  hiringApplicationTimeline: {
    method: 'GET',
    path: '/hiring/applications/{applicationId}/timeline/',
    access: 'hiring',
  },
} as const satisfies RouteTable;
