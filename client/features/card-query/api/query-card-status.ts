import { useMutation } from '@tanstack/react-query';
import { cardStatusQuery } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Looks up the status of a list of numbers (a POST: the list can be long). */
export const useCardStatusQuery = () =>
  useMutation({ mutationFn: (numbers: string[]) => apiRequest(cardStatusQuery, { body: { numbers } }) });
