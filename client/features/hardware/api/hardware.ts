import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  cardDetail,
  cardList,
  cardOperations,
  cardRealNameOperation,
  hardwareList,
  hardwareSave,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';

/** Adds a device, binds a card to it or unbinds it; the card's log records the binding. */
export function useSaveHardware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof hardwareSave>) => apiRequest(hardwareSave, { body }),
    onSuccess: () => void invalidate(queryClient, hardwareList, cardDetail, cardOperations),
  });
}

/** Submits a card's real name: the card is under review in the lists, its detail and its log. */
export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof cardRealNameOperation>) => apiRequest(cardRealNameOperation, { body }),
    onSuccess: () => void invalidate(queryClient, hardwareList, cardList, cardDetail, cardOperations),
  });
}
