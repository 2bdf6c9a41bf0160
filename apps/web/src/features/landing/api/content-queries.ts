// The operator's landing content: banners and promotional cards by placement.
import { queryOptions } from '@tanstack/react-query';
import type { Banner, PromotionalCard } from '@talent/contracts/jobs';
import { api } from '../../../lib/api-client.ts';

export const contentKeys = {
  banners: (placement: string) => ['content', 'banners', placement] as const,
  promotionalCards: (placement: string) => ['content', 'promotional-cards', placement] as const,
};

export const bannersQuery = (placement: string) =>
  queryOptions({
    queryKey: contentKeys.banners(placement),
    queryFn: ({ signal }) => api.get<Banner[]>('/banners/active/', { placement }, { signal }),
    staleTime: 5 * 60_000,
  });

export const promotionalCardsQuery = (placement: string) =>
  queryOptions({
    queryKey: contentKeys.promotionalCards(placement),
    queryFn: ({ signal }) => api.get<PromotionalCard[]>('/promotional-cards/', { placement }, { signal }),
    staleTime: 5 * 60_000,
  });
