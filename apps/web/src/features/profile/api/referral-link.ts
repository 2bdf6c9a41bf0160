// The candidate's own referral link (decision 023), for onboarding's last step:
// the link shared from there carries the code, so a sign-up through it counts.
import { queryOptions } from '@tanstack/react-query';
import { contentRoutes } from '@talent/contracts/endpoints/content';
import type { contentSchemas } from '@talent/contracts/endpoints/content.schemas';
import { endpointClient } from '../../../lib/api-client.ts';

const referralApi = endpointClient<Pick<typeof contentSchemas, 'referAndEarn'>>({
  referAndEarn: contentRoutes.referAndEarn,
});

export const referralLinkQuery = () =>
  queryOptions({
    // the same key as the refer-and-earn page's query: one cached answer
    queryKey: ['public-site', 'refer-and-earn'] as const,
    queryFn: ({ signal }) => referralApi.referAndEarn(undefined, { signal }),
  });
