// A company's hiring figures (decision 048), for the period chosen.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { companyAnalyticsRoutes } from '@talent/contracts/endpoints/company-analytics';
import type { companyAnalyticsSchemas } from '@talent/contracts/endpoints/company-analytics.schemas';
import { endpointClient } from '../../../../lib/api-client.ts';
import { hiringKeys, own } from '../../../api/workspace-api.ts';

const client = endpointClient<typeof companyAnalyticsSchemas>(companyAnalyticsRoutes);

export const companyAnalyticsQuery = (days: number) =>
  queryOptions({
    queryKey: [...hiringKeys.all, 'company-analytics', days],
    queryFn: ({ signal }) => client.companyAnalytics({ query: { days } }, { ...own, signal }),
    retry: false,
    placeholderData: keepPreviousData,
  });
