// spec 02 §4 saved jobs: a visitor gets the sign-in modal (from a job page
// with job_description=true and the page remembered in jdURL; from a list with
// jobs_page=true so sign-in returns to it); a failure shows the response's
// error_message, else 'Failed to save job. Please try again.'.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { JobCard } from '@talent/contracts/jobs';
import { ApiError } from '../../../lib/api-client.ts';
import { useLightMutation } from '../../../lib/light-mutation.ts';
import { jobKeys, jobsApi, myJobKeys } from './job-queries.ts';
import { openAuthModal, rememberJobPage } from '../auth-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export type SaveContext = 'job_description' | 'jobs_page';

/** The spec's texts load when a save fails, not with every page that shows the button (decision 052). */
export async function saveFailureMessage(error: unknown): Promise<string> {
  if (error instanceof ApiError && error.data && typeof error.data === 'object') {
    const message = (error.data as { error_message?: unknown }).error_message;
    if (typeof message === 'string' && message) return message;
  }
  return (await import('@talent/contracts/messages')).Messages.saveJobFailed;
}

export function useSaveJob(context: SaveContext) {
  const { isAuthorized } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useLightMutation({
    mutationFn: ({ job, save }: { job: Pick<JobCard, 'id' | 'url'>; save: boolean }) =>
      jobsApi.saveOrUpdateJob({ body: { job_id: job.id, is_saved: save } }, { handle: false }),
    onSuccess: async (_state, { save }) => {
      toast.success(save ? 'Job saved.' : 'Job removed from your saved jobs.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: myJobKeys.all }),
      ]);
    },
    onError: async (error) => toast.error(await saveFailureMessage(error)),
  });
  const toggle = (job: Pick<JobCard, 'id' | 'url'>, save: boolean) => {
    if (!isAuthorized) {
      if (context === 'job_description') {
        rememberJobPage(job.url);
        openAuthModal(navigate, 'signin', { job_description: 'true' });
      } else {
        openAuthModal(navigate, 'signin', { jobs_page: 'true', redirect_jobsPage: 'true' });
      }
      return;
    }
    mutation.mutate({ job, save });
  };
  return { toggle, pendingJobId: mutation.isPending ? mutation.variables?.job.id : undefined };
}
