// A company's hiring figures (decision 048): company admins and recruiters.
import type { RouteTable } from '../endpoint.ts';
import { STAFF_ROLES } from '../hiring-roles.ts';

export const companyAnalyticsRoutes = {
  companyAnalytics: { method: 'GET', path: '/hiring/analytics/', access: 'hiring', roles: STAFF_ROLES },
} as const satisfies RouteTable;
