// Scorecards (decision 043): the job's card (admins and recruiters edit it)
// and each member's submitted card on an application.
import type { RouteTable } from '../endpoint.ts';
import { ALL_HIRING_ROLES } from '../hiring-roles.ts';

export const scorecardsRoutes = {
  jobScorecard: { method: 'GET', path: '/hiring/jobs/{jobId}/scorecard/', access: 'hiring' },
  saveJobScorecard: { method: 'PUT', path: '/hiring/jobs/{jobId}/scorecard/', access: 'hiring' },
  applicationScorecards: {
    method: 'GET',
    path: '/hiring/applications/{applicationId}/scorecards/',
    access: 'hiring',
    roles: ALL_HIRING_ROLES,
  },
  submitScorecard: {
    method: 'POST',
    path: '/hiring/applications/{applicationId}/scorecards/',
    access: 'hiring',
    roles: ALL_HIRING_ROLES,
  },
} as const satisfies RouteTable;
