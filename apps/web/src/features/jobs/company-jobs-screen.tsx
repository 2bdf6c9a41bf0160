// /jobs/{companySlug}/ (spec 01 §2 company jobs): the company's open jobs,
// anonymized ones left out; head '{company} Jobs - Remote Opportunities'.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { companyJobsHead, companySeoContext } from '@talent/contracts/job-pages';
import { filtersFromSearchParams } from '@talent/contracts/job-query';
import { pathTo, ROUTE_BY_ID } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { appConfig } from '../../lib/config.ts';
import { COMPANY_METADATA_WAIT_MS, useMetadataWaitOver } from './metadata-wait.ts';
import { companyQuery, searchQuery, SEARCH_PAGE_SIZE } from './api/job-queries.ts';
import { JobCardView } from './components/job-card.tsx';
import { SaveJobButton } from './components/save-job-button.tsx';
import { useSession } from '../../lib/session.ts';
import { CompanyHeader } from './components/company-header.tsx';
import { CreateAlertButton } from './components/create-alert-button.tsx';
import styles from './jobs.module.css';

export default function CompanyJobsScreen() {
  const { companySlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { isAuthorized } = useSession();
  const page = filtersFromSearchParams(params).page ?? 1;
  const company = useQuery(companyQuery(companySlug));
  const waitOver = useMetadataWaitOver(!company.isPending, COMPANY_METADATA_WAIT_MS);
  const jobs = useQuery(searchQuery({ company: companySlug, page }, isAuthorized));
  const fitAmong = jobs.data?.results.map((job) => job.id) ?? [];
  if (company.isPending) {
    return (
      <>
        {waitOver && <PageHead title={ROUTE_BY_ID.companyJobs.title} />}
        <LoadingAnimation message="Loading the company" />
      </>
    );
  }
  if (company.isError) {
    return (
      <main id="main" className="page">
        <p role="alert">We could not load this company. Please try again.</p>
      </main>
    );
  }
  const head = companyJobsHead(company.data);
  const count = jobs.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE));
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };
  return (
    <main id="main" className="page">
      <PageHead {...head} indexable seo={companySeoContext('companyJobs', company.data)} />
      <CompanyHeader company={company.data} heading={`${company.data.name} jobs`} />
      <p>{company.data.short_description}</p>
      <div className={styles.actions}>
        {appConfig().companySlugs.includes(companySlug) && (
          <Link to={pathTo('companyDetail', { companySlug })}>About {company.data.name}</Link>
        )}
        <CreateAlertButton criteria={{ company: companySlug }} label={`Alert me about ${company.data.name} jobs`} />
      </div>
      <h2 aria-live="polite">{jobs.data ? `${count} open ${count === 1 ? 'job' : 'jobs'}` : 'Loading jobs…'}</h2>
      {jobs.data && (
        <ul className={styles.cardList}>
          {jobs.data.results.map((job) => (
            <li key={job.id}>
              <JobCardView job={job} action={<SaveJobButton job={job} context="jobs_page" />} fitAmong={fitAmong} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </main>
  );
}
