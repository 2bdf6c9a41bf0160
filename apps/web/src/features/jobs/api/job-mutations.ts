// Changes to the candidate's saved jobs, views and alerts (spec 02 §4): one
// mutation hook each, invalidating by query key (docs/conventions.md §7). Screens
// add what they show (toasts, form errors) through the hook's options. The job
// pages show the alert button to every visitor, so these run through
// useLightMutation rather than useMutation (decision 052).
import { useQueryClient, type MutationOptions } from '@tanstack/react-query';
import type { AlertFeedback, JobAlert, JobAlertCreate, JobAlertUpdate } from '@talent/contracts/job-alerts';
import { useLightMutation } from '../../../lib/light-mutation.ts';
import { jobsApi, myJobKeys } from './job-queries.ts';

type Extra<TData, TVariables> = Pick<MutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;

/** Records that the signed-in candidate viewed a job (recently viewed list); failures stay silent. */
export function useRecordJobView() {
  const queryClient = useQueryClient();
  return useLightMutation({
    mutationFn: (jobId: number) =>
      jobsApi.saveOrUpdateJob({ body: { job_id: jobId, viewed: true } }, { handle: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myJobKeys.saved('recently_viewed') }),
  });
}

/** Creates a job alert (the same active search answers the existing one); the alert list is read again. */
export function useCreateAlert(extra: Extra<JobAlert, JobAlertCreate> = {}) {
  const queryClient = useQueryClient();
  return useLightMutation({
    mutationFn: (criteria: JobAlertCreate) => jobsApi.createAlert({ body: criteria }),
    onSuccess: async (alert, criteria, ...rest) => {
      await extra.onSuccess?.(alert, criteria, ...rest);
      await queryClient.invalidateQueries({ queryKey: myJobKeys.alerts });
    },
    onError: extra.onError,
  });
}

/** Changes an alert's search, filters and frequency; the alert list is read again. */
export function useUpdateAlert(extra: Extra<JobAlert, { id: number; changes: JobAlertUpdate }> = {}) {
  const queryClient = useQueryClient();
  return useLightMutation({
    mutationFn: ({ id, changes }: { id: number; changes: JobAlertUpdate }) =>
      jobsApi.updateAlert({ params: { alert_id: id }, body: changes }),
    onSuccess: async (alert, variables, ...rest) => {
      await extra.onSuccess?.(alert, variables, ...rest);
      await queryClient.invalidateQueries({ queryKey: myJobKeys.alerts });
    },
    onError: extra.onError,
  });
}

/** Deactivates alerts by id, or all of them; the alert list is read again. */
export function useDeactivateAlerts(extra: Extra<{ deactivated: number }, { ids: number[]; all: boolean }> = {}) {
  const queryClient = useQueryClient();
  return useLightMutation({
    mutationFn: ({ ids, all }: { ids: number[]; all: boolean }) =>
      jobsApi.deactivateAlerts({ body: { alert_ids: ids, deactivate_all: all } }),
    onSuccess: async (result, variables, ...rest) => {
      await extra.onSuccess?.(result, variables, ...rest);
      await queryClient.invalidateQueries({ queryKey: myJobKeys.alerts });
    },
    onError: extra.onError,
  });
}

/** Feedback on an alert's jobs; the answer replaces the alert's feedback in the cache. */
export function useAlertFeedback(
  alertId: number,
  extra: Extra<AlertFeedback, { is_relevant: boolean; comment: string }> = {},
) {
  const queryClient = useQueryClient();
  return useLightMutation({
    mutationFn: (body: { is_relevant: boolean; comment: string }) =>
      jobsApi.giveAlertFeedback({ params: { alert_id: alertId }, body }),
    onSuccess: async (result, body, ...rest) => {
      queryClient.setQueryData(myJobKeys.alertFeedback(alertId), result);
      await extra.onSuccess?.(result, body, ...rest);
    },
    onError: extra.onError,
  });
}
