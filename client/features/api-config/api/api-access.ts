import { useQuery } from '@tanstack/react-query';
import { type ApiInfo, apiApplication, apiInfo } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The caller's open-API settings; read again every half minute while the application is reviewed. */
export const useApiInfo = () =>
  useQuery({
    ...endpointQuery(apiInfo),
    refetchInterval: (query) =>
      (query.state.data as ApiInfo | undefined)?.application.status === 'pending' ? 30_000 : false,
  });

/** What an API write changes: the settings and the application. */
export const API_READS = [apiInfo, apiApplication] as const;
