// The job discovery sections of the home and candidate landing pages: the
// keyword search with the open jobs count, categories, featured companies
// (with_priority), the newest jobs and recently viewed jobs. The landing
// route modules compose them with the landing feature's content sections.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { MARKETING_CLAIM } from '@talent/contracts/page-shell';
import { pathTo } from '@talent/contracts/routes';
import { appConfig } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session.ts';
import {
  categoriesQuery,
  companiesQuery,
  jobsByIdsQuery,
  openJobsCountQuery,
  searchQuery,
} from '../api/job-queries.ts';
import { useRecentlyViewedJobs } from '../recently-viewed.ts';
import styles from './discovery.module.css';
import { JobCardView } from './job-card.tsx';
import { JobSearchBox } from './job-search-box.tsx';
import { SaveJobButton } from './save-job-button.tsx';

export function Hero({ title, lead }: { title: string; lead: string }) {
  const navigate = useNavigate();
  const count = useQuery(openJobsCountQuery());
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title">{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <JobSearchBox
        label="Search jobs by keyword"
        onSearch={(term) => navigate(pathTo('jobList', {}, term ? { search_term: term } : undefined))}
      />
      <p className={styles.stats}>
        {count.data ? <strong>{count.data.count.toLocaleString('en-IN')} open jobs</strong> : null}
        {count.data ? ' · ' : ''}Trusted by {MARKETING_CLAIM}
      </p>
    </section>
  );
}

export function Categories() {
  const { data } = useQuery(categoriesQuery());
  if (!data?.length) return null;
  const subCategories = data
    .flatMap((category) => category.sub_categories)
    .sort((a, b) => b.count - a.count)
    .slice(0, 16);
  return (
    <section aria-labelledby="categories" className={styles.section}>
      <h2 id="categories">Browse by category</h2>
      <ul className={styles.chips}>
        {subCategories.map((sub) => (
          <li key={sub.name}>
            <Link to={pathTo('jobs', {}, { job_sub_category: sub.name })}>
              {sub.name} <span>{sub.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FeaturedCompanies() {
  const { data } = useQuery(companiesQuery(true));
  if (!data?.results.length) return null;
  const slugs = appConfig().companySlugs;
  return (
    <section aria-labelledby="companies" className={styles.section}>
      <h2 id="companies">Companies hiring now</h2>
      <ul className={styles.companies}>
        {data.results.map((company) => (
          <li key={company.id}>
            <Link
              to={
                slugs.includes(company.slug)
                  ? pathTo('companyDetail', { companySlug: company.slug })
                  : pathTo('companyJobs', { companySlug: company.slug })
              }
              className={styles.company}
            >
              <span className={styles.companyMark} aria-hidden="true">
                {company.logo_url ? (
                  <img src={company.logo_url} alt="" loading="lazy" decoding="async" />
                ) : (
                  company.name.slice(0, 1)
                )}
              </span>
              <span>
                <strong>{company.name}</strong>
                <small>
                  {company.open_jobs} open {company.open_jobs === 1 ? 'job' : 'jobs'}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LatestJobs() {
  const { isAuthorized } = useSession();
  const { data } = useQuery(searchQuery({}, isAuthorized, 6));
  const fitAmong = data?.results.map((job) => job.id) ?? [];
  if (!data?.results.length) return null;
  return (
    <section aria-labelledby="latest-jobs" className={styles.section}>
      <h2 id="latest-jobs">Newest jobs</h2>
      <ul className={styles.grid}>
        {data.results.map((job) => (
          <li key={job.id}>
            <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} fitAmong={fitAmong} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={pathTo('jobs')}>See all jobs</Link>
      </p>
    </section>
  );
}

export function RecentlyViewedJobs() {
  const { isAuthorized } = useSession();
  const ids = useRecentlyViewedJobs();
  const { data } = useQuery(jobsByIdsQuery(ids, isAuthorized));
  const shown = data?.results.slice(0, 3) ?? [];
  const fitAmong = shown.map((job) => job.id);
  if (!ids.length || !shown.length) return null;
  return (
    <section aria-labelledby="recently-viewed" className={styles.section}>
      <h2 id="recently-viewed">Recently viewed jobs</h2>
      <ul className={styles.grid}>
        {shown.map((job) => (
          <li key={job.id}>
            <JobCardView job={job} fitAmong={fitAmong} />
          </li>
        ))}
      </ul>
    </section>
  );
}
