// The candidate profile (spec 01 §7, spec 02 §7 catalogue): the profile and
// onboarding status, experience, education and certificates, documents.
import type { RouteTable } from '../endpoint.ts';
import { sessionRoutes } from '../session-endpoints.ts';

/** spec 02 §7 writes some item paths without the trailing slash; both forms answer. */
const withSlash = (path: string) => [`${path}/`] as const;

export const candidatesRoutes = {
  profile: sessionRoutes.profile,
  updateProfile: {
    method: 'PATCH',
    path: '/v2/users/candidate/',
    access: 'candidate',
    aliases: ['/users/candidate/'],
  },
  setOnboardingStatus: { method: 'PATCH', path: '/users/onboarding_status/', access: 'candidate' },

  addExperience: { method: 'POST', path: '/users/candidate/{candidateID}/experience/', access: 'candidate' },
  updateExperience: {
    method: 'PATCH',
    path: '/users/candidate/{candidateID}/experience/{id}',
    access: 'candidate',
    aliases: withSlash('/users/candidate/{candidateID}/experience/{id}'),
  },
  deleteExperience: {
    method: 'DELETE',
    path: '/users/candidate/{candidateID}/experience/{jobId}',
    access: 'candidate',
    aliases: withSlash('/users/candidate/{candidateID}/experience/{jobId}'),
  },

  addQualification: { method: 'POST', path: '/users/candidate/{candidateID}/education/', access: 'candidate' },
  updateQualification: {
    method: 'PATCH',
    path: '/users/candidate/{candidateID}/education/{id}',
    access: 'candidate',
    aliases: withSlash('/users/candidate/{candidateID}/education/{id}'),
  },
  deleteEducation: {
    method: 'DELETE',
    path: '/users/candidate/{candidateID}/education/{id}',
    access: 'candidate',
    aliases: withSlash('/users/candidate/{candidateID}/education/{id}'),
  },
  deleteCertificate: {
    method: 'DELETE',
    path: '/users/candidate/{candidateID}/certificate/{id}',
    access: 'candidate',
    aliases: withSlash('/users/candidate/{candidateID}/certificate/{id}'),
  },

  uploadDocument: { method: 'POST', path: '/v2/users/candidate/document/', access: 'candidate' },
  deleteDocument: { method: 'DELETE', path: '/v2/users/candidate/document/', access: 'candidate' },
  uploadResume: { method: 'POST', path: '/v2/users/candidate/{candidateId}/resume/', access: 'candidate' },
  ownResume: { method: 'GET', path: '/v2/users/candidate/{candidateId}/resume/', access: 'candidate' },
  // a signed, expiring link: the file viewer and <img> cannot send the Authorization header
  signedFile: { method: 'GET', path: '/v2/users/candidate/files/', access: 'public' },
} as const satisfies RouteTable;
