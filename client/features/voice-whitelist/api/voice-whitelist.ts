import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  cardOperations,
  cardVoiceWhitelist,
  voiceBatchAction,
  voiceCardAction,
  voiceWhitelistList,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';

/** What a whitelist change shows in: the list, and a card's whitelist and log on its detail page. */
const refresh = (queryClient: QueryClient) =>
  void invalidate(queryClient, voiceWhitelistList, cardVoiceWhitelist, cardOperations);

/** Adds or removes numbers of one card. */
export function useCardWhitelistAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof voiceCardAction>) => apiRequest(voiceCardAction, { body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useWhitelistBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof voiceBatchAction>) => apiRequest(voiceBatchAction, { body }),
    onSuccess: () => refresh(queryClient),
  });
}
