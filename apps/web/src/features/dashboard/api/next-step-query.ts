// The dashboard's next step: a message about an application waiting for the candidate.
import { queryOptions } from '@tanstack/react-query';
import { applicationsRoutes } from '@talent/contracts/endpoints/applications';
import type { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { callEndpoint } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';

export const nextStepQuery = () =>
  queryOptions({
    queryKey: [...candidateJobsKey, 'message-data'] as const,
    queryFn: ({ signal }) =>
      callEndpoint<(typeof applicationsSchemas)['messageData']>(applicationsRoutes.messageData, {}, { signal }),
  });
