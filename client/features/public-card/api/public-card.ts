import { useQuery } from '@tanstack/react-query';
import { publicCardLookup, publicCardQrcode } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The end user's lookups; each is counted against a per-minute limit, so nothing refetches on its own. */
export const usePublicCardByNumber = (number: string) =>
  useQuery({
    ...endpointQuery(publicCardLookup, { number }),
    enabled: number !== '',
    staleTime: 60_000,
  });

export const usePublicCardById = (cardId: number) =>
  useQuery({
    ...endpointQuery(publicCardQrcode, { card_id: cardId }),
    enabled: cardId > 0,
    staleTime: 60_000,
  });
