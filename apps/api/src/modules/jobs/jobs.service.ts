// Rules around jobs that are more than a query: what an unpublished job means
// (spec 02 §3: 204 and the unpublished state), the filter query → search
// criteria, saving only open jobs, and short-lived memos for the aggregates
// every visitor asks for (filters, categories, open jobs count). A memo only
// saves work; no instance depends on another's memory.
import type { JobCategory, JobDetails, JobFilters, JobSearchQuery, SubCategoryMeta } from '@talent/contracts/jobs';
import type { SavedJobState } from '@talent/contracts/saved-jobs';
import { Messages } from '@talent/contracts/messages';
import { EXPERIENCE_RANGES, parseExperienceRange, splitList } from '@talent/contracts/job-query';
import { availableParallelism } from 'node:os';
import type { DbOrTx } from '../../db/client.ts';
import { createConcurrencyGate, type ConcurrencyGate } from '../../lib/concurrency-gate.ts';
import { detailError, notFound } from '../../lib/errors.ts';
import {
  activeBanners,
  activePromotionalCards,
  findCompany,
  findSubCategoryMeta,
  listCompanies,
} from './companies.repo.ts';
import { findJobDetails, loadCardsByIds, type JobLookup } from './job-cards.repo.ts';
import { closeSearchIndex, indexedCounts, searchIndexSize } from './search-index.ts';
import { createJobFit, type JobFitDeps } from './job-fit.service.ts';
import { candidateSignals, jobSignals, recommendJobs } from './recommendations.repo.ts';
import { listSavedJobIds, upsertSavedJob } from './saved-jobs.repo.ts';
import {
  categoryAggregates,
  countOpenJobs,
  facetCounts,
  searchJobs,
  suggestTerms,
  type FacetCounts,
  type SearchCriteria,
} from './search.repo.ts';

export function criteriaFromQuery(query: JobSearchQuery): SearchCriteria {
  return {
    searchTerm: query.search_term,
    experience: query.experience_range ? (parseExperienceRange(query.experience_range) ?? undefined) : undefined,
    location: query.location,
    subCategories: splitList(query.job_sub_category).slice(0, 20),
    companySlugs: splitList(query.company).slice(0, 20),
    remote: query.remote,
    jobIds: query.job_ids ? query.job_ids.split(',').map(Number).slice(0, 50) : undefined,
  };
}

/** What other modules read of the catalogue (applications show the job they are for). */
function createJobCatalogue(db: DbOrTx) {
  return {
    jobDetails: (jobId: number, viewerCandidateId: number | null) =>
      findJobDetails(db, { id: jobId }, viewerCandidateId),
    cardsByIds: (ids: readonly number[], viewerCandidateId: number | null, options?: { publishedOnly?: boolean }) =>
      loadCardsByIds(db, ids, viewerCandidateId, options),
  };
}

export type JobLookupResult = { kind: 'published'; job: JobDetails } | { kind: 'unpublished'; job: JobDetails };

/** null: no such job (404). Unpublished jobs are reported, not hidden, so the page can say so. */
async function lookupJob(
  db: DbOrTx,
  lookup: JobLookup,
  viewerCandidateId: number | null,
): Promise<JobLookupResult | null> {
  const job = await findJobDetails(db, lookup, viewerCandidateId);
  if (!job) return null;
  return job.is_published ? { kind: 'published', job } : { kind: 'unpublished', job };
}

async function saveOrUpdateJob(
  db: DbOrTx,
  candidateId: number,
  body: { job_id: number; is_saved?: boolean | undefined; viewed?: boolean | undefined },
  now: Date,
): Promise<SavedJobState> {
  const job = await findJobDetails(db, { id: body.job_id }, null);
  if (!job) throw notFound();
  const isSaved = body.is_saved ?? (body.viewed ? undefined : true);
  // a closed job can be unsaved and viewed, not newly saved
  if (isSaved && !job.is_published) throw detailError(400, Messages.jobClosed);
  return upsertSavedJob(db, { candidateId, jobId: body.job_id, isSaved, viewed: body.viewed }, now);
}

function memo<T>(ttlMs: number, clock: () => number = Date.now) {
  let cached: { at: number; value: Promise<T> } | null = null;
  return (load: () => Promise<T>): Promise<T> => {
    if (!cached || clock() - cached.at > ttlMs) {
      const value = load();
      cached = { at: clock(), value };
      value.catch(() => {
        cached = null;
      });
    }
    return cached.value;
  };
}

export const AGGREGATE_TTL_MS = 60_000;

const EXPERIENCE_BANDS = EXPERIENCE_RANGES.map((range) => ({
  value: range.value,
  label: range.label,
  ...parseExperienceRange(range.value)!,
}));

function filtersOf(facets: FacetCounts | null): JobFilters {
  const count = (value: string) => facets?.experience.find((band) => band.value === value)?.count ?? 0;
  return {
    experience_ranges: EXPERIENCE_BANDS.map((band) => ({
      value: band.value,
      label: band.label,
      count: count(band.value),
    })),
    locations: (facets?.locations ?? []).map((row) => ({ value: row.value, label: row.value, count: row.count })),
    job_sub_categories: (facets?.subCategories ?? []).map((row) => ({
      value: row.value,
      label: row.value,
      count: row.count,
      category: row.category,
    })),
    companies: (facets?.companies ?? []).map((row) => ({ value: row.value, label: row.label, count: row.count })),
    remote: [{ value: 'true', label: 'Remote', count: facets?.remoteCount ?? 0 }],
  };
}

/** The memo key of a search's facets: the criteria that change them. */
const facetKey = (criteria: SearchCriteria) =>
  JSON.stringify([
    criteria.searchTerm?.trim().toLowerCase() ?? '',
    criteria.experience ?? null,
    criteria.location?.trim().toLowerCase() ?? '',
    criteria.subCategories ?? [],
    criteria.companySlugs ?? [],
    criteria.remote ?? false,
  ]);

function createAggregates(db: DbOrTx, gate: ConcurrencyGate) {
  const allFilters = memo<JobFilters>(AGGREGATE_TTL_MS);
  const categories = memo<JobCategory[]>(AGGREGATE_TTL_MS);
  const openJobs = memo<number>(AGGREGATE_TTL_MS);
  // recent searches' facets: a page, its next page and a back button ask for the same counts
  const recent = new Map<string, { at: number; value: Promise<JobFilters> }>();
  return {
    /** Filter options with counts for a search (decision 018); without one, for every published job. */
    filters: (criteria: SearchCriteria = {}) => {
      const key = facetKey(criteria);
      const counts = (of: SearchCriteria) => gate.run(() => facetCounts(db, of, EXPERIENCE_BANDS));
      if (key === facetKey({})) return allFilters(async () => filtersOf(await counts({})));
      const hit = recent.get(key);
      if (hit && Date.now() - hit.at <= AGGREGATE_TTL_MS) return hit.value;
      const value = counts(criteria).then(filtersOf);
      recent.delete(key);
      recent.set(key, { at: Date.now(), value });
      if (recent.size > 500) recent.delete(recent.keys().next().value!);
      value.catch(() => recent.delete(key));
      return value;
    },
    categories: () =>
      categories(async () => {
        const rows = await categoryAggregates(db);
        const byCategory = new Map<string, JobCategory>();
        for (const row of rows) {
          const category = byCategory.get(row.category) ?? { name: row.category, count: 0, sub_categories: [] };
          category.count += row.count;
          category.sub_categories.push({ name: row.sub_category, count: row.count });
          byCategory.set(row.category, category);
        }
        return [...byCategory.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      }),
    openJobs: () => openJobs(() => countOpenJobs(db)),
  };
}

/** spec 02 §3 dynamic page data for a sub-category: the operator's copy, else our defaults. */
async function subCategoryMeta(db: DbOrTx, subCategory: string): Promise<SubCategoryMeta> {
  const [meta, open] = await Promise.all([findSubCategoryMeta(db, subCategory), countOpenJobs(db, subCategory)]);
  if (!meta && open === 0) throw notFound();
  const name = meta?.jobSubCategory ?? subCategory;
  return {
    job_sub_category: name,
    meta_title: meta?.metaTitle ?? `${name} Jobs | Remote & Full-Time Opportunities`,
    meta_description: meta?.metaDescription ?? `Browse ${open} open ${name} jobs at top companies, remote and on-site.`,
    content_title: meta?.contentTitle || `${name} jobs`,
    content_description: meta?.contentDescription ?? '',
    open_jobs: open,
  };
}

type Paging = { page: number; pageSize: number };

/** A company's path key: digits are its id, anything else its slug. */
const companyKey = (value: string) => (/^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value });

export interface JobsDeps {
  db: DbOrTx;
  now: () => Date;
  jobsForYouCache: JobFitDeps['jobsForYouCache'];
  countJobsForYouRead?: JobFitDeps['countRead'];
}

/**
 * Searches and facet counts running at once (decision 055): two per core keep
 * every core busy while a statement's answer travels, and leave the database
 * free for the requests that are not searches.
 */
export const SEARCH_CONCURRENCY = 2 * availableParallelism();

/**
 * Searches that may wait for the gate (decision 055): at a few dozen
 * milliseconds each, the last of them waits a few seconds. One more is
 * answered 503 with Retry-After at once.
 */
export const SEARCH_QUEUE = 64 * availableParallelism();

export function createJobsService({ db, now, jobsForYouCache, countJobsForYouRead }: JobsDeps) {
  const searches = createConcurrencyGate(SEARCH_CONCURRENCY, {
    maxWaiting: SEARCH_QUEUE,
    whenFull: () => detailError(503, Messages.searchBusy, { 'retry-after': '1' }),
  });
  const aggregates = createAggregates(db, searches);
  const catalogue = createJobCatalogue(db);
  return {
    ...catalogue,
    ...createJobFit({ db, jobsForYouCache, countRead: countJobsForYouRead }),
    search: (query: JobSearchQuery, paging: Paging, viewerCandidateId: number | null) =>
      searches.run(() => searchJobs(db, criteriaFromQuery(query), paging, viewerCandidateId)),
    /** How many jobs the search index holds and what it did with its searches (decision 055): the operators' metrics read it. */
    searchIndexWatch: { size: () => searchIndexSize(db), counts: () => indexedCounts(db) },
    /** Ends the search index's thread when the server closes. */
    closeSearchIndex: () => closeSearchIndex(db),
    suggestions: async (term: string) =>
      (await suggestTerms(db, term)).map((row) => ({ id: `${row.kind}:${row.text}`, text: row.text })),
    filters: (query: JobSearchQuery) => aggregates.filters({ ...criteriaFromQuery(query), jobIds: undefined }),
    openJobsCount: () => aggregates.openJobs(),
    categories: () => aggregates.categories(),
    subCategoryMeta: (subCategory: string) => subCategoryMeta(db, subCategory),

    companies: (options: { withPriority: boolean } & Paging) => listCompanies(db, options),
    /** A company by id or slug; null when there is none. */
    findCompany: (key: { id: number } | { slug: string }) => findCompany(db, key),
    company: async (key: string) => (await findCompany(db, companyKey(key))) ?? Promise.reject(notFound()),
    companyEvp: async (key: string) => {
      const company = await findCompany(db, companyKey(key));
      if (!company) throw notFound();
      return { ...company, company_about_section: { id: company.id, name: company.name, about: company.about } };
    },
    banners: (placement?: string) => activeBanners(db, now(), placement),
    promotionalCards: (placement?: string) => activePromotionalCards(db, placement),

    lookupJob: (lookup: JobLookup, viewerCandidateId: number | null) => lookupJob(db, lookup, viewerCandidateId),
    /** spec 02 §3: an unpublished job answers null (204); the page shows its unpublished state. */
    publishedDetails: async (lookup: JobLookup, viewerCandidateId: number | null): Promise<JobDetails | null> => {
      const found = await lookupJob(db, lookup, viewerCandidateId);
      if (!found) throw notFound();
      return found.kind === 'published' ? found.job : null;
    },
    /** The public card; null when the job is unpublished. */
    publishedCard: async (jobId: number) => {
      const [card] = await catalogue.cardsByIds([jobId], null, { publishedOnly: false });
      if (!card) throw notFound();
      const found = await lookupJob(db, { id: card.id }, null);
      return found?.kind === 'unpublished' ? null : card;
    },

    saveOrUpdate: (
      candidateId: number,
      body: { job_id: number; is_saved?: boolean | undefined; viewed?: boolean | undefined },
    ) => saveOrUpdateJob(db, candidateId, body, now()),
    savedOrRecentlyViewed: async (candidateId: number, type: 'saved' | 'recently_viewed', paging: Paging) => {
      const { count, ids } = await listSavedJobIds(db, candidateId, type, paging);
      return { count, results: await catalogue.cardsByIds(ids, candidateId) };
    },

    recommended: async (candidateId: number, paging: Paging) =>
      recommendJobs(db, await candidateSignals(db, candidateId), paging, candidateId),
    /** Similar to a job, or to the signed-in candidate's activity. */
    similar: async (jobId: number | undefined, viewerCandidateId: number | null, paging: Paging) => {
      const signals = jobId
        ? await jobSignals(db, jobId)
        : viewerCandidateId !== null
          ? await candidateSignals(db, viewerCandidateId)
          : null;
      if (!signals) throw jobId ? notFound() : detailError(400, 'Give job_id, or sign in.');
      return recommendJobs(db, signals, paging, viewerCandidateId);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
