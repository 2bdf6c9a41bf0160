// Loaders of the signed-in pages (dashboard, applications, alert feedback,
// account settings). Without a session they ask nothing: the route guard
// sends the visitor to sign in.
import type { RouteLoaderArgs } from '../route-loaders.ts';
import {
  applicationFormQuery,
  appliedJobsQuery,
  externalApplicationsQuery,
} from '../../features/applications/api/application-queries.ts';
import { accountSettingsQuery } from '../../features/auth/api/auth-api.ts';
import { nextStepQuery } from '../../features/dashboard/api/next-step-query.ts';
import { emailPreferencesQuery } from '../../features/notifications/api/notification-queries.ts';
import { jobsForYouQuery } from '../../features/jobs/api/fit-queries.ts';
import { alertFeedbackQuery, alertsQuery, savedJobsQuery } from '../../features/jobs/api/job-queries.ts';
import { idOf, prefetch, signedIn } from './prefetch.ts';

export const dashboard = () =>
  signedIn()
    ? prefetch(
        appliedJobsQuery(),
        externalApplicationsQuery(),
        savedJobsQuery('saved'),
        alertsQuery(),
        jobsForYouQuery(),
        nextStepQuery(),
      )
    : null;

export function application({ params }: RouteLoaderArgs) {
  const id = idOf(params.jobApplicationId);
  return signedIn() && id ? prefetch(applicationFormQuery(id)) : null;
}

export function alertFeedback({ request }: RouteLoaderArgs) {
  const id = idOf(new URL(request.url).searchParams.get('alert_id'));
  return signedIn() && id ? prefetch(alertFeedbackQuery(id)) : null;
}

export const accountSettings = () => (signedIn() ? prefetch(accountSettingsQuery(), emailPreferencesQuery()) : null);
