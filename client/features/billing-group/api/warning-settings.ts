import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, saveVbgWarning, vbgWarning, vbgWarningConfig } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { BILLING_GROUP_LIST_KEY } from './get-billing-group-list.ts';
import { SMS_WARNING_RECORDS_KEY } from './get-sms-warning-records.ts';

/** What the settings may hold; the same for every group and session. */
export const useWarningConfig = (enabled: boolean) =>
  useQuery({
    queryKey: ['billing-group', 'warning-config'],
    queryFn: () => apiRequest(vbgWarningConfig, {}),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

const settingsQuery = (vbgId: number) =>
  queryOptions({
    queryKey: ['billing-group', 'warning', vbgId],
    queryFn: () => apiRequest(vbgWarning, { query: { vbg_id: vbgId } }),
  });

export const useWarningSettings = (vbgId: number | null) =>
  useQuery({ ...settingsQuery(vbgId ?? 0), enabled: vbgId !== null });

/** Saves a group's settings; the list (warning column) and the records (an SMS sent at once) change. */
export function useSaveWarningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveVbgWarning>) => apiRequest(saveVbgWarning, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQuery(data.vbg_id).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: BILLING_GROUP_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: SMS_WARNING_RECORDS_KEY });
    },
  });
}
