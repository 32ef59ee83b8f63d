import { useQuery } from '@tanstack/react-query';
import { cardPlanOptions } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The plans the caller's cards are on, for the plan filter. */
export const usePlanOptions = () => useQuery({ ...endpointQuery(cardPlanOptions), staleTime: 5 * 60_000 });
