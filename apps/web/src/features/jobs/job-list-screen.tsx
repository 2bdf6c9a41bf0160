// /joblist/?search_term=… (spec 02 §2): the job list for a keyword; sign-in
// from a job alert returns here with the search kept.
import { JobSearchPage } from './components/job-search-page.tsx';

export default function JobListScreen() {
  return <JobSearchPage routeId="jobList" heading="Job list" />;
}
