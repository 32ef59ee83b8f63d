import { useQuery } from '@tanstack/react-query';
import { publicCardLookup, publicCardQrcode } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** The end user's lookups; each is counted against a per-minute limit, so nothing refetches on its own. */
export const usePublicCardByNumber = (number: string) =>
  useQuery({
    queryKey: ['public-card', 'number', number],
    queryFn: () => apiRequest(publicCardLookup, { query: { number } }),
    enabled: number !== '',
    staleTime: 60_000,
  });

export const usePublicCardById = (cardId: number) =>
  useQuery({
    queryKey: ['public-card', 'id', cardId],
    queryFn: () => apiRequest(publicCardQrcode, { query: { card_id: cardId } }),
    enabled: cardId > 0,
    staleTime: 60_000,
  });
