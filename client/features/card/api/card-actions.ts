import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activateCards,
  addonCards,
  billingGroupList,
  type Carrier,
  cardActivation,
  cardDataSearch,
  cardDetail,
  cardExportList,
  cardList,
  cardListOptions,
  cardOperations,
  cardPlanOptions,
  cardRecharges,
  cardStatusHistory,
  cardUsage,
  cardUsageDetail,
  changeCarrier,
  changeCarrierOptions,
  indexHeader,
  indexLineChart,
  indexPieChart,
  indexTop5Table,
  ledgerList,
  queueSize,
  rechargeRecordList,
  startCardExport,
  stopResumeCards,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const cardActions = {
  activate: (cardIds: number[]) => apiRequest(activateCards, { body: { card_ids: cardIds } }),
  stop: (cardIds: number[]) => apiRequest(stopResumeCards, { body: { card_ids: cardIds, action: 'stop' } }),
  resume: (cardIds: number[]) =>
    apiRequest(stopResumeCards, { body: { card_ids: cardIds, action: 'resume' } }),
  changeCarrier: (cardIds: number[], carrier: Carrier, planId: number) =>
    apiRequest(changeCarrier, { body: { card_ids: cardIds, carrier, plan_id: planId } }),
  addOn: (cardIds: number[], productId: number) =>
    apiRequest(addonCards, { body: { card_ids: cardIds, product_id: productId } }),
  /** The list's filters and sort, without its page: an export lists what the list shows. */
  export: (query: Record<string, string | number>) => {
    const { page: _page, page_size: _size, ...filters } = query;
    return apiRequest(startCardExport, { body: filters as never });
  },
};

/** Everything an action on cards may change: the lists, the counts, the home page, the cards' pages. */
export function useRefreshAfterCardAction() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidate(
        queryClient,
        // The card list, its choices (the plans cards are on) and a card's activation.
        cardList,
        cardListOptions,
        cardActivation,
        // A card's page: its status and why, its usage and add-on data, its recharges, its log.
        cardDetail,
        cardUsage,
        cardStatusHistory,
        cardRecharges,
        cardOperations,
        // The card query pages: status, carrier and plan, add-on data and its recharge.
        cardDataSearch,
        cardUsageDetail,
        cardPlanOptions,
        rechargeRecordList,
        // A carrier change takes cards out of their billing group.
        billingGroupList,
        // An export is a queued task.
        cardExportList,
        queueSize,
        // An add-on paid from the balance is a ledger row.
        ledgerList,
      ),
      // The home page: the counts (top bar too), the status and carrier charts, usage, the top 5.
      invalidate(queryClient, indexHeader, indexPieChart, indexLineChart, indexTop5Table),
    ]);
}

export const useCarrierPlans = (enabled: boolean) =>
  useQuery({ ...endpointQuery(changeCarrierOptions), enabled, staleTime: 5 * 60_000 });

export const cardActivationQuery = (cardId: number) => ({
  ...endpointQuery(cardActivation, { card_id: cardId }),
  enabled: cardId > 0,
});
