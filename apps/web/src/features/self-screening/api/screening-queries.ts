// Self-screening through the endpoint table (decision 015): the consent, the
// questions asked so far, the interview slots, and the changes to them. Keys
// sit under the shared candidate-jobs root, so finishing refreshes the
// applications list and timelines without importing their feature.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { screeningRoutes } from '@talent/contracts/endpoints/screening';
import type { screeningSchemas } from '@talent/contracts/endpoints/screening.schemas';
import { applicationsRoutes } from '@talent/contracts/endpoints/applications';
import type { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { ApiError, endpointClient, firstErrorMessage } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';
import { analytics } from '../../../lib/analytics.ts';

export const screeningClient = endpointClient<typeof screeningSchemas>(screeningRoutes);
const applicationsClient = endpointClient<typeof applicationsSchemas>(applicationsRoutes);

export const screeningKeys = {
  all: [...candidateJobsKey, 'self-screening'] as const,
  consent: (id: number) => [...candidateJobsKey, 'self-screening', id, 'consent'] as const,
  questions: (id: number) => [...candidateJobsKey, 'self-screening', id, 'questions'] as const,
  slots: (id: number) => [...candidateJobsKey, 'self-screening', id, 'slots'] as const,
};

/** The server's message for a refusal (never raw JSON); a fallback when no answer came. */
export const errorText = (error: unknown) =>
  error instanceof ApiError
    ? error.hasResponse
      ? (firstErrorMessage(error.data) ?? 'Something went wrong. Please try again.')
      : 'We could not reach the server. Check your connection and try again.'
    : error instanceof Error && error.message
      ? error.message
      : 'Something went wrong. Please try again.';

// 400 answers (no self-screening on this job, answer the application's questions first) are shown on the page
export const consentQuery = (id: number) =>
  queryOptions({
    queryKey: screeningKeys.consent(id),
    queryFn: ({ signal }) => screeningClient.consentShow({ params: { candidateJobId: id } }, { signal }),
  });

export const questionListQuery = (id: number) =>
  queryOptions({
    queryKey: screeningKeys.questions(id),
    queryFn: ({ signal }) => screeningClient.questionList({ params: { candidateJobId: id } }, { signal }),
  });

export const slotsQuery = (id: number) =>
  queryOptions({
    queryKey: screeningKeys.slots(id),
    queryFn: ({ signal }) => screeningClient.availableSlots({ query: { candidate_job_id: id } }, { signal }),
  });

/** Consent, device check: each answers the consent view, which replaces the cached one. */
export function useGiveConsent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => screeningClient.consentUpdate({ params: { candidateJobId: id }, body: { consent: true } }),
    onSuccess: async (consent) => {
      queryClient.setQueryData(screeningKeys.consent(id), consent);
      await queryClient.invalidateQueries({ queryKey: screeningKeys.questions(id) });
    },
  });
}

export function useDeviceCheck(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      screeningClient.deviceCheck({ params: { candidateJobId: id }, body: { camera: true, microphone: true } }),
    onSuccess: async (consent) => {
      queryClient.setQueryData(screeningKeys.consent(id), consent);
      await queryClient.invalidateQueries({ queryKey: screeningKeys.questions(id) });
    },
  });
}

export function useBookSlot(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) =>
      screeningClient.schedule({
        params: { candidateJobId: id },
        body: { slot_id: slotId, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: screeningKeys.slots(id) }),
        queryClient.invalidateQueries({ queryKey: screeningKeys.questions(id) }),
      ]),
  });
}

/**
 * Finishing: `onCompleted` (going to the final page) runs before the refetch,
 * since the refetched consent says "completed" and replaces the screen that
 * called it, whose own callbacks would then never run.
 */
export function useCompleteScreening(id: number, onCompleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => screeningClient.complete({ params: { candidateJobId: id } }),
    onSuccess: () => {
      analytics.track('Screening Submitted', { application_id: id, kind: 'video' });
      onCompleted();
      return queryClient.invalidateQueries({ queryKey: candidateJobsKey });
    },
  });
}

/**
 * The candidate's self-screenings: the applications open for one, and the
 * ones done — still listed once the application has moved on (assessment,
 * selection) — each asked for its consent view; a job without video questions
 * answers 400 and is left out.
 */
export const myScreeningsQuery = () =>
  queryOptions({
    queryKey: [...screeningKeys.all, 'mine'] as const,
    queryFn: async ({ signal }) => {
      const applied = await applicationsClient.appliedJobs({ query: { page_size: 50 } }, { signal });
      // the lifecycle says which applications could have one (decision 031); the server says whether it is open
      const asked = applied.results.filter((a) => a.stage !== 'withdrawn' && !a.screening_pending);
      const views = await Promise.all(
        asked.map((a) =>
          screeningClient
            .consentShow({ params: { candidateJobId: a.id } }, { signal, handle: false })
            .then((view) => (view.open || view.state === 'completed' ? view : null))
            .catch(() => null),
        ),
      );
      return views.filter((view) => view !== null);
    },
  });
