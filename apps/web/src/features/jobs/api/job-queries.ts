// Server state of jobs, companies, saved jobs and alerts: one query-key
// factory and the queryOptions every screen of the feature and its route
// loaders use (docs/conventions.md §7).
import { queryOptions } from '@tanstack/react-query';
import { jobsRoutes } from '@talent/contracts/endpoints/jobs';
import type { jobsSchemas } from '@talent/contracts/endpoints/jobs.schemas';
import { filtersToQuery, RECENTLY_VIEWED_MAX, type JobFilterState } from '@talent/contracts/job-query';
import { endpointClient } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';

/** The jobs catalogue's calls, typed from the endpoint table. */
export const jobsApi = endpointClient<typeof jobsSchemas>(jobsRoutes);

export const SEARCH_PAGE_SIZE = 20;

/** `viewer` keeps a visitor's and a candidate's answers apart (saved flags, applications). */
export const jobKeys = {
  all: ['jobs'] as const,
  search: (filters: JobFilterState, viewer: boolean, pageSize: number) =>
    ['jobs', 'search', filtersToQuery(filters), pageSize, viewer] as const,
  byIds: (ids: number[], viewer: boolean) => ['jobs', 'by-ids', ids, viewer] as const,
  details: (companySlug: string, jobSlug: string, viewer: boolean) =>
    ['jobs', 'details', companySlug, jobSlug, viewer] as const,
  similar: (jobId: number) => ['jobs', 'similar', jobId] as const,
  /** Filter counts of a search (decision 018): the filters without the page. */
  filters: (filters: JobFilterState) => ['jobs', 'filters', filtersToQuery({ ...filters, page: undefined })] as const,
  suggest: (term: string) => ['jobs', 'suggest', term] as const,
  openCount: ['jobs', 'open-count'] as const,
  categories: ['jobs', 'categories'] as const,
  subCategory: (name: string) => ['jobs', 'sub-category', name] as const,
  companies: (withPriority: boolean) => ['companies', { withPriority }] as const,
  company: (slug: string) => ['companies', 'evp', slug] as const,
};

/** The signed-in candidate's own lists, under the shared root invalidated after a change. */
export const myJobKeys = {
  all: candidateJobsKey,
  saved: (type: 'saved' | 'recently_viewed') => [...candidateJobsKey, 'saved', type] as const,
  alerts: [...candidateJobsKey, 'alerts'] as const,
  alertFeedback: (id: number) => [...candidateJobsKey, 'alert-feedback', id] as const,
};

export const searchQuery = (filters: JobFilterState, viewer: boolean, pageSize = SEARCH_PAGE_SIZE) =>
  queryOptions({
    queryKey: jobKeys.search(filters, viewer, pageSize),
    queryFn: ({ signal }) => jobsApi.search({ query: { ...filtersToQuery(filters), page_size: pageSize } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const jobsByIdsQuery = (ids: number[], viewer: boolean) =>
  queryOptions({
    queryKey: jobKeys.byIds(ids, viewer),
    queryFn: ({ signal }) =>
      jobsApi.search(
        { query: { job_ids: ids.slice(0, RECENTLY_VIEWED_MAX).join(','), page_size: RECENTLY_VIEWED_MAX } },
        { signal },
      ),
    enabled: ids.length > 0,
  });

/** null: the job is unpublished (the API answered 204). */
export const jobDetailsQuery = (companySlug: string, jobSlug: string, viewer: boolean) =>
  queryOptions({
    queryKey: jobKeys.details(companySlug, jobSlug, viewer),
    queryFn: ({ signal }) => jobsApi.jobDetailsBySlug({ params: { companySlug, jobSlug } }, { signal }),
  });

export const jobByIdQuery = (jobId: number) =>
  queryOptions({
    queryKey: ['jobs', 'by-id', jobId] as const,
    queryFn: ({ signal }) => jobsApi.jobDetails({ params: { jobId } }, { signal }),
  });

export const similarJobsQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.similar(jobId),
    queryFn: ({ signal }) => jobsApi.similarJobs({ query: { job_id: jobId, page_size: 4 } }, { signal }),
  });

export const filtersQuery = (filters: JobFilterState = {}) =>
  queryOptions({
    queryKey: jobKeys.filters(filters),
    queryFn: ({ signal }) => jobsApi.filters({ query: filtersToQuery({ ...filters, page: undefined }) }, { signal }),
    staleTime: 60_000,
    // the previous counts stay on screen while the new search's load
    placeholderData: (previous) => previous,
  });

export const suggestQuery = (term: string) =>
  queryOptions({
    queryKey: jobKeys.suggest(term),
    queryFn: ({ signal }) => jobsApi.autoSuggest({ query: { search_term: term } }, { signal }),
    enabled: term.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

export const openJobsCountQuery = () =>
  queryOptions({
    queryKey: jobKeys.openCount,
    queryFn: ({ signal }) => jobsApi.openJobsCount({}, { signal }),
    staleTime: 5 * 60_000,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: jobKeys.categories,
    queryFn: ({ signal }) => jobsApi.categories({}, { signal }),
    staleTime: 5 * 60_000,
  });

export const subCategoryMetaQuery = (name: string) =>
  queryOptions({
    queryKey: jobKeys.subCategory(name),
    queryFn: ({ signal }) => jobsApi.subCategoryMeta({ query: { job_sub_category: name } }, { signal, handle: false }),
    enabled: name.length > 0,
    retry: false,
  });

export const companiesQuery = (withPriority: boolean) =>
  queryOptions({
    queryKey: jobKeys.companies(withPriority),
    queryFn: ({ signal }) =>
      jobsApi.companies({ query: { with_priority: withPriority ? 'true' : undefined, page_size: 12 } }, { signal }),
    staleTime: 5 * 60_000,
  });

export const companyQuery = (slug: string) =>
  queryOptions({
    queryKey: jobKeys.company(slug),
    queryFn: ({ signal }) => jobsApi.companyEvp({ params: { companyId: slug } }, { signal }),
  });

export const savedJobsQuery = (type: 'saved' | 'recently_viewed') =>
  queryOptions({
    queryKey: myJobKeys.saved(type),
    queryFn: ({ signal }) => jobsApi.savedOrRecentlyViewed({ query: { type, page_size: 50 } }, { signal }),
  });

export const alertsQuery = () =>
  queryOptions({
    queryKey: myJobKeys.alerts,
    queryFn: ({ signal }) => jobsApi.alerts({ query: { page_size: 50 } }, { signal }),
  });

export const alertFeedbackQuery = (id: number) =>
  queryOptions({
    queryKey: myJobKeys.alertFeedback(id),
    queryFn: ({ signal }) => jobsApi.alertFeedback({ params: { alert_id: id } }, { signal }),
  });
