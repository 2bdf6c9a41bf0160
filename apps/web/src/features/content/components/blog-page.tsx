// The blog (decision 023): a paged list of one audience at /blog/ or
// /blog/enterprises/, a post at its own path below it; heads with BlogPosting
// data and the RSS feed, like the server's.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { BLOG_PAGE_SIZE, blogFeedPath, blogListPath, type BlogAudience } from '@talent/contracts/content-constants';
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { appConfig } from '../../../lib/config.ts';
import { postQuery, postsQuery } from '../api/content-queries.ts';
import styles from '../content.module.css';
import { DEFAULT_DATE_LOCALE } from '@talent/contracts/date-format';
import { useHydrated } from '../../../lib/server-render.ts';
import { LeadToaster } from './lead-toaster.tsx';
import { RichContent } from './rich-content.tsx';
import { dateText, readerLocale } from '../../../lib/dates.ts';

/** Server-rendered: the default locale until the page is the reader's own (no hydration mismatch). */
function PostDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{dateText(iso, hydrated ? readerLocale() : DEFAULT_DATE_LOCALE)}</time>;
}

function PostList({ audience }: { audience: BlogAudience }) {
  const routeId = audience === 'enterprises' ? 'blogEnterprises' : 'blog';
  const route = ROUTE_BY_ID[routeId];
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useQuery(postsQuery(audience, page));
  const brand = appConfig().brand?.name;
  const last = data ? Math.max(1, Math.ceil(data.count / BLOG_PAGE_SIZE)) : 1;
  return (
    <main id="main" className="page">
      <PageHead
        title={route.title}
        description={
          audience === 'enterprises'
            ? `Hiring advice for companies from ${brand}.`
            : `Career advice for professionals from ${brand}.`
        }
        indexable={route.indexable}
        canonicalPath={blogListPath(audience)}
        feedPath={blogFeedPath(audience)}
        seo={{ pageType: routeId, vars: { title: route.title } }}
      />
      <div className="card">
        <h1>{route.title}</h1>
        <p>
          {audience === 'enterprises' ? (
            <Link to="/blog/">Read the blog for professionals</Link>
          ) : (
            <Link to="/blog/enterprises/">Read the blog for companies</Link>
          )}{' '}
          · <a href={blogFeedPath(audience)}>RSS feed</a>
        </p>
        {isPending ? (
          <LoadingAnimation />
        ) : !data?.results.length ? (
          <p>No posts yet.</p>
        ) : (
          <ul className={styles.postList}>
            {data.results.map((post) => (
              <li key={post.slug}>
                <h2>
                  <Link to={post.url}>{post.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <PostDate iso={post.published_at} />
                  {post.author ? ` · ${post.author}` : ''}
                </p>
                <p>{post.summary}</p>
              </li>
            ))}
          </ul>
        )}
        {last > 1 && (
          <nav className={styles.pager} aria-label="Blog pages">
            {page > 1 ? <Link to={`?page=${page - 1}`}>Newer posts</Link> : <span />}
            {page < last ? <Link to={`?page=${page + 1}`}>Older posts</Link> : <span />}
          </nav>
        )}
      </div>
      {audience === 'enterprises' && <LeadToaster />}
    </main>
  );
}

function Post({ audience, slug }: { audience: BlogAudience; slug: string }) {
  const { data: post, isPending, isError } = useQuery(postQuery(audience, slug));
  if (isPending)
    return (
      <main id="main" className="page">
        <LoadingAnimation />
      </main>
    );
  if (isError || !post) return <NotFoundPage />;
  const brand = appConfig().brand?.name;
  return (
    <main id="main" className="page">
      <PageHead
        title={post.title}
        description={post.summary || undefined}
        indexable
        canonicalPath={post.url}
        feedPath={blogFeedPath(audience)}
        seo={{ pageType: 'blogPost', vars: { title: post.title, author: post.author } }}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.summary,
            datePublished: post.published_at,
            dateModified: post.updated_at,
            author: { '@type': 'Organization', name: post.author || brand },
            publisher: { '@type': 'Organization', name: brand },
          },
        ]}
      />
      <article className="card">
        <p>
          <Link to={blogListPath(audience)}>← All posts</Link>
        </p>
        <h1>{post.title}</h1>
        <p className={styles.meta}>
          <PostDate iso={post.published_at} />
          {post.author ? ` · ${post.author}` : ''}
        </p>
        <RichContent html={post.html} />
      </article>
      {audience === 'enterprises' && <LeadToaster />}
    </main>
  );
}

export function BlogPage({ audience }: { audience: BlogAudience }) {
  const rest = useParams()['*']?.replace(/\/$/, '') ?? '';
  if (!rest) return <PostList audience={audience} />;
  if (!/^[a-z0-9-]{1,80}$/.test(rest)) return <NotFoundPage />;
  return <Post audience={audience} slug={rest} />;
}
