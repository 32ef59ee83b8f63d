import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  billingGroupList,
  saveVbgWarning,
  smsWarningRecordList,
  vbgWarning,
  vbgWarningConfig,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointKey, endpointQuery, invalidate } from '@/lib/endpoint-query';

/** What the settings may hold; the same for every group and session. */
export const useWarningConfig = (enabled: boolean) =>
  useQuery({ ...endpointQuery(vbgWarningConfig), staleTime: Number.POSITIVE_INFINITY, enabled });

export const useWarningSettings = (vbgId: number | null) =>
  useQuery({ ...endpointQuery(vbgWarning, { vbg_id: vbgId ?? 0 }), enabled: vbgId !== null });

/** Saves a group's settings; the list (warning column) and the records (an SMS sent at once) change. */
export function useSaveWarningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveVbgWarning>) => apiRequest(saveVbgWarning, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(endpointKey(vbgWarning, { vbg_id: data.vbg_id }), data);
      void invalidate(queryClient, billingGroupList, smsWarningRecordList);
    },
  });
}
