// Mandatory details (spec 02 §7 catalogue, three paths) and the hiring team's
// side: asking for them and reading them, every read recorded (decision 015).
import type { RouteTable } from '../endpoint.ts';

export const mandatoryRoutes = {
  status: { method: 'GET', path: '/wrapper/candidate_mandatory_status/', access: 'candidate' },
  details: { method: 'GET', path: '/wrapper/job_application/{id}/candidate_mandatory_details/', access: 'candidate' },
  saveDetails: {
    method: 'PUT',
    path: '/wrapper/job_application/{id}/candidate_mandatory_details/',
    access: 'candidate',
  },
  documents: {
    method: 'GET',
    path: '/wrapper/job_application/{id}/candidate_mandatory_documents/',
    access: 'candidate',
  },
  uploadDocument: {
    method: 'POST',
    path: '/wrapper/job_application/{id}/candidate_mandatory_documents/',
    access: 'candidate',
  },
  documentFile: {
    method: 'GET',
    path: '/wrapper/job_application/{id}/candidate_mandatory_documents/{documentId}/',
    access: 'candidate',
  },

  hiringRequest: { method: 'POST', path: '/hiring/applications/{applicationId}/mandatory-details/', access: 'hiring' },
  hiringDetails: { method: 'GET', path: '/hiring/applications/{applicationId}/mandatory-details/', access: 'hiring' },
  hiringDocumentFile: {
    method: 'GET',
    path: '/hiring/applications/{applicationId}/mandatory-documents/{documentId}/',
    access: 'hiring',
  },
} as const satisfies RouteTable;
