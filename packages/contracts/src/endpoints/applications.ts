// Applications (spec 01 §4, §7; spec 02 §6–§7 catalogue): apply, applied jobs,
// the application's form data and screening answers, withdrawal, external
// applications, the redirection page's e-mail click, the campaign event
// message, the next-step message and the international job-apply page's fields.
import type { RouteTable } from '../endpoint.ts';

export const applicationsRoutes = {
  apply: { method: 'POST', path: '/candidate_jobs/', access: 'candidate' },
  appliedJobs: { method: 'GET', path: '/applied_jobs/', access: 'candidate' },
  applicationForm: { method: 'GET', path: '/candidate_jobs/form-data/', access: 'candidate' },
  submitScreening: { method: 'POST', path: '/jobs/submit_screening/', access: 'candidate' },
  withdraw: { method: 'POST', path: '/update-application-status/', access: 'candidate' },
  trackExternal: { method: 'POST', path: '/candidate_jobs/track-external-applications/', access: 'candidate' },
  externalApplications: {
    method: 'GET',
    path: '/candidate_jobs/track-external-applications/',
    access: 'candidate',
  },
  // spec 02 §6: the click-timestamp call carries no token
  emailClick: { method: 'POST', path: '/candidate_jobs/update_email_click_timestamp/', access: 'public' },
  eventMessage: { method: 'GET', path: '/generate-event-message/', access: 'candidate' },
  messageData: { method: 'GET', path: '/candidate/get-message-data/', access: 'candidate' },
  customFields: { method: 'GET', path: '/v1/custom-fields/{identifier}/', access: 'public' },
} as const satisfies RouteTable;
