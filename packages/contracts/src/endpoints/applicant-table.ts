// The applicant table, tags, bulk actions and e-mail templates (decision 047):
// for admins and recruiters (routes naming no roles, decision 043).
import type { RouteTable } from '../endpoint.ts';

export const applicantTableRoutes = {
  applicantTable: { method: 'GET', path: '/hiring/jobs/{jobId}/applicant-table/', access: 'hiring' },
  addTag: { method: 'POST', path: '/hiring/applications/{applicationId}/tags/', access: 'hiring' },
  removeTag: { method: 'DELETE', path: '/hiring/applications/{applicationId}/tags/{tag}/', access: 'hiring' },
  bulkAction: { method: 'POST', path: '/hiring/bulk-actions/', access: 'hiring' },
  emailTemplates: { method: 'GET', path: '/hiring/email-templates/', access: 'hiring' },
  saveEmailTemplate: { method: 'PUT', path: '/hiring/email-templates/{kind}/', access: 'hiring' },
  resetEmailTemplate: { method: 'DELETE', path: '/hiring/email-templates/{kind}/', access: 'hiring' },
} as const satisfies RouteTable;
