// /talent/ (spec 01 §2 candidate landing page and job discovery): the same
// discovery as the home page, with how it works and sign-up for visitors.
import { Link } from 'react-router';
import { pathTo, ROUTE_BY_ID } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useSession } from '../../lib/session.ts';
import styles from './landing.module.css';
import { Banners, Categories, FeaturedCompanies, Hero, LatestJobs, PromotionalCards } from './landing-sections.tsx';

export default function TalentScreen() {
  const route = ROUTE_BY_ID.talent;
  const { isAuthorized } = useSession();
  return (
    <main id="main" className="page">
      <PageHead title={route.title} indexable={route.indexable} canonicalPath={route.path} />
      <Hero
        title="Discover jobs for top talent"
        lead="Create your profile once and get matched with roles at the best global companies."
      />
      <Banners placement="talent" />
      <section aria-labelledby="how-it-works" className={styles.section}>
        <h2 id="how-it-works">How it works</h2>
        <ol className={styles.steps}>
          <li>
            <h3>Build your profile</h3>
            <p>Your experience, skills and resume, once.</p>
          </li>
          <li>
            <h3>Apply in one click</h3>
            <p>Answer a few screening questions where a job asks for them.</p>
          </li>
          <li>
            <h3>Follow every application</h3>
            <p>Statuses, saved jobs and job alerts on your dashboard.</p>
          </li>
        </ol>
        {!isAuthorized && (
          <p>
            <Link className={styles.cta} to={pathTo('signup')}>
              Create your free account
            </Link>
          </p>
        )}
      </section>
      <Categories />
      <LatestJobs />
      <FeaturedCompanies />
      <PromotionalCards placement="talent" />
    </main>
  );
}
