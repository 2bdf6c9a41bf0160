// The candidate's interviews (decision 044): list, pick a proposed time in the
// browser's own time zone, download the calendar invitation.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { interviewsRoutes } from '@talent/contracts/endpoints/interviews';
import type { interviewsSchemas } from '@talent/contracts/endpoints/interviews.schemas';
import { callEndpoint, endpointClient } from '../../../lib/api-client.ts';
import { saveResponseAs } from '../../../lib/save-file.ts';

const client = endpointClient<typeof interviewsSchemas>(interviewsRoutes);

export const interviewKeys = { all: ['candidate-interviews'] as const };

export const candidateInterviewsQuery = () =>
  queryOptions({
    queryKey: interviewKeys.all,
    queryFn: ({ signal }) => client.candidateInterviews(undefined, { signal }),
  });

/** The zone the browser runs in: the candidate's own. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function usePickTime(interviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startsAt: string) =>
      client.pickInterviewTime({
        params: { interviewId },
        body: { starts_at: startsAt, time_zone: browserTimeZone() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}

export async function downloadInvitation(interviewId: number) {
  const response = (await callEndpoint(
    interviewsRoutes.candidateInterviewCalendar,
    { params: { interviewId } },
    { raw: true, accept: 'text/calendar' },
  )) as unknown as Response;
  await saveResponseAs(response, `interview-${interviewId}.ics`);
}
