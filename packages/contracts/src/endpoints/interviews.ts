// Interviews (decision 044): the team schedules with proposed times, the
// candidate picks one; both download the calendar invitation.
import type { RouteTable } from '../endpoint.ts';
import { ALL_HIRING_ROLES } from '../hiring-roles.ts';

const roles = ALL_HIRING_ROLES;

export const interviewsRoutes = {
  applicationInterviews: {
    method: 'GET',
    path: '/hiring/applications/{applicationId}/interviews/',
    access: 'hiring',
    roles,
  },
  scheduleInterview: { method: 'POST', path: '/hiring/applications/{applicationId}/interviews/', access: 'hiring' },
  rescheduleInterview: { method: 'POST', path: '/hiring/interviews/{interviewId}/reschedule/', access: 'hiring' },
  cancelInterview: { method: 'POST', path: '/hiring/interviews/{interviewId}/cancel/', access: 'hiring' },
  upcomingInterviews: { method: 'GET', path: '/hiring/interviews/upcoming/', access: 'hiring', roles },
  interviewCalendar: { method: 'GET', path: '/hiring/interviews/{interviewId}/calendar/', access: 'hiring', roles },

  candidateInterviews: { method: 'GET', path: '/candidate_jobs/interviews/', access: 'candidate' },
  pickInterviewTime: { method: 'POST', path: '/candidate_jobs/interviews/{interviewId}/pick/', access: 'candidate' },
  candidateInterviewCalendar: {
    method: 'GET',
    path: '/candidate_jobs/interviews/{interviewId}/calendar/',
    access: 'candidate',
  },
} as const satisfies RouteTable;
