import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  copyOcPolicy,
  createOcPolicy,
  deleteOcPolicy,
  ocPolicyList,
  ocPolicyOptions,
  setOcPolicyEnabled,
  updateOcPolicy,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';

/** After any change to a policy: the policy list and the distribution page's choices. */
function useRefreshPolicies() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, ocPolicyList, ocPolicyOptions);
}

export function useSaveOcPolicy() {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createOcPolicy> & { id?: number }) =>
      body.id === undefined
        ? apiRequest(createOcPolicy, { body })
        : apiRequest(updateOcPolicy, { body: { ...body, id: body.id } }),
    onSuccess: refresh,
  });
}

export function useCopyOcPolicy() {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (id: number) => apiRequest(copyOcPolicy, { body: { id } }),
    onSuccess: refresh,
  });
}

export function useSetOcPolicyEnabled() {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setOcPolicyEnabled>) => apiRequest(setOcPolicyEnabled, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteOcPolicy() {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteOcPolicy, { query: { id } }),
    onSuccess: refresh,
  });
}
