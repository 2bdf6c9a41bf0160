// /dashboard/ (protected): the candidate's summary from the profile, the next
// step (an application waiting for answers) and what to do next (the missing
// profile parts, verifications, a first job alert) above two columns the
// dashboard route composes from the applications and jobs features (applied
// jobs, saved jobs, job alerts, jobs for you).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useCurrentCandidate } from '../../lib/current-candidate.ts';
import { nextStepQuery } from './api/next-step-query.ts';
import { ToDoList } from './components/to-do-list.tsx';
import styles from './dashboard.module.css';

function Summary() {
  const { data } = useCurrentCandidate();
  if (!data) return null;
  const profile = data;
  const name = `${profile.first_name} ${profile.last_name}`.trim() || profile.user.email;
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="summary">
      <div>
        <h1 id="summary">Hello, {profile.first_name || name}</h1>
        <p className={styles.muted}>{profile.user.email}</p>
      </div>
      {typeof profile.profile_completeness === 'number' && (
        <div className={styles.meter}>
          <span>Profile {profile.profile_completeness}% complete</span>
          <progress max={100} value={profile.profile_completeness} aria-label="Profile completeness" />
        </div>
      )}
      <p>
        {profile.user.onboarding_complete ? (
          <Link to={pathTo('profileViewUser', { userId: profile.id })}>View your profile</Link>
        ) : (
          <Link to={pathTo('onboardingProfile')}>Finish setting up your profile</Link>
        )}
      </p>
    </section>
  );
}

function NextStep() {
  const { data } = useQuery(nextStepQuery());
  if (!data?.title) return null;
  return (
    <section className={styles.nextStep} aria-labelledby="next-step">
      <h2 id="next-step">{data.title}</h2>
      {data.message && <p>{data.message}</p>}
      {data.link && <Link to={data.link}>Continue</Link>}
    </section>
  );
}

function ToDo({ hasJobAlert, jobAlertHref }: { hasJobAlert: boolean | null; jobAlertHref: string }) {
  const { data: profile } = useCurrentCandidate();
  if (!profile) return null;
  return <ToDoList profile={profile} hasJobAlert={hasJobAlert} jobAlertHref={jobAlertHref} />;
}

export function DashboardPage({
  main,
  side,
  next,
  hasJobAlert,
  jobAlertHref,
}: {
  main: ReactNode;
  side: ReactNode;
  next?: ReactNode;
  /** Whether the candidate has an active job alert (null while unknown); the alerts belong to the jobs feature. */
  hasJobAlert: boolean | null;
  /** Where the job alert form is. */
  jobAlertHref: string;
}) {
  return (
    <main id="main" className="page">
      <PageHead title="Dashboard" />
      <Summary />
      <NextStep />
      {next}
      <ToDo hasJobAlert={hasJobAlert} jobAlertHref={jobAlertHref} />
      <div className={styles.columns}>
        <div>{main}</div>
        <div>{side}</div>
      </div>
    </main>
  );
}
