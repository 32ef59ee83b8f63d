import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardPlanOptions } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** The plans the caller's cards are on, for the plan filter. */
export const planOptionsQuery = queryOptions({
  queryKey: ['card', 'plan-options'],
  queryFn: () => apiRequest(cardPlanOptions),
  staleTime: 5 * 60_000,
});

export const usePlanOptions = () => useQuery(planOptionsQuery);
