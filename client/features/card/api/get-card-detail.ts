import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  cardDetail,
  type cardOperations,
  type cardRecharges,
  type cardSessions,
  type cardSms,
  type cardStatusHistory,
  cardUsage,
  type cardVoiceWhitelist,
  ocCardInfo,
  type ocCardSwitches,
} from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

const cardDetailQuery = (cardId: number) => ({
  ...endpointQuery(cardDetail, { card_id: cardId }),
  enabled: cardId > 0,
});

export const useCardDetail = (cardId: number) => useQuery(cardDetailQuery(cardId));

/** Daily usage in `month` (default this month) and the monthly usage of the last 6 months. */
export const useCardUsage = (cardId: number, month: string | undefined) =>
  useQuery({
    ...endpointQuery(cardUsage, { card_id: cardId, month }),
    placeholderData: keepPreviousData,
  });

/** The paged sections of the page, each a list of one card (no filters, the card fixed). */
export type SectionEndpoint =
  | typeof cardStatusHistory
  | typeof cardSessions
  | typeof cardSms
  | typeof cardRecharges
  | typeof cardVoiceWhitelist
  | typeof cardOperations
  | typeof ocCardSwitches;

export const useCardSection = (endpoint: SectionEndpoint, cardId: number, page: number, pageSize: number) =>
  useQuery({
    ...endpointQuery(endpoint, { card_id: cardId, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });

/** A multi-carrier card's profiles, the online one, and the policy it follows or waits for. */
export const useOcCardInfo = (cardId: number) => useQuery(endpointQuery(ocCardInfo, { card_id: cardId }));
