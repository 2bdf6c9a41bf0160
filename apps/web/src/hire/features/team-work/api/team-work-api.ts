// The team's shared work on an application (decisions 043, 044): notes,
// scorecards and interviews through their endpoint tables. Query keys sit
// under the workspace's key, so every change refreshes the workspace.
import { queryOptions } from '@tanstack/react-query';
import type { BodyInputOf } from '@talent/contracts/endpoint';
import { interviewsRoutes } from '@talent/contracts/endpoints/interviews';
import type { interviewsSchemas } from '@talent/contracts/endpoints/interviews.schemas';
import { scorecardsRoutes } from '@talent/contracts/endpoints/scorecards';
import type { scorecardsSchemas } from '@talent/contracts/endpoints/scorecards.schemas';
import { teamNotesRoutes } from '@talent/contracts/endpoints/team-notes';
import type { teamNotesSchemas } from '@talent/contracts/endpoints/team-notes.schemas';
import { endpointClient } from '../../../../lib/api-client.ts';
import { useWorkspaceMutation } from '../../../api/applicant-api.ts';
import { hiringKeys, own } from '../../../api/workspace-api.ts';

const notesApi = endpointClient<typeof teamNotesSchemas>(teamNotesRoutes);
const scorecardsApi = endpointClient<typeof scorecardsSchemas>(scorecardsRoutes);
const interviewsApi = endpointClient<typeof interviewsSchemas>(interviewsRoutes);

export const teamWorkKeys = {
  notes: (applicationId: number) => [...hiringKeys.all, 'notes', applicationId] as const,
  history: (applicationId: number) => [...hiringKeys.all, 'team-history', applicationId] as const,
  scorecards: (applicationId: number) => [...hiringKeys.all, 'scorecards', applicationId] as const,
  interviews: (applicationId: number) => [...hiringKeys.all, 'interviews', applicationId] as const,
  upcoming: () => [...hiringKeys.all, 'upcoming-interviews'] as const,
};

export const notesQuery = (applicationId: number) =>
  queryOptions({
    queryKey: teamWorkKeys.notes(applicationId),
    queryFn: () => notesApi.notes({ params: { applicationId } }, own),
  });
export const teamHistoryQuery = (applicationId: number) =>
  queryOptions({
    queryKey: teamWorkKeys.history(applicationId),
    queryFn: () => notesApi.teamHistory({ params: { applicationId } }, own),
  });
export const scorecardsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: teamWorkKeys.scorecards(applicationId),
    queryFn: () => scorecardsApi.applicationScorecards({ params: { applicationId } }, own),
  });
/** The member's interviews still ahead: scheduled, or waiting for the candidate to pick a time. */
export const upcomingInterviewsQuery = () =>
  queryOptions({
    queryKey: teamWorkKeys.upcoming(),
    queryFn: () => interviewsApi.upcomingInterviews({}, own),
  });
export const interviewsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: teamWorkKeys.interviews(applicationId),
    queryFn: () => interviewsApi.applicationInterviews({ params: { applicationId } }, own),
  });

export const useAddNote = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof teamNotesSchemas)['addNote']>) =>
    notesApi.addNote({ params: { applicationId }, body }, own),
  );
export const useDeleteNote = () =>
  useWorkspaceMutation((noteId: number) => notesApi.deleteNote({ params: { noteId } }, own));

export const useSubmitScorecard = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof scorecardsSchemas)['submitScorecard']>) =>
    scorecardsApi.submitScorecard({ params: { applicationId }, body }, own),
  );

export const useScheduleInterview = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof interviewsSchemas)['scheduleInterview']>) =>
    interviewsApi.scheduleInterview({ params: { applicationId }, body }, own),
  );
export const useCancelInterview = () =>
  useWorkspaceMutation((interviewId: number) =>
    interviewsApi.cancelInterview({ params: { interviewId }, body: { reason: '' } }, own),
  );
