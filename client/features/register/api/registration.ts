import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkUniqueInfo, registrationProgress } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

const registrationQuery = (registerId: string, phone: string) =>
  queryOptions({
    ...endpointQuery(registrationProgress, { register_id: registerId, phone }),
    enabled: registerId !== '' && phone !== '',
  });

export const useRegistration = (registerId: string, phone: string) =>
  useQuery(registrationQuery(registerId, phone));

export const isFree = (field: 'username' | 'phone' | 'email', value: string) =>
  apiRequest(checkUniqueInfo, { query: { field, value } }).then((d) => d.unique);
