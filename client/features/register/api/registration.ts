import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type BodyOf,
  checkUniqueInfo,
  registrationProgress,
  submitRegistration,
  updateRegistration,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

export const useSubmitRegistration = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof submitRegistration>) => apiRequest(submitRegistration, { body }),
  });

export const useUpdateRegistration = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof updateRegistration>) => apiRequest(updateRegistration, { body }),
  });

const registrationQuery = (registerId: string, phone: string) =>
  queryOptions({
    ...endpointQuery(registrationProgress, { register_id: registerId, phone }),
    enabled: registerId !== '' && phone !== '',
  });

export const useRegistration = (registerId: string, phone: string) =>
  useQuery(registrationQuery(registerId, phone));

export const isFree = (field: 'username' | 'phone' | 'email', value: string) =>
  apiRequest(checkUniqueInfo, { query: { field, value } }).then((d) => d.unique);
