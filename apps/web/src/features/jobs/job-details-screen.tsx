// /jobs/{companySlug}/{jobSlug}/ (spec 01 §2): the job, its company, Apply
// (spec 01 §4), save and alert (spec 02 §4), similar jobs; recently viewed in
// local storage (and on the server when signed in). An unpublished job shows
// its closed state (spec 02 §3: the API answers 204). The head is the same
// data the server put into the HTML (spec 02 §2, §9).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { jobHead, jobSeoContext, unpublishedJobHead } from '@talent/contracts/job-pages';
import type { JobDetails } from '@talent/contracts/jobs';
import { pathTo, ROUTE_BY_ID } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { appConfig } from '../../lib/config.ts';
import { useRecordJobView } from './api/job-mutations.ts';
import { jobDetailsQuery, similarJobsQuery } from './api/job-queries.ts';
import { JobCardView } from './components/job-card.tsx';
import { employmentText, experienceText, postedText, salaryText } from './job-format.ts';
import { JOB_METADATA_WAIT_MS, useMetadataWaitOver } from './metadata-wait.ts';
import { rememberViewedJob } from './recently-viewed.ts';
import { analytics } from '../../lib/analytics.ts';
import { SaveJobButton } from './components/save-job-button.tsx';
import { RichHtml } from '../../lib/rich-html.tsx';
import { useSession } from '../../lib/session.ts';
import { ApplyButton } from './components/apply-button.tsx';
import { CreateAlertButton } from './components/create-alert-button.tsx';
import styles from './jobs.module.css';
import { currentOrigin, useHydrated } from '../../lib/server-render.ts';

/** The title a closed job's slug still tells (its trailing job code dropped). */
function titleFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  while (words.length > 1 && /\d/.test(words[words.length - 1]!)) words.pop();
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Only a signed-in candidate has a fit to show (decision 052).
const HowYouMatchPanel = lazy(() =>
  import('./components/how-you-match.tsx').then((module) => ({ default: module.HowYouMatchPanel })),
);

const companyPath = (slug: string) =>
  appConfig().companySlugs.includes(slug)
    ? pathTo('companyDetail', { companySlug: slug })
    : pathTo('companyJobs', { companySlug: slug });

function Unpublished({ jobSlug, path }: { jobSlug: string; path: string }) {
  const head = unpublishedJobHead(path);
  const title = titleFromSlug(jobSlug);
  return (
    <main id="main" className="page">
      <PageHead title={head.title} description={head.description} canonicalPath={path} indexable={false} />
      <div className="card">
        <h1>{title}</h1>
        <p role="status">This job is no longer accepting applications.</p>
        <p>
          <Link to={pathTo('jobs', {}, { search_term: title })}>See open jobs like this one</Link>
        </p>
      </div>
    </main>
  );
}

function SimilarJobs({ jobId }: { jobId: number }) {
  const { data } = useQuery(similarJobsQuery(jobId));
  const fitAmong = data?.results.map((job) => job.id) ?? [];
  if (!data?.results.length) return null;
  return (
    <section aria-labelledby="similar-jobs">
      <h2 id="similar-jobs">Similar jobs</h2>
      <ul className={styles.cardList}>
        {data.results.map((job) => (
          <li key={job.id}>
            <JobCardView job={job} fitAmong={fitAmong} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The job's head (its JSON-LD names the country of a remote job). PageHead shows
 * nothing before hydration, so the head is built only after it, not while the
 * page hydrates (decision 052).
 */
function JobHead({ job }: { job: JobDetails }) {
  if (!useHydrated()) return null;
  return <PageHead {...jobHead(job, currentOrigin())} seo={jobSeoContext(job)} />;
}

function JobView({ job }: { job: JobDetails }) {
  const { isAuthorized } = useSession();
  const salary = salaryText(job.salary);
  const company = job.company_details;
  const { mutate: recordView } = useRecordJobView();
  useEffect(() => {
    rememberViewedJob(job.id);
    if (isAuthorized) recordView(job.id);
  }, [job.id, isAuthorized, recordView]);
  useEffect(() => analytics.track('Job Viewed', { job_id: job.id, job_code: job.job_code }), [job.id, job.job_code]);

  return (
    <main id="main" className="page">
      <JobHead job={job} />
      <div className={styles.detailLayout}>
        <article className={`card ${styles.jobHeader}`} aria-labelledby="job-title">
          <h1 id="job-title">{job.title}</h1>
          <p className={styles.jobCompany}>
            {company ? <Link to={companyPath(company.slug)}>{company.name}</Link> : job.companyName}
          </p>
          <ul className={styles.facts} aria-label="Job facts">
            <li>{job.location}</li>
            {job.is_remote && <li>Remote</li>}
            <li>{experienceText(job)}</li>
            <li>{employmentText(job.employment_type)}</li>
            {salary && <li>{salary}</li>}
            <li>{postedText(job.published_at)}</li>
          </ul>
          <div className={styles.actions}>
            <ApplyButton job={job} />
            <SaveJobButton job={job} context="job_description" />
          </div>
          {isAuthorized && (
            <Suspense fallback={null}>
              <HowYouMatchPanel jobId={job.id} />
            </Suspense>
          )}
          {job.needsScreening > 0 && !job.application_id && (
            <p className={styles.note}>
              After you apply, this job asks {job.needsScreening} short screening{' '}
              {job.needsScreening === 1 ? 'question' : 'questions'}.
            </p>
          )}
          <p className={styles.note}>
            By applying you agree to our <Link to={pathTo('privacyPolicy')}>privacy policy</Link>.
          </p>
          <section aria-labelledby="about-role">
            <h2 id="about-role">About the role</h2>
            {/* sanitised when imported on the server, and again here before it reaches the DOM */}
            <RichHtml className={styles.description} html={job.description} />
          </section>
          {job.skills.length > 0 && (
            <section aria-labelledby="skills">
              <h2 id="skills">Skills</h2>
              <p>{job.skills.join(' · ')}</p>
            </section>
          )}
        </article>
        <aside className={styles.aside}>
          {company && (
            <section className="card" aria-labelledby="about-company">
              <h2 id="about-company">About {company.name}</h2>
              <p>{company.short_description}</p>
              <dl className={styles.factsGrid}>
                {company.industry && (
                  <div>
                    <dt>Industry</dt>
                    <dd>{company.industry}</dd>
                  </div>
                )}
                {company.size && (
                  <div>
                    <dt>Size</dt>
                    <dd>{company.size}</dd>
                  </div>
                )}
              </dl>
              <p>
                <Link to={pathTo('companyJobs', { companySlug: company.slug })}>All jobs at {company.name}</Link>
              </p>
            </section>
          )}
          <section className="card" aria-labelledby="alerts-here">
            <h2 id="alerts-here">Get jobs like this</h2>
            <p className={styles.note}>We e-mail you when new {job.job_sub_category || 'matching'} jobs are posted.</p>
            <CreateAlertButton
              criteria={{
                job_sub_category: job.job_sub_category || undefined,
                search_term: job.job_sub_category ? undefined : job.title,
              }}
              label="Alert me"
            />
          </section>
        </aside>
      </div>
      <SimilarJobs jobId={job.id} />
    </main>
  );
}

export default function JobDetailsScreen() {
  const { companySlug = '', jobSlug = '' } = useParams();
  const { isAuthorized } = useSession();
  const { data, isPending, isError } = useQuery(jobDetailsQuery(companySlug, jobSlug, isAuthorized));
  const waitOver = useMetadataWaitOver(!isPending, JOB_METADATA_WAIT_MS);
  if (isPending) {
    return (
      <>
        {waitOver && <PageHead title={ROUTE_BY_ID.jobDetails.title} />}
        <LoadingAnimation message="Loading the job" />
      </>
    );
  }
  if (isError) {
    return (
      <main id="main" className="page">
        <p role="alert">We could not load this job. Please try again.</p>
      </main>
    );
  }
  if (data === null) return <Unpublished jobSlug={jobSlug} path={pathTo('jobDetails', { companySlug, jobSlug })} />;
  return <JobView job={data} />;
}
