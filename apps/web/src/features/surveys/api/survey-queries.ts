// Surveys: the fixed survey, the ones addressed to the candidate, and
// answering them (once) through the endpoint table (decision 010).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { surveysRoutes } from '@talent/contracts/endpoints/surveys';
import type { surveysSchemas } from '@talent/contracts/endpoints/surveys.schemas';
import type { SurveyAnswers } from '@talent/contracts/surveys';
import { endpointClient } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';

const client = endpointClient<typeof surveysSchemas>(surveysRoutes);

export const surveyKeys = {
  all: ['surveys'] as const,
  fixed: (signedIn: boolean) => ['surveys', 'fixed', signedIn] as const,
  forms: ['surveys', 'forms'] as const,
  form: (id: number) => ['surveys', 'form', id] as const,
};

export const fixedSurveyQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: surveyKeys.fixed(signedIn),
    queryFn: ({ signal }) => client.fixedSurvey(undefined, { signal, auth: signedIn }),
  });
export const surveyFormsQuery = () =>
  queryOptions({
    queryKey: surveyKeys.forms,
    queryFn: ({ signal }) => client.candidateSurveyForms(undefined, { signal }),
  });
export const surveyFormQuery = (id: number) =>
  queryOptions({
    queryKey: surveyKeys.form(id),
    queryFn: ({ signal }) => client.surveyForm({ query: { form_id: id } }, { signal }),
  });

function useSubmitted<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidateJobsKey }),
      ]),
  });
}

export const useSubmitFixedSurvey = () =>
  useSubmitted((answers: SurveyAnswers) => client.submitSurvey({ body: { answers } }));
export const useSubmitSurveyForm = () =>
  useSubmitted((body: { form_id: number; answers: SurveyAnswers }) => client.surveyFormSubmission({ body }));
