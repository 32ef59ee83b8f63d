import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cardList, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';

export type CardListQuery = QueryOf<typeof cardList>;

export const cardListQuery = (query: CardListQuery) =>
  queryOptions({
    queryKey: ['card', 'list', query],
    queryFn: () => apiRequest(cardList, { query }),
    placeholderData: keepPreviousData,
  });

export const useCardList = (query: CardListQuery) => useQuery(cardListQuery(query));
