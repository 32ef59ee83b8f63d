import { useQuery } from '@tanstack/react-query';
import { vbgWarning } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

export const useWarningSettings = (vbgId: number | null) =>
  useQuery({ ...endpointQuery(vbgWarning, { vbg_id: vbgId ?? 0 }), enabled: vbgId !== null });
