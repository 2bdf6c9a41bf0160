import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers are final; retry only network failures and 5xx, once
      retry: (count, error) => count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    },
  },
});

/**
 * The root key of the signed-in candidate's own job data: saved jobs and alerts
 * (jobs feature), applications (applications feature), the next step
 * (dashboard). A change in one feature invalidates the root, refreshing the
 * others without importing them (decision 012).
 */
export const candidateJobsKey = ['my-jobs'] as const;
