import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardList, cardListOptions, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const CARD_LIST_KEY = ['card', 'list'] as const;

export const fetchCardList = (query: Record<string, string | number>) =>
  apiRequest(cardList, { query: query as QueryOf<typeof cardList> });

/** The filter bar's choices: the caller's plans, billing and project groups, tags. */
export const cardListOptionsQuery = () =>
  queryOptions({
    queryKey: ['card', 'list-options'],
    queryFn: () => apiRequest(cardListOptions),
    staleTime: 60_000,
  });

export const useCardListOptions = () => useQuery(cardListOptionsQuery());
