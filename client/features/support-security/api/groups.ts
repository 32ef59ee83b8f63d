import { useQuery } from '@tanstack/react-query';
import { supportSapGroupOptions } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** Every client's directed groups, as the hosts' and cards' group filter offers them (client · group). */
export function useSupportGroupOptions() {
  const groups = useQuery(endpointQuery(supportSapGroupOptions)).data ?? [];
  return groups.map((g) => ({ value: String(g.id), label: `${g.client_name} · ${g.name}` }));
}
