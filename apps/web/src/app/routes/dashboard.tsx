// /dashboard/ (protected): the dashboard frame with the applications' next
// steps, the applications list and the jobs feature's lists; the applications
// list shows each job with the jobs feature's card.
import { AppliedJobs } from '../../features/applications/components/applied-jobs.tsx';
import { NextSteps } from '../../features/applications/components/next-steps.tsx';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { JobCardView } from '../../features/jobs/components/job-card.tsx';
import { JobAlerts, RecommendedJobs, SavedJobs } from '../../features/jobs/components/my-jobs-sections.tsx';

export default function DashboardRoute() {
  return (
    <DashboardPage
      next={<NextSteps />}
      main={
        <>
          <AppliedJobs renderJob={(job, slots) => <JobCardView job={job} {...slots} />} />
          <SavedJobs />
        </>
      }
      side={
        <>
          <JobAlerts />
          <RecommendedJobs />
        </>
      }
    />
  );
}
