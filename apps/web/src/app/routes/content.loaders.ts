// Loaders of the public site's content pages and blog (decision 023): the
// content feature's queryOptions, so a page's text starts loading with its
// code and the server renders it into the HTML (decision 026).
import type { RouteLoaderArgs } from '../route-loaders.ts';
import type { BlogAudience } from '@talent/contracts/content';
import { CONTENT_SLUG_PATTERN, ENTERPRISE_CAMPAIGN_PREFIX, PILLAR_PREFIX } from '@talent/contracts/content-constants';
import {
  campaignQuery,
  enterpriseCampaignsQuery,
  enterprisePagesQuery,
  guidesQuery,
  insightsQuery,
  pageQuery,
  postQuery,
  postsQuery,
  regionsQuery,
} from '../../features/content/api/content-queries.ts';
import { activeQueryClient } from '../../lib/query-client.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** The loader of a page whose text is the content page `slug` (and the sections it shows). */
export const page =
  (...slugs: string[]) =>
  () =>
    prefetch(...slugs.map((slug) => pageQuery(slug)));

/** /blog/ and /blog/enterprises/: the list, or the post named by the rest of the path. */
export const blog =
  (audience: BlogAudience) =>
  ({ params, request }: RouteLoaderArgs) => {
    const rest = params['*']?.replace(/\/$/, '') ?? '';
    if (!rest) {
      const pageNumber = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
      return prefetch(postsQuery(audience, pageNumber));
    }
    return /^[a-z0-9-]{1,80}$/.test(rest) ? prefetch(postQuery(audience, rest)) : null;
  };

/** /enterprise/: its sections, each a content page named by the first answer. */
export function enterprise() {
  void activeQueryClient()
    .fetchQuery(enterprisePagesQuery())
    .then(({ pages }) => prefetch(...pages.map((section) => pageQuery(section.slug))))
    .catch(() => undefined);
  return prefetch(regionsQuery(), insightsQuery(), enterpriseCampaignsQuery());
}

/** The part of the path below a route with sub-pages, when it is a content slug. */
const subSlug = (params: RouteLoaderArgs['params']) => {
  const rest = params['*']?.replace(/\/$/, '') ?? '';
  return rest && CONTENT_SLUG_PATTERN.test(rest) ? rest : null;
};

/** /guides/ and /guides/{slug}/. */
export function guides({ params }: RouteLoaderArgs) {
  const slug = subSlug(params);
  return slug ? prefetch(pageQuery(`${PILLAR_PREFIX}${slug}`)) : prefetch(guidesQuery());
}

/** /campaign/{slug}/. */
export function campaign({ params }: RouteLoaderArgs) {
  const slug = subSlug(params);
  return slug ? prefetch(campaignQuery(slug)) : null;
}

/** /enterprise/campaign/ and /enterprise/campaign/{slug}/. */
export function enterpriseCampaign({ params }: RouteLoaderArgs) {
  const slug = subSlug(params);
  return slug ? prefetch(pageQuery(`${ENTERPRISE_CAMPAIGN_PREFIX}${slug}`)) : prefetch(enterpriseCampaignsQuery());
}
