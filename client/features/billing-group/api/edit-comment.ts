import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingGroupList, editVbgComment } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';

export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { vbg_id: number; comment: string }) => apiRequest(editVbgComment, { body }),
    onSuccess: () => invalidate(queryClient, billingGroupList),
  });
}
