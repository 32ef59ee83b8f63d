import { useQuery } from '@tanstack/react-query';
import { loginConfig } from '#contract';
import { endpointQuery } from '../endpoint-query.ts';

export const loginConfigQuery = () => ({ ...endpointQuery(loginConfig), staleTime: Infinity });

export const useLoginConfig = () => useQuery(loginConfigQuery());
