import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locateBrief, locateInfo, locateQueryList, locateSubscribe, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const LOCATE_KEY = ['locate'] as const;
export const LOCATE_QUERY_LIST_KEY = [...LOCATE_KEY, 'queries'] as const;

export const locateBriefQuery = queryOptions({
  queryKey: [...LOCATE_KEY, 'brief'],
  queryFn: () => apiRequest(locateBrief),
});

export const useLocateBrief = (enabled = true) => useQuery({ ...locateBriefQuery, enabled });

export function useLocateSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest(locateSubscribe, { body: { enabled } }),
    onSuccess: (brief) => queryClient.setQueryData(locateBriefQuery.queryKey, brief),
  });
}

export const fetchLocateQueries = (query: Record<string, string | number>) =>
  apiRequest(locateQueryList, { query: query as QueryOf<typeof locateQueryList> });

/**
 * A location query is billed and recorded, so it is a mutation: it runs when the user asks, never
 * again on its own (a refetch would be a second paid query).
 */
export function useLocateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: QueryOf<typeof locateInfo>) => apiRequest(locateInfo, { query }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCATE_KEY }),
  });
}
