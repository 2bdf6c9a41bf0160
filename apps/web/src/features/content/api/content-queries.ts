// The public site's data through the endpoint table (decision 023): pages,
// blog, the forms that reach a person, refer and earn and the whistleblower
// channel.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BlogAudience } from '@talent/contracts/content';
import { CANDIDATE_CAMPAIGN_PREFIX } from '@talent/contracts/content-constants';
import { contentRoutes } from '@talent/contracts/endpoints/content';
import type { contentSchemas } from '@talent/contracts/endpoints/content.schemas';
import { endpointClient } from '../../../lib/api-client.ts';

export const contentApi = endpointClient<typeof contentSchemas>(contentRoutes);

export const contentKeys = {
  page: (slug: string) => ['public-site', 'page', slug] as const,
  posts: (audience: BlogAudience, page: number) => ['public-site', 'posts', audience, page] as const,
  post: (audience: BlogAudience, slug: string) => ['public-site', 'post', audience, slug] as const,
  enterprise: ['public-site', 'enterprise'] as const,
  regions: ['public-site', 'regions'] as const,
  insights: ['public-site', 'insights'] as const,
  referrals: ['public-site', 'refer-and-earn'] as const,
  guides: ['public-site', 'guides'] as const,
  enterpriseCampaigns: ['public-site', 'enterprise-campaigns'] as const,
};

const FIVE_MINUTES = 5 * 60_000;

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: ({ signal }) => contentApi.page({ params: { slug } }, { signal, handle: false }),
    staleTime: FIVE_MINUTES,
  });

export const postsQuery = (audience: BlogAudience, page: number) =>
  queryOptions({
    queryKey: contentKeys.posts(audience, page),
    queryFn: ({ signal }) => contentApi.blogPosts({ query: { audience, page } }, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const postQuery = (audience: BlogAudience, slug: string) =>
  queryOptions({
    queryKey: contentKeys.post(audience, slug),
    queryFn: ({ signal }) => contentApi.blogPost({ params: { audience, slug } }, { signal, handle: false }),
    staleTime: FIVE_MINUTES,
  });

export const enterprisePagesQuery = () =>
  queryOptions({
    queryKey: contentKeys.enterprise,
    queryFn: ({ signal }) => contentApi.enterprise(undefined, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const regionsQuery = () =>
  queryOptions({
    queryKey: contentKeys.regions,
    queryFn: ({ signal }) => contentApi.enterpriseRegions(undefined, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const insightsQuery = () =>
  queryOptions({
    queryKey: contentKeys.insights,
    queryFn: ({ signal }) => contentApi.talentServicesInsights(undefined, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const referralsQuery = () =>
  queryOptions({
    queryKey: contentKeys.referrals,
    queryFn: ({ signal }) => contentApi.referAndEarn(undefined, { signal }),
  });

/** A form's mutation: no global loading toast, errors come back onto the form. */
export function useFormMutation<I, O>(send: (input: I) => Promise<O>) {
  return useMutation({ mutationFn: send });
}

export const guidesQuery = () =>
  queryOptions({
    queryKey: contentKeys.guides,
    queryFn: ({ signal }) => contentApi.pillarPages(undefined, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const enterpriseCampaignsQuery = () =>
  queryOptions({
    queryKey: contentKeys.enterpriseCampaigns,
    queryFn: ({ signal }) => contentApi.enterpriseCampaigns(undefined, { signal }),
    staleTime: FIVE_MINUTES,
  });

/** A candidate campaign's landing page (spec 02 §7 /candidate/campaign/): the content page it names. */
export const campaignQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(`${CANDIDATE_CAMPAIGN_PREFIX}${slug}`),
    queryFn: ({ signal }) => contentApi.candidateCampaign({ query: { campaign: slug } }, { signal, handle: false }),
    staleTime: FIVE_MINUTES,
  });
