import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiInfo,
  apiApplication,
  apiInfo,
  applyApiAccess,
  type BodyOf,
  issueApiSecret,
  updateApiSettings,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

/** The caller's open-API settings; read again every half minute while the application is reviewed. */
export const useApiInfo = () =>
  useQuery({
    ...endpointQuery(apiInfo),
    refetchInterval: (query) =>
      (query.state.data as ApiInfo | undefined)?.application.status === 'pending' ? 30_000 : false,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, apiInfo, apiApplication);
}

export function useApplyApiAccess() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof applyApiAccess>) => apiRequest(applyApiAccess, { body }),
    onSuccess,
  });
}

export function useSaveApiSettings() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateApiSettings>) => apiRequest(updateApiSettings, { body }),
    onSuccess,
  });
}

export function useIssueApiSecret() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (rotate: boolean) => apiRequest(issueApiSecret, { body: { rotate } }),
    onSuccess,
  });
}
