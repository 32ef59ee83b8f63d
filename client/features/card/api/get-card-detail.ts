import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardDetail } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const cardDetailQuery = (cardId: number) =>
  queryOptions({
    queryKey: ['card', 'detail', cardId],
    queryFn: () => apiRequest(cardDetail, { query: { card_id: cardId } }),
    enabled: cardId > 0,
  });

export const useCardDetail = (cardId: number) => useQuery(cardDetailQuery(cardId));
