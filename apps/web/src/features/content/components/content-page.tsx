// A content page from the database (decision 023) with its head; the FAQ adds
// its FAQPage structured data. Pages whose Markdown starts with its own title
// show it; the others get the title as their heading.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ROUTE_BY_ID, type RouteId } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { pageQuery } from '../api/content-queries.ts';
import styles from '../content.module.css';
import { RichContent } from './rich-content.tsx';
import { faqJsonLd } from '@talent/contracts/json-ld';

// a page that is not there is rare: its body loads when it is needed (decision 052)
const NotFoundPage = lazy(() =>
  import('../../../components/ui/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

const startsWithHeading = (html: string) => /^\s*<h1[\s>]/.test(html);

export function ContentPageView({
  slug,
  routeId,
  aside,
  children,
  query,
  canonicalPath,
}: {
  slug: string;
  routeId: RouteId;
  /** Where the page comes from when not `/pages/{slug}/` (a campaign's own endpoint). */
  query?: ReturnType<typeof pageQuery>;
  /** The page's own path when the route has sub-pages. */
  canonicalPath?: string;
  /** A form or panel beside the text (contact, whistleblower, refer and earn). */
  aside?: ReactNode;
  /** More below the text. */
  children?: ReactNode;
}) {
  const route = ROUTE_BY_ID[routeId];
  const { data: page, isPending, isError, error } = useQuery(query ?? pageQuery(slug));
  const title = page?.title ?? route.title;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Suspense fallback={<LoadingAnimation />}>
        <NotFoundPage />
      </Suspense>
    );
  const text = isPending ? (
    <LoadingAnimation />
  ) : isError ? (
    <p role="alert">This page could not be loaded. Please try again later.</p>
  ) : (
    <>
      {!startsWithHeading(page.html) && <h1>{page.title}</h1>}
      <RichContent html={page.html} />
    </>
  );
  return (
    <main id="main" className="page">
      <PageHead
        title={title}
        description={page?.description || undefined}
        indexable={route.indexable}
        canonicalPath={canonicalPath ?? route.path}
        jsonLd={page?.faq.length ? [faqJsonLd(page)] : undefined}
        seo={{ pageType: routeId, vars: { title } }}
      />
      {aside ? (
        <div className={styles.layout}>
          <article className="card">{text}</article>
          <div>{aside}</div>
        </div>
      ) : (
        <article className="card">{text}</article>
      )}
      {children}
    </main>
  );
}
