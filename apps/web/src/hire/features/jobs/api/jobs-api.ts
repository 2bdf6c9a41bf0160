// The job editor's calls (decision 017). The description is rich text, which
// the server cleans (spec 02 §5).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HiringJob, HiringJobInput } from '@talent/contracts/hiring';
import { hiringApi, hiringKeys, richText } from '../../../api/workspace-api.ts';

/** Creates the job, or saves the one being edited; every workspace query is refetched before `onSuccess`. */
export function useSaveJob(
  jobId: number | null,
  { onSuccess, onError }: { onSuccess: (saved: HiringJob) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HiringJobInput) =>
      jobId !== null
        ? hiringApi.updateJob({ params: { jobId }, body }, richText)
        : hiringApi.createJob({ body }, richText),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
      onSuccess(saved);
    },
    onError,
  });
}
