// Create a job alert from a search or a job page (spec 02 §4): a visitor gets
// the sign-in modal with job_alert=true; sign-in returns to the job list.
import { useNavigate } from 'react-router';
import type { JobAlertCreate } from '@talent/contracts/job-alerts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useCreateAlert } from '../api/job-mutations.ts';
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
  const mutation = useCreateAlert({
    onSuccess: (alert) => {
      toast.success(`Job alert saved: ${alert.label}. We e-mail you new matching jobs.`);
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
        // the spec's texts load when one is needed, not with every job page (decision 052)
        if (empty)
          return void import('@talent/contracts/messages').then(({ Messages }) =>
            toast.warning(Messages.alertNeedsCriterion),
          );
        mutation.mutate(criteria);
      }}
    >
      {label}
    </Button>
  );
}
