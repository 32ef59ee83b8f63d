import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type QueryOf, supportClientList } from '#contract';
import { apiRequest } from '@/lib/api-client';

export type ClientListQuery = QueryOf<typeof supportClientList>;

export const clientListQuery = (query: ClientListQuery) =>
  queryOptions({
    queryKey: ['support', 'clients', query],
    queryFn: () => apiRequest(supportClientList, { query }),
    placeholderData: keepPreviousData,
  });

export const useClientList = (query: ClientListQuery) => useQuery(clientListQuery(query));
