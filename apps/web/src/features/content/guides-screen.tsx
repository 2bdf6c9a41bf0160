// Career guides (decision 023; spec 02 §7 /pillar-pages/): the list at
// /guides/, each guide at /guides/{slug}/ from the content page pillar-{slug}.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CONTENT_SLUG_PATTERN, PILLAR_PREFIX } from '@talent/contracts/content-constants';
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { guidesQuery } from './api/content-queries.ts';
import { ContentPageView } from './components/content-page.tsx';
import styles from './content.module.css';

export const guidePath = (slug: string) => `/guides/${slug.slice(PILLAR_PREFIX.length)}/`;

function GuideList() {
  const route = ROUTE_BY_ID.guides;
  const { data, isPending, isError } = useQuery(guidesQuery());
  return (
    <main id="main" className="page">
      <PageHead
        title={route.title}
        description="Long-form guides to searching, applying and starting a new job."
        indexable={route.indexable}
        canonicalPath={route.path}
        seo={{ pageType: 'guides', vars: { title: route.title } }}
      />
      <div className="card">
        <h1>{route.title}</h1>
        {isPending ? (
          <LoadingAnimation />
        ) : isError ? (
          <p role="alert">The guides could not be loaded. Please try again later.</p>
        ) : !data.length ? (
          <p>No guides yet.</p>
        ) : (
          <ul className={styles.postList}>
            {data.map((guide) => (
              <li key={guide.slug}>
                <h2>
                  <Link to={guidePath(guide.slug)}>{guide.title}</Link>
                </h2>
                <p>{guide.description}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export default function GuidesScreen() {
  const rest = useParams()['*']?.replace(/\/$/, '') ?? '';
  if (!rest) return <GuideList />;
  if (!CONTENT_SLUG_PATTERN.test(rest)) return <NotFoundPage />;
  return (
    <ContentPageView slug={`${PILLAR_PREFIX}${rest}`} routeId="guides" canonicalPath={`/guides/${rest}/`}>
      <p>
        <Link to="/guides/">All career guides</Link> · <Link to="/jobs/">Search jobs</Link>
      </p>
    </ContentPageView>
  );
}
