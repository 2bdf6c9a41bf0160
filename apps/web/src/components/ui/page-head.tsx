// React 19 hoists <title> and <meta> into the document head, so the head stays
// right after client navigation; the server renders the same tags first, and
// they replace them once the page has hydrated: in the same commit, so the
// document never goes without a title.
import { useLayoutEffect } from 'react';
import { BRAND } from '@talent/contracts/page-shell';
import { applySeoTemplates, type SeoContext } from '@talent/contracts/seo';
import { appConfig } from '../../lib/config.ts';
import { currentOrigin, useHydrated } from '../../lib/server-render.ts';

export interface PageHeadProps {
  title: string;
  /** A complete spec 02 §9 title pattern: no brand suffix is added. */
  exactTitle?: boolean | undefined;
  description?: string | undefined;
  indexable?: boolean | undefined;
  canonicalPath?: string | undefined;
  image?: string | undefined;
  jsonLd?: unknown[] | undefined;
  /** spec 02 §9: the page type and variables operators' templates apply with. */
  seo?: SeoContext | undefined;
  /** An RSS feed to announce. */
  feedPath?: string | undefined;
}

export const fullTitle = (title: string) => (title.includes(BRAND) ? title : `${title} - ${BRAND}`);
const defaultDescription = () => `${BRAND} connects 1.6M+ professionals with remote and on-site jobs at top companies.`;

export function PageHead({
  title,
  exactTitle = false,
  description,
  indexable = false,
  canonicalPath,
  image,
  jsonLd,
  seo,
  feedPath,
}: PageHeadProps) {
  // the server wrote these tags into the document's head (data-ssr-head); they leave as React's arrive
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) document.querySelectorAll('[data-ssr-head]').forEach((element) => element.remove());
  }, [hydrated]);
  if (!hydrated) return null;
  const config = appConfig();
  const production = config.environment === 'PRODUCTION';
  const chosen = applySeoTemplates(
    { title, exactTitle, description, image },
    seo,
    config.seoTemplates ?? {},
    config.brand?.name ?? BRAND,
  );
  const text = chosen.exactTitle ? chosen.title : fullTitle(chosen.title);
  const summary = chosen.description ?? defaultDescription();
  const ogTitle = chosen.ogTitle ?? text;
  const ogDescription = chosen.ogDescription ?? summary;
  const canonical = canonicalPath ? new URL(canonicalPath, currentOrigin()).href : undefined;
  return (
    <>
      <title>{text}</title>
      <meta name="description" content={summary} />
      <meta name="robots" content={production && indexable ? 'index, follow' : 'noindex, nofollow'} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={ogTitle} />
      <meta property="og:description" content={ogDescription} />
      {canonical && <meta property="og:url" content={canonical} />}
      {chosen.image && <meta property="og:image" content={new URL(chosen.image, currentOrigin()).href} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={chosen.twitterTitle ?? ogTitle} />
      <meta name="twitter:description" content={chosen.twitterDescription ?? ogDescription} />
      {feedPath && <link rel="alternate" type="application/rss+xml" href={feedPath} />}
      {jsonLd?.map((data, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
    </>
  );
}
