// Coding assessments through the endpoint table (decision 015): the
// candidate's list, one assessment (the clock is the server's), the draft, the
// submission, file answers and the report. Keys sit under the candidate-jobs
// root, so a submission refreshes the applications and their timelines.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateAssessment } from '@talent/contracts/assessments';
import { assessmentRoutes } from '@talent/contracts/endpoints/assessments';
import type { assessmentSchemas } from '@talent/contracts/endpoints/assessments.schemas';
import { ApiError, endpointClient, firstErrorMessage } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';

const client = endpointClient<typeof assessmentSchemas>(assessmentRoutes);

export const assessmentKeys = {
  all: [...candidateJobsKey, 'assessments'] as const,
  mine: [...candidateJobsKey, 'assessments', 'mine'] as const,
  one: (id: number) => [...candidateJobsKey, 'assessments', id] as const,
  report: (id: number) => [...candidateJobsKey, 'assessments', id, 'report'] as const,
};

export const errorText = (error: unknown) =>
  error instanceof ApiError
    ? error.hasResponse
      ? (firstErrorMessage(error.data) ?? 'Something went wrong. Please try again.')
      : 'We could not reach the server. Your answers are still here; try again in a moment.'
    : 'Something went wrong. Please try again.';

export const myAssessmentsQuery = () =>
  queryOptions({
    queryKey: assessmentKeys.mine,
    queryFn: ({ signal }) => client.myAssessments(undefined, { signal }),
  });

/** Fetched when the page opens; the time left is the server's, so a reload keeps it. */
export const assessmentQuery = (id: number) =>
  queryOptions({
    queryKey: assessmentKeys.one(id),
    queryFn: async ({ signal }) => ({
      ...(await client.questions({ params: { candidateJobId: id } }, { signal })),
      received_at: Date.now(),
    }),
    staleTime: Infinity,
  });
export type LoadedAssessment = CandidateAssessment & { received_at: number };

export const assessmentReportQuery = (id: number) =>
  queryOptions({
    queryKey: assessmentKeys.report(id),
    queryFn: ({ signal }) => client.report({ params: { candidateJobId: id } }, { signal, handle: false }),
  });

function useAssessmentChange<I>(id: number, send: (input: I) => Promise<CandidateAssessment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      queryClient.setQueryData(assessmentKeys.one(id), { ...result, received_at: Date.now() });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.mine });
    },
  });
}

export const useStartAssessment = (id: number) =>
  useAssessmentChange(id, () => client.consent({ params: { candidateJobId: id }, body: { consent: true } }));

/**
 * Answers are code: '<', '>', '|' and backslashes belong in them. They are
 * stored as text, never run and shown escaped, so the free-text symbol check
 * does not apply to them (it would refuse almost any answer).
 */
const CODE_FIELDS = ['answers'] as const;

export function useSaveDraft(id: number) {
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      client.saveDraft(
        { params: { candidateJobId: id }, body: { answers } },
        { handle: false, optionFields: CODE_FIELDS },
      ),
  });
}

export function useSubmitAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      client.submit({ params: { candidateJobId: id }, body: { answers } }, { optionFields: CODE_FIELDS }),
    onSuccess: async (result) => {
      queryClient.setQueryData(assessmentKeys.one(id), { ...result, received_at: Date.now() });
      await queryClient.invalidateQueries({ queryKey: candidateJobsKey });
    },
  });
}

export function useUploadAnswerFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, file }: { questionId: string; file: File }) =>
      client.upload({ params: { candidateJobId: id }, form: { question_id: questionId, file } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.one(id) }),
  });
}
