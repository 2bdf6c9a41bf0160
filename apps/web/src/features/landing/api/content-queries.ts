// The operator's landing content: banners and promotional cards by placement.
import { queryOptions } from '@tanstack/react-query';
import { jobsRoutes } from '@talent/contracts/endpoints/jobs';
import type { jobsSchemas } from '@talent/contracts/endpoints/jobs.schemas';
import { callEndpoint } from '../../../lib/api-client.ts';

export const contentKeys = {
  banners: (placement: string) => ['content', 'banners', placement] as const,
  promotionalCards: (placement: string) => ['content', 'promotional-cards', placement] as const,
};

export const bannersQuery = (placement: string) =>
  queryOptions({
    queryKey: contentKeys.banners(placement),
    queryFn: ({ signal }) =>
      callEndpoint<(typeof jobsSchemas)['banners']>(jobsRoutes.banners, { query: { placement } }, { signal }),
    staleTime: 5 * 60_000,
  });

export const promotionalCardsQuery = (placement: string) =>
  queryOptions({
    queryKey: contentKeys.promotionalCards(placement),
    queryFn: ({ signal }) =>
      callEndpoint<(typeof jobsSchemas)['promotionalCards']>(
        jobsRoutes.promotionalCards,
        { query: { placement } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
