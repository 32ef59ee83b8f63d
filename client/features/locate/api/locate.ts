import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locateBrief, locateInfo, locateQueryList, locateSubscribe, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const useLocateBrief = (enabled = true) => useQuery({ ...endpointQuery(locateBrief), enabled });

export function useLocateSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest(locateSubscribe, { body: { enabled } }),
    onSuccess: (brief) => queryClient.setQueryData(endpointQuery(locateBrief).queryKey, brief),
  });
}

/**
 * A location query is billed and recorded, so it is a mutation: it runs when the user asks, never
 * again on its own (a refetch would be a second paid query). The month's count and the list of
 * queries change.
 */
export function useLocateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: QueryOf<typeof locateInfo>) => apiRequest(locateInfo, { query }),
    onSuccess: () => invalidate(queryClient, locateBrief, locateQueryList),
  });
}
