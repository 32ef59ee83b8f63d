import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, bindWx, unbindWx, wxBinding } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const wxBindingQuery = () =>
  queryOptions({ queryKey: ['wx_binding'], queryFn: () => apiRequest(wxBinding) });

export const useWxBinding = () => useQuery(wxBindingQuery());

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
