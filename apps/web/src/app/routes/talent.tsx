// /talent/ (spec 01 §2 candidate landing page and job discovery): the same
// discovery as the home page, with how it works and sign-up for visitors.
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { Categories, FeaturedCompanies, Hero, LatestJobs } from '../../features/jobs/components/discovery-sections.tsx';
import { Banners, PromotionalCards } from '../../features/landing/components/content-sections.tsx';
import { HowItWorks } from '../../features/landing/components/how-it-works.tsx';

export default function TalentRoute() {
  const route = ROUTE_BY_ID.talent;
  return (
    <main id="main" className="page">
      <PageHead title={route.title} indexable={route.indexable} canonicalPath={route.path} />
      <Hero
        title="Discover jobs for top talent"
        lead="Create your profile once and get matched with roles at the best global companies."
      />
      <Banners placement="talent" />
      <HowItWorks />
      <Categories />
      <LatestJobs />
      <FeaturedCompanies />
      <PromotionalCards placement="talent" />
    </main>
  );
}
