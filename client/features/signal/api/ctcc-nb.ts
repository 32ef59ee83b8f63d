import { queryOptions, useQuery } from '@tanstack/react-query';
import { ctccNbQuery } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const ctccNbQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['signal', 'ctcc-nb', number],
    queryFn: () => apiRequest(ctccNbQuery, { query: { number } }),
    enabled: number !== '',
    // The answer is the network state at the time asked: asked again, it is asked again.
    staleTime: 0,
  });

export const useCtccNbQuery = (number: string) => useQuery(ctccNbQueryOptions(number));
