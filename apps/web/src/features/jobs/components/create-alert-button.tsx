// Create a job alert from a search or a job page (spec 02 §4): a visitor gets
// the sign-in modal with job_alert=true; sign-in returns to the job list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ALERT_NEEDS_CRITERION, type JobAlertCreate } from '@talent/contracts/jobs';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { jobMutations, myJobKeys } from '../api/job-queries.ts';
import { openAuthModal } from '../auth-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export function CreateAlertButton({
  criteria,
  label = 'Create job alert',
}: {
  criteria: JobAlertCreate;
  label?: string;
}) {
  const { isAuthorized } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => jobMutations.createAlert(criteria as Record<string, string | boolean | undefined>),
    onSuccess: async (alert) => {
      toast.success(`Job alert saved: ${alert.label}. We e-mail you new matching jobs.`);
      await queryClient.invalidateQueries({ queryKey: myJobKeys.alerts });
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError ? (firstErrorMessage(error.data) ?? error.message) : 'Could not save the alert.',
      ),
  });
  const empty = !Object.values(criteria).some((value) => value !== undefined && value !== '' && value !== false);
  return (
    <Button
      variant="secondary"
      busy={mutation.isPending}
      onClick={() => {
        if (!isAuthorized) return openAuthModal(navigate, 'signin', { job_alert: 'true' });
        if (empty) return toast.warning(ALERT_NEEDS_CRITERION);
        mutation.mutate();
      }}
    >
      {label}
    </Button>
  );
}
