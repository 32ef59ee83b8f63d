import { queryOptions, useQuery } from '@tanstack/react-query';
import { ctccNbQuery } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

const ctccNbQueryOptions = (number: string) =>
  queryOptions({
    ...endpointQuery(ctccNbQuery, { number }),
    enabled: number !== '',
    // The answer is the network state at the time asked: asked again, it is asked again.
    staleTime: 0,
  });

export const useCtccNbQuery = (number: string) => useQuery(ctccNbQueryOptions(number));
