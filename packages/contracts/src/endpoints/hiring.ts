// The hiring workspace (decision 017): its team, its jobs and its activity.
// Every route but the invitation page's is for an active member of a hiring
// team; a resource of another company answers 404. Routes naming no roles are
// for admins and recruiters (decision 043).
import type { RouteTable } from '../endpoint.ts';
import { ALL_HIRING_ROLES } from '../hiring-roles.ts';

export const hiringRoutes = {
  me: { method: 'GET', path: '/hiring/me/', access: 'hiring', roles: ALL_HIRING_ROLES },
  team: { method: 'GET', path: '/hiring/members/', access: 'hiring', roles: ALL_HIRING_ROLES },
  inviteMember: { method: 'POST', path: '/hiring/members/invitations/', access: 'hiring' },
  revokeInvitation: { method: 'DELETE', path: '/hiring/members/invitations/{invitationId}/', access: 'hiring' },
  removeMember: { method: 'DELETE', path: '/hiring/members/{memberId}/', access: 'hiring' },
  activity: { method: 'GET', path: '/hiring/activity/', access: 'hiring' },
  invitation: { method: 'GET', path: '/hiring/invitations/{token}/', access: 'public' },
  acceptInvitation: { method: 'POST', path: '/hiring/invitations/{token}/accept/', access: 'public' },
  joinInvitation: { method: 'POST', path: '/hiring/invitations/{token}/join/', access: 'candidate' },
  jobs: { method: 'GET', path: '/hiring/jobs/', access: 'hiring' },
  createJob: { method: 'POST', path: '/hiring/jobs/', access: 'hiring' },
  job: { method: 'GET', path: '/hiring/jobs/{jobId}/', access: 'hiring' },
  updateJob: { method: 'PUT', path: '/hiring/jobs/{jobId}/', access: 'hiring' },
  publishJob: { method: 'POST', path: '/hiring/jobs/{jobId}/publish/', access: 'hiring' },
  unpublishJob: { method: 'POST', path: '/hiring/jobs/{jobId}/unpublish/', access: 'hiring' },
  closeJob: { method: 'POST', path: '/hiring/jobs/{jobId}/close/', access: 'hiring' },
  pipeline: { method: 'GET', path: '/hiring/jobs/{jobId}/applications/', access: 'hiring' },
  applicant: {
    method: 'GET',
    path: '/hiring/applications/{applicationId}/',
    access: 'hiring',
    roles: ALL_HIRING_ROLES,
  },
  moveApplication: { method: 'POST', path: '/hiring/applications/{applicationId}/move/', access: 'hiring' },
  rejectApplication: { method: 'POST', path: '/hiring/applications/{applicationId}/reject/', access: 'hiring' },
  hireApplication: { method: 'POST', path: '/hiring/applications/{applicationId}/hire/', access: 'hiring' },
  reopenApplication: { method: 'POST', path: '/hiring/applications/{applicationId}/reopen/', access: 'hiring' },
  overview: { method: 'GET', path: '/hiring/overview/', access: 'hiring' },
} as const satisfies RouteTable;
