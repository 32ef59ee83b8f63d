import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, bindWx, unbindWx, wxBinding } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

const wxBindingQuery = () => endpointQuery(wxBinding);

export const useWxBinding = () => useQuery(wxBindingQuery());

/** Binding and unbinding answer the binding's new state: it replaces the cached one. */
export function useBindWx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof bindWx>) => apiRequest(bindWx, { body }),
    onSuccess: (data) => queryClient.setQueryData(wxBindingQuery().queryKey, data),
  });
}

export function useUnbindWx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(unbindWx),
    onSuccess: (data) => queryClient.setQueryData(wxBindingQuery().queryKey, data),
  });
}
