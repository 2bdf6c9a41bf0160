// The dashboard's next step: a message about an application waiting for the candidate.
import { queryOptions } from '@tanstack/react-query';
import type { MessageData } from '@talent/contracts/jobs';
import { api } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';

export const nextStepQuery = () =>
  queryOptions({
    queryKey: [...candidateJobsKey, 'message-data'] as const,
    queryFn: ({ signal }) => api.get<MessageData>('/candidate/get-message-data/', undefined, { signal }),
  });
