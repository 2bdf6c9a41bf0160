// What a hiring team does after someone applies (decisions 015, 016, 017):
// self-screening questions and interview slots, coding assessments, required
// documents, offers, pay (CTC) letters and surveys, through the endpoint
// tables the candidate side shares. Query keys live under the workspace's key,
// so one invalidation refreshes every workspace screen.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentRoutes } from '@talent/contracts/endpoints/assessments';
import type { assessmentSchemas } from '@talent/contracts/endpoints/assessments.schemas';
import { candidateReportRoutes } from '@talent/contracts/endpoints/candidate-report';
import type { candidateReportSchemas } from '@talent/contracts/endpoints/candidate-report.schemas';
import { mandatoryRoutes } from '@talent/contracts/endpoints/mandatory-details';
import type { mandatorySchemas } from '@talent/contracts/endpoints/mandatory-details.schemas';
import { offersRoutes } from '@talent/contracts/endpoints/offers';
import type { offersSchemas } from '@talent/contracts/endpoints/offers.schemas';
import { screeningRoutes } from '@talent/contracts/endpoints/screening';
import type { screeningSchemas } from '@talent/contracts/endpoints/screening.schemas';
import { surveysRoutes } from '@talent/contracts/endpoints/surveys';
import type { surveysSchemas } from '@talent/contracts/endpoints/surveys.schemas';
import type { EndpointRoute } from '@talent/contracts/endpoint';
import { callEndpoint, endpointClient } from '../../lib/api-client.ts';
import { hiringKeys, own } from './workspace-api.ts';

export const offersApi = endpointClient<typeof offersSchemas>(offersRoutes);
export const surveysApi = endpointClient<typeof surveysSchemas>(surveysRoutes);
export const screeningApi = endpointClient<typeof screeningSchemas>(screeningRoutes);
export const assessmentsApi = endpointClient<typeof assessmentSchemas>(assessmentRoutes);
export const mandatoryApi = endpointClient<typeof mandatorySchemas>(mandatoryRoutes);
export const reportApi = endpointClient<typeof candidateReportSchemas>(candidateReportRoutes);

export const applicantKeys = {
  offers: (applicationId: number) => [...hiringKeys.all, 'offers', applicationId] as const,
  letters: (applicationId: number) => [...hiringKeys.all, 'ctc', applicationId] as const,
  templates: () => [...hiringKeys.all, 'offer-templates'] as const,
  surveys: () => [...hiringKeys.all, 'surveys'] as const,
  responses: (surveyId: number) => [...hiringKeys.all, 'survey-responses', surveyId] as const,
  selfScreening: (applicationId: number) => [...hiringKeys.all, 'self-screening', applicationId] as const,
  questions: (jobId: number) => [...hiringKeys.all, 'video-questions', jobId] as const,
  slots: (jobId: number) => [...hiringKeys.all, 'slots', jobId] as const,
  assessments: (applicationId: number) => [...hiringKeys.all, 'assessments', applicationId] as const,
  documents: (applicationId: number) => [...hiringKeys.all, 'documents', applicationId] as const,
  report: (userId: string) => [...hiringKeys.all, 'report', userId] as const,
};

export const offersQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicantKeys.offers(applicationId),
    queryFn: () => offersApi.hiringOffers({ query: { application_id: applicationId } }, own),
  });
export const lettersQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicantKeys.letters(applicationId),
    queryFn: () => offersApi.hiringCtcLetters({ query: { application_id: applicationId } }, own),
  });
export const templatesQuery = () =>
  queryOptions({ queryKey: applicantKeys.templates(), queryFn: () => offersApi.hiringOfferTemplates({}, own) });
export const surveysQuery = () =>
  queryOptions({ queryKey: applicantKeys.surveys(), queryFn: () => surveysApi.hiringSurveys({}, own) });
export const responsesQuery = (surveyId: number) =>
  queryOptions({
    queryKey: applicantKeys.responses(surveyId),
    queryFn: () => surveysApi.surveyResponses({ params: { surveyId } }, own),
  });
export const selfScreeningQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicantKeys.selfScreening(applicationId),
    queryFn: () => screeningApi.hiringSelfScreening({ params: { applicationId } }, own),
  });
export const videoQuestionsQuery = (jobId: number) =>
  queryOptions({
    queryKey: applicantKeys.questions(jobId),
    queryFn: () => screeningApi.hiringQuestions({ params: { jobId } }, own),
  });
export const slotsQuery = (jobId: number) =>
  queryOptions({
    queryKey: applicantKeys.slots(jobId),
    queryFn: () => screeningApi.hiringSlots({ params: { jobId } }, own),
  });
export const assessmentsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicantKeys.assessments(applicationId),
    queryFn: () => assessmentsApi.hiringAssessments({ params: { applicationId } }, own),
  });
/** Reading them is recorded (decision 015): the screen asks only when the member opens them. */
export const documentsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicantKeys.documents(applicationId),
    queryFn: () => mandatoryApi.hiringDetails({ params: { applicationId } }, own),
    retry: false,
  });
export const reportQuery = (userId: string) =>
  queryOptions({
    queryKey: applicantKeys.report(userId),
    queryFn: () => reportApi.report({ params: { userId } }, own),
  });

/** A workspace change: on success every workspace query is refetched (history, pipeline, overview). */
export function useWorkspaceMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all }),
  });
}

/**
 * A file the API streams to a signed-in member (a video, a document, a submission, a letter's PDF):
 * fetched with the session's token, answered as a blob: URL the caller revokes.
 */
export async function fileUrl(route: EndpointRoute, params: Record<string, number>): Promise<string> {
  const response = (await callEndpoint(route, { params }, { raw: true, handle: false })) as unknown as Response;
  return URL.createObjectURL(await response.blob());
}

/** Opens a streamed file as a download. */
export async function downloadFile(route: EndpointRoute, params: Record<string, number>, filename: string) {
  const url = await fileUrl(route, params);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
