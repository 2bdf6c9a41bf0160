// A candidate campaign's landing page (decision 023; spec 02 §7
// /candidate/campaign/, spec 01 §7 the landing-page call): its text, then a
// sign-up that carries the campaign as utm_campaign, so the account, the
// analytics and the applications that follow are attributed to it.
import { Link, useParams } from 'react-router';
import { CONTENT_SLUG_PATTERN } from '@talent/contracts/content-constants';
import { pathTo } from '@talent/contracts/routes';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { useSession } from '../../lib/session.ts';
import { campaignQuery } from './api/content-queries.ts';
import { ContentPageView } from './components/content-page.tsx';
import styles from './content.module.css';

export default function CampaignScreen() {
  const slug = useParams()['*']?.replace(/\/$/, '') ?? '';
  const { isAuthorized } = useSession();
  if (!CONTENT_SLUG_PATTERN.test(slug)) return <NotFoundPage />;
  const tracking = new URLSearchParams({ utm_source: 'campaign', utm_campaign: slug }).toString();
  return (
    <ContentPageView
      slug={slug}
      routeId="campaign"
      query={campaignQuery(slug)}
      canonicalPath={`/campaign/${slug}/`}
      aside={
        <section className={`card ${styles.form}`} aria-labelledby="campaign-action">
          <h2 id="campaign-action">{isAuthorized ? 'Find your next role' : 'Start in two minutes'}</h2>
          <p>
            {isAuthorized
              ? 'Your profile is ready for these roles: search and apply.'
              : 'Create your free account, complete your profile once, and apply to every job with it.'}
          </p>
          {isAuthorized ? (
            <Link className={styles.action} to={`/jobs/?${tracking}`}>
              Search jobs
            </Link>
          ) : (
            <Link className={styles.action} to={`${pathTo('signup')}?${tracking}`}>
              Create your account
            </Link>
          )}
        </section>
      }
    />
  );
}
