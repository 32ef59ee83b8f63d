import { useQuery } from '@tanstack/react-query';
import { vbgWarning, vbgWarningConfig } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** What the settings may hold; the same for every group and session. */
export const useWarningConfig = (enabled: boolean) =>
  useQuery({ ...endpointQuery(vbgWarningConfig), staleTime: Number.POSITIVE_INFINITY, enabled });

export const useWarningSettings = (vbgId: number | null) =>
  useQuery({ ...endpointQuery(vbgWarning, { vbg_id: vbgId ?? 0 }), enabled: vbgId !== null });
