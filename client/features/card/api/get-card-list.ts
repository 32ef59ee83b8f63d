import { useQuery } from '@tanstack/react-query';
import { cardListOptions } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The filter bar's choices: the caller's plans, billing and project groups, tags. */
export const useCardListOptions = () => useQuery({ ...endpointQuery(cardListOptions), staleTime: 60_000 });
