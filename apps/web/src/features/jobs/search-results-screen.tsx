// /search/jobs/results/: search results (spec 01 §2 neutral route).
import { JobSearchPage } from './components/job-search-page.tsx';

export default function SearchResultsScreen() {
  return <JobSearchPage routeId="searchResults" heading="Job search results" />;
}
