// The pipeline's calls (decision 017): a bulk action runs one request per
// application (each may be refused on its own), and the job's state moves.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MovableStage, REJECTION_REASONS } from '@talent/contracts/hiring';
import { surveysApi } from '../../../api/applicant-api.ts';
import { hiringApi, hiringKeys, own } from '../../../api/workspace-api.ts';

export type Action =
  | { kind: 'move'; stage: MovableStage }
  | { kind: 'reject'; reason: string; notify: boolean }
  | { kind: 'survey'; surveyId: number; title: string };

export function runAction(applicationId: number, action: Action): Promise<unknown> {
  if (action.kind === 'survey')
    return surveysApi.sendSurvey(
      { params: { surveyId: action.surveyId }, body: { application_ids: [applicationId] } },
      own,
    );
  return action.kind === 'move'
    ? hiringApi.moveApplication({ params: { applicationId }, body: { stage: action.stage } }, own)
    : hiringApi.rejectApplication(
        {
          params: { applicationId },
          body: { reason: action.reason as (typeof REJECTION_REASONS)[number], notify: action.notify },
        },
        own,
      );
}

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

/** Refetches every workspace query (history, pipeline, overview) after changes made outside a mutation hook. */
export function useRefreshWorkspace() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hiringKeys.all });
}
