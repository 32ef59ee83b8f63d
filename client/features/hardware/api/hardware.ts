import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, cardRealNameOperation, hardwareList, hardwareSave, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const HARDWARE_LIST_KEY = ['hardware', 'list'] as const;

export const fetchHardwareList = (query: Record<string, string | number>) =>
  apiRequest(hardwareList, { query: query as QueryOf<typeof hardwareList> });

/** Every device change also changes what a card's detail shows (its device, its log). */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: HARDWARE_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: ['card'] });
  };
}

/** Adds a device, binds a card to it or unbinds it. */
export function useSaveHardware() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: (body: BodyOf<typeof hardwareSave>) => apiRequest(hardwareSave, { body }),
    onSuccess,
  });
}

export function useSubmitRealName() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: (body: BodyOf<typeof cardRealNameOperation>) => apiRequest(cardRealNameOperation, { body }),
    onSuccess,
  });
}
