// The Apply button of a job page (spec 01 §4): every branch lives in
// api/apply-job.ts; this shows the state (applied, external, busy) and the
// apply failure message (spec 01 §8).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { JobDetails } from '@talent/contracts/jobs';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, ForbiddenSymbolsError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import styles from '../jobs.module.css';

// the apply flow (its rules, calls and texts) loads when Apply is pressed, not with every job page (decision 052)
const applyFlow = () => Promise.all([import('../api/apply-job.ts'), import('@talent/contracts/apply-routing')]);
const genericError = () => import('@talent/contracts/messages').then(({ Messages }) => Messages.genericError);

export function ApplyButton({ job }: { job: JobDetails }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  if (job.application_id) {
    return (
      <div className={styles.applied} role="status">
        <span aria-hidden="true">✓</span> You applied to this job.{' '}
        <Link to={pathTo('appliedJob', { jobApplicationId: job.application_id })}>See your application</Link>
      </div>
    );
  }

  const apply = async () => {
    setBusy(true);
    const fallback = genericError().catch(() => null);
    let failureMessage = (_status: number, _data: unknown): string | Promise<string | null> => fallback;
    try {
      const [{ applyToJob }, { applyFailureMessage }] = await applyFlow();
      failureMessage = applyFailureMessage;
      await applyToJob(job.id, { navigate, search: new URLSearchParams(location.search), queryClient });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? await failureMessage(error.status, error.data)
          : error instanceof ForbiddenSymbolsError
            ? null
            : await failureMessage(0, null);
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={() => void apply()} busy={busy} className={styles.applyButton}>
      {job.is_external ? 'Apply on company site' : 'Apply now'}
    </Button>
  );
}
