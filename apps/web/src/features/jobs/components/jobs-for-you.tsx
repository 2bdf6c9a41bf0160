// 'Jobs for you' on the dashboard (decision 038): jobs ranked by how the
// candidate fits them, each with its 'How you match' line, the factors the
// profile lacks named above the list, and 'Not for me' with a reason.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FIT_FACTOR_LABELS, NOT_FOR_ME_REASONS, type NotForMeReason } from '@talent/contracts/fit-labels';
import type { JobForYou } from '@talent/contracts/jobs';
import { Button } from '../../../components/ui/button.tsx';
import list from '../../../components/ui/list-section.module.css';
import { jobsForYouQuery, useNotForMe } from '../api/fit-queries.ts';
import styles from './fit.module.css';
import { HowYouMatchLine } from './how-you-match.tsx';
import { JobCardView } from './job-card.tsx';
import { SaveJobButton } from './save-job-button.tsx';

function NotForMe({ job }: { job: JobForYou }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<NotForMeReason>('wrong_role');
  const notForMe = useNotForMe();
  const id = useId();
  if (!open) {
    return (
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`Not for me: ${job.title}`}>
        Not for me
      </Button>
    );
  }
  return (
    <div className={styles.aside}>
      <label htmlFor={id}>Why not?</label>
      <select id={id} value={reason} onChange={(event) => setReason(event.target.value as NotForMeReason)} autoFocus>
        {Object.entries(NOT_FOR_ME_REASONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <Button variant="secondary" busy={notForMe.isPending} onClick={() => notForMe.mutate({ job_id: job.id, reason })}>
        Hide this job
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </div>
  );
}

export function JobsForYou({ profileHref }: { profileHref: string }) {
  const { data } = useQuery(jobsForYouQuery());
  if (!data) return null;
  const missing = data.profile_missing.filter((factor) => factor !== 'salary' && factor !== 'notice');
  return (
    <section aria-labelledby="jobs-for-you" className={list.section}>
      <h2 id="jobs-for-you">Jobs for you</h2>
      {missing.length > 0 && (
        <p className={styles.notice}>
          Ranked without your {missing.map((factor) => FIT_FACTOR_LABELS[factor].toLowerCase()).join(', ')}.{' '}
          <Link to={profileHref}>Add them to your profile</Link> for a closer match.
        </p>
      )}
      {data.results.length === 0 ? (
        <p>No open jobs to suggest yet.</p>
      ) : (
        <ul className={list.cards}>
          {data.results.map((job) => (
            <li key={job.id}>
              <JobCardView
                job={job}
                action={<SaveJobButton job={job} context="jobs_page" />}
                footer={
                  <>
                    <HowYouMatchLine fit={job.fit} />
                    <NotForMe job={job} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
