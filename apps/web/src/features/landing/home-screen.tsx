// / (spec 01 §2 home): job discovery for everyone.
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import {
  Banners,
  Categories,
  FeaturedCompanies,
  Hero,
  LatestJobs,
  PromotionalCards,
  RecentlyViewedJobs,
} from './landing-sections.tsx';

export default function HomeScreen() {
  const route = ROUTE_BY_ID.home;
  return (
    <main id="main" className="page">
      <PageHead title={route.title} indexable={route.indexable} canonicalPath={route.path} />
      <Hero
        title="Find remote and on-site jobs at top companies"
        lead="Search thousands of jobs, apply in one click and follow every application from your dashboard."
      />
      <Banners placement="home" />
      <RecentlyViewedJobs />
      <Categories />
      <LatestJobs />
      <FeaturedCompanies />
      <PromotionalCards placement="home" />
    </main>
  );
}
