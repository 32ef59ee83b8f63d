import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginConfig } from '#contract';
import { apiRequest } from '../api-client.ts';

export const loginConfigQuery = () =>
  queryOptions({ queryKey: ['login_config'], queryFn: () => apiRequest(loginConfig), staleTime: Infinity });

export const useLoginConfig = () => useQuery(loginConfigQuery());
