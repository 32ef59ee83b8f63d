import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardUsageDetail } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** One card's usage day by day in a month (omitted: the current month). */
export const usageDetailQuery = (cardId: number, month: string | undefined) =>
  queryOptions({
    queryKey: ['card', 'usage-detail', cardId, month ?? ''],
    queryFn: () => apiRequest(cardUsageDetail, { query: { card_id: cardId, month } }),
    enabled: cardId > 0,
  });

export const useUsageDetail = (cardId: number, month: string | undefined) =>
  useQuery(usageDetailQuery(cardId, month));
