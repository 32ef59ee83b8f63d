import { useMutation } from '@tanstack/react-query';
import { type BodyOf, realNameH5Status, realNameH5Submit } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const useSubmitH5RealName = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof realNameH5Submit>) => apiRequest(realNameH5Submit, { body }),
  });

export const useRealNameStatus = () =>
  useMutation({
    mutationFn: (cardNumber: string) => apiRequest(realNameH5Status, { query: { card_number: cardNumber } }),
  });
