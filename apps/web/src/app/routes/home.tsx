// / (spec 01 §2 home): job discovery for everyone — the jobs feature's
// discovery sections around the landing feature's operator content.
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import {
  Categories,
  FeaturedCompanies,
  Hero,
  LatestJobs,
  RecentlyViewedJobs,
} from '../../features/jobs/components/discovery-sections.tsx';
import { Banners, PromotionalCards } from '../../features/landing/components/content-sections.tsx';

export default function HomeRoute() {
  const route = ROUTE_BY_ID.home;
  return (
    <main id="main" className="page">
      <PageHead title={route.title} indexable={route.indexable} canonicalPath={route.path} />
      <Hero
        title="Find remote and on-site jobs at top companies"
        lead="Search thousands of jobs, apply in one click and follow every application from your dashboard."
      />
      <Banners placement="home" />
      <Categories />
      <LatestJobs />
      {/* a returning visitor's own list, read in the browser after the page is
          painted: below the fold, so its arrival moves nothing they are reading */}
      <RecentlyViewedJobs />
      <FeaturedCompanies />
      <PromotionalCards placement="home" />
    </main>
  );
}
