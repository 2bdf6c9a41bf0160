// The Apply button of a job page (spec 01 §4): every branch lives in
// api/apply-job.ts; this shows the state (applied, external, busy) and the
// apply failure message (spec 01 §8).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { APPLIED_JOB_SCREENING, applyFailureMessage } from '@talent/contracts/apply-routing';
import type { JobDetails } from '@talent/contracts/jobs';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, ForbiddenSymbolsError } from '../../../lib/api-client.ts';
import { applyToJob } from '../api/apply-job.ts';
import { toast } from '../../../lib/toast.ts';
import styles from '../jobs.module.css';

export function ApplyButton({ job }: { job: JobDetails }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  if (job.application_id) {
    return (
      <div className={styles.applied} role="status">
        <span aria-hidden="true">✓</span> You applied to this job.{' '}
        <Link to={APPLIED_JOB_SCREENING(job.application_id)}>See your application</Link>
      </div>
    );
  }

  const apply = async () => {
    setBusy(true);
    try {
      await applyToJob(job.id, { navigate, search: new URLSearchParams(location.search), queryClient });
    } catch (error) {
      if (error instanceof ApiError) toast.error(applyFailureMessage(error.status, error.data));
      else if (!(error instanceof ForbiddenSymbolsError)) toast.error(applyFailureMessage(0, null));
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
