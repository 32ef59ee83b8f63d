import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editVbgComment } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { BILLING_GROUP_LIST_KEY } from './get-billing-group-list.ts';

export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { vbg_id: number; comment: string }) => apiRequest(editVbgComment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_GROUP_LIST_KEY }),
  });
}
