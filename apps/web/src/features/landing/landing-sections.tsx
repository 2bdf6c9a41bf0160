// The job discovery sections of the home and candidate landing pages: the
// keyword search, open jobs count, banners, categories, featured companies
// (with_priority), the newest jobs, promotional cards and recently viewed.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { MARKETING_CLAIM } from '@talent/contracts/constants';
import { pathTo } from '@talent/contracts/routes';
import { appConfig } from '../../lib/config.ts';
import {
  bannersQuery,
  categoriesQuery,
  companiesQuery,
  jobsByIdsQuery,
  openJobsCountQuery,
  promotionalCardsQuery,
  searchQuery,
} from '../../lib/job-api.ts';
import { JobCardView } from '../../lib/job-card.tsx';
import { useRecentlyViewedJobs } from '../../lib/job-recently-viewed.ts';
import { SaveJobButton } from '../../lib/job-save-button.tsx';
import { JobSearchBox } from '../../lib/job-search-box.tsx';
import { useSession } from '../../lib/session.ts';
import styles from './landing.module.css';

/** A link from operator content: in-app paths stay in the app, others open as plain links. */
function ContentLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

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

export function Banners({ placement }: { placement: string }) {
  const { data } = useQuery(bannersQuery(placement));
  if (!data?.length) return null;
  return (
    <section aria-label="Announcements" className={styles.banners}>
      {data.map((banner) => (
        <div key={banner.id} className={styles.banner}>
          <strong>{banner.title}</strong>
          {banner.body && <span> {banner.body}</span>}
          {banner.link_url && (
            <>
              {' '}
              <ContentLink href={banner.link_url}>{banner.link_text ?? 'Learn more'}</ContentLink>
            </>
          )}
        </div>
      ))}
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
                {company.logo_url ? <img src={company.logo_url} alt="" /> : company.name.slice(0, 1)}
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
  if (!data?.results.length) return null;
  return (
    <section aria-labelledby="latest-jobs" className={styles.section}>
      <h2 id="latest-jobs">Newest jobs</h2>
      <ul className={styles.grid}>
        {data.results.map((job) => (
          <li key={job.id}>
            <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={pathTo('jobs')}>See all jobs</Link>
      </p>
    </section>
  );
}

export function PromotionalCards({ placement }: { placement: string }) {
  const { data } = useQuery(promotionalCardsQuery(placement));
  if (!data?.length) return null;
  return (
    <section aria-label="Featured" className={styles.section}>
      <ul className={styles.promos}>
        {data.map((card) => (
          <li key={card.id} className={styles.promo}>
            {card.image_url && <img src={card.image_url} alt="" />}
            <h3>{card.title}</h3>
            {card.body && <p>{card.body}</p>}
            {card.link_url && <ContentLink href={card.link_url}>{card.link_text ?? 'Learn more'}</ContentLink>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RecentlyViewedJobs() {
  const { isAuthorized } = useSession();
  const ids = useRecentlyViewedJobs();
  const { data } = useQuery(jobsByIdsQuery(ids, isAuthorized));
  if (!ids.length || !data?.results.length) return null;
  return (
    <section aria-labelledby="recently-viewed" className={styles.section}>
      <h2 id="recently-viewed">Recently viewed jobs</h2>
      <ul className={styles.grid}>
        {data.results.slice(0, 3).map((job) => (
          <li key={job.id}>
            <JobCardView job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}
