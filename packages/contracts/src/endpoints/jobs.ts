// Jobs (spec 02 §7 jobs catalogue, decision 009): search, suggestions, filters
// and categories, companies, banners and cards, job details and card, saved and
// recently viewed jobs, alerts and their feedback, recommended and similar jobs.
import type { RouteTable } from '../endpoint.ts';

export const jobsRoutes = {
  search: {
    method: 'GET',
    path: '/v5/jobs/search/',
    access: 'optional',
    aliases: ['/v3/jobs/search/', '/jobs/'],
  },
  autoSuggest: { method: 'GET', path: '/auto_suggest/', access: 'public' },
  filters: { method: 'GET', path: '/jobs/job_filters/', access: 'public' },
  openJobsCount: { method: 'GET', path: '/jobs/open_jobs_count/', access: 'public' },
  categories: { method: 'GET', path: '/job-categories/', access: 'public' },
  subCategoryMeta: { method: 'GET', path: '/v1/sub-category-meta/', access: 'public' },

  companies: { method: 'GET', path: '/companies/', access: 'public' },
  company: { method: 'GET', path: '/companies/{companyId}/', access: 'public' },
  companyEvp: { method: 'GET', path: '/companies-evp/{companyId}/', access: 'public' },
  banners: { method: 'GET', path: '/banners/active/', access: 'public' },
  promotionalCards: { method: 'GET', path: '/promotional-cards/', access: 'public' },

  jobDetails: { method: 'GET', path: '/candidate_jobs/{jobId}/', access: 'optional' },
  jobDetailsBySlug: { method: 'GET', path: '/jobs/details/{companySlug}/{jobSlug}/', access: 'optional' },
  jobCard: { method: 'GET', path: '/jobs/card/{jobId}/', access: 'public' },

  saveOrUpdateJob: { method: 'POST', path: '/save-or-update-job/', access: 'candidate' },
  savedOrRecentlyViewed: { method: 'GET', path: '/active-saved-or-recently-viewed-jobs/', access: 'candidate' },

  createAlert: { method: 'POST', path: '/v1/job-search/alerts/', access: 'candidate' },
  alerts: { method: 'GET', path: '/v1/job-search/alerts/', access: 'candidate' },
  updateAlert: { method: 'PATCH', path: '/v1/job-search/alerts/{alert_id}/', access: 'candidate' },
  deactivateAlerts: { method: 'DELETE', path: '/v1/job-search/alerts/deactivate/', access: 'candidate' },
  deactivateAlertsPost: { method: 'POST', path: '/v1/job-search/alerts/deactivate/', access: 'candidate' },
  alertFeedback: { method: 'GET', path: '/v1/job-search/alerts-feedback/{alert_id}/', access: 'candidate' },
  giveAlertFeedback: { method: 'POST', path: '/v1/job-search/alerts-feedback/{alert_id}/', access: 'candidate' },
  // the e-mail link: works without signing in, the signature is the proof
  unsubscribeLink: { method: 'GET', path: '/v1/job-search/alerts/{alert_id}/unsubscribe/', access: 'public' },
  // one-click unsubscribe (RFC 8058) posts to the same address
  unsubscribeOneClick: { method: 'POST', path: '/v1/job-search/alerts/{alert_id}/unsubscribe/', access: 'public' },

  recommendedJobs: { method: 'GET', path: '/users/candidate/recommended_jobs/', access: 'candidate' },
  similarJobs: { method: 'GET', path: '/users/candidate/similar-jobs/', access: 'optional' },

  // how a candidate fits jobs (decision 038)
  jobsForYou: { method: 'GET', path: '/users/candidate/jobs-for-you/', access: 'candidate' },
  notForMe: { method: 'POST', path: '/users/candidate/jobs-for-you/not-for-me/', access: 'candidate' },
  jobFits: { method: 'GET', path: '/users/candidate/job-fits/', access: 'candidate' },
} as const satisfies RouteTable;
