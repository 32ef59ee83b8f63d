import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type QueryOf, voiceBatchAction, voiceCardAction, voiceWhitelistList } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const VOICE_WHITELIST_KEY = ['voice', 'whitelist'] as const;

export const fetchVoiceWhitelist = (query: Record<string, string | number>) =>
  apiRequest(voiceWhitelistList, { query: query as QueryOf<typeof voiceWhitelistList> });

/** Adds or removes numbers of one card; the list (and a card's detail) show the change. */
export function useCardWhitelistAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof voiceCardAction>) => apiRequest(voiceCardAction, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VOICE_WHITELIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['card'] });
    },
  });
}

export function useWhitelistBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof voiceBatchAction>) => apiRequest(voiceBatchAction, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VOICE_WHITELIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['card'] });
    },
  });
}
