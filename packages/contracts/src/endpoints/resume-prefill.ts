// Profile from the resume (decision 027): proposals read from the candidate's
// stored resume. Saving goes through the profile's own endpoints.
import type { RouteTable } from '../endpoint.ts';

export const resumePrefillRoutes = {
  resumePrefill: { method: 'GET', path: '/v2/users/candidate/resume/{fileId}/prefill/', access: 'candidate' },
} as const satisfies RouteTable;
