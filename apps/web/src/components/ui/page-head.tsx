// React 19 hoists <title> and <meta> into the document head, so the head stays
// right after client navigation; the server renders the same tags first.
import { BRAND } from '@talent/contracts/constants';
import { appConfig } from '../../lib/config.ts';

export interface PageHeadProps {
  title: string;
  /** A complete spec 02 §9 title pattern: no brand suffix is added. */
  exactTitle?: boolean | undefined;
  description?: string | undefined;
  indexable?: boolean | undefined;
  canonicalPath?: string | undefined;
  image?: string | undefined;
  jsonLd?: unknown[] | undefined;
}

export const fullTitle = (title: string) => (title.includes(BRAND) ? title : `${title} - ${BRAND}`);
const DEFAULT_DESCRIPTION = `${BRAND} connects 1.6M+ professionals with remote and on-site jobs at top companies.`;

export function PageHead({
  title,
  exactTitle = false,
  description = DEFAULT_DESCRIPTION,
  indexable = false,
  canonicalPath,
  image,
  jsonLd,
}: PageHeadProps) {
  const production = appConfig().environment === 'PRODUCTION';
  const text = exactTitle ? title : fullTitle(title);
  const canonical = canonicalPath ? new URL(canonicalPath, location.origin).href : undefined;
  return (
    <>
      <title>{text}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={production && indexable ? 'index, follow' : 'noindex, nofollow'} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={text} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={text} />
      <meta name="twitter:description" content={description} />
      {jsonLd?.map((data, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
    </>
  );
}
