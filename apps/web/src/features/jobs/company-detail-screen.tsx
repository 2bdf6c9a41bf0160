// /{companySlug}/ (spec 01 §2 company detail): only for slugs in the
// configured company list that are not static routes (the route table and
// this check); any other bare slug is not found. Head '{company} - Company
// Profile & Careers' with Organization JSON-LD (spec 02 §9).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { companyDetailHead, companySeoContext } from '@talent/contracts/job-pages';
import { pathTo, ROUTE_BY_ID } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { appConfig } from '../../lib/config.ts';
import { COMPANY_METADATA_WAIT_MS, useMetadataWaitOver } from './metadata-wait.ts';
import { companyQuery, searchQuery } from './api/job-queries.ts';
import { JobCardView } from './components/job-card.tsx';
import { RichHtml } from '../../lib/rich-html.tsx';
import { useSession } from '../../lib/session.ts';
import { CompanyHeader } from './components/company-header.tsx';
import styles from './jobs.module.css';
import { isValidUrl } from '@talent/contracts/validators';
import { currentOrigin } from '../../lib/server-render.ts';

function CompanyProfile({ slug }: { slug: string }) {
  const { isAuthorized } = useSession();
  const company = useQuery(companyQuery(slug));
  const waitOver = useMetadataWaitOver(!company.isPending, COMPANY_METADATA_WAIT_MS);
  const jobs = useQuery(searchQuery({ company: slug }, isAuthorized, 6));
  const fitAmong = jobs.data?.results.map((job) => job.id) ?? [];
  if (company.isPending) {
    return (
      <>
        {waitOver && <PageHead title={ROUTE_BY_ID.companyDetail.title} />}
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
  const data = company.data;
  return (
    <main id="main" className="page">
      <PageHead
        {...companyDetailHead(data, currentOrigin())}
        indexable
        seo={companySeoContext('companyDetail', data)}
      />
      <div className="card">
        <CompanyHeader company={data} heading={data.name} />
        <p>{data.short_description}</p>
        <dl className={styles.factsGrid}>
          {data.industry && (
            <div>
              <dt>Industry</dt>
              <dd>{data.industry}</dd>
            </div>
          )}
          {data.founded && (
            <div>
              <dt>Founded</dt>
              <dd>{data.founded}</dd>
            </div>
          )}
          {data.headquarters && (
            <div>
              <dt>Headquarters</dt>
              <dd>{data.headquarters}</dd>
            </div>
          )}
          {data.website && isValidUrl(data.website) && (
            <div>
              <dt>Website</dt>
              <dd>
                <a href={data.website} target="_blank" rel="noopener noreferrer">
                  {data.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <section aria-labelledby="about-company">
          <h2 id="about-company">About {data.company_about_section.name}</h2>
          <RichHtml className={styles.description} html={data.company_about_section.about} />
        </section>
      </div>
      <section aria-labelledby="open-jobs">
        <h2 id="open-jobs">Open jobs at {data.name}</h2>
        {jobs.data && jobs.data.count === 0 && <p>No open jobs right now.</p>}
        <ul className={styles.cardList}>
          {jobs.data?.results.map((job) => (
            <li key={job.id}>
              <JobCardView job={job} fitAmong={fitAmong} />
            </li>
          ))}
        </ul>
        {jobs.data && jobs.data.count > jobs.data.results.length && (
          <p>
            <Link to={pathTo('companyJobs', { companySlug: slug })}>See all {jobs.data.count} jobs</Link>
          </p>
        )}
      </section>
    </main>
  );
}

export default function CompanyDetailScreen() {
  const { companySlug = '' } = useParams();
  if (!appConfig().companySlugs.includes(companySlug)) return <NotFoundPage />;
  return <CompanyProfile slug={companySlug} />;
}
