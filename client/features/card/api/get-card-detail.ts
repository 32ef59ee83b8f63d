import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  cardDetail,
  type cardOperations,
  type cardRecharges,
  type cardSessions,
  type cardSms,
  type cardStatusHistory,
  cardUsage,
  type cardVoiceWhitelist,
  type ListData,
} from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Every query of one card's detail page starts with this key: invalidating it refreshes the page. */
export const cardDetailKey = (cardId: number) => ['card', 'detail', cardId] as const;

export const cardDetailQuery = (cardId: number) =>
  queryOptions({
    queryKey: cardDetailKey(cardId),
    queryFn: () => apiRequest(cardDetail, { query: { card_id: cardId } }),
    enabled: cardId > 0,
  });

export const useCardDetail = (cardId: number) => useQuery(cardDetailQuery(cardId));

/** Daily usage in `month` (default this month) and the monthly usage of the last 6 months. */
export const useCardUsage = (cardId: number, month: string | undefined) =>
  useQuery({
    queryKey: [...cardDetailKey(cardId), 'usage', month ?? ''],
    queryFn: () => apiRequest(cardUsage, { query: { card_id: cardId, month } }),
    placeholderData: keepPreviousData,
  });

/** The paged sections of the page, each one endpoint of the same shape. */
export type SectionEndpoint =
  | typeof cardStatusHistory
  | typeof cardSessions
  | typeof cardSms
  | typeof cardRecharges
  | typeof cardVoiceWhitelist
  | typeof cardOperations;

export const useCardSection = (endpoint: SectionEndpoint, cardId: number, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...cardDetailKey(cardId), endpoint.path, page, pageSize],
    queryFn: () =>
      apiRequest(endpoint, { query: { card_id: cardId, page, page_size: pageSize } }) as Promise<
        ListData<object>
      >,
    placeholderData: keepPreviousData,
  });
