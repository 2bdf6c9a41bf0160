// spec 02 §4 'metadata waiting': the head of a job or company page waits for
// its data — up to 20 polls of 500 ms (10 s) for a job, 15 s of 1 s polls for
// company data — then proceeds anyway with the page's default head. Here the
// data arrives through a query, so waiting is simply not rendering the head
// until it is ready, and the timer is the 'proceeds anyway'.
import { useEffect, useState } from 'react';
import { METADATA_POLL, STORE_POLL } from '@talent/contracts/job-pages';

export const JOB_METADATA_WAIT_MS = METADATA_POLL.intervalMs * METADATA_POLL.attempts;
export const COMPANY_METADATA_WAIT_MS = STORE_POLL.intervalMs * STORE_POLL.attempts;

/** True once the page has waited long enough for its data to render a fallback head. */
export function useMetadataWaitOver(ready: boolean, waitMs: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => setOver(true), waitMs);
    return () => window.clearTimeout(timer);
  }, [ready, waitMs]);
  return over && !ready;
}
