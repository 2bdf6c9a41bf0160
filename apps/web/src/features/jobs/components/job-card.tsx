// A job in a list: title to its page, company to its jobs, the facts a
// candidate scans for, and an optional action (save, withdraw …).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobCard } from '@talent/contracts/jobs';
import { pathTo } from '@talent/contracts/routes';
import { employmentText, experienceText, postedText, salaryText } from '../job-format.ts';
import styles from './job-card.module.css';

export function JobCardView({
  job,
  action,
  footer,
  href,
}: {
  job: JobCard;
  action?: ReactNode;
  footer?: ReactNode;
  /** Where the title leads, when not the job's page (an application opens the application). */
  href?: string;
}) {
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
        {footer}
      </div>
    </article>
  );
}
