// The hiring workspace (decision 017): its team, its jobs and its activity.
// Every route but the invitation page's is for an active member of a hiring
// team; a resource of another company answers 404.
import type { RouteTable } from '../endpoint.ts';

export const hiringRoutes = {
  me: { method: 'GET', path: '/hire/me/', access: 'hiring' },
  team: { method: 'GET', path: '/hire/members/', access: 'hiring' },
  inviteMember: { method: 'POST', path: '/hire/members/invitations/', access: 'hiring' },
  revokeInvitation: { method: 'DELETE', path: '/hire/members/invitations/{invitationId}/', access: 'hiring' },
  removeMember: { method: 'DELETE', path: '/hire/members/{memberId}/', access: 'hiring' },
  activity: { method: 'GET', path: '/hire/activity/', access: 'hiring' },
  invitation: { method: 'GET', path: '/hire/invitations/{token}/', access: 'public' },
  acceptInvitation: { method: 'POST', path: '/hire/invitations/{token}/accept/', access: 'public' },
  joinInvitation: { method: 'POST', path: '/hire/invitations/{token}/join/', access: 'candidate' },
  jobs: { method: 'GET', path: '/hire/jobs/', access: 'hiring' },
  createJob: { method: 'POST', path: '/hire/jobs/', access: 'hiring' },
  job: { method: 'GET', path: '/hire/jobs/{jobId}/', access: 'hiring' },
  updateJob: { method: 'PUT', path: '/hire/jobs/{jobId}/', access: 'hiring' },
  publishJob: { method: 'POST', path: '/hire/jobs/{jobId}/publish/', access: 'hiring' },
  unpublishJob: { method: 'POST', path: '/hire/jobs/{jobId}/unpublish/', access: 'hiring' },
  closeJob: { method: 'POST', path: '/hire/jobs/{jobId}/close/', access: 'hiring' },
} as const satisfies RouteTable;
