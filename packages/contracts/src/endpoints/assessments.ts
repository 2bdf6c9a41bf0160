// Coding assessments (spec 02 §7 catalogue, three paths), the candidate's
// assessment pages, and the hiring team's side (decision 015).
import type { RouteTable } from '../endpoint.ts';

export const assessmentRoutes = {
  questions: { method: 'GET', path: '/coding-assessment/{candidateJobId}/questions/', access: 'candidate' },
  saveDraft: { method: 'PUT', path: '/coding-assessment/{candidateJobId}/questions/', access: 'candidate' },
  submit: { method: 'POST', path: '/coding-assessment/{candidateJobId}/questions/', access: 'candidate' },
  consent: { method: 'POST', path: '/coding-assessment/{candidateJobId}/consent/', access: 'candidate' },
  upload: { method: 'POST', path: '/coding-assessment/{candidateJobId}/upload/', access: 'candidate' },
  myAssessments: { method: 'GET', path: '/candidate/assessments/', access: 'candidate' },
  report: { method: 'GET', path: '/candidate/assessments/{candidateJobId}/report/', access: 'candidate' },

  hiringAssessments: { method: 'GET', path: '/hiring/applications/{applicationId}/assessments/', access: 'hiring' },
  hiringAssign: { method: 'POST', path: '/hiring/applications/{applicationId}/assessments/', access: 'hiring' },
  hiringAssessment: { method: 'GET', path: '/hiring/assessments/{assessmentId}/', access: 'hiring' },
  hiringReview: { method: 'POST', path: '/hiring/assessments/{assessmentId}/review/', access: 'hiring' },
  hiringFile: { method: 'GET', path: '/hiring/assessments/{assessmentId}/files/{fileId}/', access: 'hiring' },
} as const satisfies RouteTable;
