// The operators' funnel report (decision 024), by period and optional source and variant.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsRoutes } from '@talent/contracts/endpoints/analytics';
import type { analyticsSchemas } from '@talent/contracts/endpoints/analytics.schemas';
import { endpointClient } from '../../../../lib/api-client.ts';
import { own } from '../../../api/workspace-api.ts';

const client = endpointClient<typeof analyticsSchemas>(analyticsRoutes);

export const funnelQuery = ({ days, source, variant }: { days: number; source: string; variant: string }) =>
  queryOptions({
    queryKey: ['hiring', 'analytics', 'funnel', days, source, variant],
    queryFn: ({ signal }) =>
      client.funnel(
        {
          query: {
            days,
            ...(source ? { source } : {}),
            ...(variant !== '' ? { variant: Number(variant) } : {}),
          },
        },
        { ...own, signal },
      ),
    retry: false,
    placeholderData: keepPreviousData,
  });
