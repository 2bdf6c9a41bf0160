// The applicant table's calls (decision 047): one page of a job's applicants
// as the address asks for it, the team's tags, and bulk actions sent in
// chunks so the screen can show how far it has got.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApplicantTableQuerySchema,
  type ApplicantTableQuery,
  type BulkAction,
  type BulkResult,
} from '@talent/contracts/applicant-table';
import { applicantTableRoutes } from '@talent/contracts/endpoints/applicant-table';
import type { applicantTableSchemas } from '@talent/contracts/endpoints/applicant-table.schemas';
import { endpointClient } from '../../../../lib/api-client.ts';
import { hiringKeys, own } from '../../../api/workspace-api.ts';

export const applicantTableApi = endpointClient<typeof applicantTableSchemas>(applicantTableRoutes);

export const applicantsKeys = {
  table: (jobId: number, query: ApplicantTableQuery) => [...hiringKeys.all, 'applicant-table', jobId, query] as const,
};

export const applicantTableQuery = (jobId: number, query: ApplicantTableQuery) =>
  queryOptions({
    queryKey: applicantsKeys.table(jobId, query),
    queryFn: () => applicantTableApi.applicantTable({ params: { jobId }, query }, own),
  });

const QUERY_KEYS = Object.keys(ApplicantTableQuerySchema.shape) as (keyof ApplicantTableQuery)[];

/** The table's query from the page's address: only the parameters the server reads, as written. */
export function queryFromSearch(search: URLSearchParams): ApplicantTableQuery {
  const query: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query as ApplicantTableQuery;
}

/** The address of a query: defaults left out, so a plain table has a plain address. */
export function searchFromQuery(query: ApplicantTableQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if ((key === 'sort' && value === 'applied_at') || (key === 'order' && value === 'desc')) continue;
    if (key === 'page' && Number(value) === 1) continue;
    search.set(key, String(value));
  }
  return search;
}

export function useTagMutations(applicationId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: hiringKeys.all });
  return {
    add: useMutation({
      mutationFn: (tag: string) => applicantTableApi.addTag({ params: { applicationId }, body: { tag } }, own),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (tag: string) => applicantTableApi.removeTag({ params: { applicationId, tag } }, own),
      onSuccess: refresh,
    }),
  };
}

/** Applications per request: small enough that the progress moves, large enough to stay quick. */
export const BULK_CHUNK = 10;

/**
 * One bulk action over the selection, a chunk at a time; `onProgress` hears
 * how many are done after each chunk. Every refusal comes back with why.
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      onProgress,
    }: {
      action: BulkAction;
      onProgress: (done: number) => void;
    }): Promise<BulkResult> => {
      const ids = action.application_ids;
      const total: BulkResult = { done: [], failed: [] };
      for (let start = 0; start < ids.length; start += BULK_CHUNK) {
        const chunk = ids.slice(start, start + BULK_CHUNK);
        const result = await applicantTableApi.bulkAction({ body: { ...action, application_ids: chunk } }, own);
        total.done.push(...result.done);
        total.failed.push(...result.failed);
        onProgress(Math.min(start + BULK_CHUNK, ids.length));
      }
      return total;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all }),
  });
}
