// The workspace's loader: each /hire/ address starts its screen's queries and
// the member's own record; a visitor starts only an invitation's preview.
import { describe, expect, it } from 'vitest';
import { pathTo } from '@talent/contracts/routes';
import { surveysQuery } from '../api/applicant-api.ts';
import {
  activityQuery,
  applicantQuery,
  jobQuery,
  jobsQuery,
  meQuery,
  overviewQuery,
  teamQuery,
} from '../api/workspace-api.ts';
import { emailTemplatesQuery } from '../features/email-templates/api/email-templates-api.ts';
import { invitationQuery } from '../features/team/api/team-api.ts';
import { upcomingInterviewsQuery } from '../features/team-work/api/team-work-api.ts';
import { hireQueries } from './workspace.loaders.ts';

const keysOf = (path: string, signedIn = true) =>
  hireQueries(new URL(path, 'http://127.0.0.1'), signedIn).map((query) => query.queryKey);
const me = meQuery().queryKey;

describe('the workspace loader', () => {
  it.each([
    [pathTo('hire'), [jobsQuery().queryKey]],
    [pathTo('hireJob', { jobId: 12 }), [jobQuery(12).queryKey]],
    [pathTo('hireJobEdit', { jobId: 12 }), [jobQuery(12).queryKey]],
    [pathTo('hireApplication', { applicationId: 7 }), [applicantQuery(7).queryKey]],
    [pathTo('hireTeam'), [teamQuery().queryKey, activityQuery().queryKey]],
    [pathTo('hireTemplates'), [emailTemplatesQuery().queryKey]],
    [pathTo('hireSurveys'), [surveysQuery().queryKey]],
    [pathTo('hireOverview'), [overviewQuery().queryKey]],
    [pathTo('hireInterviews'), [upcomingInterviewsQuery().queryKey]],
    [pathTo('hireJobNew'), []],
  ])('%s starts the member’s record and its screen’s queries', (path, keys) => {
    expect(keysOf(path)).toEqual([me, ...keys]);
  });

  it('starts nothing for a visitor but an invitation’s preview', () => {
    expect(keysOf(pathTo('hire'), false)).toEqual([]);
    expect(keysOf(pathTo('hireJob', { jobId: 12 }), false)).toEqual([]);
    expect(keysOf(`${pathTo('hireInvitation')}?token=abc`, false)).toEqual([invitationQuery('abc').queryKey]);
    expect(keysOf(pathTo('hireInvitation'), false)).toEqual([]);
  });

  it('starts no screen query for an id that is not a positive integer, nor for an address outside the workspace', () => {
    expect(keysOf('/hire/jobs/abc/')).toEqual([me]);
    expect(keysOf('/hire/applications/-3/')).toEqual([me]);
    expect(keysOf('/jobs/')).toEqual([]);
  });
});
