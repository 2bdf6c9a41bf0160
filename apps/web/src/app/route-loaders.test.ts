// The loaders of the steps after Apply (decision 012): with a session each
// starts the very query its screen reads, on the page's address; without one
// it asks nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteId } from '@talent/contracts/routes';
import { assessmentQuery, myAssessmentsQuery } from '../features/assessments/api/assessment-queries.ts';
import { candidateInterviewsQuery } from '../features/interviews/api/interview-queries.ts';
import { mandatoryDetailsQuery, mandatoryStatusQuery } from '../features/mandatory-details/api/mandatory-queries.ts';
import { ctcLetterQuery, ctcLettersQuery, offerQuery, offersQuery } from '../features/offers/api/offer-queries.ts';
import { consentQuery, myScreeningsQuery } from '../features/self-screening/api/screening-queries.ts';
import { fixedSurveyQuery, surveyFormQuery, surveyFormsQuery } from '../features/surveys/api/survey-queries.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearSessionTokens, setSessionTokens } from '../lib/session.ts';
import { startHttpApi, type HttpApi } from '../test/http-api.test-support.ts';
import { routeLoaders } from './route-loaders.ts';

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/dashboard/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  queryClient.clear();
  clearSessionTokens();
});

async function runLoader(route: RouteId, url: string, params: Record<string, string> = {}) {
  const load = routeLoaders[route];
  if (!load) throw new Error(`${route} has no loader`);
  const loader = await load();
  loader({ params, request: new Request(new URL(url, http.origin)) });
}

/** The route, its address, and what its screen reads: the query keys and the endpoints they call. */
const cases: {
  route: RouteId;
  url: string;
  params?: Record<string, string>;
  paths: string[];
  keys: (readonly unknown[])[];
}[] = [
  {
    route: 'offer',
    paths: ['/candidate_jobs/offers/5/'],
    url: '/offer/5/',
    params: { offerId: '5' },
    keys: [offerQuery(5).queryKey],
  },
  {
    route: 'ctc',
    paths: ['/candidate_jobs/ctc/6/'],
    url: '/ctc/6/',
    params: { ctcId: '6' },
    keys: [ctcLetterQuery(6).queryKey],
  },
  {
    route: 'codingAssessment',
    paths: ['/coding-assessment/7/questions/'],
    url: '/coding-assessment/7/',
    params: { candidateJobId: '7' },
    keys: [assessmentQuery(7).queryKey],
  },
  {
    route: 'mandatoryDetails',
    paths: ['/wrapper/job_application/8/candidate_mandatory_details/'],
    url: '/candidate/mandatory-details/8/',
    params: { jobApplicationId: '8' },
    keys: [mandatoryDetailsQuery(8).queryKey],
  },
  {
    route: 'mandatoryStatus',
    paths: ['/wrapper/candidate_mandatory_status/'],
    url: '/candidate/mandatory-details/',
    keys: [mandatoryStatusQuery().queryKey],
  },
  {
    route: 'selfScreening',
    paths: ['/candidate_jobs/9/screening_consent_show_v2/'],
    url: '/self-screening/9/',
    params: { jobApplicationId: '9' },
    keys: [consentQuery(9).queryKey],
  },
  {
    route: 'appliedJobScreening',
    paths: ['/applied_jobs/'],
    url: '/applied-job-screening/',
    keys: [myScreeningsQuery().queryKey],
  },
  {
    route: 'myAssessments',
    paths: ['/candidate/assessments/'],
    url: '/candidate/my-assessments/',
    keys: [myAssessmentsQuery().queryKey],
  },
  {
    route: 'interview',
    paths: ['/candidate_jobs/interviews/'],
    url: '/interviews/3/',
    params: { interviewId: '3' },
    keys: [candidateInterviewsQuery().queryKey],
  },
  { route: 'offerLetter', url: '/offer-letter/', paths: ['/candidate_jobs/offers/'], keys: [offersQuery().queryKey] },
  { route: 'ctcLetter', url: '/ctc-letter/', paths: ['/candidate_jobs/ctc/'], keys: [ctcLettersQuery().queryKey] },
  { route: 'survey', url: '/survey/?form=4', paths: ['/survey-forms/'], keys: [surveyFormQuery(4).queryKey] },
  {
    route: 'survey',
    url: '/survey/',
    paths: ['/candidate-survey-forms/', '/1/survey_questions/'],
    keys: [surveyFormsQuery().queryKey, fixedSurveyQuery(true).queryKey],
  },
];

describe('loaders of the steps after Apply', () => {
  it.each(cases)(
    '$route ($url) starts its screen’s queries with the session',
    async ({ route, url, params, paths, keys }) => {
      // the answers' shapes are the screens' concern (their own tests); here only who is asked
      for (const path of paths) http.on(`GET ${path}`, { body: {} });
      setSessionTokens('access-1', 'refresh-1');
      await runLoader(route, url, params);
      for (const key of keys) expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
      await expect.poll(() => http.seen.map((request) => request.path).sort()).toEqual([...paths].sort());
      expect(http.seen.every((request) => request.method === 'GET' && request.auth === 'Bearer access-1')).toBe(true);
    },
  );

  it.each(cases)('$route ($url) asks nothing without a session', async ({ route, url, params, keys }) => {
    await runLoader(route, url, params);
    for (const key of keys) expect(queryClient.getQueryState(key)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.seen).toEqual([]);
  });

  it('asks nothing for an id that is not a positive integer', async () => {
    setSessionTokens('access-1', 'refresh-1');
    await runLoader('offer', '/offer/abc/', { offerId: 'abc' });
    await runLoader('ctc', '/ctc/-1/', { ctcId: '-1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.seen).toEqual([]);
  });
});
