import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signAgreement, userAgreement } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

type Module = 'base_module' | 'privacy_module';

export const agreementQuery = (module: Module) => endpointQuery(userAgreement, { module });

export const useAgreement = (module: Module) => useQuery(agreementQuery(module));

/** Signing changes that agreement's answer, and signing base_module (need_sign cleared) the other's too. */
export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (module: Module) => apiRequest(signAgreement, { body: { module } }),
    onSuccess: () => invalidate(queryClient, userAgreement),
  });
}
