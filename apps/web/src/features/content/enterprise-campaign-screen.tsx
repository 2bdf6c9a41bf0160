// Enterprise hiring programmes (decision 023; spec 02 §7
// /enterprise/campaigns/): the list at /enterprise/campaign/, each programme
// at /enterprise/campaign/{slug}/ with the enquiry form, which records the
// programme the enquiry came from.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CONTENT_SLUG_PATTERN, ENTERPRISE_CAMPAIGN_PREFIX } from '@talent/contracts/content-constants';
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { enterpriseCampaignsQuery } from './api/content-queries.ts';
import { ContentPageView } from './components/content-page.tsx';
import { EnquiryForm } from './components/enquiry-form.tsx';
import styles from './content.module.css';

export const programmePath = (slug: string) => `/enterprise/campaign/${slug.slice(ENTERPRISE_CAMPAIGN_PREFIX.length)}/`;

/** The programmes, as a list of links (also on /enterprise/). */
export function ProgrammeList({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const route = ROUTE_BY_ID.enterpriseCampaign;
  const { data, isPending, isError } = useQuery(enterpriseCampaignsQuery());
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Item = headingLevel === 1 ? 'h2' : 'h3';
  if (headingLevel === 2 && !data?.length) return null;
  return (
    <section className="card" aria-labelledby="programmes-title">
      <Heading id="programmes-title">{route.title}</Heading>
      {isPending ? (
        <LoadingAnimation />
      ) : isError ? (
        <p role="alert">The programmes could not be loaded. Please try again later.</p>
      ) : !data.length ? (
        <p>No programmes are running now.</p>
      ) : (
        <ul className={styles.postList}>
          {data.map((programme) => (
            <li key={programme.slug}>
              <Item>
                <Link to={programmePath(programme.slug)}>{programme.title}</Link>
              </Item>
              <p>{programme.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function EnterpriseCampaignScreen() {
  const rest = useParams()['*']?.replace(/\/$/, '') ?? '';
  const route = ROUTE_BY_ID.enterpriseCampaign;
  if (!rest)
    return (
      <main id="main" className="page">
        <PageHead
          title={route.title}
          description="Hiring programmes for companies: tell us the roles, we bring the shortlist."
          indexable={route.indexable}
          canonicalPath={route.path}
          seo={{ pageType: 'enterpriseCampaign', vars: { title: route.title } }}
        />
        <ProgrammeList />
      </main>
    );
  if (!CONTENT_SLUG_PATTERN.test(rest)) return <NotFoundPage />;
  return (
    <ContentPageView
      slug={`${ENTERPRISE_CAMPAIGN_PREFIX}${rest}`}
      routeId="enterpriseCampaign"
      canonicalPath={`/enterprise/campaign/${rest}/`}
      aside={<EnquiryForm campaign={rest} />}
    />
  );
}
