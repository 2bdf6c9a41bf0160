// How the signed-in candidate fits jobs (decision 038): 'Jobs for you', the
// fit of the jobs on a page ('How you match'), and 'not for me'. Under the
// candidate's own key root, so a profile change (which invalidates that root)
// reads them again.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { NotForMeBody } from '@talent/contracts/fit';
import { useLightMutation } from '../../../lib/light-mutation.ts';
import { jobsApi, myJobKeys } from './job-queries.ts';

export const fitKeys = {
  forYou: [...myJobKeys.all, 'for-you'] as const,
  fits: (ids: readonly number[]) => [...myJobKeys.all, 'fits', [...ids].sort((a, b) => a - b)] as const,
};

export const jobsForYouQuery = () =>
  queryOptions({
    queryKey: fitKeys.forYou,
    queryFn: ({ signal }) => jobsApi.jobsForYou({ query: { page_size: 6 } }, { signal }),
    staleTime: 0,
  });

export const jobFitsQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: fitKeys.fits(ids),
    queryFn: ({ signal }) => jobsApi.jobFits({ query: { job_ids: ids.slice(0, 50).join(',') } }, { signal }),
    staleTime: 0,
  });

/** Sets a job aside with a reason; 'Jobs for you' is read again without it. */
export function useNotForMe() {
  const queryClient = useQueryClient();
  return useLightMutation({
    mutationFn: (body: NotForMeBody) => jobsApi.notForMe({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fitKeys.forYou }),
  });
}
