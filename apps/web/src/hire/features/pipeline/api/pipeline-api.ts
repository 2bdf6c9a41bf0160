// The pipeline's calls (decision 017): the job's state moves.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi, hiringKeys, own } from '../../../api/workspace-api.ts';

type JobAction = 'publishJob' | 'unpublishJob' | 'closeJob';

/** Publish, unpublish and close; every workspace query is refetched after `onSuccess`. */
export function useJobAction(
  jobId: number,
  { onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: JobAction) => hiringApi[action]({ params: { jobId } }, own),
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    },
    onError,
  });
}
