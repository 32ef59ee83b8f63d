import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddonPackage,
  activateCards,
  addonCards,
  type Carrier,
  cardActivation,
  changeCarrier,
  changeCarrierOptions,
  startCardExport,
  stopResumeCards,
} from '#contract';
import { apiRequest } from '@/lib/api-client';

export const cardActions = {
  activate: (cardIds: number[]) => apiRequest(activateCards, { body: { card_ids: cardIds } }),
  stop: (cardIds: number[]) => apiRequest(stopResumeCards, { body: { card_ids: cardIds, action: 'stop' } }),
  resume: (cardIds: number[]) =>
    apiRequest(stopResumeCards, { body: { card_ids: cardIds, action: 'resume' } }),
  changeCarrier: (cardIds: number[], carrier: Carrier, planId: number) =>
    apiRequest(changeCarrier, { body: { card_ids: cardIds, carrier, plan_id: planId } }),
  addOn: (cardIds: number[], pack: AddonPackage) =>
    apiRequest(addonCards, { body: { card_ids: cardIds, package: pack } }),
  /** The list's filters and sort, without its page: an export lists what the list shows. */
  export: (query: Record<string, string | number>) => {
    const { page: _page, page_size: _size, ...filters } = query;
    return apiRequest(startCardExport, { body: filters as never });
  },
};

export const CARD_EXPORT_KEY = ['card', 'export'] as const;

/** Everything an action on cards may change: the lists, the counts, the home page, the cards' pages. */
export function useRefreshAfterCardAction() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['card'], ['index'], ['queue_size']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export const useCarrierPlans = (enabled: boolean) =>
  useQuery({
    queryKey: ['card', 'carrier-plans'],
    queryFn: () => apiRequest(changeCarrierOptions),
    enabled,
    staleTime: 5 * 60_000,
  });

export const cardActivationQuery = (cardId: number) =>
  queryOptions({
    queryKey: ['card', 'activation', cardId],
    queryFn: () => apiRequest(cardActivation, { query: { card_id: cardId } }),
    enabled: cardId > 0,
  });
