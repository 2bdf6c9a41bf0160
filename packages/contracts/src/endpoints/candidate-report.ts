// The candidate report: readable by the candidate and by the hiring team of a
// job they applied to, nobody else (decision 015).
import type { RouteTable } from '../endpoint.ts';

export const candidateReportRoutes = {
  report: { method: 'GET', path: '/candidate-report/{userId}/', access: 'candidate' },
} as const satisfies RouteTable;
