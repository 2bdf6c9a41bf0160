import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { renderScope } from './render-scope.ts';

/** A query client with the app's defaults: the browser's one, and one per server render (decision 039). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers are final; retry only network failures and 5xx, once
        retry: (count, error) =>
          count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
    },
  });

/** The browser's query client. */
export const queryClient = createQueryClient();

/** The query client of the page being prepared: the server render's own, else the browser's. */
export const activeQueryClient = () => renderScope()?.queryClient ?? queryClient;

/**
 * The root key of the signed-in candidate's own job data: saved jobs and alerts
 * (jobs feature), applications (applications feature), the next step
 * (dashboard). A change in one feature invalidates the root, refreshing the
 * others without importing them (decision 012).
 */
export const candidateJobsKey = ['my-jobs'] as const;
