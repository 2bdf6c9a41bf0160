// The magic-link candidate's resume (spec 02 endpoint catalogue; decision 049):
// no sign-in, the signed link's expires and signature in the query.
import type { RouteTable } from '../endpoint.ts';

export const magicLinkRoutes = {
  magicLinkCandidate: { method: 'GET', path: '/users/magic_link_candidate/{candidateId}/resume/', access: 'public' },
  magicLinkResumeUpload: {
    method: 'POST',
    path: '/users/magic_link_candidate/{candidateId}/resume/',
    access: 'public',
  },
} as const satisfies RouteTable;
