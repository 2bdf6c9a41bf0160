// Loaders of the signed-in pages (dashboard, applications, alert feedback,
// account settings, and each step after Apply: screening, assessments,
// interviews, documents, offers, pay letters, surveys). Without a session they
// ask nothing: the route guard sends the visitor to sign in.
import type { RouteLoaderArgs } from '../route-loaders.ts';
import {
  applicationFormQuery,
  appliedJobsQuery,
  externalApplicationsQuery,
} from '../../features/applications/api/application-queries.ts';
import { assessmentQuery, myAssessmentsQuery } from '../../features/assessments/api/assessment-queries.ts';
import { accountSettingsQuery } from '../../features/auth/api/auth-api.ts';
import { nextStepQuery } from '../../features/dashboard/api/next-step-query.ts';
import { candidateInterviewsQuery } from '../../features/interviews/api/interview-queries.ts';
import { mandatoryDetailsQuery, mandatoryStatusQuery } from '../../features/mandatory-details/api/mandatory-queries.ts';
import { emailPreferencesQuery } from '../../features/notifications/api/notification-queries.ts';
import { ctcLetterQuery, ctcLettersQuery, offerQuery, offersQuery } from '../../features/offers/api/offer-queries.ts';
import { consentQuery, myScreeningsQuery } from '../../features/self-screening/api/screening-queries.ts';
import { fixedSurveyQuery, surveyFormQuery, surveyFormsQuery } from '../../features/surveys/api/survey-queries.ts';
import { jobsForYouQuery } from '../../features/jobs/api/fit-queries.ts';
import { alertFeedbackQuery, alertsQuery, savedJobsQuery } from '../../features/jobs/api/job-queries.ts';
import { idOf, prefetch, signedIn } from '../../lib/prefetch.ts';

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

/** A page about one record named by a route parameter: its query, once the id is a positive integer. */
const byParam =
  (param: string, query: (id: number) => { queryKey: readonly unknown[] }) =>
  ({ params }: RouteLoaderArgs) => {
    const id = idOf(params[param]);
    return signedIn() && id ? prefetch(query(id)) : null;
  };

export const offer = byParam('offerId', offerQuery);
export const ctc = byParam('ctcId', ctcLetterQuery);
export const codingAssessment = byParam('candidateJobId', assessmentQuery);
export const mandatoryDetails = byParam('jobApplicationId', mandatoryDetailsQuery);
export const selfScreening = byParam('jobApplicationId', consentQuery);

export const myAssessments = () => (signedIn() ? prefetch(myAssessmentsQuery()) : null);
export const mandatoryStatus = () => (signedIn() ? prefetch(mandatoryStatusQuery()) : null);
export const appliedJobScreening = () => (signedIn() ? prefetch(myScreeningsQuery()) : null);
export const offerLetters = () => (signedIn() ? prefetch(offersQuery()) : null);
export const ctcLetters = () => (signedIn() ? prefetch(ctcLettersQuery()) : null);
export const interview = () => (signedIn() ? prefetch(candidateInterviewsQuery()) : null);

/** /survey/: the survey a company addressed (`?form=`), else the waiting ones and the fixed survey. */
export function survey({ request }: RouteLoaderArgs) {
  if (!signedIn()) return null;
  const form = idOf(new URL(request.url).searchParams.get('form'));
  return form ? prefetch(surveyFormQuery(form)) : prefetch(surveyFormsQuery(), fixedSurveyQuery(true));
}
