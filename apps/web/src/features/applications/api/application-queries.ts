// The candidate's applications: the applied list, one application's form, and
// the changes to them (screening answers, withdrawal). Keys sit under the
// shared candidate-jobs root, so applying from a job page (jobs feature)
// refreshes them without importing this feature (decision 012).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationTimelineRoutes } from '@talent/contracts/endpoints/application-timeline';
import type { applicationTimelineSchemas } from '@talent/contracts/endpoints/application-timeline.schemas';
import { applicationsRoutes } from '@talent/contracts/endpoints/applications';
import type { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { endpointClient } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';
import { analytics } from '../../../lib/analytics.ts';

export const applicationKeys = {
  applied: [...candidateJobsKey, 'applied'] as const,
  external: [...candidateJobsKey, 'external'] as const,
  form: (id: number) => [...candidateJobsKey, 'application', id] as const,
  timeline: (id: number) => [...candidateJobsKey, 'timeline', id] as const,
};

const timeline = endpointClient<typeof applicationTimelineSchemas>(applicationTimelineRoutes);
const applications = endpointClient<typeof applicationsSchemas>(applicationsRoutes);

/** Stage changes and next steps (decision 016); under the candidate-jobs key, so answering an offer refreshes it. */
export const timelineQuery = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.timeline(id),
    queryFn: ({ signal }) => timeline.applicationTimeline({ params: { candidateJobId: id } }, { signal }),
  });

export const appliedJobsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.applied,
    queryFn: ({ signal }) => applications.appliedJobs({ query: { page_size: 50 } }, { signal }),
  });

/** Jobs applied to on the company's own site (tracked Apply clicks). */
export const externalApplicationsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.external,
    queryFn: ({ signal }) => applications.externalApplications({ query: { page_size: 50 } }, { signal }),
  });

export const applicationFormQuery = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.form(id),
    queryFn: ({ signal }) => applications.applicationForm({ query: { candidate_job_id: id } }, { signal }),
  });

/** The answers of one application; the answered form replaces the cached one, everything under the key reloads. */
export function useSubmitScreening(candidateJobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: { question_id: string; answer: string }[]) =>
      applications.submitScreening({ body: { candidate_job_id: candidateJobId, answers } }),
    onSuccess: async (result) => {
      analytics.track('Screening Submitted', { application_id: candidateJobId, kind: 'questions' });
      queryClient.setQueryData(applicationKeys.form(candidateJobId), result);
      // the cards, the timeline and 'What to do next' all read the answered state at once
      await queryClient.invalidateQueries({ queryKey: candidateJobsKey });
    },
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateJobId: number) =>
      applications.withdraw({ body: { candidate_job_id: candidateJobId, status: 'WD' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateJobsKey }),
  });
}
