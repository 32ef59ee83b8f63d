import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signAgreement, userAgreement } from '#contract';
import { apiRequest } from '@/lib/api-client';

type Module = 'base_module' | 'privacy_module';

export const agreementQuery = (module: Module) =>
  queryOptions({
    queryKey: ['agreement', module],
    queryFn: () => apiRequest(userAgreement, { query: { module } }),
  });

export const useAgreement = (module: Module) => useQuery(agreementQuery(module));

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (module: Module) => apiRequest(signAgreement, { body: { module } }),
    onSuccess: (_data, module) => queryClient.invalidateQueries(agreementQuery(module)),
  });
}
