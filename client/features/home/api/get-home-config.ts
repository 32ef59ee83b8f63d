import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexConfig } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Which panels the home page shows the caller, and the period its charts cover. */
export const homeConfigQuery = () =>
  queryOptions({ queryKey: ['index', 'config'], queryFn: () => apiRequest(indexConfig) });

export const useHomeConfig = () => useQuery(homeConfigQuery());
