// The job search page behind /jobs/, /joblist/ and /search/jobs/results/
// (spec 02 §2 job filters). The filters live in the URL: every change pushes
// a history entry, so back and forward restore them; other query parameters
// (utm_…, the auth modal's) are kept. The head follows spec 02 §9's
// '{term} Jobs | Remote & Full-Time Opportunities'.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchHead } from '@talent/contracts/search-head';
import {
  filtersFromSearchParams,
  filtersToQuery,
  JOB_QUERY_KEYS,
  partialMatchNotice,
  type JobFilterState,
} from '@talent/contracts/job-query';
import { ROUTE_BY_ID, withQuery, type RouteId } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { filtersQuery, jobsByIdsQuery, searchQuery, SEARCH_PAGE_SIZE, suggestQuery } from '../api/job-queries.ts';
import { JobCardView } from './job-card.tsx';
import { useRecentlyViewedJobs } from '../recently-viewed.ts';
import { SaveJobButton } from './save-job-button.tsx';
import { JobSearchBox } from './job-search-box.tsx';
import { useSession } from '../../../lib/session.ts';
import { analytics } from '../../../lib/analytics.ts';
import styles from '../jobs.module.css';
import { CreateAlertButton } from './create-alert-button.tsx';

// The phone filter sheet's dialog loads when it is first opened (decision 052).
const Modal = lazy(() => import('../../../components/ui/modal.tsx').then((module) => ({ default: module.Modal })));

function useFilters(): [JobFilterState, (next: JobFilterState) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearchParams(params);
  const update = (next: JobFilterState) => {
    const kept = [...params.entries()].filter(([key]) => !(JOB_QUERY_KEYS as readonly string[]).includes(key));
    setParams(new URLSearchParams([...kept, ...Object.entries(filtersToQuery(next))]));
    window.scrollTo({ top: 0 });
  };
  return [filters, update];
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string; count?: number | undefined }[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  // a value from the URL that the options do not list (an old link) stays selectable
  const all = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">Any</option>
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
            {option.count !== undefined ? ` (${option.count})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function NoResults({ term, path }: { term: string | undefined; path: string }) {
  const { data } = useQuery(suggestQuery(term ?? ''));
  const suggestions = (data ?? []).filter((s) => s.text.toLowerCase() !== term?.toLowerCase()).slice(0, 5);
  return (
    <div className={styles.empty} role="status">
      <h2>No jobs match{term ? ` “${term}”` : ' these filters'}</h2>
      {suggestions.length > 0 && (
        <p>
          Did you mean{' '}
          {suggestions.map((s, i) => (
            <span key={s.id}>
              {i > 0 && ', '}
              <Link to={withQuery(path, { search_term: s.text })}>{s.text}</Link>
            </span>
          ))}
          ?
        </p>
      )}
      <p>Try fewer filters or a broader keyword.</p>
    </div>
  );
}

function RecentlyViewed() {
  const { isAuthorized } = useSession();
  const ids = useRecentlyViewedJobs();
  const { data } = useQuery(jobsByIdsQuery(ids, isAuthorized));
  if (!ids.length || !data?.results.length) return null;
  return (
    <section aria-labelledby="recently-viewed" className={styles.sideSection}>
      <h2 id="recently-viewed">Recently viewed</h2>
      <ul className={styles.linkList}>
        {data.results.slice(0, 5).map((job) => (
          <li key={job.id}>
            <Link to={job.url}>{job.title}</Link>
            <span>{job.companyName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The filter controls, counted within the current search (decision 018); used by the sidebar and the phone sheet. */
function FilterControls({
  filters,
  onChange,
}: {
  filters: JobFilterState;
  onChange: (patch: Partial<JobFilterState>) => void;
}) {
  const { data: options } = useQuery(filtersQuery(filters));
  const remoteCount = options?.remote[0]?.count;
  return (
    <>
      <FilterSelect
        label="Experience"
        value={filters.experience_range}
        options={options?.experience_ranges ?? []}
        onChange={(experience_range) => onChange({ experience_range })}
      />
      <FilterSelect
        label="Location"
        value={filters.location}
        options={options?.locations ?? []}
        onChange={(location) => onChange({ location })}
      />
      <FilterSelect
        label="Category"
        value={filters.job_sub_category}
        options={options?.job_sub_categories ?? []}
        onChange={(job_sub_category) => onChange({ job_sub_category })}
      />
      <FilterSelect
        label="Company"
        value={filters.company}
        options={options?.companies ?? []}
        onChange={(company) => onChange({ company })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.remote === true}
          onChange={(event) => onChange({ remote: event.target.checked || undefined })}
        />
        Remote only{remoteCount !== undefined ? ` (${remoteCount})` : ''}
      </label>
    </>
  );
}

const countText = (count: number, estimate?: boolean) =>
  `${estimate ? 'About ' : ''}${count.toLocaleString('en-IN')} ${count === 1 ? 'job' : 'jobs'}`;

/** Phones: the filters in a sheet opened from a 'Filters' button, applied together with the result count on the button. */
function FilterSheet({
  filters,
  isAuthorized,
  onApply,
}: {
  filters: JobFilterState;
  isAuthorized: boolean;
  onApply: (next: JobFilterState) => void;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<JobFilterState>(filters);
  const preview = useQuery({ ...searchQuery(draft, isAuthorized), enabled: open });
  const active = Object.keys(filtersToQuery({ ...filters, search_term: undefined, page: undefined })).length;
  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(filters);
          setOpen(true);
          setOpened(true);
        }}
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Modal
            open={open}
            title="Filters"
            onClose={() => setOpen(false)}
            footer={
              <div className={styles.sheetActions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setDraft({ search_term: filters.search_term })}
                >
                  Clear
                </button>
                <Button
                  onClick={() => {
                    setOpen(false);
                    onApply({ ...draft, page: undefined });
                  }}
                >
                  {preview.data ? `Show ${countText(preview.data.count, preview.data.count_is_estimate)}` : 'Show jobs'}
                </Button>
              </div>
            }
          >
            <div className={styles.sheetFilters}>
              <FilterControls filters={draft} onChange={(patch) => setDraft({ ...draft, ...patch, page: undefined })} />
            </div>
          </Modal>
        </Suspense>
      )}
    </>
  );
}

export function JobSearchPage({ routeId, heading, intro }: { routeId: RouteId; heading: string; intro?: ReactNode }) {
  const route = ROUTE_BY_ID[routeId];
  const { isAuthorized } = useSession();
  const [filters, setFilters] = useFilters();
  const page = filters.page ?? 1;
  const results = useQuery(searchQuery(filters, isAuthorized));
  const head = searchHead(route.path, filters, route.title);
  const set = (patch: Partial<JobFilterState>) => setFilters({ ...filters, ...patch, page: undefined });
  const count = results.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE));
  const anyFilter = Object.keys(filtersToQuery({ ...filters, page: undefined })).length > 0;
  const corrected = results.data?.corrected_search_term;
  const fitAmong = results.data?.results.map((job) => job.id) ?? [];
  // the previous search's jobs stay on screen, dimmed, until the new ones arrive
  const stale = results.isPlaceholderData;
  // decision 024: a search with its filters' names and result count; the words searched are not recorded
  const searched =
    results.data && anyFilter
      ? Object.keys(filtersToQuery({ ...filters, page: undefined }))
          .sort()
          .join(',')
      : null;
  useEffect(() => {
    if (searched !== null) analytics.track('Jobs Searched', { filters: searched, results: count });
  }, [searched, count]);

  return (
    <main id="main" className="page">
      <PageHead
        title={head.title}
        exactTitle={head.exactTitle}
        description={head.description}
        canonicalPath={head.canonicalPath}
        indexable={route.indexable}
      />
      <header className={styles.searchHeader}>
        <h1>{filters.search_term ? `${filters.search_term} jobs` : heading}</h1>
        {intro}
        <JobSearchBox initial={filters.search_term} onSearch={(term) => set({ search_term: term || undefined })} />
      </header>
      <div className={styles.searchLayout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <div className={styles.sidebarFilters}>
            <h2 className={styles.sideTitle}>Filters</h2>
            <FilterControls filters={filters} onChange={set} />
            {anyFilter && (
              <button type="button" className={styles.linkButton} onClick={() => setFilters({})}>
                Clear all filters
              </button>
            )}
          </div>
          <CreateAlertButton
            criteria={{
              search_term: filters.search_term,
              location: filters.location,
              experience_range: filters.experience_range,
              job_sub_category: filters.job_sub_category,
              company: filters.company,
              remote: filters.remote,
            }}
          />
          <RecentlyViewed />
        </aside>
        <section aria-labelledby="results-heading" className={styles.results} aria-busy={results.isFetching}>
          <div className={styles.resultsBar}>
            <h2 id="results-heading" className={styles.resultCount} aria-live="polite">
              {results.data && !stale ? countText(count, results.data.count_is_estimate) : 'Searching…'}
            </h2>
            <FilterSheet filters={filters} isAuthorized={isAuthorized} onApply={setFilters} />
          </div>
          {results.data?.partial_match && count > 0 && filters.search_term && !stale && (
            <p className={styles.corrected} role="status">
              {partialMatchNotice(filters.search_term)}
            </p>
          )}
          {corrected && count > 0 && !stale && (
            <p className={styles.corrected} role="status">
              No jobs match “{filters.search_term}”. Showing results for{' '}
              <Link to={withQuery(route.path, { search_term: corrected })}>{corrected}</Link>.
            </p>
          )}
          {results.isPending ? (
            <LoadingAnimation message="Finding jobs" />
          ) : results.isError ? (
            <p role="alert">We could not load jobs. Please try again.</p>
          ) : count === 0 ? (
            <NoResults term={filters.search_term} path={route.path} />
          ) : (
            <ul className={[styles.cardList, stale ? styles.stale : ''].join(' ')} data-stale={stale || undefined}>
              {results.data.results.map((job) => (
                <li key={job.id}>
                  <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} fitAmong={fitAmong} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Pages">
              <button type="button" disabled={page <= 1} onClick={() => setFilters({ ...filters, page: page - 1 })}>
                Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" disabled={page >= pages} onClick={() => setFilters({ ...filters, page: page + 1 })}>
                Next
              </button>
            </nav>
          )}
        </section>
      </div>
    </main>
  );
}
