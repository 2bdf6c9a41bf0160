// The enterprise hiring programmes as a list of links (decision 023): the
// page of the list (enterprise-campaign-screen.tsx) and /enterprise/ show it;
// its own module so that /enterprise/ does not load the programme page
// (decision 052).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ENTERPRISE_CAMPAIGN_PREFIX } from '@talent/contracts/content-constants';
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { enterpriseCampaignsQuery } from '../api/content-queries.ts';
import styles from '../content.module.css';

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
