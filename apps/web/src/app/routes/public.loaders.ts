// Loaders of the public pages (home, candidate landing, job search, job and
// company pages): the jobs feature's and the landing feature's queryOptions.
import type { RouteLoaderArgs } from '../route-loaders.ts';
import { filtersFromSearchParams } from '@talent/contracts/job-query';
import { appConfig } from '../../lib/config.ts';
import {
  categoriesQuery,
  companiesQuery,
  companyQuery,
  filtersQuery,
  jobDetailsQuery,
  jobsByIdsQuery,
  openJobsCountQuery,
  searchQuery,
} from '../../features/jobs/api/job-queries.ts';
import { recentlyViewedJobs } from '../../features/jobs/recently-viewed.ts';
import { bannersQuery, promotionalCardsQuery } from '../../features/landing/api/content-queries.ts';
import { prefetch, signedIn } from '../../lib/prefetch.ts';

const searchOf = (request: Request) => new URL(request.url).searchParams;

const discovery = (placement: 'home' | 'talent') => [
  openJobsCountQuery(),
  bannersQuery(placement),
  categoriesQuery(),
  searchQuery({}, signedIn(), 6),
  companiesQuery(true),
  promotionalCardsQuery(placement),
];

export function home() {
  const viewed = recentlyViewedJobs();
  return prefetch(...discovery('home'), ...(viewed.length ? [jobsByIdsQuery(viewed, signedIn())] : []));
}

export const talent = () => prefetch(...discovery('talent'));

/** /jobs/, /joblist/, /search/jobs/results/: the filters live in the URL. */
export const jobSearch = ({ request }: RouteLoaderArgs) =>
  prefetch(searchQuery(filtersFromSearchParams(searchOf(request)), signedIn()), filtersQuery());

export const jobDetails = ({ params }: RouteLoaderArgs) =>
  prefetch(jobDetailsQuery(params.companySlug ?? '', params.jobSlug ?? '', signedIn()));

export function companyJobs({ params, request }: RouteLoaderArgs) {
  const company = params.companySlug ?? '';
  const page = filtersFromSearchParams(searchOf(request)).page ?? 1;
  return prefetch(companyQuery(company), searchQuery({ company, page }, signedIn()));
}

export function companyDetail({ params }: RouteLoaderArgs) {
  const company = params.companySlug ?? '';
  // an unconfigured company shows the not-found page and asks nothing
  if (!appConfig().companySlugs.includes(company)) return null;
  return prefetch(companyQuery(company), searchQuery({ company }, signedIn(), 6));
}
