// Server state of jobs, companies, saved jobs and alerts: one query-key
// factory and the queryOptions every screen of the feature and its route
// loaders use (conventions §7).
import { queryOptions } from '@tanstack/react-query';
import type {
  AlertFeedback,
  Company,
  CompanyEvp,
  JobAlert,
  JobCard,
  JobCategory,
  JobDetails,
  JobFilters,
  JobSearchResponse,
  SavedJobState,
  SubCategoryMeta,
  Suggestion,
} from '@talent/contracts/jobs';
import { filtersToQuery, RECENTLY_VIEWED_MAX, type JobFilterState } from '@talent/contracts/job-query';
import { api, type Page } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';

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
  recommended: [...candidateJobsKey, 'recommended'] as const,
  alertFeedback: (id: number) => [...candidateJobsKey, 'alert-feedback', id] as const,
};

export const searchQuery = (filters: JobFilterState, viewer: boolean, pageSize = SEARCH_PAGE_SIZE) =>
  queryOptions({
    queryKey: jobKeys.search(filters, viewer, pageSize),
    queryFn: ({ signal }) =>
      api.get<Page<JobCard> & Pick<JobSearchResponse, 'corrected_search_term'>>(
        '/v5/jobs/search/',
        { ...filtersToQuery(filters), page_size: pageSize },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });

export const jobsByIdsQuery = (ids: number[], viewer: boolean) =>
  queryOptions({
    queryKey: jobKeys.byIds(ids, viewer),
    queryFn: ({ signal }) =>
      api.get<Page<JobCard>>(
        '/jobs/',
        { job_ids: ids.slice(0, RECENTLY_VIEWED_MAX).join(','), page_size: RECENTLY_VIEWED_MAX },
        { signal },
      ),
    enabled: ids.length > 0,
  });

/** null: the job is unpublished (the API answered 204). */
export const jobDetailsQuery = (companySlug: string, jobSlug: string, viewer: boolean) =>
  queryOptions({
    queryKey: jobKeys.details(companySlug, jobSlug, viewer),
    queryFn: ({ signal }) =>
      api.get<JobDetails | null>(
        `/jobs/details/${encodeURIComponent(companySlug)}/${encodeURIComponent(jobSlug)}/`,
        undefined,
        { signal },
      ),
  });

export const jobByIdQuery = (jobId: number) =>
  queryOptions({
    queryKey: ['jobs', 'by-id', jobId] as const,
    queryFn: ({ signal }) => api.get<JobDetails | null>(`/candidate_jobs/${jobId}/`, undefined, { signal }),
  });

export const similarJobsQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.similar(jobId),
    queryFn: ({ signal }) =>
      api.get<Page<JobCard>>('/users/candidate/similar-jobs/', { job_id: jobId, page_size: 4 }, { signal }),
  });

export const filtersQuery = (filters: JobFilterState = {}) =>
  queryOptions({
    queryKey: jobKeys.filters(filters),
    queryFn: ({ signal }) =>
      api.get<JobFilters>('/jobs/job_filters/', filtersToQuery({ ...filters, page: undefined }), { signal }),
    staleTime: 60_000,
    // the previous counts stay on screen while the new search's load
    placeholderData: (previous) => previous,
  });

export const suggestQuery = (term: string) =>
  queryOptions({
    queryKey: jobKeys.suggest(term),
    queryFn: ({ signal }) => api.get<Suggestion[]>('/auto_suggest/', { search_term: term }, { signal }),
    enabled: term.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

export const openJobsCountQuery = () =>
  queryOptions({
    queryKey: jobKeys.openCount,
    queryFn: ({ signal }) => api.get<{ count: number }>('/jobs/open_jobs_count/', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: jobKeys.categories,
    queryFn: ({ signal }) => api.get<JobCategory[]>('/job-categories/', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const subCategoryMetaQuery = (name: string) =>
  queryOptions({
    queryKey: jobKeys.subCategory(name),
    queryFn: ({ signal }) =>
      api.get<SubCategoryMeta>('/v1/sub-category-meta/', { job_sub_category: name }, { signal, handle: false }),
    enabled: name.length > 0,
    retry: false,
  });

export const companiesQuery = (withPriority: boolean) =>
  queryOptions({
    queryKey: jobKeys.companies(withPriority),
    queryFn: ({ signal }) =>
      api.get<Page<Company>>(
        '/companies/',
        { with_priority: withPriority ? 'true' : undefined, page_size: 12 },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export const companyQuery = (slug: string) =>
  queryOptions({
    queryKey: jobKeys.company(slug),
    queryFn: ({ signal }) => api.get<CompanyEvp>(`/companies-evp/${encodeURIComponent(slug)}/`, undefined, { signal }),
  });

export const savedJobsQuery = (type: 'saved' | 'recently_viewed') =>
  queryOptions({
    queryKey: myJobKeys.saved(type),
    queryFn: ({ signal }) =>
      api.get<Page<JobCard>>('/active-saved-or-recently-viewed-jobs/', { type, page_size: 50 }, { signal }),
  });

export const alertsQuery = () =>
  queryOptions({
    queryKey: myJobKeys.alerts,
    queryFn: ({ signal }) => api.get<Page<JobAlert>>('/v1/job-search/alerts/', { page_size: 50 }, { signal }),
  });

export const recommendedJobsQuery = () =>
  queryOptions({
    queryKey: myJobKeys.recommended,
    queryFn: ({ signal }) => api.get<Page<JobCard>>('/users/candidate/recommended_jobs/', { page_size: 6 }, { signal }),
  });

export const alertFeedbackQuery = (id: number) =>
  queryOptions({
    queryKey: myJobKeys.alertFeedback(id),
    queryFn: ({ signal }) => api.get<AlertFeedback>(`/v1/job-search/alerts-feedback/${id}/`, undefined, { signal }),
  });

export const jobMutations = {
  save: (jobId: number, isSaved: boolean) =>
    api.postJson<SavedJobState>('/save-or-update-job/', { job_id: jobId, is_saved: isSaved }, { handle: false }),
  recordView: (jobId: number) =>
    api.postJson<SavedJobState>('/save-or-update-job/', { job_id: jobId, viewed: true }, { handle: false }),
  createAlert: (criteria: Record<string, string | boolean | undefined>) =>
    api.postJson<JobAlert>('/v1/job-search/alerts/', criteria),
  deactivateAlerts: (alertIds: number[], deactivateAll = false) =>
    api.deleteWithBody<{ deactivated: number }>('/v1/job-search/alerts/deactivate/', {
      alert_ids: alertIds,
      deactivate_all: deactivateAll,
    }),
  alertFeedback: (alertId: number, body: { is_relevant: boolean; comment?: string }) =>
    api.postJson<AlertFeedback>(`/v1/job-search/alerts-feedback/${alertId}/`, body),
};
