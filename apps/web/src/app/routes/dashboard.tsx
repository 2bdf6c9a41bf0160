// /dashboard/ (protected): the dashboard frame with the candidate's interviews
// (decision 044), the applications' next steps, the applications list and the jobs feature's lists; the applications
// list shows each job with the jobs feature's card.
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '@talent/contracts/routes';
import { AppliedJobs } from '../../features/applications/components/applied-jobs.tsx';
import { NextSteps } from '../../features/applications/components/next-steps.tsx';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { MyInterviews } from '../../features/interviews/components/my-interviews.tsx';
import { alertsQuery } from '../../features/jobs/api/job-queries.ts';
import { JobCardView } from '../../features/jobs/components/job-card.tsx';
import { JobsForYou } from '../../features/jobs/components/jobs-for-you.tsx';
import { JobAlerts, NEW_ALERT_FIELD_ID, SavedJobs } from '../../features/jobs/components/my-jobs-sections.tsx';

export default function DashboardRoute() {
  const alerts = useQuery(alertsQuery());
  return (
    <DashboardPage
      hasJobAlert={alerts.data ? alerts.data.count > 0 : null}
      jobAlertHref={`#${NEW_ALERT_FIELD_ID}`}
      next={
        <>
          <MyInterviews />
          <NextSteps />
        </>
      }
      main={
        <>
          <AppliedJobs renderJob={(job, slots) => <JobCardView job={job} {...slots} />} />
          <SavedJobs />
        </>
      }
      side={
        <>
          <JobsForYou profileHref={pathTo('profileView')} />
          <JobAlerts />
        </>
      }
    />
  );
}
