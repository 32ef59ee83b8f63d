import { useQuery } from '@tanstack/react-query';
import { cardUsageDetail } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** One card's usage day by day in a month (omitted: the current month). */
export const useUsageDetail = (cardId: number, month: string | undefined) =>
  useQuery({ ...endpointQuery(cardUsageDetail, { card_id: cardId, month }), enabled: cardId > 0 });
