// A job in a list: title to its page, company to its jobs, the facts a
// candidate scans for, and an optional action (save, withdraw …). A card in a
// list of jobs also shows 'How you match' when a candidate is signed in
// (decision 038): each card's line reads the fits of its whole list (one
// request, shared by the cards), and the module that reads and shows them
// loads only then, so a visitor's page carries none of it (decision 052).
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobCard } from '@talent/contracts/jobs';
import { pathTo } from '@talent/contracts/routes';
import { useSession } from '../../../lib/session.ts';
import { employmentText, experienceText, postedText, salaryText } from '../job-format.ts';
import styles from './job-card.module.css';

const CardFitLine = lazy(() => import('./how-you-match.tsx').then((module) => ({ default: module.CardFitLine })));

export function JobCardView({
  job,
  action,
  footer,
  fitAmong,
  href,
}: {
  job: JobCard;
  action?: ReactNode;
  footer?: ReactNode;
  /** The ids of the jobs in this card's list: a signed-in candidate reads how they match each. */
  fitAmong?: readonly number[];
  /** Where the title leads, when not the job's page (an application opens the application). */
  href?: string;
}) {
  const { isAuthorized } = useSession();
  const salary = salaryText(job.salary);
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}-title`}>
      <div className={styles.head}>
        <div className={styles.logo} aria-hidden="true">
          {job.company?.logo_url ? (
            <img src={job.company.logo_url} alt="" loading="lazy" decoding="async" />
          ) : (
            job.companyName.slice(0, 1)
          )}
        </div>
        <div className={styles.titles}>
          <h3 id={`job-${job.id}-title`} className={styles.title}>
            <Link to={href ?? job.url}>{job.title}</Link>
          </h3>
          <p className={styles.company}>
            {job.company ? (
              <Link to={pathTo('companyJobs', { companySlug: job.company.slug })}>{job.companyName}</Link>
            ) : (
              job.companyName
            )}
          </p>
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <ul className={styles.facts} aria-label="Job facts">
        <li>{job.location || 'Location not given'}</li>
        {job.is_remote && <li className={styles.badge}>Remote</li>}
        {job.is_applied && <li className={styles.applied}>Applied</li>}
        <li>{experienceText(job)}</li>
        <li>{employmentText(job.employment_type)}</li>
        {salary && <li>{salary}</li>}
      </ul>
      {job.skills.length > 0 && (
        <ul className={styles.skills} aria-label="Skills">
          {job.skills.slice(0, 5).map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
      <div className={styles.meta}>
        <span>{postedText(job.published_at)}</span>
        {isAuthorized && fitAmong && fitAmong.length > 0 && (
          <Suspense fallback={null}>
            <CardFitLine jobId={job.id} jobIds={fitAmong} />
          </Suspense>
        )}
        {footer}
      </div>
    </article>
  );
}
