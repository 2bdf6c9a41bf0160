// /jobs/: job search (spec 01 §2), the navigation bar's 'Discover jobs'.
import { JobSearchPage } from './components/job-search-page.tsx';

export default function JobsScreen() {
  return <JobSearchPage routeId="jobs" heading="Find your next job" />;
}
