// The Apply button of a job page (spec 01 §4): every branch lives in
// api/apply-job.ts; this shows the state (applied, external, busy) and the
// apply failure message (spec 01 §8).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { JobDetails } from '@talent/contracts/jobs';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, ForbiddenSymbolsError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import styles from '../jobs.module.css';

// the apply flow (its rules and calls) loads when Apply is pressed, not with every job page
const applyFlow = () => Promise.all([import('../api/apply-job.ts'), import('@talent/contracts/apply-routing')]);

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
    let failureMessage = (_status: number, _data: unknown): string => Messages.genericError;
    try {
      const [{ applyToJob }, { applyFailureMessage }] = await applyFlow();
      failureMessage = applyFailureMessage;
      await applyToJob(job.id, { navigate, search: new URLSearchParams(location.search), queryClient });
    } catch (error) {
      if (error instanceof ApiError) toast.error(failureMessage(error.status, error.data));
      else if (!(error instanceof ForbiddenSymbolsError)) toast.error(failureMessage(0, null));
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
